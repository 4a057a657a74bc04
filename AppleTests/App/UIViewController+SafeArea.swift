import UIKit

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
