import ScreenState
import ScreenStateTesting
import Testing

/// announcements that are heard. Priorities, the merge of overlapping announcements, the focus
/// moved to a full-screen failure's title and the retry of an undelivered announcement are decided here, as data.
@MainActor
@Suite("Announcements that are heard", .timeLimit(.minutes(3)))
struct AnnouncementQueueTests {
  static let loading = ScreenAnnouncement(event: .loading, text: "Loading posts")
  static let loaded = ScreenAnnouncement(event: .loaded, text: "Loaded posts")
  static let loadedMore = ScreenAnnouncement(event: .loadedMore, text: "Loaded more posts")
  static let likeFailed = ScreenAnnouncement(
    event: .actionFailed, text: "Couldn't like the post. Something went wrong on our side")
  static let loadFailed = ScreenAnnouncement(
    event: .loadFailed, text: "Couldn't load posts. No internet connection", movesFocusToErrorTitle: true)

  @Test func aFailureInterruptsAndAPageLoadedWaitsItsTurn() {
    let priorities = Dictionary(
      uniqueKeysWithValues: ScreenAnnouncement.Event.allCases.map {
        ($0, ScreenAnnouncement(event: $0, text: "").priority)
      })
    #expect(
      priorities.filter { $0.value == .high }.keys.sorted { $0.rawValue < $1.rawValue } == [
        .actionFailed, .loadFailed, .loadMoreFailed, .refreshFailed,
      ])
    #expect(
      priorities.filter { $0.value == .low }.keys.sorted { $0.rawValue < $1.rawValue } == [
        .loadedMore, .loadingMore, .stillLoading,
      ])
    #expect(ScreenAnnouncement.Priority.low < .default && ScreenAnnouncement.Priority.default < .high)
  }

  @Test func aNewerAnnouncementAboutTheSameThingReplacesTheOlder() {
    #expect(Self.loading.merged(with: Self.loaded) == Self.loaded)
    #expect(
      Self.loadedMore.merged(with: ScreenAnnouncement(event: .loadingMore, text: "Loading more posts")).text
        == "Loading more posts")
  }

  @Test func announcementsAboutDifferentThingsAreSaidTogetherTheMostUrgentFirst() {
    let merged = Self.loadedMore.merged(with: Self.likeFailed)
    #expect(merged.text == "Couldn't like the post. Something went wrong on our side. Loaded more posts")
    #expect(merged.event == .actionFailed)
    #expect(merged.priority == .high)
    // A third one replaces its own part only.
    let again = merged.merged(with: ScreenAnnouncement(event: .loadingMore, text: "Loading more posts"))
    #expect(again.text == "Couldn't like the post. Something went wrong on our side. Loading more posts")
    // A sentence that ends with its own period is not given a second one.
    let empty = ScreenAnnouncement(event: .empty, text: "Loaded posts. Nothing here yet.")
    #expect(empty.merged(with: Self.loadedMore).text == "Loaded posts. Nothing here yet. Loaded more posts")
    #expect(Self.loadedMore.merged(with: Self.loadFailed).movesFocusToErrorTitle)
  }

  @Test func aFullScreenFailureMovesTheFocusToItsTitle() {
    var queue = AnnouncementQueue(after: 0)
    #expect(queue.post(Self.loadFailed, count: 1, alertPresented: false, at: .zero) == .screenChanged(Self.loadFailed))
    #expect(queue.deadline == nil)
    // On a real screen: a first load that fails.
    let announcement = ScreenAnnouncement(
      from: ScreenProjection<[Int]>.progress, to: .failure(.failure(FailureClassification(kind: .offline))),
      texts: ScreenTexts(language: "en", subject: "posts"))
    #expect(announcement?.movesFocusToErrorTitle == true)
    #expect(
      ScreenAnnouncement(
        from: ScreenProjection<[Int]>.progress, to: .content([1], isRefreshing: false, notice: nil),
        texts: .standard)?.movesFocusToErrorTitle == false)
  }

  @Test func anUndeliveredAnnouncementIsPostedAgainForAFewSeconds() {
    var queue = AnnouncementQueue(after: 0, retry: AnnouncementRetry(interval: .seconds(1), limit: .seconds(4)))
    #expect(queue.post(Self.loaded, count: 1, alertPresented: false, at: .zero) == .announcement(Self.loaded))
    // VoiceOver was speaking: not delivered. Again 1 s later, until 4 s after the first post.
    var posts: [Duration] = []
    var now = Duration.milliseconds(300)
    queue.didFinish("Loaded posts", delivered: false, at: now)
    while let deadline = queue.deadline {
      #expect(queue.due(at: deadline - .milliseconds(1)) == nil)
      #expect(queue.due(at: deadline) == .announcement(Self.loaded))
      posts.append(deadline)
      now = deadline + .milliseconds(300)
      queue.didFinish("Loaded posts", delivered: false, at: now)
    }
    #expect(posts == [.milliseconds(1_300), .milliseconds(2_600), .milliseconds(3_900)])
  }

  @Test func aDeliveredOrForeignReportEndsNothingElse() {
    var queue = AnnouncementQueue(after: 0)
    _ = queue.post(Self.loaded, count: 1, alertPresented: false, at: .zero)
    queue.didFinish("Something another app said", delivered: false, at: .zero)
    #expect(queue.deadline == nil)
    queue.didFinish("Loaded posts", delivered: true, at: .milliseconds(500))
    queue.didFinish("Loaded posts", delivered: false, at: .milliseconds(600))
    #expect(queue.deadline == nil)
    // Heard: the next one is not merged with it.
    #expect(
      queue.post(Self.likeFailed, count: 2, alertPresented: false, at: .seconds(1)) == .announcement(Self.likeFailed))
  }

  @Test func anAnnouncementMadeBeforeTheOneBeforeWasHeardIsMergedWithIt() {
    var queue = AnnouncementQueue(after: 0)
    _ = queue.post(Self.loadedMore, count: 1, alertPresented: false, at: .zero)
    // Made while "Loaded more posts" is still being read: one announcement saying both, the failure first.
    let merged = queue.post(Self.likeFailed, count: 2, alertPresented: false, at: .milliseconds(200))
    #expect(merged?.announcement.text == "Couldn't like the post. Something went wrong on our side. Loaded more posts")
    // The older one's report no longer matters; the merged one's does.
    queue.didFinish("Loaded more posts", delivered: false, at: .milliseconds(250))
    #expect(queue.deadline == nil)
    queue.didFinish(merged!.announcement.text, delivered: false, at: .milliseconds(900))
    #expect(queue.deadline == .milliseconds(1_900))
    // Past the retry limit with no report, an announcement counts as heard: the next one is said alone.
    var quiet = AnnouncementQueue(after: 0)
    _ = quiet.post(Self.loadedMore, count: 1, alertPresented: false, at: .zero)
    #expect(
      quiet.post(Self.likeFailed, count: 2, alertPresented: false, at: .seconds(5)) == .announcement(Self.likeFailed))
  }

  @Test func theAnnouncerPostsRetriesOnItsClock() async {
    let clock = VirtualClock()
    var posted: [AccessibilityPost] = []
    let announcer = ScreenAnnouncer(after: 0, clock: clock) { posted.append($0) }
    announcer.update(Self.loaded, count: 1, alertPresented: false)
    announcer.update(Self.loaded, count: 1, alertPresented: false)  // the same announcement, drawn again
    #expect(posted == [.announcement(Self.loaded)])
    announcer.didFinish("Loaded posts", delivered: false)
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [clock.now.advanced(by: .seconds(1))])
    clock.advance(by: .seconds(1))
    _ = await eventually { posted.count == 2 }
    #expect(posted == [.announcement(Self.loaded), .announcement(Self.loaded)])
    announcer.didFinish("Loaded posts", delivered: true)
    #expect(clock.pendingDeadlines.isEmpty)
    // An alert reads its failure itself: nothing posted.
    let refreshFailed = ScreenAnnouncement(event: .refreshFailed, text: "Couldn't refresh posts. Offline")
    announcer.update(refreshFailed, count: 2, alertPresented: true)
    #expect(posted.count == 2)
  }

  /// What the SwiftUI adapter does with a screen's announcer: made when the screen appears, released when it
  /// disappears. Released, it posts no retry; made again on the screen's return, it says nothing of what changed
  /// while the screen was away, and speaks again from the next announcement on.
  @Test func anAnnouncerMadeWhileItsScreenIsOnScreenSpeaksOnlyThen() async {
    let clock = VirtualClock()
    var posted: [AccessibilityPost] = []
    var announcer: ScreenAnnouncer? = ScreenAnnouncer(after: 0, clock: clock) { posted.append($0) }
    announcer?.update(Self.loaded, count: 1, alertPresented: false)
    announcer?.didFinish("Loaded posts", delivered: false)  // a retry is due in a second
    announcer = nil  // the screen disappeared
    clock.advance(by: .seconds(5))
    for _ in 0..<100 { await Task.yield() }
    #expect(posted == [.announcement(Self.loaded)])
    // Back on screen after two announcements made while away: silent about them, not about the next one.
    let back = ScreenAnnouncer(after: 3, clock: clock) { posted.append($0) }
    back.update(Self.loadedMore, count: 3, alertPresented: false)
    #expect(posted == [.announcement(Self.loaded)])
    back.update(Self.likeFailed, count: 4, alertPresented: false)
    #expect(posted == [.announcement(Self.loaded), .announcement(Self.likeFailed)])
  }

  @Test func aScreenMergesWhatChangedAtOnce() async {
    let operation = ControllableOperation<[Int], any Error>()
    let like = Mutation<Void, Void, any Error>("like the post") { _ in throw HTTPStatusError(statusCode: 500) }
    let screen = LoadableScreen(
      Loader(.loaded([1]), retryPolicy: .never, timeout: nil, operation: operation.operation),
      policy: PresentationPolicy(texts: ScreenTexts(language: "en", subject: "posts"), loadingTiming: .immediate),
      actions: [like])
    let refresh = Task { await screen.send(.refresh) }
    let call = await operation.nextCall()
    _ = screen.announcement
    // The like fails and the refresh ends in the same turn: one announcement says both.
    await like.submit(())
    call.succeed(with: [2])
    await refresh.value
    #expect(screen.announcement?.text == "Couldn't like the post. Something went wrong on our side. Updated posts")
  }
}
