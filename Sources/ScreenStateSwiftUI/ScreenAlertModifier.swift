#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// Presents a `ScreenAlert` as SwiftUI's alert, answered through the core's `AlertPresentation`: a button's answer
  /// is recorded before its action starts, a dismissal without a button sends the alert's cancel action, and each
  /// failure revision is its own alert. SwiftUI writes the binding `false` before or after running the pressed
  /// button's action: the binding only closes the alert, and the close is settled a turn later, so the button's
  /// action is sent whichever comes first.
  struct ScreenAlertModifier<Action>: ViewModifier {
    let alert: ScreenAlert<Action>?
    /// The failure the alert belongs to; `nil` when the caller has no revisions, and an alert that leaves the screen
    /// is forgotten instead.
    let revision: Int?
    let send: @MainActor (Action) async -> Void
    @State private var box = AlertPresentationBox()

    func body(content: Content) -> some View {
      let key = revision ?? 0
      let presented = box.presentation.alert(alert, revision: key)
      let (box, alert, send, forgetsOnExit) = (box, alert, send, revision == nil)
      content
        .alert(
          presented?.title ?? "",
          isPresented: Binding(
            get: { @MainActor in box.presentation.isPresented(alert, revision: key) },
            set: { @MainActor isPresented in
              guard !isPresented else { return }
              // Hidden now; answered as dismissed without a button only if no button's action ran by the next turn.
              box.presentation.close(revision: key)
              Task { @MainActor in
                guard let action = box.presentation.settle(alert, revision: key) else { return }
                await send(action)
              }
            }),
          presenting: presented,
          actions: { alert in
            // The buttons themselves, not a view around them: an alert draws only buttons.
            ForEach(Array(alert.buttons.enumerated()), id: \.offset) { item in
              Button(item.element) { button in
                guard let action = box.presentation.press(button, revision: key) else { return }
                startAction { await send(action) }
              }
            }
          },
          message: { alert in
            if let message = alert.message {
              Text(message)
            }
          }
        )
        .onChange(of: alert == nil) { _, isGone in
          if isGone, forgetsOnExit { box.presentation.reset() }
        }
    }
  }
#endif
