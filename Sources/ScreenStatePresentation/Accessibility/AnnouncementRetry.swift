import ScreenStateCore
import ScreenStateData

/// How long an announcement VoiceOver reports as not delivered is posted again (VoiceOver drops announcements made
/// while it speaks): every ``interval``, until ``limit`` after it was first posted. Also how long an announcement
/// counts as unheard, for ``AnnouncementQueue``'s merge, when no report comes.
///
/// ```swift
/// AnnouncementRetry(interval: .milliseconds(500), limit: .seconds(3))
/// AnnouncementRetry.never   // post once, never again
/// ```
public struct AnnouncementRetry: Hashable, Sendable {
  /// The time from a report of an undelivered announcement to its next post: 1 s by default.
  public var interval: Duration
  /// How long after its first post an announcement is posted again at most: 4 s by default.
  public var limit: Duration

  /// Creates a schedule; durations are clamped to 0 … 10⁹ s.
  public init(interval: Duration = .seconds(1), limit: Duration = .seconds(4)) {
    self.interval = interval.clampedForScheduling
    self.limit = limit.clampedForScheduling
  }

  /// Again 1 s after each report of an undelivered announcement, for 4 s after its first post.
  public static var standard: Self { Self() }

  /// Never again: an announcement is posted once.
  public static var never: Self { Self(interval: .zero, limit: .zero) }
}
