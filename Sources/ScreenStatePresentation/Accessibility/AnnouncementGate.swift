import ScreenStateCore
import ScreenStateData

/// Decides which of a screen's announcements an adapter posts: each one once, never one an alert on screen
/// will read itself, so VoiceOver hears every change once.
///
/// ```swift
/// var gate = AnnouncementGate(after: screen.announcementCount)   // silent about what came before
/// // after each update:
/// if let announcement = gate.pass(screen.announcement, count: screen.announcementCount, alertPresented: true) {
///   post(announcement.text, urgent: announcement.isUrgent)   // after the update, not during it
/// }
/// ```
///
/// The count, not the words, tells announcements apart: the same words twice are heard twice, and one
/// announcement drawn by several updates is heard once. A failed refresh shown as an alert is not announced:
/// the alert takes the focus and is read at once, and an announcement would be cut off or read twice. Shown as a
/// banner, or as an alert the adapter could not present, it is announced.
///
/// When to post is the adapter's part, and it is always after the update that made the change: VoiceOver reads
/// what changed under its focus (the content replacing a spinner) and drops an announcement posted in the same
/// update.
public struct AnnouncementGate: Hashable, Sendable {
  /// The count of the last announcement passed or skipped.
  public private(set) var count: Int

  /// Creates a gate that stays silent about the announcements made before `count`.
  public init(after count: Int) {
    self.count = count
  }

  /// The announcement to post, or `nil`: when `count` is not new, when there is none, or when it is a failure
  /// an alert reads itself.
  ///
  /// - Parameters:
  ///   - announcement: The screen's latest announcement.
  ///   - count: The screen's announcement count.
  ///   - alertPresented: Whether the adapter presents the screen's alert now.
  public mutating func pass(
    _ announcement: ScreenAnnouncement?, count: Int, alertPresented: Bool
  ) -> ScreenAnnouncement? {
    guard count != self.count else { return nil }
    self.count = count
    guard let announcement else { return nil }
    if alertPresented, announcement.event == .refreshFailed { return nil }
    return announcement
  }
}
