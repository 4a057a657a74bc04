#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  extension LoadableScreen {
    /// Binds a screen's views in one line: shows exactly one of the loading, content, empty and error
    /// views for the screen's projection, now and after every change; fills the error view and sends its
    /// buttons' actions to the screen; posts the screen's announcements for VoiceOver; then calls `render`
    /// to fill the content.
    ///
    /// ```swift
    /// binding = screen.bind(loading: spinner, content: tableView, empty: emptyLabel, error: errorView) {
    ///   [weak self] projection in self?.show(projection.content ?? [])
    /// }
    /// ```
    ///
    /// The views are plain `UIView`s: no conformance is added to `UIView`. A `UIActivityIndicatorView`
    /// given as the loading view is labelled for VoiceOver with the screen's
    /// `ScreenTextKey/loading` text, and the error view speaks in the screen's texts.
    ///
    /// Built on `bindVisibility(loading:content:empty:failure:blank:render:)`, which observes the screen
    /// with `withObservationTracking` and re-renders on the main actor.
    ///
    /// - Returns: The observation; keep it for as long as the views are shown.
    public func bind(
      loading: UIView,
      content: UIView,
      empty: UIView,
      error: ErrorScreenView,
      render: @escaping @MainActor (ScreenProjection<Value>) -> Void = { _ in }
    ) -> RenderObservation {
      let texts = policy.texts
      (loading as? UIActivityIndicatorView)?.accessibilityLabel = texts[.loading]
      error.texts = texts
      error.send = { [weak self] in await self?.send($0) }
      let announcer = AccessibilityAnnouncer(after: announcementCount)
      return bindVisibility(
        loading: ViewVisibility(loading), content: ViewVisibility(content), empty: ViewVisibility(empty),
        failure: ViewVisibility(error)
      ) { [weak self] projection in
        if let configuration = projection.errorScreen {
          error.show(configuration)
        }
        if let self {
          announcer.post(announcement, count: announcementCount)
        }
        render(projection)
      }
    }
  }
#endif
