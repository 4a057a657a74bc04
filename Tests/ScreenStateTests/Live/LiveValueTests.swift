import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// A key fed by a sequence: its values reach every screen of the key, the sequence runs from the first screen until
/// the key is evicted, pauses with the app and the network, is made again with backoff, and its failures go through
/// the store's classifier and retry policy.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LiveValueTests {
  let clock = VirtualClock()
  let network = ControllableConnectivity()
  let activity = AppActivity()

  func makeStore(
    retryPolicy: RetryPolicy = RetryPolicy(maximumAttempts: 3, initialDelay: .seconds(1), jitter: .none),
    evictAfter: Duration = .seconds(300), persistence: (any ResourcePersistence)? = nil
  ) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(
        retryPolicy: retryPolicy, attemptTimeout: nil, clock: clock, connectivity: network, activity: activity),
      staleAfter: .seconds(60), evictAfter: evictAfter, persistence: persistence)
  }

  /// Yields until `condition` holds: the sequences run on other threads, which a loaded machine (a sanitizer, the
  /// suites in parallel) may leave waiting for many turns of the main actor; a condition that never holds still ends.
  func eventually(_ condition: () -> Bool) async -> Bool {
    await ScreenStateTests.eventually(attempts: 1_000_000, condition)
  }

  /// Advances the clock a frame at a time until `condition` holds: elements reach the key once per 16 ms at most, and
  /// the elements of a sequence on another thread may come a frame apart.
  func afterFrames(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
      if condition() { return true }
      clock.advance(by: .milliseconds(16))
      await settle()
    }
    return condition()
  }

  /// Returns once the run of "score" has ended and the store has decided what follows (its restart's timer armed):
  /// only then does advancing the clock reach that timer.
  func runEnded(_ store: ResourceStore) async -> Bool {
    await eventually { store.entryInfo(for: "score")?.isLive == false }
  }

  /// Lets the virtual clock's timers and the feed's hops run.
  func settle() async {
    for _ in 0..<50 { await Task.yield() }
  }

  /// A store whose key "score" (its operation answers 1; loaded first when `loaded`) a screen shows, fed by a source
  /// whose first stream runs.
  func followedScore(loaded: Bool = false) async -> (ResourceStore, LiveSource<Int>, Resource<Int, any Error>) {
    let store = makeStore()
    let source = LiveSource<Int>()
    let score = store.resource("score") { () async throws -> Int in 1 }
    if loaded { await score.load() }
    score.follow(source.make)
    _ = await eventually { source.starts == 1 }
    return (store, source, score)
  }

  // MARK: - Values

  @Test func eachValueOfTheSequenceIsTheKeysValueForEveryScreenFetchedAndFresh() async {
    let store = makeStore()
    let source = LiveSource<Int>()
    let first = store.resource("score") { () async throws -> Int in 0 }
    let second = store.resource("score") { () async throws -> Int in 0 }
    first.follow(source.make)
    #expect(await eventually { source.starts == 1 })
    source.send(3)
    #expect(await eventually { first.state.value == 3 })
    #expect(second.state == .loaded(3))
    #expect(second.valueOrigin == .fetched)
    #expect(!store.isStale("score"))
    source.send(4)
    #expect(await afterFrames { second.state.value == 4 })  // one application per frame at most
  }

  @Test func aWholeValueIsSavedAsAnAnswerIs() async throws {
    let persistence = InMemoryPersistence()
    let store = makeStore(persistence: persistence)
    let source = LiveSource<Int>()
    let score = store.resource("score") { () async throws -> Int in 0 }
    score.follow(source.make)
    #expect(await eventually { source.starts == 1 })
    source.send(7)
    #expect(await eventually { score.state.value == 7 })
    await store.flush()
    let restarted = makeStore(persistence: persistence)
    let restored = restarted.resource("score") { () async throws -> Int in 0 }
    #expect(restored.state.value == 7)
    #expect(restored.valueOrigin == .restored)
  }

  @Test func updatesChangeTheValueUnderTheChangesStillPendingWhichShowOverIt() async throws {
    let store = makeStore()
    let source = LiveSource<Int>()
    let likes = store.resource("likes") { () async throws -> [Int: Int] in [1: 10, 2: 20] }
    await likes.load()
    likes.follow(source.make) { counts, id in counts[id, default: 0] += 100 }
    #expect(await eventually { source.starts == 1 })
    // A like of post 1 is being sent: shown at once, over what the server says.
    let patch = try #require(store.patch("likes", as: [Int: Int].self) { $0[1, default: 0] += 1 })
    source.send(1)
    #expect(await eventually { likes.state.value?[1] == 111 })
    store.rollback(patch)
    #expect(likes.state.value == [1: 110, 2: 20])
  }

  @Test func anUpdateBeforeAnyValueIsDroppedAndARequestInFlightGoesOn() async throws {
    let store = makeStore()
    let source = LiveSource<Int>()
    let operation = ControllableOperation<[Int: Int], any Error>(cancellationFailure: CancellationError())
    let likes = store.resource("likes", fetch: operation.operation)
    likes.follow(source.make) { counts, id in counts[id, default: 0] += 1 }
    let loading = Task { await likes.load() }
    let call = await operation.nextCall()
    #expect(await eventually { source.starts == 1 })
    source.send(1)
    #expect(await eventually { source.pulls == 2 })  // the update is on its way to the key, which has no value
    await settle()
    #expect(likes.state.isLoading && likes.state.value == nil)  // nothing to change yet
    call.succeed(with: [1: 5])
    await loading.value
    #expect(likes.state == .loaded([1: 5]))
    // An update during a refresh changes the value shown; the refresh goes on and its answer is the value then.
    let refreshing = Task { await likes.refresh() }
    let refresh = await operation.nextCall()
    source.send(1)
    #expect(await afterFrames { likes.state.value == [1: 6] })
    #expect(likes.isRunning)
    refresh.succeed(with: [1: 9])
    await refreshing.value
    #expect(likes.state == .loaded([1: 9]))
  }

  // MARK: - When it runs

  @Test func theSequenceStartsWithTheFirstScreenAndStopsWhenTheKeyIsEvicted() async {
    let store = makeStore(evictAfter: .seconds(10))
    let source = LiveSource<Int>()
    await store.prefetch("score") { () async throws -> Int in 1 }
    var score: Resource<Int, any Error>? = store.resource("score") { () async throws -> Int in 1 }
    score?.follow(source.make)
    #expect(await eventually { source.starts == 1 })
    score?.release()
    score = nil
    clock.advance(by: .seconds(9))
    await settle()
    #expect(source.stops == 0)  // the grace period: a screen coming back finds it running
    clock.advance(by: .seconds(2))
    #expect(await eventually { source.stops == 1 })
    #expect(!store.contains("score"))
    #expect(source.starts == 1)
  }

  @Test func aKeyNoScreenShowsDoesNotStartItsSequence() async {
    let store = makeStore()
    let source = LiveSource<Int>()
    let score = store.resource("score") { () async throws -> Int in 1 }
    score.release()
    score.follow(source.make)
    await settle()
    #expect(source.starts == 0)
    let shown = store.resource("score") { () async throws -> Int in 1 }
    #expect(await eventually { source.starts == 1 })
    shown.unfollow()
    #expect(await eventually { source.stops == 1 })
  }

  @Test func theSequencePausesInTheBackgroundAndOfflineAndIsMadeAgainWhenTheyReturn() async {
    let (_, source, score) = await followedScore()
    #expect(source.starts == 1)
    activity.didEnterBackground()
    #expect(await eventually { source.stops == 1 })
    activity.didBecomeActive()
    #expect(await eventually { source.starts == 2 })
    network.goOffline()
    #expect(await eventually { source.stops == 2 })
    activity.didEnterBackground()
    activity.didBecomeActive()  // back, but offline: still paused
    await settle()
    #expect(source.starts == 2)
    network.goOnline()
    #expect(await eventually { source.starts == 3 })
    source.send(5)
    #expect(await eventually { score.state.value == 5 })
  }

  // MARK: - Ends and failures

  @Test func aFailureIsRetriedWithBackoffThenShownQuietlyAndTheNextValueClearsIt() async {
    let (store, source, score) = await followedScore(loaded: true)
    #expect(source.starts == 1)
    source.fail(SampleFailure(.serverError))
    #expect(await runEnded(store))
    #expect(score.state == .loaded(1))  // retried quietly
    clock.advance(by: .seconds(1))
    #expect(await eventually { source.starts == 2 })
    source.fail(SampleFailure(.serverError))
    #expect(await runEnded(store))
    clock.advance(by: .seconds(2))
    #expect(await eventually { source.starts == 3 })
    source.fail(SampleFailure(.serverError))  // the third attempt: the policy gives up
    #expect(await eventually { score.state.isFailed })
    #expect(score.state.value == 1)
    #expect(score.requestReason == .live)
    #expect(score.failureClassification?.kind == .serverError)
    // Still made again, at the policy's longer waits, while a screen shows the key.
    clock.advance(by: .seconds(4))
    #expect(await eventually { source.starts == 4 })
    source.send(2)
    #expect(await eventually { score.state == .loaded(2) })
  }

  @Test func aFailureThatCannotSucceedStopsTheSequenceUntilTheAppReturns() async {
    let (_, source, score) = await followedScore(loaded: true)
    #expect(source.starts == 1)
    source.fail(SampleFailure(.unauthorized))
    #expect(await eventually { score.state.isFailed })
    clock.advance(by: .seconds(3600))
    await settle()
    #expect(source.starts == 1)
    activity.didEnterBackground()
    activity.didBecomeActive()
    #expect(await eventually { source.starts == 2 })
  }

  @Test func aSequenceThatEndsAtOnceIsMadeAgainLaterAndLaterAndNeverShowsAFailure() async {
    let store = makeStore(
      retryPolicy: RetryPolicy(initialDelay: .seconds(1), maximumDelay: .seconds(30), jitter: .none))
    let starts = StartCounter()
    let score = store.resource("score") { () async throws -> Int in 1 }
    await score.load()
    score.follow {
      starts.increment()
      return AsyncStream<Int> { $0.finish() }
    }
    // Each run ends at once, so each wait is longer, up to 30 s: not one run per turn of the main actor.
    for (run, wait) in zip(1..., [2, 4, 8, 16, 30, 30, 30]) {
      #expect(await eventually { starts.value == run })
      #expect(await runEnded(store))
      clock.advance(by: .seconds(wait - 1))
      await settle()
      #expect(starts.value == run, "not before \(wait) s")
      clock.advance(by: .seconds(1))
    }
    #expect(await eventually { starts.value == 8 })
    #expect(score.state == .loaded(1))
  }

  @Test func aConnectionThatClosesAfterAValueIsMadeAgainSoon() async {
    let (store, source, score) = await followedScore()
    #expect(source.starts == 1)
    for round in 1...5 {
      source.send(round)
      source.end()
      #expect(await eventually { score.state.value == round })
      #expect(await runEnded(store))
      clock.advance(by: .seconds(1))  // the first wait, every time: the run brought a value
      #expect(await eventually { source.starts == round + 1 })
      clock.advance(by: .milliseconds(16))  // the next value is a frame after this one
    }
  }

  // MARK: - A flood

  @Test func aFloodReachesTheScreensAtMostOncePerFrameWithTheLatestValue() async {
    let store = makeStore()
    let score = store.resource("score") { () async throws -> Int in 0 }
    let changes = ChangeCounter { _ = score.state }
    score.follow {
      AsyncStream<Int> { continuation in
        for value in 1...100_000 { continuation.yield(value) }
        continuation.finish()
      }
    }
    var elapsed = Duration.zero
    while score.state.value != 100_000 {
      await settle()
      clock.advance(by: .milliseconds(16))
      elapsed += .milliseconds(16)
      if elapsed > .seconds(100_000) { break }  // a guard only: the flood ends far earlier on any machine
    }
    #expect(score.state.value == 100_000)
    // One notification per frame at most: the frames the flood took, plus the first value at once.
    #expect(changes.count <= Int(elapsed / .milliseconds(16)) + 1)
  }

  @Test func updatesOfAFloodAreAllAppliedInOrder() async {
    let store = makeStore()
    let total = store.resource("total") { () async throws -> [Int] in [] }
    await total.load()
    let values: @Sendable () -> AsyncStream<Int> = {
      AsyncStream<Int> { continuation in
        for value in 1...20_000 { continuation.yield(value) }
      }
    }
    total.follow(values) { list, value in list.append(value) }
    var rounds = 0
    while total.state.value?.count != 20_000, rounds < 1_000_000 {
      await settle()
      clock.advance(by: .milliseconds(16))
      rounds += 1
    }
    #expect(total.state.value == Array(1...20_000))
  }
}

