import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// A screen is quiet about the requests nobody asked for (a return to the foreground, a poll): no alert for their
/// failure over content but a quiet notice, no refresh indicator, no announcement; an alert the person has not
/// answered stays through them. On a store's key, on a virtual clock.
@MainActor
@Suite("Automatic refreshes on a screen", .timeLimit(.minutes(3)))
struct AutomaticRefreshScreenTests {
  typealias Operation = ControllableOperation<[Int], any Error>

  let clock = VirtualClock()
  let network = ControllableConnectivity()
  let activity = AppActivity()
  let operation = Operation()
  static let texts = ScreenTexts(language: "en", subject: "posts")

  func makeStore() -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(
        retryPolicy: .never, attemptTimeout: nil, clock: clock, connectivity: network, activity: activity),
      staleAfter: .seconds(60))
  }

  /// A screen of the key "posts", loaded with `[1]`.
  func loadedScreen(
    _ store: ResourceStore, policy: PresentationPolicy = PresentationPolicy(texts: texts)
  ) async -> (Resource<[Int], any Error>, LoadableScreen<[Int], any Error>) {
    let posts = store.resource("posts", fetch: operation.operation)
    let screen = LoadableScreen(posts, policy: policy)
    let load = Task.immediate { await screen.load() }
    await operation.nextCall().succeed(with: [1])
    await load.value
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
    return (posts, screen)
  }

  /// Moves the clock to the key's next poll and returns its call.
  func nextPoll(_ interval: Duration = .seconds(30)) async -> ControllableOperation<[Int], any Error>.Call {
    await clock.waitForSleepers()
    clock.advance(by: interval)
    return await operation.nextCall()
  }

  func settled(_ posts: Resource<[Int], any Error>) async {
    _ = await eventually { !posts.isRunning }
    for _ in 0..<20 { await Task.yield() }
  }

  @Test func aStaleKeyRevalidatedOnReturnAndAnswered500ShowsAQuietNoticeAndNoAlert() async throws {
    let store = makeStore()
    let (posts, screen) = await loadedScreen(store)
    let announcements = screen.announcementCount
    clock.advance(by: .seconds(61))
    activity.didEnterBackground()
    activity.didBecomeActive()
    let call = await operation.nextCall()
    #expect(posts.requestReason == .foreground)
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
    call.fail(with: HTTPStatusError(statusCode: 500))
    await settled(posts)
    let failure = try #require(posts.failureClassification)
    #expect(screen.projection.alert == nil)
    #expect(
      screen.projection == .content([1], isRefreshing: false, notice: .inline(.failure(failure, texts: Self.texts))))
    #expect(screen.projection.notice?.banner.title == "Something went wrong on our side")
    #expect(screen.projection.buttons.map(\.action) == [.retry, .dismissFailure])
    #expect(screen.announcementCount == announcements)
  }

  @Test func aPollAnswered503ShowsAQuietNoticeWithNoIndicatorAndNoAnnouncement() async throws {
    let store = makeStore()
    let (posts, screen) = await loadedScreen(store)
    let announcements = screen.announcementCount
    let counter = ChangeCounter { _ = screen.projection }
    posts.poll(every: .seconds(30))
    let call = await nextPoll()
    #expect(posts.requestReason == .poll)
    // The poll's start draws nothing new and notifies no one, even once an indicator's delay would have passed: no
    // timer sleeps.
    #expect(clock.pendingDeadlines.isEmpty)
    clock.advance(by: .seconds(1))
    for _ in 0..<20 { await Task.yield() }
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
    #expect(counter.count == 0)
    call.fail(with: HTTPStatusError(statusCode: 503))
    await settled(posts)
    #expect(screen.projection.alert == nil)
    #expect(screen.projection.notice?.banner.title == "Down for maintenance")
    if case .inline = screen.projection.notice {} else { Issue.record("not an inline notice: \(screen.projection)") }
    #expect(screen.announcementCount == announcements)
    #expect(counter.count == 1)
    posts.poll(every: nil)
  }

  @Test func aPollsSuccessIsNotAnnouncedAndAUsersRefreshIs() async {
    let store = makeStore()
    let (posts, screen) = await loadedScreen(store, policy: PresentationPolicy(texts: Self.texts).untimed)
    let announcements = screen.announcementCount
    let recorder = StateRecorder { screen.projection }
    posts.poll(every: .seconds(30))
    await nextPoll().succeed(with: [2])
    await settled(posts)
    #expect(
      recorder.states == [
        .content([1], isRefreshing: false, notice: nil), .content([2], isRefreshing: false, notice: nil),
      ])
    #expect(screen.announcementCount == announcements)
    posts.poll(every: nil)
    // The person's own refresh: drawn refreshing, and heard.
    let refresh = Task.immediate { await screen.send(.refresh) }
    #expect(screen.projection == .content([2], isRefreshing: true, notice: nil))
    #expect(screen.announcement?.text == "Refreshing posts")
    await operation.nextCall().succeed(with: [3])
    await refresh.value
    #expect(screen.announcement?.text == "Updated posts")
    #expect(screen.announcementCount == announcements + 2)
  }

  @Test func anAlertOfTheUsersRefreshSurvivesAPollThatStartsAndFailsAndGoesWhenAPollSucceeds() async throws {
    let store = makeStore()
    let (posts, screen) = await loadedScreen(store)
    let refresh = Task.immediate { await screen.send(.refresh) }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    await refresh.value
    let alert = try #require(screen.projection.alert)
    let revision = screen.failureRevision
    let announcements = screen.announcementCount
    posts.poll(every: .seconds(30))
    let poll = await nextPoll()
    #expect(screen.projection == .content([1], isRefreshing: false, notice: .alert(alert)))
    #expect(screen.failureRevision == revision)
    poll.fail(with: HTTPStatusError(statusCode: 503))
    await settled(posts)
    // The alert the person has not answered, the same one: not presented again.
    #expect(screen.projection == .content([1], isRefreshing: false, notice: .alert(alert)))
    #expect(screen.failureRevision == revision)
    #expect(screen.announcementCount == announcements)
    await nextPoll().succeed(with: [2])
    await settled(posts)
    #expect(screen.projection == .content([2], isRefreshing: false, notice: nil))
    posts.poll(every: nil)
  }

  @Test func aPollCancelledLeavesTheSameAlert() async throws {
    let store = makeStore()
    let (posts, screen) = await loadedScreen(store)
    let refresh = Task.immediate { await screen.send(.refresh) }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    await refresh.value
    let alert = try #require(screen.projection.alert)
    let revision = screen.failureRevision
    posts.poll(every: .seconds(30))
    _ = await nextPoll()
    posts.cancel()
    #expect(posts.requestReason == .refresh)
    #expect(screen.projection.alert == alert)
    #expect(screen.failureRevision == revision)
    posts.poll(every: nil)
  }

  @Test func anAlertAnsweredWhileAPollRunsGoesAtOnce() async throws {
    let store = makeStore()
    let (posts, screen) = await loadedScreen(store)
    let refresh = Task.immediate { await screen.send(.refresh) }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    await refresh.value
    #expect(screen.projection.alert != nil)
    posts.poll(every: .seconds(30))
    let poll = await nextPoll()
    #expect(screen.projection.alert != nil)
    let counter = ChangeCounter { _ = screen.projection }
    await screen.send(.dismissFailure)
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
    #expect(counter.count == 1)
    #expect(posts.isRunning)  // the poll goes on
    // Its failure is quiet: a notice, not the alert again.
    poll.fail(with: HTTPStatusError(statusCode: 503))
    await settled(posts)
    #expect(screen.projection.alert == nil)
    #expect(screen.projection.notice?.banner.title == "Down for maintenance")
    posts.poll(every: nil)
  }

  @Test func aQuietNoticeStaysThroughTheNextPollAndGoesWithItsSuccess() async {
    let store = makeStore()
    let (posts, screen) = await loadedScreen(store)
    posts.poll(every: .seconds(30))
    await nextPoll().fail(with: HTTPStatusError(statusCode: 503))
    await settled(posts)
    let notice = screen.projection.notice
    let revision = screen.failureRevision
    #expect(notice != nil)
    let poll = await nextPoll()
    // Not taken away while the next poll runs, nor brought back as a new one when it fails too.
    #expect(screen.projection.notice == notice)
    poll.fail(with: HTTPStatusError(statusCode: 503))
    await settled(posts)
    #expect(screen.projection.notice == notice)
    #expect(screen.failureRevision == revision)
    await nextPoll().succeed(with: [2])
    await settled(posts)
    #expect(screen.projection == .content([2], isRefreshing: false, notice: nil))
    posts.poll(every: nil)
  }

  @Test func thePolicyCanShowAnAutomaticFailureAsABannerOrAnAlert() async throws {
    for display in [FailureDisplay.banner, .alert] {
      let store = makeStore()
      var policy = PresentationPolicy(texts: Self.texts)
      policy.automaticRefreshFailure = display
      let (posts, screen) = await loadedScreen(store, policy: policy)
      posts.poll(every: .seconds(30))
      await nextPoll().fail(with: HTTPStatusError(statusCode: 500))
      await settled(posts)
      let failure = try #require(posts.failureClassification)
      let expected: FailureNotice =
        display == .banner
        ? .banner(.failure(failure, texts: Self.texts)) : .alert(.failure(failure, texts: Self.texts))
      #expect(screen.projection == .content([1], isRefreshing: false, notice: expected))
      // Shown louder, it is heard like any failure.
      #expect(screen.announcement?.event == .refreshFailed)
      posts.poll(every: nil)
    }
  }

  @Test func aFailureWithNothingToShowIsTheFullErrorScreenWhateverTheReason() async throws {
    let store = makeStore()
    let posts = store.resource("posts", fetch: operation.operation)
    let screen = LoadableScreen(posts, policy: PresentationPolicy(texts: Self.texts).untimed)
    let load = Task.immediate { await screen.load() }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    await load.value
    #expect(screen.projection.errorScreen != nil)
    posts.poll(every: .seconds(30))
    let poll = await nextPoll()
    #expect(posts.requestReason == .poll)
    poll.fail(with: HTTPStatusError(statusCode: 503))
    await settled(posts)
    #expect(screen.projection.errorScreen?.title == "Down for maintenance")
    posts.poll(every: nil)
  }
}
