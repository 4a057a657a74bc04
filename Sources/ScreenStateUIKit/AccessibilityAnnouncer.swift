#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// Posts a screen's `ScreenAnnouncement`s to assistive technologies, each once.
  @MainActor
  final class AccessibilityAnnouncer {
    /// The `LoadableScreen/announcementCount` of the last announcement posted (or skipped).
    private var postedCount: Int

    /// Creates an announcer that stays silent about what was announced before `count`.
    init(after count: Int) {
      postedCount = count
    }

    /// Posts `announcement` if `count` says it is a new one: the count, not the words, tells announcements
    /// apart, so the same words twice are heard twice.
    func post(_ announcement: ScreenAnnouncement?, count: Int) {
      guard count != postedCount else { return }
      postedCount = count
      guard let announcement else { return }
      // An urgent announcement (a failure) interrupts other speech and is not cut off; the rest queue as usual.
      let argument: Any =
        announcement.isUrgent
        ? NSAttributedString(
          string: announcement.text,
          attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.high])
        : announcement.text
      UIAccessibility.post(notification: .announcement, argument: argument)
    }
  }
#endif
