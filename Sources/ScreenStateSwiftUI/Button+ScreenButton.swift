#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension Button where Label == Text {
    /// A `ScreenButton` as a SwiftUI button: its label and role; a tap sends its action.
    ///
    /// A plain `Button`, not a view wrapping one, so that alerts (which take only buttons) draw it too.
    init<Action>(_ button: ScreenButton<Action>, send: @escaping @MainActor (Action) async -> Void) {
      self.init(button) { button in
        let action = button.action
        startAction { await send(action) }
      }
    }

    /// A `ScreenButton` as a SwiftUI button whose tap calls `pressed` with it, synchronously.
    init<Action>(_ button: ScreenButton<Action>, pressed: @escaping @MainActor (ScreenButton<Action>) -> Void) {
      self.init(role: ButtonRole(button.role)) {
        pressed(button)
      } label: {
        Text(button.label)
      }
    }
  }
#endif
