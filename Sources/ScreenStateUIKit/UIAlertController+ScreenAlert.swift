#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  extension UIAlertController {
    /// An alert controller showing a `ScreenAlert`; each button sends its action to `send`.
    ///
    /// ```swift
    /// if let alert = projection.alert, presentedViewController == nil {
    ///   present(UIAlertController(alert) { await screen.send($0) }, animated: true)
    /// }
    /// ```
    public convenience init<Action>(
      _ alert: ScreenAlert<Action>,
      send: @escaping @MainActor (Action) async -> Void
    ) {
      self.init(title: alert.title, message: alert.message, preferredStyle: .alert)
      for button in alert.buttons {
        let action = button.action
        addAction(
          UIAlertAction(title: button.label, style: UIAlertAction.Style(button.role)) { _ in
            Task { await send(action) }
          })
      }
    }
  }
#endif