/// Counts from any thread.
private final class StartCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}

extension LiveValueTests {
  @Test func aLogoutStopsTheSequenceAndNothingItSendsAfterShows() async {
    let (store, source, score) = await followedScore()
    #expect(source.starts == 1)
    source.send(5)
    #expect(await eventually { score.state.value == 5 })
    #expect(await store.removeAll() == .removed(droppedChanges: 0))
    #expect(await eventually { source.stops == 1 })
    source.send(6)
    clock.advance(by: .seconds(60))
    await settle()
    #expect(score.state == .idle)
    #expect(source.starts == 1)
  }
}

extension LiveValueTests {
  struct Post: Identifiable, Equatable, Sendable {
    let id: Int
    var likes: Int
  }

  struct LikeCount: Sendable {
    let id: Int
    let likes: Int
  }

  @Test func likeCountsReachAPagedListAndANextPageInFlightIsAppendedToTheListUpdated() async {
    let store = makeStore()
    let source = LiveSource<LikeCount>()
    let pages = ControllableOperation<Page<Post, Int>, any Error>(cancellationFailure: CancellationError())
    let feed = store.pages("feed", first: 1, fetch: pages.operation(taking: Int.self))
    let loading = Task { await feed.load() }
    await pages.nextCall().succeed(with: Page(items: [Post(id: 1, likes: 0), Post(id: 2, likes: 0)], next: 2))
    await loading.value
    feed.follow(source.make) { list, count in
      if let index = list.firstIndex(where: { $0.id == count.id }) { list[index].likes = count.likes }
    }
    #expect(await eventually { source.starts == 1 })
    let appending = Task { await feed.loadMore() }
    let second = await pages.nextCall()
    source.send(LikeCount(id: 2, likes: 7))
    source.send(LikeCount(id: 1, likes: 3))
    #expect(await afterFrames { feed.state.value?.map(\.likes) == [3, 7] })
    second.succeed(with: Page(items: [Post(id: 3, likes: 1)], next: nil))
    await appending.value
    #expect(feed.state.value?.map(\.likes) == [3, 7, 1])
    #expect(feed.state.value?.pageCount == 2)
  }
}

