import ScreenStateCore
import ScreenStateData

extension LoadableScreen {
  /// An announcer for the screen's announcements from now on (silent about those made before), whose retries run on
  /// the source's clock: what the UIKit adapter keeps to post them so that they are heard (see
  /// ``AnnouncementQueue``).
  ///
  /// ```swift
  /// let announcer = screen.makeAnnouncer { post in perform(post) }
  /// // after each update:
  /// announcer.update(screen.announcement, count: screen.announcementCount, alertPresented: alertShown)
  /// ```
  ///
  /// - Parameters:
  ///   - retry: When an announcement VoiceOver did not deliver is posted again.
  ///   - post: Speaks an announcement, or moves the focus to the error screen's title.
  public func makeAnnouncer(
    retry: AnnouncementRetry = .standard, post: @escaping @MainActor (AccessibilityPost) -> Void
  ) -> ScreenAnnouncer {
    ScreenAnnouncer(after: announcementCount, retry: retry, clock: source.configuration.clock, post: post)
  }
}
