import UIKit

/// The example screen the app shows, laid out by the app (the examples leave layout out).
enum ExampleScreen {
  case posts
  case feed

  /// The screen named after `-example` in `arguments`; the posts by default.
  init(arguments: [String]) {
    let name = arguments.firstIndex(of: "-example").flatMap { arguments.dropFirst($0 + 1).first }
    self = name == "feed" ? .feed : .posts
  }

  /// The example's controller, its views laid out in its view.
  @MainActor
  func makeController() -> UIViewController {
    switch self {
    case .posts:
      let controller = PostsViewController()
      controller.loadViewIfNeeded()
      controller.layOut()
      return controller
    case .feed:
      let controller = FeedViewController()
      controller.loadViewIfNeeded()
      controller.layOut()
      return controller
    }
  }
}

extension UIViewController {
  /// Adds `views` to the controller's view, each filling its safe area (the binding shows one at a time), and
  /// `spinner` in its centre.
  func fillSafeArea(with views: [UIView], spinner: UIView) {
    let guide = view.safeAreaLayoutGuide
    for subview in views + [spinner] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    for subview in views {
      NSLayoutConstraint.activate([
        subview.topAnchor.constraint(equalTo: guide.topAnchor),
        subview.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        subview.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        subview.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      ])
    }
    NSLayoutConstraint.activate([
      spinner.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      spinner.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
    ])
  }
}
