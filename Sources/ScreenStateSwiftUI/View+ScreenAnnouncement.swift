#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension View {
    /// Posts each of `screen`'s `ScreenAnnouncement`s to assistive technologies, so VoiceOver says "Loading
    /// posts", "Loaded posts" or what failed, in the screen's language.
    ///
    /// ``LoadableView`` does this itself; add it to a screen drawn with the other modifiers:
    ///
    /// ```swift
    /// List(screen.projection.content ?? []) { PostRow(post: $0) }
    ///   .withLoading(screen)
    ///   .accessibilityAnnouncements(of: screen)
    /// ```
    ///
    /// What is posted is the core's `ScreenAnnouncer` decision: each announcement once, none that its alert reads,
    /// one made while the one before is still being heard merged with it, each at its priority (a failure
    /// interrupts, a page loaded waits for the speech before it), and a failure that takes the whole screen as a
    /// screen change. Each is posted after the update that made it: VoiceOver drops one posted while the content it
    /// announces replaces a spinner. (``LoadableView`` moves VoiceOver to the error screen's title itself.)
    ///
    /// Only a screen on screen speaks: nothing is posted before the view's `onAppear` or after its `onDisappear`
    /// (a screen under another one in a navigation stack, a tab not shown), and a screen that comes back is silent
    /// about what changed while it was away. While on screen, the view also reports its scene's phase to
    /// `AppActivity` (see ``SwiftUI/View/reportsAppActivity()``).
    public func accessibilityAnnouncements<Value, Failure>(of screen: LoadableScreen<Value, Failure>) -> some View {
      modifier(
        AnnouncementPosting(
          count: screen.announcementCount, alertShown: screen.projection.alert != nil,
          latest: { screen.announcement }, clock: screen.source.configuration.clock, focusErrorTitle: nil)
      )
      .reportsAppActivity()
    }
  }
#endif
