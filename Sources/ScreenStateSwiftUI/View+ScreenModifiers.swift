#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  // The three modifiers of a screen drawn as its content plus a progress view, an error screen and an alert,
  // each reading a projection instead of separate flags (the fourth, the notice, is in View+FailureNotice.swift).
  // Each comes in four forms: for a projection and a `send` function (the one the others call), a LoadableScreen, a
  // Loader, and a Loadable value.

  extension View {
    /// Shows progress, labelled from `texts`, instead of this view during a first load.
    ///
    /// A refresh keeps this view: only `ScreenProjection/progress` replaces it.
    @ViewBuilder
    public func withLoading<Value>(_ projection: ScreenProjection<Value>, texts: ScreenTexts = .standard) -> some View {
      if case .progress = projection {
        ProgressView(texts[.loading])
      } else {
        self
      }
    }

    /// Shows the universal error screen instead of this view when a failure takes the whole screen; its
    /// buttons send their actions to `send`.
    @ViewBuilder
    public func withFullScreenError<Value>(
      _ projection: ScreenProjection<Value>,
      texts: ScreenTexts = .standard,
      send: @escaping @MainActor (ScreenAction) async -> Void
    ) -> some View {
      if let configuration = projection.errorScreen {
        ErrorScreen(configuration, texts: texts, send: send)
      } else {
        self
      }
    }

    /// Presents the alert of a failure over kept content; its buttons send their actions to `send`. While on
    /// screen, the view reports its scene's phase to `AppActivity` (see ``SwiftUI/View/reportsAppActivity()``).
    public func withErrorAlert<Value>(
      _ projection: ScreenProjection<Value>,
      send: @escaping @MainActor (ScreenAction) async -> Void
    ) -> some View {
      alert(projection.alert, send: send)
        .reportsAppActivity()
    }

    /// Shows progress instead of this view during the screen's first load.
    ///
    /// ```swift
    /// PostList(posts: screen.projection.content ?? [])
    ///   .withLoading(screen)
    ///   .withFullScreenError(screen)
    ///   .withFailureNotice(screen)
    ///   .withErrorAlert(screen)
    ///   .accessibilityAnnouncements(of: screen)
    /// ```
    public func withLoading<Value, Failure>(_ screen: LoadableScreen<Value, Failure>) -> some View {
      withLoading(screen.projection, texts: screen.policy.texts)
    }

    /// Shows the screen's full-screen failure, driven by its error-screen model, instead of this view.
    public func withFullScreenError<Value, Failure>(_ screen: LoadableScreen<Value, Failure>) -> some View {
      withFullScreenError(screen.projection, texts: screen.policy.texts) { await screen.send($0) }
    }

    /// Presents the alert of the screen's failure over kept content, each failure its own alert; while on screen, the
    /// view reports its scene's phase to `AppActivity`.
    public func withErrorAlert<Value, Failure>(_ screen: LoadableScreen<Value, Failure>) -> some View {
      alert(screen.projection.alert, revision: screen.failureRevision) { await screen.send($0) }
        .reportsAppActivity()
    }

    /// Shows progress, labelled from `texts`, instead of this view during the source's first load (a `Loader`,
    /// a `QueryLoader`, a store's `Resource`, any `LoadableSource`).
    public func withLoading<Value, Failure>(
      _ source: some LoadableSource<Value, Failure>,
      texts: ScreenTexts = .standard
    ) -> some View {
      withLoading(ScreenProjection(source), texts: texts)
    }

    /// Shows the standard full-screen error, whose button retries, when the source's failure takes the
    /// whole screen under `policy`.
    public func withFullScreenError<Value, Failure>(
      _ source: some LoadableSource<Value, Failure>,
      policy: PresentationPolicy = .default
    ) -> some View {
      withFullScreenError(ScreenProjection(source, policy: policy), texts: policy.texts) { await source.send($0) }
    }

    /// Presents the alert of the source's failure over kept content, as `policy` decides.
    public func withErrorAlert<Value, Failure>(
      _ source: some LoadableSource<Value, Failure>,
      policy: PresentationPolicy = .default
    ) -> some View {
      withErrorAlert(ScreenProjection(source, policy: policy)) { await source.send($0) }
    }

    /// Shows progress, labelled from `texts`, instead of this view while `state` is a first load.
    public func withLoading<Value, Failure>(
      _ state: Loadable<Value, Failure>,
      texts: ScreenTexts = .standard
    ) -> some View {
      withLoading(ScreenProjection(state), texts: texts)
    }

    /// Shows the full-screen error for `state` under `policy`; its buttons send their actions to `send`.
    public func withFullScreenError<Value, Failure>(
      _ state: Loadable<Value, Failure>,
      policy: PresentationPolicy = .default,
      send: @escaping @MainActor (ScreenAction) async -> Void
    ) -> some View {
      withFullScreenError(ScreenProjection(state, policy: policy), texts: policy.texts, send: send)
    }

    /// Presents the alert for `state` under `policy`; its buttons send their actions to `send`.
    public func withErrorAlert<Value, Failure>(
      _ state: Loadable<Value, Failure>,
      policy: PresentationPolicy = .default,
      send: @escaping @MainActor (ScreenAction) async -> Void
    ) -> some View {
      withErrorAlert(ScreenProjection(state, policy: policy), send: send)
    }
  }
#endif
