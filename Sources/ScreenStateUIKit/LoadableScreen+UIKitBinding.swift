#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  extension LoadableScreen {
    /// Binds a screen's views in one line: shows exactly one of the loading, content, empty and error
    /// views for the screen's projection, now and after every change; fills the error view (and the banner,
    /// if any) and sends their buttons' actions to the screen; posts the screen's announcements for
    /// VoiceOver; then calls `render` to fill the content.
    ///
    /// ```swift
    /// binding = screen.bind(loading: spinner, content: tableView, empty: emptyLabel, error: errorView) {
    ///   [weak self] projection in self?.show(projection.content ?? [])
    /// }
    /// ```
    ///
    /// The views are plain `UIView`s: no conformance is added to `UIView`. A `UIActivityIndicatorView`
    /// given as the loading view is labelled for VoiceOver with the screen's
    /// `ScreenTextKey.loading` text, and the error view speaks in the screen's texts.
    ///
    /// Built on `bindVisibility(loading:content:empty:failure:blank:render:)`, which observes the screen
    /// with `withObservationTracking` and re-renders on the main actor.
    ///
    /// - Parameters:
    ///   - loading: The first-load progress view.
    ///   - content: The content view.
    ///   - empty: The empty-state view; it may be the content view.
    ///   - error: The full-screen error view.
    ///   - banner: The view of a failure notice over kept content (a banner or inline notice), shown only
    ///     while there is one; `nil` when the policy shows such failures as alerts, which you present.
    ///   - render: Fills the content in from the projection; capture `self` weakly.
    /// - Returns: The observation; keep it for as long as the views are shown.
    public func bind(
      loading: UIView,
      content: UIView,
      empty: UIView,
      error: ErrorScreenView,
      banner: FailureBannerView? = nil,
      render: @escaping @MainActor (ScreenProjection<Value>) -> Void = { _ in }
    ) -> RenderObservation {
      let texts = policy.texts
      (loading as? UIActivityIndicatorView)?.accessibilityLabel = texts[.loading]
      error.texts = texts
      error.send = { [weak self] in await self?.send($0) }
      banner?.send = { [weak self] in await self?.send($0) }
      let announcer = AccessibilityAnnouncer(after: announcementCount)
      return bindVisibility(
        loading: ViewVisibility(loading), content: ViewVisibility(content), empty: ViewVisibility(empty),
        failure: ViewVisibility(error)
      ) { [weak self] projection in
        if let configuration = projection.errorScreen {
          error.show(configuration)
        }
        if let banner {
          switch projection.notice {
          case .banner(let notice)?, .inline(let notice)?:
            banner.show(notice)
            banner.isHidden = false
          case .alert?, nil:
            banner.isHidden = true
          }
        }
        if let self {
          announcer.post(announcement, count: announcementCount)
        }
        render(projection)
      }
    }
  }
#endif
