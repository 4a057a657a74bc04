#if canImport(UIKit)
  import ScreenState
  import UIKit

  extension UIAlertController {
    /// An alert controller showing `alertState`; each button sends its action to `send`.
    ///
    /// ```swift
    /// if let alert = projection.alert, presentedViewController == nil {
    ///   present(UIAlertController(alertState: alert) { await screen.send($0) }, animated: true)
    /// }
    /// ```
    public convenience init<Action>(
      alertState: AlertState<Action>,
      send: @escaping @MainActor (Action) async -> Void
    ) {
      self.init(title: alertState.title, message: alertState.message, preferredStyle: .alert)
      for button in alertState.buttons {
        addAction(
          UIAlertAction(title: button.label, style: UIAlertAction.Style(button.role)) { _ in
            Task { await send(button.action) }
          })
      }
    }
  }
#endif
