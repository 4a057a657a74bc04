import ScreenState
import ScreenStateTesting
import Testing

/// Sharing, freshness, invalidation and eviction of a `ResourceStore`, in virtual time.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ResourceStoreTests {
  typealias Operation = ControllableOperation<Int, any Error>

  let clock = VirtualClock()

  func makeStore(staleAfter: Duration = .seconds(60), evictAfter: Duration = .seconds(300), capacity: Int = 500)
    -> ResourceStore
  {
    ResourceStore(
      staleAfter: staleAfter, evictAfter: evictAfter, capacity: capacity, retryPolicy: .never, clock: clock)
  }

  /// Loads `resource` through `op`'s next call, answering `value`.
  func load(_ resource: Resource<Int, any Error>, from op: Operation, answering value: Int) async {
    let caller = Task { await resource.load() }
    await op.nextCall().succeed(with: value)
    await caller.value
  }

  @Test func twoSubscribersShareOneRequestAndOneValue() async {
    let store = makeStore()
    let op = Operation()
    let list = store.resource("posts", timeout: nil, fetch: op.operation)
    let other = store.resource("posts", timeout: nil, fetch: op.operation)
    #expect(list.loader === other.loader)
    #expect(store.subscriberCount(of: "posts") == 2)
    let first = Task { await list.load() }
    let second = Task { await other.load() }
    await op.nextCall().succeed(with: 1)
    await first.value
    await second.value
    #expect(op.callCount == 1)
    #expect(list.state == .loaded(1))
    #expect(other.state == .loaded(1))
    #expect(store.value(for: "posts", as: Int.self) == 1)
  }

  @Test func aFreshValueIsNotFetchedAgain() async {
    let store = makeStore()
    let op = Operation()
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    await load(posts, from: op, answering: 1)
    clock.advance(by: .seconds(59))
    await posts.load()
    #expect(op.callCount == 1)
    #expect(!posts.isStale)
  }

  @Test func aRevalidationNotifiesOnlyWhenItsAnswerChangesSomething() async {
    let store = makeStore()
    let op = Operation()
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    await load(posts, from: op, answering: 1)
    let changes = posts.changeCount
    clock.advance(by: .seconds(60))
    let same = Task.immediate { await posts.load() }
    #expect(posts.isRunning)
    #expect(posts.requestReason == .revalidation)
    await op.nextCall().succeed(with: 1)
    await same.value
    #expect(posts.changeCount == changes)
    #expect(!posts.isStale && !posts.isRunning)
    // A new value: one notification, at its answer.
    clock.advance(by: .seconds(60))
    let new = Task.immediate { await posts.load() }
    #expect(posts.changeCount == changes)
    await op.nextCall().succeed(with: 2)
    await new.value
    #expect(posts.changeCount == changes + 1)
    // A failure: one, the failure kept with the value.
    store.invalidate("posts")
    #expect(posts.changeCount == changes + 1)
    await op.nextCall().fail(with: HTTPStatusError(statusCode: 503))
    await posts.waitUntilSettled()
    #expect(posts.state.value == 2 && posts.state.isFailed)
    #expect(posts.changeCount == changes + 2)
    // The person's refresh shows that it loads: two, its start and its answer.
    let refresh = Task.immediate { await posts.refresh() }
    #expect(posts.state == .loading(previous: 2))
    await op.nextCall().succeed(with: 2)
    await refresh.value
    #expect(posts.changeCount == changes + 4)
  }

  /// A value that is not `Equatable`: the store cannot compare two of them.
  struct Opaque: Sendable {
    var number: Int
  }

  @Test func aRevalidationCancelledNotifiesNoOneEvenOfAValueItCannotCompare() async {
    let store = makeStore()
    let op = ControllableOperation<Opaque, any Error>()
    let item = store.resource("opaque", timeout: nil, fetch: op.operation)
    let first = Task.immediate { await item.load() }
    await op.nextCall().succeed(with: Opaque(number: 1))
    await first.value
    let changes = item.changeCount
    store.invalidate("opaque")
    #expect(item.isRunning)
    _ = await op.nextCall()
    item.cancel()
    #expect(!item.isRunning)
    #expect(item.state.value?.number == 1 && !item.state.isLoading)
    #expect(item.changeCount == changes)
    // Its answer, once it comes, is a new value: one notification.
    store.invalidate("opaque")
    await op.nextCall().succeed(with: Opaque(number: 1))
    await item.waitUntilSettled()
    #expect(item.changeCount == changes + 1)
  }

  @Test func aStaleValueStaysOnScreenWhileItRevalidates() async {
    let store = makeStore()
    let op = Operation()
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    await load(posts, from: op, answering: 1)
    clock.advance(by: .seconds(60))
    #expect(posts.isStale)
    let caller = Task.immediate { await posts.load() }
    // Nobody asked for it: the value stays as it is, loaded, until the answer.
    #expect(posts.state == .loaded(1))
    #expect(posts.isRunning)
    await op.nextCall().succeed(with: 2)
    await caller.value
    #expect(posts.state == .loaded(2))
    #expect(!posts.isStale)
  }

  @Test func revalidateRefreshesOnlyStaleSubscribedKeys() async {
    let store = makeStore()
    let oldOp = Operation()
    let freshOp = Operation()
    let old = store.resource("old", timeout: nil, fetch: oldOp.operation)
    await load(old, from: oldOp, answering: 1)
    clock.advance(by: .seconds(61))
    let fresh = store.resource("fresh", timeout: nil, fetch: freshOp.operation)
    await load(fresh, from: freshOp, answering: 1)
    store.revalidate()
    #expect(old.state == .loaded(1))
    #expect(old.isRunning)
    #expect(fresh.state == .loaded(1))
    #expect(!fresh.isRunning)
    await oldOp.nextCall().succeed(with: 2)
    await store.waitUntilSettled()
    #expect(old.state == .loaded(2))
    #expect(freshOp.callCount == 1)
  }

  @Test func revalidateRetriesAFailedKey() async {
    let store = makeStore()
    let op = Operation()
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    let caller = Task { await posts.load() }
    await op.nextCall().fail(with: TestFailure(1))
    await caller.value
    #expect(posts.state == .failed(TestFailure(1), previous: nil))
    #expect(posts.loader.failureClassification != nil)
    store.revalidate()  // the network is back
    #expect(posts.state == .loading(previous: nil))
    await op.nextCall().succeed(with: 3)
    await store.waitUntilSettled()
    #expect(posts.state == .loaded(3))
  }

  @Test func invalidatingASubscribedKeyReplacesTheRequestInFlight() async {
    let store = makeStore()
    let op = Operation(cancellationFailure: nil)
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    _ = Task { await posts.load() }
    let first = await op.nextCall()
    store.invalidate("posts")
    let second = await op.nextCall()
    await first.waitForCancellation()
    second.succeed(with: 2)
    #expect(await eventually { posts.state == .loaded(2) })
    first.succeed(with: 1)  // older: dropped
    await store.waitUntilSettled()
    #expect(posts.state == .loaded(2))
    #expect(op.callCount == 2)
  }

  @Test func invalidatingAnUnsubscribedKeyOnlyMarksItStale() async {
    let store = makeStore()
    let op = Operation()
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    await load(posts, from: op, answering: 1)
    posts.release()
    store.invalidate("posts")
    #expect(store.isStale("posts"))
    #expect(op.callCount == 1)
    #expect(store.value(for: "posts", as: Int.self) == 1)
    let again = store.resource("posts", timeout: nil, fetch: op.operation)
    let caller = Task.immediate { await again.load() }
    #expect(again.state == .loaded(1))
    #expect(again.isRunning)
    await op.nextCall().succeed(with: 2)
    await caller.value
    #expect(again.state == .loaded(2))
  }

  @Test func invalidatingAPrefixCoversWholeComponentsOnly() async {
    let store = makeStore()
    let ops = (0..<3).map { _ in Operation() }
    let one = store.resource("post/1", timeout: nil, fetch: ops[0].operation)
    let two = store.resource("post/2", timeout: nil, fetch: ops[1].operation)
    let list = store.resource("posts", timeout: nil, fetch: ops[2].operation)
    for (resource, op) in zip([one, two, list], ops) { await load(resource, from: op, answering: 1) }
    store.invalidate(prefix: "post")
    #expect([one, two].allSatisfy { $0.state == .loaded(1) && $0.isRunning })
    #expect(list.state == .loaded(1))
    #expect(!list.isRunning)
    await ops[0].nextCall().succeed(with: 2)
    await ops[1].nextCall().succeed(with: 2)
    await store.waitUntilSettled()
    #expect(ops.map(\.callCount) == [2, 2, 1])
  }

  @Test func setValueReachesEveryHandleAndIsFresh() async {
    let store = makeStore()
    let op = Operation()
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    let other = store.resource("posts", timeout: nil, fetch: op.operation)
    #expect(store.setValue(4, for: "posts"))
    #expect(other.state == .loaded(4))
    #expect(!posts.isStale)
    #expect(!store.setValue("wrong type", for: "posts"))
    #expect(store.modifyValue(for: "posts", as: Int.self) { $0 += 1 })
    #expect(posts.state == .loaded(5))
    #expect(!store.modifyValue(for: "missing", as: Int.self) { $0 += 1 })
  }

  @Test func anUnusedEntryIsEvictedAfterItsTime() async {
    let store = makeStore(evictAfter: .seconds(300))
    let op = Operation()
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    await load(posts, from: op, answering: 1)
    posts.release()
    posts.release()  // idempotent
    #expect(store.subscriberCount(of: "posts") == 0)
    clock.advance(by: .seconds(299))
    store.evictExpired()
    #expect(store.contains("posts"))
    clock.advance(by: .seconds(1))
    // The store's own timer evicts it.
    #expect(await eventually { !store.contains("posts") })
  }

  @Test func aResubscribedEntryIsNotEvicted() async {
    let store = makeStore(evictAfter: .seconds(10))
    let op = Operation()
    store.resource("posts", timeout: nil, fetch: op.operation).release()
    clock.advance(by: .seconds(5))
    let again = store.resource("posts", timeout: nil, fetch: op.operation)
    clock.advance(by: .seconds(20))
    store.evictExpired()
    #expect(store.contains("posts"))
    again.release()
  }

  @Test func aDroppedHandleUnsubscribes() async {
    let store = makeStore()
    let op = Operation()
    do {
      let posts = store.resource("posts", timeout: nil, fetch: op.operation)
      #expect(store.subscriberCount(of: "posts") == 1)
      _ = posts
    }
    #expect(await eventually { store.subscriberCount(of: "posts") == 0 })
  }

  @Test func beyondCapacityTheLeastRecentlyUsedUnsubscribedEntryGoes() async {
    let store = makeStore(capacity: 2)
    let op = Operation()
    let a = store.resource("a", timeout: nil, fetch: op.operation)
    let b = store.resource("b", timeout: nil, fetch: op.operation)
    a.release()
    b.release()
    _ = store.resource("a", timeout: nil, fetch: op.operation)  // a used again, after b; kept alive here
    #expect(store.count == 2)
    let c = store.resource("c", timeout: nil, fetch: op.operation)
    #expect(store.contains("a"))
    #expect(!store.contains("b"))
    #expect(store.contains("c"))
    _ = c
  }

  @Test func subscribedEntriesAreNeverEvicted() async {
    let store = makeStore(capacity: 0)
    let op = Operation()
    let a = store.resource("a", timeout: nil, fetch: op.operation)
    let b = store.resource("b", timeout: nil, fetch: op.operation)
    #expect(store.count == 2)
    a.release()
    #expect(!store.contains("a"))
    #expect(store.contains("b"))
    b.release()
    #expect(store.count == 0)
  }

  @Test func retriesFollowTheStoresPolicy() async {
    let store = ResourceStore(
      retryPolicy: RetryPolicy(maximumAttempts: 2, initialDelay: .seconds(1), jitter: .none), clock: clock)
    let op = Operation()
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    let caller = Task { await posts.load() }
    await op.nextCall().fail(with: AdvisedFailure(isRetryable: true, retryAfter: nil))
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await op.nextCall().succeed(with: 1)
    await caller.value
    #expect(posts.state == .loaded(1))
    #expect(op.callCount == 2)
  }

  @Test func aCancelledRequestIsSilent() async {
    let store = makeStore()
    let op = Operation()
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    await load(posts, from: op, answering: 1)
    store.invalidate("posts")
    posts.loader.cancel()
    await store.waitUntilSettled()
    #expect(posts.state == .loaded(1))
  }
}
