import ScreenStateCore
import ScreenStateData

/// Posts a screen's announcements so that they are heard: what an adapter keeps to follow an
/// ``AnnouncementQueue``'s decisions on a clock. The adapter gives it the screen's announcements after each update and
/// VoiceOver's delivery reports; the announcer calls `post` for each announcement and each screen change, and again
/// for an undelivered announcement when its retry is due, on the clock given (the screen's source's, virtual in
/// tests).
///
/// ```swift
/// let announcer = screen.makeAnnouncer { post in
///   switch post {
///   case .announcement(let announcement): UIAccessibility.post(notification: .announcement, argument: announcement.text)
///   case .screenChanged: UIAccessibility.post(notification: .screenChanged, argument: errorView.titleElement)
///   }
/// }
/// announcer.update(screen.announcement, count: screen.announcementCount, alertPresented: false)   // after each update
/// announcer.didFinish(text, delivered: false)   // from UIAccessibility.announcementDidFinishNotification
/// ```
@MainActor
public final class ScreenAnnouncer: TimerTarget {
  /// What the announcer has decided so far.
  public private(set) var queue: AnnouncementQueue
  private let post: @MainActor (AccessibilityPost) -> Void
  private let timers: TimerQueue
  // Read by `deinit` to remove the retry's timer; written only on the main actor.
  nonisolated(unsafe) private var timer: TimerQueue.Handle?

  /// Creates an announcer that stays silent about the announcements made before `count`.
  ///
  /// - Parameters:
  ///   - count: The screen's announcement count now.
  ///   - retry: When an undelivered announcement is posted again.
  ///   - clock: The clock of the retries.
  ///   - post: Performs a post: speaks an announcement at its priority, or moves the focus to an error screen's title.
  public init(
    after count: Int,
    retry: AnnouncementRetry = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    post: @escaping @MainActor (AccessibilityPost) -> Void
  ) {
    queue = AnnouncementQueue(after: count, retry: retry)
    timers = TimerQueue.shared(for: clock)
    self.post = post
  }

  deinit {
    if let timer { timers.cancel(timer) }
  }

  /// Takes in the screen's latest announcement, after an update, and posts what the queue decides.
  ///
  /// - Parameters:
  ///   - announcement: The screen's ``LoadableScreen/announcement``.
  ///   - count: The screen's ``LoadableScreen/announcementCount``.
  ///   - alertPresented: Whether the adapter presents the screen's alert now (an alert reads its failure itself).
  public func update(_ announcement: ScreenAnnouncement?, count: Int, alertPresented: Bool) {
    guard let next = queue.post(announcement, count: count, alertPresented: alertPresented, at: timers.now) else {
      return
    }
    schedule()
    post(next)
  }

  /// Takes in VoiceOver's report that it finished speaking `text`, delivered or not.
  public func didFinish(_ text: String, delivered: Bool) {
    queue.didFinish(text, delivered: delivered, at: timers.now)
    schedule()
  }

  package func timerFired(_ token: UInt64) {
    timer = nil
    let due = queue.due(at: timers.now)
    schedule()
    if let due { post(due) }
  }

  /// Keeps one timer, for the queue's deadline.
  private func schedule() {
    if let timer { timers.cancel(timer) }
    timer = queue.deadline.map { timers.schedule(at: $0, target: self, token: 0) }
  }
}
