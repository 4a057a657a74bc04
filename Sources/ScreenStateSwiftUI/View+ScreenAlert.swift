#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension View {
    /// Presents `alert` while it is not `nil`; each button sends its action to `send`.
    ///
    /// The alert is data (`ScreenAlert`), so what it says and what its buttons do are
    /// decided, and tested, outside the view:
    ///
    /// ```swift
    /// List(posts) { PostRow(post: $0) }
    ///   .alert(screen.projection.alert) { await screen.send($0) }
    /// ```
    ///
    /// Dismissal follows from the action: "OK" sends `ScreenAction/dismissFailure` and the
    /// alert, no longer in the projection, goes away. The binding SwiftUI writes on dismissal is ignored
    /// for that reason.
    public func alert<Action>(
      _ alert: ScreenAlert<Action>?,
      send: @escaping @MainActor (Action) async -> Void
    ) -> some View {
      let isPresented = alert != nil
      return self.alert(
        alert?.title ?? "",
        isPresented: Binding(get: { isPresented }, set: { _ in }),
        presenting: alert,
        actions: { alert in
          // The buttons themselves, not a view around them: an alert draws only buttons.
          ForEach(Array(alert.buttons.enumerated()), id: \.offset) { item in
            Button(item.element, send: send)
          }
        },
        message: { alert in
          if let message = alert.message {
            Text(message)
          }
        })
    }
  }
#endif
