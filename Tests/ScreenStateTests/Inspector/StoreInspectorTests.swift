import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// The inspector's model: the store's keys with their state, age, staleness, subscribers and bytes saved, the latest
/// events and requests of each, evicted keys, mutations, and an observation that fires on each event.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct StoreInspectorTests {
  struct Post: Codable, Hashable, Sendable {
    var id: Int
    var likes: Int
  }

  let clock = VirtualClock()
  let persistence = InMemoryPersistence()

  /// A store on the virtual clock; `saving` gives it the in-memory persistence, whose writes wait on that clock too.
  func makeStore(
    retryPolicy: RetryPolicy = .never, evictAfter: Duration = .seconds(300), saving: Bool = true
  ) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(
        retryPolicy: retryPolicy, attemptTimeout: nil, clock: clock,
        randomness: RandomSource(SeededRandomNumberGenerator(seed: 1))),
      staleAfter: .seconds(60), evictAfter: evictAfter, persistence: saving ? persistence : nil)
  }

  @Test func aLoadedKeyHasItsStateAgeFreshnessSubscribersAndSize() async throws {
    let store = makeStore()
    let inspector = StoreInspector(store)
    let post = store.resource("post/1") { Post(id: 1, likes: 3) }
    await post.load()
    await store.flush()
    clock.advance(by: .seconds(12))
    let snapshot = inspector.snapshot()
    let entry = try #require(snapshot.section(.key("post/1")))
    let info = try #require(entry.info)
    #expect(snapshot.time == .seconds(12))
    #expect(info.stage == .loaded)
    #expect(info.hasValue)
    #expect(info.valueOrigin == .fetched)
    #expect(info.age == .seconds(12))
    #expect(!info.isStale)
    #expect(info.subscribers == 1)
    #expect(info.evictedIn == nil)
    #expect(info.kind == "Resource<Post, Never>")
    #expect(entry.bytesSaved == persistence.data(for: "post/1")?.count)
    #expect(entry.saves == 1)
    #expect(
      entry.timeline.map(\.kind) == [
        .cacheMiss, .started(.load), .attemptStarted(1), .succeeded(attempts: 1),
        .saved(bytes: entry.bytesSaved),
      ])
    #expect(entry.requests.map(\.outcome) == [.succeeded])
    #expect(snapshot.mostRecent == .key("post/1"))
    #expect(InspectorFormat.status(of: entry) == "loaded")
  }

  @Test func anUnobservedKeySaysWhenItGoesAndAnEvictedOneStaysListed() async throws {
    let store = makeStore(evictAfter: .seconds(100))
    let inspector = StoreInspector(store)
    let post = store.resource("post/1") { Post(id: 1, likes: 3) }
    await post.load()
    post.release()
    clock.advance(by: .seconds(40))
    #expect(inspector.snapshot().section(.key("post/1"))?.info?.evictedIn == .seconds(60))
    clock.advance(by: .seconds(60))
    store.evictExpired()
    let entry = try #require(inspector.snapshot().section(.key("post/1")))
    #expect(entry.info == nil)
    #expect(entry.evicted == .expired)
    #expect(InspectorFormat.status(of: entry) == "evicted (expired)")
    #expect(store.keys.isEmpty)
  }

  @Test func aFailedNextPageShowsOnItsKeyWithItsAttemptsAndWaits() async throws {
    // Nothing saved: the only deadlines on the clock are the retries' waits.
    let store = makeStore(retryPolicy: RetryPolicy(maximumAttempts: 3, jitter: .none), saving: false)
    let inspector = StoreInspector(store)
    let fetch = ControllableOperation<Page<Post, Int>, any Error>()
    let feed = store.pages("feed", refresh: .firstPage, fetch: fetch.operation(taking: Int?.self))
    let load = Task.immediate { await feed.load() }
    await fetch.nextCall().succeed(with: Page(items: [Post(id: 1, likes: 0)], next: 2))
    await load.value
    let more = Task.immediate { await feed.loadMore() }
    for attempt in 1...3 {
      await fetch.nextCall().fail(with: HTTPStatusError(statusCode: 500))
      if attempt < 3 {
        await clock.waitForSleepers()
        _ = clock.advanceToNextDeadline()
      }
    }
    await more.value
    let entry = try #require(inspector.snapshot().section(.key("feed")))
    let info = try #require(entry.info)
    let serverError = FailureClassification(statusCode: 500)!
    #expect(info.itemCount == 1)
    #expect(info.pageCount == 1)
    #expect(info.nextPage == .failed(serverError))
    #expect(
      InspectorFormat.status(of: entry) == "loaded · 1 item, 1 page · next page failed: server error (500)")
    let page = try #require(entry.requests.last)
    #expect(page.part == .nextPage)
    #expect(page.attempts.map(\.ending) == Array(repeating: .failed(serverError), count: 3))
    #expect(page.waits.map(\.duration) == [.seconds(1), .seconds(2)])
    #expect(page.outcome == .failed(serverError, reason: .attemptsExhausted))
  }

  @Test func aWatchedMutationIsAnEntryWithItsRollback() async throws {
    let store = makeStore()
    let inspector = StoreInspector(store)
    let post = store.resource("post/1") { Post(id: 1, likes: 3) }
    await post.load()
    let like = Mutation<Int, Int, any Error>(
      "like the post", configuration: store.configuration,
      optimistic: [.update(store, key: { "post/\($0)" }, as: Post.self) { post, _ in post.likes += 1 }]
    ) { _ in throw HTTPStatusError(statusCode: 500) }
    inspector.watch(like)
    await like.submit(1)
    await store.waitUntilSettled()
    let snapshot = inspector.snapshot()
    let entry = try #require(snapshot.section(.mutation("like the post")))
    #expect(entry.isMutation)
    #expect(entry.info == nil)
    #expect(InspectorFormat.status(of: entry) == "failed: server error (500) · 1 patch rolled back")
    #expect(snapshot.sections.last?.subject == .mutation("like the post"))
    #expect(snapshot.section(.key("post/1"))?.timeline.map(\.kind).contains(.rolledBack(patches: 1)) == true)
  }

  @Test func eachKeyKeepsItsLatestEventsOnly() async {
    let store = makeStore()
    let inspector = StoreInspector(store, eventsPerKey: 3, requestsPerKey: 2)
    let post = store.resource("post/1") { Post(id: 1, likes: 3) }
    for _ in 0..<3 { await post.refresh() }
    let entry = inspector.snapshot().section(.key("post/1"))
    #expect(entry?.timeline.count == 3)
    #expect(entry?.requests.count == 2)
    #expect(inspector.eventCount > 3)
  }

  @Test func eachEventNotifiesAnObservationOfTheInspector() async {
    let store = makeStore()
    let inspector = StoreInspector(store)
    let counter = ChangeCounter { _ = inspector.eventCount }
    store.invalidate("nothing")
    #expect(counter.count == 0)
    let post = store.resource("post/1") { Post(id: 1, likes: 3) }
    await post.load()
    #expect(counter.count == inspector.eventCount)
  }

  @Test func aStoppedInspectorKeepsWhatItHeard() async {
    let store = makeStore()
    let inspector = StoreInspector(store)
    let post = store.resource("post/1") { Post(id: 1, likes: 3) }
    await post.load()
    let heard = inspector.eventCount
    inspector.stop()
    await post.refresh()
    #expect(inspector.eventCount == heard)
    #expect(inspector.snapshot().section(.key("post/1"))?.info?.stage == .loaded)
  }
}
