#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension View {
    /// Presents `alert`, the alert of failure `revision`, until it is answered; each button sends its action to
    /// `send`.
    ///
    /// The alert is data (`ScreenAlert`), so what it says and what its buttons do are decided, and tested, outside
    /// the view:
    ///
    /// ```swift
    /// List(posts) { PostRow(post: $0) }
    ///   .alert(screen.projection.alert, revision: screen.failureRevision) { await screen.send($0) }
    /// ```
    ///
    /// Which alert is up is the core's `AlertPresentation`: a press answers the alert at once (it goes away and
    /// cannot come back while its action runs), a dismissal without a button (Escape on a Mac, the Menu button on a
    /// TV) sends the alert's cancel action ("OK" for a failure), and a new failure (a new `revision`, from
    /// `LoadableScreen/failureRevision`) is a new alert, even in the same words.
    public func alert<Action>(
      _ alert: ScreenAlert<Action>?,
      revision: Int,
      send: @escaping @MainActor (Action) async -> Void
    ) -> some View {
      modifier(ScreenAlertModifier(alert: alert, revision: revision, send: send))
    }

    /// Presents `alert` while it is not `nil` and not answered; each button sends its action to `send`.
    ///
    /// Without a revision, an alert is known by its presence: once answered, the next alert is presented after this
    /// one left the projection. Prefer ``alert(_:revision:send:)`` with a screen's `failureRevision`, which tells two
    /// failures apart even when the view never saw the first one leave.
    public func alert<Action>(
      _ alert: ScreenAlert<Action>?,
      send: @escaping @MainActor (Action) async -> Void
    ) -> some View {
      modifier(ScreenAlertModifier(alert: alert, revision: nil, send: send))
    }
  }
#endif
