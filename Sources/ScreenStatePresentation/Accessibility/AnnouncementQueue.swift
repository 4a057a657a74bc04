import ScreenStateCore
import ScreenStateData

// A pure state machine in the style of async-algorithms' `...StateMachine`s: announcements, delivery reports and the
// time in, posts and the next deadline out. `ScreenAnnouncer` reads the clock, schedules the deadline and performs the
// posts; an adapter only says what VoiceOver reported.

/// Decides what a screen's adapter posts to VoiceOver, and when, so that each change is heard: which announcement
/// (through ``AnnouncementGate``: each once, none an alert reads itself), at which priority, merged with one not yet
/// heard, as a move of the focus for a full-screen failure, and again when VoiceOver reports it was not delivered.
///
/// ```swift
/// var queue = AnnouncementQueue(after: screen.announcementCount)
/// if let post = queue.post(screen.announcement, count: screen.announcementCount, alertPresented: false, at: now) {
///   perform(post)                                 // .announcement(…) or .screenChanged(…)
/// }
/// queue.didFinish("Loaded posts", delivered: false, at: now)   // UIKit's announcementDidFinishNotification
/// queue.deadline                                   // now + 1 s: post it again then
/// queue.due(at: now + .seconds(1))                 // .announcement("Loaded posts")
/// ```
///
/// The rules:
/// - **Priority**: each announcement carries its ``ScreenAnnouncement/priority``: a failure interrupts, a page
///   loaded or a slow load waits for the speech before it.
/// - **Merge**: an announcement made while the one before is unheard (posted and not yet reported delivered, for at
///   most ``AnnouncementRetry/limit``, or waiting to be posted again) is merged with it
///   (``ScreenAnnouncement/merged(with:)``): the newer one replaces an older one about the same thing, and one about
///   another thing is said with it. The merged announcement is posted at once and the older one is not posted again.
/// - **Focus**: a failure that takes the whole screen is a ``AccessibilityPost/screenChanged(_:)``: VoiceOver moves to
///   the error screen's title and reads it.
/// - **Retry**: an announcement VoiceOver reports as not delivered is posted again after
///   ``AnnouncementRetry/interval``, as long as that is within ``AnnouncementRetry/limit`` of its first post; a report
///   of another text (another screen's, a merged one's older part) changes nothing.
public struct AnnouncementQueue: Hashable, Sendable {
  /// When an undelivered announcement is posted again.
  public let retry: AnnouncementRetry
  private var gate: AnnouncementGate
  private var unheard: Unheard?

  /// The announcement posted last and not yet known to be heard.
  private struct Unheard: Hashable, Sendable {
    var announcement: ScreenAnnouncement
    /// When it was first posted.
    var postedAt: Duration
    /// When it is posted again, after a report that it was not delivered.
    var retryAt: Duration?
  }

  /// Creates a queue that stays silent about the announcements made before `count`.
  public init(after count: Int, retry: AnnouncementRetry = .standard) {
    self.retry = retry
    gate = AnnouncementGate(after: count)
  }

  /// The post to make for the screen's latest announcement at `now`, or `nil` when the gate holds it back.
  ///
  /// - Parameters:
  ///   - announcement: The screen's latest announcement.
  ///   - count: The screen's announcement count.
  ///   - alertPresented: Whether the adapter presents the screen's alert now.
  ///   - now: The time, on the clock of ``deadline``.
  public mutating func post(
    _ announcement: ScreenAnnouncement?, count: Int, alertPresented: Bool, at now: Duration
  ) -> AccessibilityPost? {
    guard var next = gate.pass(announcement, count: count, alertPresented: alertPresented) else { return nil }
    if let unheard, unheard.retryAt != nil || now < unheard.postedAt + retry.limit {
      next = unheard.announcement.merged(with: next)
    }
    if next.movesFocusToErrorTitle {
      // VoiceOver reports nothing for a screen change: the focus lands on the title, which it reads.
      unheard = nil
      return .screenChanged(next)
    }
    unheard = Unheard(announcement: next, postedAt: now)
    return .announcement(next)
  }

  /// Takes in VoiceOver's report that it finished speaking `text`, `delivered` or not (UIKit's
  /// `announcementDidFinishNotification`); an undelivered announcement is posted again after the retry interval,
  /// within the retry limit. A report of any other text is ignored.
  public mutating func didFinish(_ text: String, delivered: Bool, at now: Duration) {
    guard var unheard, unheard.retryAt == nil, unheard.announcement.text == text else { return }
    let again = now + retry.interval
    if delivered || again > unheard.postedAt + retry.limit {
      self.unheard = nil
    } else {
      unheard.retryAt = again
      self.unheard = unheard
    }
  }

  /// When ``due(at:)`` has a post to make: the time to post an undelivered announcement again; `nil` for none.
  public var deadline: Duration? { unheard?.retryAt }

  /// The announcement to post again at `now`, if its time has come.
  public mutating func due(at now: Duration) -> AccessibilityPost? {
    guard var unheard, let retryAt = unheard.retryAt, retryAt <= now else { return nil }
    unheard.retryAt = nil
    self.unheard = unheard
    return .announcement(unheard.announcement)
  }
}
