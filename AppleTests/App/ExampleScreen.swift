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
