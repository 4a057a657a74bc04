#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// A ``ScreenState/ButtonState`` drawn as a SwiftUI button with its role; a tap sends its action.
  struct ActionButton<Action>: View {
    let button: ButtonState<Action>
    let send: @MainActor (Action) async -> Void

    init(_ button: ButtonState<Action>, send: @escaping @MainActor (Action) async -> Void) {
      self.button = button
      self.send = send
    }

    var body: some View {
      Button(role: SwiftUI.ButtonRole(button.role)) {
        Task { await send(button.action) }
      } label: {
        Text(button.label)
      }
    }
  }
#endif
