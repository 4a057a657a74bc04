#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  extension LoadableScreen {
    /// Binds a screen's views in one line: shows exactly one of the loading, content, empty and error views for
    /// the screen's projection, now and after every change; animates the loading view while it shows; fills the
    /// error view and the banner and sends their buttons' actions to the screen; presents the alert of a failed
    /// refresh; posts the screen's announcements for VoiceOver; and calls `render` to fill the content.
    ///
    /// ```swift
    /// binding = screen.bind(loading: spinner, content: tableView, empty: emptyLabel, error: errorView) {
    ///   [weak self] projection in self?.show(projection.content ?? [])
    /// }
    /// ```
    ///
    /// The views are plain `UIView`s: no conformance is added to `UIView`. A `UIActivityIndicatorView` given as the
    /// loading view is started while the first load shows and stopped otherwise, and labelled for VoiceOver with the
    /// screen's `ScreenTextKey.loading` text; the error view speaks in the screen's texts.
    ///
    /// A failure the policy shows as an alert (a failed refresh, by default) is presented as an alert controller
    /// from `presenter`, or from the controller that owns `content` (found through the responder chain); each
    /// failure is its own alert, answered once, and taken away when its failure is over. An alert asked for while
    /// the last one is still being dismissed is presented once it has gone. Where no controller on screen can
    /// present it, the banner shows it instead, so a failure is never silent.
    ///
    /// Every notice over content is drawn in the banner: a failure the policy shows as a banner or inline, and the
    /// failure of an action taken on the screen (a refused like, an outbox's change), with its Try Again and Dismiss
    /// sent to the screen. Without a `banner` view, the binding installs a ``FailureBannerView`` of its own over the
    /// top of the content's superview (pinned to its safe area and layout margins, on a blur), shown only while
    /// there is a notice, and read first by VoiceOver in that superview while it shows.
    ///
    /// Announcements are posted on the main actor's next turn, once `render` has filled the content in, each at its
    /// priority (a failure interrupts, a page loaded waits for the speech before it); a failure that takes the whole
    /// screen moves VoiceOver to the error view's title instead, and an announcement VoiceOver reports it did not
    /// deliver (`UIAccessibility.announcementDidFinishNotification`) is posted again for a few seconds. The core's
    /// `AnnouncementQueue` decides all of it. Nothing is posted while `content` is in no window: a screen never shown,
    /// or pushed off by another, is silent.
    ///
    /// - Parameters:
    ///   - loading: The first-load progress view.
    ///   - content: The content view.
    ///   - empty: The empty-state view; it may be the content view.
    ///   - error: The full-screen error view.
    ///   - banner: The view of a failure notice over kept content (a banner or inline notice, an action's failure,
    ///     or an alert that could not be presented), shown only while there is one; by default, one the binding
    ///     installs over the content.
    ///   - presenter: The controller that presents alerts; by default the one that owns `content`.
    ///   - render: Fills the content in from the projection; capture `self` weakly.
    /// - Returns: The observation; keep it for as long as the views are shown.
    public func bind(
      loading: UIView,
      content: UIView,
      empty: UIView,
      error: ErrorScreenView,
      banner: FailureBannerView? = nil,
      presentingAlertsFrom presenter: UIViewController? = nil,
      render: @escaping @MainActor (ScreenProjection<Value>) -> Void = { _ in }
    ) -> RenderObservation {
      let texts = policy.texts
      let spinner = loading as? UIActivityIndicatorView
      spinner?.accessibilityLabel = texts[.loading]
      let send: @MainActor (ScreenAction) async -> Void = { [weak self] in await self?.send($0) }
      error.texts = texts
      error.send = send
      let banners = BannerSlot(banner, above: content)
      banners.banner.send = send
      let alerts = AlertPresenter(source: content, presenter: presenter, send: send)
      let announcer = AccessibilityAnnouncer(for: self, view: content, errorTitle: error.titleElement)
      AppActivityReporter.start()
      return bindVisibility(
        loading: ViewVisibility(loading), content: ViewVisibility(content), empty: ViewVisibility(empty),
        failure: ViewVisibility(error)
      ) { [weak self] projection in
        guard let self else { return }
        // UIKit's activity indicator does not start on its own: it animates exactly while the first load shows.
        if projection.region == .loading {
          spinner?.startAnimating()
        } else {
          spinner?.stopAnimating()
        }
        if let configuration = projection.errorScreen {
          error.show(configuration)
        }
        let alertPresented = alerts.show(projection.alert, revision: failureRevision)
        banners.show(projection.bannerNotice(alertPresented: alertPresented))
        render(projection)
        announcer.update(announcement, count: announcementCount, alertPresented: alertPresented)
      }
    }
  }
#endif
