#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  // The notice modifier of a screen drawn as its content plus modifiers: the banner (or inline notice) of a failure
  // over kept content, in the same four forms as the others.

  extension View {
    /// Draws the projection's failure notice (a banner or an inline notice) above this view, first for VoiceOver;
    /// its buttons send their actions to `send`.
    public func withFailureNotice<Value>(
      _ projection: ScreenProjection<Value>,
      send: @escaping @MainActor (ScreenAction) async -> Void
    ) -> some View {
      modifier(FailureNoticeModifier(notice: projection.notice, send: send))
        .reportsAppActivity()
    }

    /// Draws the screen's failure notice above this view: a failed refresh the policy shows as a banner, and the
    /// failure of every action the screen presents (a refused like, a change its outbox could not send), whose Try
    /// Again and Dismiss go to the screen.
    ///
    /// ```swift
    /// List(screen.projection.content ?? []) { PostRow(post: $0) }
    ///   .withLoading(screen)
    ///   .withFullScreenError(screen)
    ///   .withFailureNotice(screen)
    ///   .withErrorAlert(screen)
    ///   .accessibilityAnnouncements(of: screen)
    /// ```
    ///
    /// The notice sits above the content in one stack, so VoiceOver reads it before the rows; it is announced once,
    /// by ``SwiftUI/View/accessibilityAnnouncements(of:)`` (the notice itself posts nothing).
    public func withFailureNotice<Value, Failure>(_ screen: LoadableScreen<Value, Failure>) -> some View {
      withFailureNotice(screen.projection) { await screen.send($0) }
    }

    /// Draws the banner or inline notice of the source's failure over kept content, as `policy` decides, above this
    /// view.
    public func withFailureNotice<Value, Failure>(
      _ source: some LoadableSource<Value, Failure>,
      policy: PresentationPolicy = .default
    ) -> some View {
      withFailureNotice(ScreenProjection(source, policy: policy)) { await source.send($0) }
    }

    /// Draws the banner or inline notice for `state` under `policy` above this view; its buttons send their actions
    /// to `send`.
    public func withFailureNotice<Value, Failure>(
      _ state: Loadable<Value, Failure>,
      policy: PresentationPolicy = .default,
      send: @escaping @MainActor (ScreenAction) async -> Void
    ) -> some View {
      withFailureNotice(ScreenProjection(state, policy: policy), send: send)
    }
  }
#endif