extension LiveValueTests {
  struct Likes: Equatable, Sendable {
    var count: Int
    var liked: Bool

    /// The like of the person, applied only where it is not already: a value that holds it is left as it is.
    mutating func setLiked(_ isLiked: Bool) {
      guard liked != isLiked else { return }
      liked = isLiked
      count += isLiked ? 1 : -1
    }
  }

  @Test func aChangeBeingSentThatTheUpdateAlreadyHoldsShowsOnceAndStaysOnceSettled() async throws {
    let store = makeStore()
    let source = LiveSource<Likes>()
    let post = store.resource("post") { () async throws -> Likes in Likes(count: 10, liked: false) }
    await post.load()
    post.follow(source.make) { likes, update in likes = update }
    #expect(await eventually { source.starts == 1 })
    let patch = try #require(store.patch("post", as: Likes.self) { $0.setLiked(true) })
    #expect(post.state.value == Likes(count: 11, liked: true))
    // The server counted the like, and someone else's, and says so before it answers the like's request.
    source.send(Likes(count: 12, liked: true))
    #expect(await afterFrames { post.state.value?.count == 12 })
    #expect(post.state.value == Likes(count: 12, liked: true))  // not 13: the like is not counted twice
    store.commit(patch)
    #expect(post.state.value == Likes(count: 12, liked: true))
  }
}

extension LiveValueTests {
  @Test func theInspectorSaysAKeyIsLiveWhileItsSequenceRuns() async {
    let store = makeStore()
    let source = LiveSource<Int>()
    let score = store.resource("score") { () async throws -> Int in 1 }
    await score.load()
    #expect(store.entryInfo(for: "score")?.isLive == false)
    score.follow(source.make)
    #expect(await eventually { source.starts == 1 })
    #expect(store.entryInfo(for: "score")?.isLive == true)
    activity.didEnterBackground()
    #expect(store.entryInfo(for: "score")?.isLive == false)
  }
}
