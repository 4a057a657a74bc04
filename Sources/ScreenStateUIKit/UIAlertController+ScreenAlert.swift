#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  extension UIAlertController {
    /// An alert controller showing a `ScreenAlert`; each button sends its action to `send`, started before the
    /// tap returns where the system allows.
    ///
    /// `LoadableScreen.bind(loading:content:empty:error:banner:presentingAlertsFrom:render:)` presents the alerts of
    /// a screen by itself; build one yourself for an alert the screen does not carry:
    ///
    /// ```swift
    /// present(UIAlertController(alert) { await model.send($0) }, animated: true)
    /// ```
    public convenience init<Action>(
      _ alert: ScreenAlert<Action>,
      send: @escaping @MainActor (Action) async -> Void
    ) {
      self.init(alert) { button in
        let action = button.action
        startAction { await send(action) }
      }
    }

    /// An alert controller showing `alert`; a tap on a button calls `pressed` with it.
    convenience init<Action>(_ alert: ScreenAlert<Action>, pressed: @escaping @MainActor (ScreenButton<Action>) -> Void)
    {
      self.init(title: alert.title, message: alert.message, preferredStyle: .alert)
      for button in alert.buttons {
        addAction(UIAlertAction(title: button.label, style: UIAlertAction.Style(button.role)) { _ in pressed(button) })
      }
    }
  }
#endif
