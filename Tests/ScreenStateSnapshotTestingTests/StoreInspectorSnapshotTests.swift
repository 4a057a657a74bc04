import ScreenState
import ScreenStateSnapshotTesting
import ScreenStateTerminal
import ScreenStateTesting
import SnapshotTesting
import Testing

// The terminal store inspector in each state a store goes through: empty, a first load, loaded and saved, stale and
// unobserved, a load failed after its retries, a failed next page, an invalidation refreshing, a saved copy restored,
// an evicted key and a like rolled back. The store runs on a virtual clock, so every time and age is the same on
// every run.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct StoreInspectorSnapshotTests {
  struct Item: Codable, Hashable, Sendable {
    var id: Int
    var likes: Int
  }

  let clock = VirtualClock()
  let persistence = InMemoryPersistence()
  let size = TerminalSize(columns: 100, rows: 26)

  func makeStore() -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(
        retryPolicy: RetryPolicy(maximumAttempts: 3, jitter: .none), attemptTimeout: .seconds(8), clock: clock),
      staleAfter: .seconds(60), evictAfter: .seconds(300), persistence: persistence)
  }

  /// Settles the next call of `operation` with `result`, after `latency` of virtual time.
  func answer<Value>(
    _ operation: ControllableOperation<Value, any Error>, after latency: Duration = .milliseconds(250),
    _ result: Result<Value, any Error>
  ) async {
    let call = await operation.nextCall()
    clock.advance(by: latency)
    call.settle(result)
  }

  /// Fails the next calls of `operation` with `failure`, one more than `waits`, moving time through each wait once
  /// the store has scheduled it (its `waiting` event).
  func fail<Value>(
    _ operation: ControllableOperation<Value, any Error>, with failure: any Error, waits: [Duration],
    recorder: EventRecorder
  ) async {
    for wait in waits {
      let scheduled = recorder.events.count { if case .waiting = $0.kind { true } else { false } }
      await answer(operation, .failure(failure))
      await recorder.waitForEvents(count: scheduled + 1) { if case .waiting = $0.kind { true } else { false } }
      clock.advance(by: wait)
    }
    await answer(operation, .failure(failure))
  }

  @Test func everyStateOfAStore() async {
    let store = makeStore()
    let inspector = StoreInspector(store)
    let recorder = EventRecorder(store)
    await store.flush()
    assertSnapshot(of: inspector.snapshot(), as: .storeInspector(size: size), named: "empty")

    // A first load in flight, then its answer, saved.
    let postFetch = ControllableOperation<Item, any Error>()
    var post: Resource<Item, any Error>? = store.resource("post/7", fetch: postFetch.operation)
    let load = Task.immediate { [post] in await post?.load() }
    await store.flush()
    assertSnapshot(of: inspector.snapshot(), as: .storeInspector(size: size), named: "first-load")
    await answer(postFetch, .success(Item(id: 7, likes: 12)))
    await load.value

    // A paged feed: two pages loaded.
    let feedFetch = ControllableOperation<Page<Item, Int>, any Error>()
    let feed = store.pages(
      "board/feed", first: 1, refresh: .firstPage, savedPages: 2, fetch: feedFetch.operation(taking: Int.self))
    let first = Task.immediate { await feed.load() }
    await answer(feedFetch, .success(Page(items: [Item(id: 1, likes: 0), Item(id: 2, likes: 5)], next: 2)))
    await first.value
    let second = Task.immediate { await feed.loadMore() }
    await answer(feedFetch, .success(Page(items: [Item(id: 3, likes: 1)], next: 3)))
    await second.value
    await store.flush()
    assertSnapshot(of: inspector.snapshot(), as: .storeInspector(size: size), named: "loaded")

    // A minute and a half later, the post unobserved: stale, and evicted in a while.
    post?.release()
    post = nil
    clock.advance(by: .seconds(90))
    await store.flush()
    assertSnapshot(
      of: inspector.snapshot(), as: .storeInspector(selected: .key("post/7"), size: size), named: "stale-unobserved")

    // A profile that fails three times with 503 and Retry-After: 2.
    let profileFetch = ControllableOperation<Item, any Error>()
    let profile = store.resource("profile", fetch: profileFetch.operation)
    let profileLoad = Task.immediate { await profile.load() }
    await fail(
      profileFetch, with: HTTPStatusError(statusCode: 503, retryAfter: .seconds(2)), waits: [.seconds(2), .seconds(2)],
      recorder: recorder)
    await profileLoad.value
    await store.flush()
    assertSnapshot(of: inspector.snapshot(), as: .storeInspector(size: size), named: "failed-with-retries")

    // The feed's third page fails: a timeout, then two 500s.
    let more = Task.immediate { await feed.loadMore() }
    _ = await feedFetch.nextCall()
    let waits = recorder.events.count { if case .waiting = $0.kind { true } else { false } }
    clock.advance(by: .seconds(8))
    await recorder.waitForEvents(count: waits + 1) { if case .waiting = $0.kind { true } else { false } }
    clock.advance(by: .seconds(1))
    await fail(feedFetch, with: HTTPStatusError(statusCode: 500), waits: [.seconds(2)], recorder: recorder)
    await more.value
    await store.flush()
    assertSnapshot(of: inspector.snapshot(), as: .storeInspector(size: size), named: "next-page-failed")

    // The feed invalidated: stale, refreshing its pages.
    store.invalidate("board/feed")
    await store.flush()
    assertSnapshot(of: inspector.snapshot(), as: .storeInspector(size: size), named: "invalidated-refreshing")
    // An invalidation nobody on screen asked for asks again for every page loaded: the feed keeps its two pages.
    await answer(feedFetch, .success(Page(items: [Item(id: 1, likes: 0), Item(id: 2, likes: 5)], next: 2)))
    await answer(feedFetch, .success(Page(items: [Item(id: 3, likes: 1)], next: 3)))
    await store.waitUntilSettled()

    // A like of the feed's first post, refused: rolled back.
    let like = Mutation<Int, Int, any Error>(
      "like", configuration: store.configuration,
      optimistic: [
        .update(store, key: "board/feed", as: PagedList<Item, Int>.self, revalidate: .whenUnsure) { feed, id in
          if let index = feed.firstIndex(where: { $0.id == id }) { feed[index].likes += 1 }
        }
      ]
    ) { _ in throw HTTPStatusError(statusCode: 500) }
    inspector.watch(like, as: "like board/feed")
    await like.submit(1)
    await store.flush()
    assertSnapshot(
      of: inspector.snapshot(), as: .storeInspector(selected: .mutation("like board/feed"), size: size),
      named: "like-rolled-back")
    #expect(feedFetch.pendingCalls.isEmpty)  // rolled back exactly: nothing is asked again

    // Five minutes on, the unobserved post is evicted.
    clock.advance(by: .seconds(300))
    store.evictExpired()
    await store.flush()
    assertSnapshot(
      of: inspector.snapshot(), as: .storeInspector(selected: .key("post/7"), size: size), named: "evicted")
    _ = profile
  }

  @Test func aSavedCopyRestoredAndRefreshing() async {
    persistence.write(Item(id: 7, likes: 11), for: "post/7")
    let store = makeStore()
    let inspector = StoreInspector(store)
    let fetch = ControllableOperation<Item, any Error>()
    let post = store.resource("post/7", fetch: fetch.operation)
    _ = Task.immediate { await post.load() }
    _ = await fetch.nextCall()
    assertSnapshot(of: inspector.snapshot(), as: .storeInspector(size: size), named: "restored-refreshing")
    post.cancel()
  }

  @Test func aNarrowTerminalKeepsTheStateAndTheDetail() async {
    let store = makeStore()
    let inspector = StoreInspector(store)
    let post = store.resource("post/7") { Item(id: 7, likes: 12) }
    await post.load()
    await store.flush()
    assertSnapshot(
      of: inspector.snapshot(), as: .storeInspector(size: TerminalSize(columns: 60, rows: 14)), named: "narrow")
  }
}
