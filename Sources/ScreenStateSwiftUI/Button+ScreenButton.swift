#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension Button where Label == Text {
    /// A `ScreenButton` as a SwiftUI button: its label and role; a tap sends its action.
    ///
    /// A plain `Button`, not a view wrapping one, so that alerts (which take only buttons) draw it too.
    init<Action>(_ button: ScreenButton<Action>, send: @escaping @MainActor (Action) async -> Void) {
      let action = button.action
      self.init(role: ButtonRole(button.role)) {
        Task { await send(action) }
      } label: {
        Text(button.label)
      }
    }
  }
#endif
