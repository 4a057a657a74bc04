#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// A list of `ScreenButton`s in their order, each a SwiftUI button sending its action.
  ///
  /// Buttons are identified by their position: two buttons may share a label, and the list only changes as
  /// a whole, when a screen's configuration does.
  struct ScreenButtonStack<Action>: View {
    let buttons: [ScreenButton<Action>]
    let send: @MainActor (Action) async -> Void

    var body: some View {
      ForEach(Array(buttons.enumerated()), id: \.offset) { item in
        Button(item.element, send: send)
      }
    }
  }
#endif
