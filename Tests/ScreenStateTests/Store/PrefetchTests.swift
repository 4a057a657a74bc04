import ScreenState
import ScreenStateTesting
import Testing

/// `prefetch` fills a key with no subscriber: it respects freshness, joins a request in flight, never throws, and the
/// key is then evicted like any unused key; in virtual time.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct PrefetchTests {
  typealias Operation = ControllableOperation<Int, any Error>
  typealias Fetch = ControllableOperation<Page<Int, Int>, any Error>

  let clock = VirtualClock()

  func makeStore(evictAfter: Duration = .seconds(300), capacity: Int = 500) -> ResourceStore {
    ResourceStore(
      staleAfter: .seconds(60), evictAfter: evictAfter, capacity: capacity, retryPolicy: .never, clock: clock)
  }

  /// Prefetches `key` without waiting, through `op`.
  func startPrefetch(_ store: ResourceStore, _ key: ResourceKey, _ op: Operation) -> Task<Void, Never> {
    Task.immediate { await store.prefetch(key, fetch: op.operation) }
  }

  @Test func aPrefetchFillsTheKeyWithNoSubscriberAndTheScreenAsksNothing() async {
    let store = makeStore()
    let op = Operation()
    let prefetch = startPrefetch(store, "post", op)
    #expect(store.subscriberCount(of: "post") == 0)
    await op.nextCall().succeed(with: 7)
    await prefetch.value
    #expect(store.value(for: "post", as: Int.self) == 7)
    #expect(!store.isStale("post"))
    let post = store.resource("post", fetch: op.operation)
    #expect(post.state == .loaded(7))
    await post.load()
    #expect(op.callCount == 1)
  }

  @Test func aFreshKeyAsksNothing() async {
    let store = makeStore()
    let op = Operation()
    let prefetch = startPrefetch(store, "post", op)
    await op.nextCall().succeed(with: 1)
    await prefetch.value
    clock.advance(by: .seconds(59))
    await store.prefetch("post", fetch: op.operation)
    #expect(op.callCount == 1)
  }

  @Test func aStaleKeyIsAskedAgainWhileItsValueStays() async {
    let store = makeStore()
    let op = Operation()
    let first = startPrefetch(store, "post", op)
    await op.nextCall().succeed(with: 1)
    await first.value
    clock.advance(by: .seconds(60))
    let again = startPrefetch(store, "post", op)
    #expect(store.value(for: "post", as: Int.self) == 1)
    let call = await op.nextCall()
    call.succeed(with: 2)
    await again.value
    #expect(op.callCount == 2)
    #expect(store.value(for: "post", as: Int.self) == 2)
    #expect(!store.isStale("post"))
  }

  @Test func aPrefetchJoinsAScreensRequestInFlight() async {
    let store = makeStore()
    let op = Operation()
    let post = store.resource("post", fetch: op.operation)
    let load = Task.immediate { await post.load() }
    let prefetch = startPrefetch(store, "post", op)
    let call = await op.nextCall()
    #expect(op.callCount == 1)
    call.succeed(with: 3)
    await prefetch.value
    await load.value
    #expect(op.callCount == 1)
    #expect(post.state == .loaded(3))
  }

  @Test func twoPrefetchesAndAScreenMakeOneRequest() async {
    let store = makeStore()
    let op = Operation()
    let first = startPrefetch(store, "post", op)
    let second = startPrefetch(store, "post", op)
    let post = store.resource("post", fetch: op.operation)
    let load = Task.immediate { await post.load() }
    await op.nextCall().succeed(with: 4)
    await first.value
    await second.value
    await load.value
    #expect(op.callCount == 1)
    #expect(post.state == .loaded(4))
  }

  @Test func aPrefetchedKeyIsEvictedAfterTheGracePeriodFromItsArrival() async {
    let store = makeStore(evictAfter: .seconds(300))
    let op = Operation()
    let prefetch = startPrefetch(store, "post", op)
    let call = await op.nextCall()
    clock.advance(by: .seconds(100))  // the request takes a while: the grace period counts from the answer
    call.succeed(with: 5)
    await prefetch.value
    clock.advance(by: .seconds(299))
    store.evictExpired()
    #expect(store.contains("post"))
    clock.advance(by: .seconds(1))
    // The store's own timer evicts it.
    #expect(await eventually { !store.contains("post") })
  }

  @Test func aScreenThatSubscribesInTimeKeepsThePrefetchedKey() async {
    let store = makeStore(evictAfter: .seconds(10))
    let op = Operation()
    let prefetch = startPrefetch(store, "post", op)
    await op.nextCall().succeed(with: 5)
    await prefetch.value
    clock.advance(by: .seconds(5))
    let post = store.resource("post", fetch: op.operation)
    clock.advance(by: .seconds(60))
    store.evictExpired()
    #expect(store.contains("post"))
    #expect(post.state == .loaded(5))
  }

  @Test func aFailureIsRecordedOnTheKeyNotThrown() async {
    let store = makeStore()
    let op = Operation()
    let prefetch = startPrefetch(store, "post", op)
    await op.nextCall().fail(with: SampleFailure(.serverError))
    await prefetch.value  // returns; nothing to catch
    let post = store.resource("post", fetch: op.operation)
    #expect(post.state.isFailed)
    #expect(post.failureClassification?.kind == .serverError)
    #expect(post.requestReason == .prefetch)
    #expect(post.requestReason?.isAutomatic == true)
    // The screen asks again.
    let load = Task.immediate { await post.load() }
    await op.nextCall().succeed(with: 6)
    await load.value
    #expect(post.state == .loaded(6))
    #expect(op.callCount == 2)
  }

  @Test func aPrefetchRequestReportsItsReason() async {
    let store = makeStore()
    let op = Operation()
    let recorder = EventRecorder(store)
    let prefetch = startPrefetch(store, "post", op)
    await op.nextCall().succeed(with: 1)
    await prefetch.value
    #expect(recorder.events.contains { $0.kind == .started(.prefetch) && $0.key == "post" })
    #expect(recorder.events.contains { $0.kind == .cacheMiss && $0.key == "post" })
  }

  @Test func aPagedListIsPrefetchedAndSharedWithItsScreen() async {
    let store = makeStore()
    let fetch = Fetch()
    let prefetch = Task.immediate {
      await store.prefetch("feed", first: 1) { (number: Int) in
        try await fetch.operation(taking: Int.self)(number)
      }
    }
    let call = await fetch.nextCall()
    #expect(call.input as? Int == 1)
    call.succeed(with: Page(items: [1, 2], next: 2))
    await prefetch.value
    let feed = store.pages("feed", first: 1) { (number: Int) in try await fetch.operation(taking: Int.self)(number) }
    #expect(feed.state.value?.count == 2)
    #expect(feed.nextPage == .available)
    await feed.load()
    #expect(fetch.callCount == 1)
  }

  // MARK: - Hostile inputs

  @Test func aKeyResetWhileItsPrefetchIsInFlightEndsTheWaitAndKeepsNothing() async {
    let store = makeStore()
    let op = Operation()
    let prefetch = startPrefetch(store, "post", op)
    let call = await op.nextCall()
    let other = store.resource("post", fetch: op.operation)
    other.reset()
    await prefetch.value
    call.succeed(with: 9)  // the late answer is dropped
    #expect(other.state == .idle)
    #expect(store.value(for: "post", as: Int.self) == nil)
  }

  @Test func aKeyEvictedWhileItsPrefetchIsInFlightEndsTheWait() async {
    let store = makeStore(capacity: 1)
    let op = Operation()
    let prefetch = startPrefetch(store, "post", op)
    let call = await op.nextCall()
    let other = store.resource("other", fetch: op.operation)  // over capacity: the unused key goes
    #expect(!store.contains("post"))
    await prefetch.value
    call.succeed(with: 9)
    #expect(!store.contains("post"))
    #expect(store.contains("other"))
    _ = other
  }

  @Test func aKeyInvalidatedWhileItsPrefetchIsInFlightStaysStale() async {
    let store = makeStore()
    let op = Operation()
    let prefetch = startPrefetch(store, "post", op)
    let call = await op.nextCall()
    store.invalidate("post")
    call.succeed(with: 1)
    await prefetch.value
    #expect(store.value(for: "post", as: Int.self) == 1)
    #expect(store.isStale("post"))  // the answer was asked for before the invalidation
    #expect(op.callCount == 1)
  }

  @Test func aCancelledCallerStopsWaitingButNotTheRequest() async {
    let store = makeStore()
    let op = Operation()
    let prefetch = startPrefetch(store, "post", op)
    let call = await op.nextCall()
    prefetch.cancel()
    await prefetch.value
    #expect(call.isPending)
    call.succeed(with: 8)
    #expect(await eventually { store.value(for: "post", as: Int.self) == 8 })
  }
}
