import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData
@testable import ScreenStatePresentation

/// Traps and defects independent tests found in the store, its persistence and its handles, each pinned.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct StoreRegressionTests {
  typealias Fetch = ControllableOperation<Int, any Error>

  let clock = VirtualClock()

  func makeStore(
    evictAfter: Duration = .seconds(300), capacity: Int = 500, persistence: (any ResourcePersistence)? = nil
  ) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      evictAfter: evictAfter, capacity: capacity, persistence: persistence)
  }

  @Test func anAnswerInFlightWhenAnUnsubscribedKeyWasInvalidatedLeavesItStale() async {
    let store = makeStore()
    let fetch = Fetch(cancellationFailure: nil)
    let first = store.resource("k", fetch: fetch.operation)
    let load = Task.immediate { await first.load() }
    let call = await fetch.nextCall()
    first.release()
    store.invalidate("k")  // nobody observes the key: nothing reloads now
    #expect(fetch.callCount == 1)
    call.succeed(with: 1)  // the answer was asked for before the invalidation
    await load.value
    #expect(store.value(for: "k", as: Int.self) == 1)
    #expect(store.isStale("k"))
    // The next screen to ask reloads it.
    let second = store.resource("k", fetch: fetch.operation)
    let reload = Task.immediate { await second.load() }
    let again = await fetch.nextCall()
    again.succeed(with: 2)
    await reload.value
    #expect(second.state == .loaded(2))
    #expect(!store.isStale("k"))
  }

  struct Post: Identifiable, Hashable, Sendable {
    let id: Int
    var likes: Int
  }

  /// Found by the outbox's property test (scenario 7543 of 20,000): a revalidation cut short by an optimistic change
  /// was never made again, so the value kept what the server held before the change.
  @Test func aRefreshCutShortByAnOptimisticChangeIsMadeAgainOnceTheChangeSettles() async {
    let store = makeStore()
    let fetch = ControllableOperation<Post, any Error>(cancellationFailure: nil)
    let post = store.resource("post/1", fetch: fetch.operation)
    let load = Task.immediate { await post.load() }
    await fetch.nextCall().succeed(with: Post(id: 1, likes: 10))
    await load.value
    let refresh = Task.immediate { await post.refresh() }
    _ = await fetch.nextCall()  // meanwhile someone else liked the post: the server holds 11
    guard let patch = store.patchEntities(Post.self, id: 1, { $0.likes += 1 }) else {
      Issue.record("the post was not patched")
      return
    }
    await refresh.value
    #expect(post.state.value?.likes == 11)
    #expect(!post.isRunning)  // the change ended the refresh, as a value set by hand does
    #expect(fetch.callCount == 2)
    store.commit(patch)  // the server took the like: it holds 12
    guard await eventually({ fetch.callCount == 3 }) else {
      Issue.record("the refresh cut short was not made again")
      return
    }
    fetch.pendingCalls.last?.succeed(with: Post(id: 1, likes: 12))
    await post.waitUntilSettled()
    #expect(post.state.value?.likes == 12)
  }

  @Test func capacityEvictsTheKeyUsedLongestAgoNotTheOneSubscribedLongestAgo() async {
    let store = makeStore(capacity: 2)
    let feed = store.resource("feed") { 1 }  // subscribed first
    clock.advance(by: .seconds(1))
    let detail = store.resource("detail") { 2 }
    clock.advance(by: .seconds(1))
    detail.release()  // the detail closed long ago…
    clock.advance(by: .seconds(60))
    feed.release()  // …the feed a moment ago
    clock.advance(by: .seconds(1))
    _ = store.resource("search") { 3 }
    #expect(store.contains("feed"))
    #expect(!store.contains("detail"))
  }

  @Test func aReadThroughTheStoreCountsAsAUse() async {
    let store = makeStore(capacity: 2)
    let a = store.resource("a") { 1 }
    let b = store.resource("b") { 2 }
    a.release()
    b.release()
    _ = store.value(for: "a", as: Int.self)  // "a" was released first but read last
    _ = store.resource("c") { 3 }
    #expect(store.contains("a"))
    #expect(!store.contains("b"))
  }

  @Test func keysWithTheSamePathTextButOtherComponentsGetOtherFiles() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let persistence = FileResourcePersistence(directory: directory.url)
    let nested: ResourceKey = "search/cats/dogs"
    let slashed = ResourceKey("search").appending("cats/dogs")
    #expect(nested != slashed)
    #expect(nested.path == slashed.path)
    #expect(persistence.fileURL(for: nested) != persistence.fileURL(for: slashed))
    persistence.write("nested", for: nested)
    #expect(persistence.read(String.self, for: slashed) == nil)
    persistence.write("slashed", for: slashed)
    #expect(persistence.read(String.self, for: nested)?.value == "nested")
    #expect(persistence.read(String.self, for: slashed)?.value == "slashed")
  }

  @Test func keysEqualInAnyUnicodeFormFindOneFile() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let persistence = FileResourcePersistence(directory: directory.url)
    let precomposed = ResourceKey(components: ["search", "caf\u{E9}"])
    let decomposed = ResourceKey(components: ["search", "cafe\u{301}"])
    #expect(precomposed == decomposed)
    #expect(persistence.fileURL(for: precomposed) == persistence.fileURL(for: decomposed))
    persistence.write(1, for: decomposed)
    #expect(persistence.read(Int.self, for: precomposed)?.value == 1)
  }

  @Test func aLateAnswerOfAnEvictedEntryNeverOverwritesTheNewerSavedValue() async {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let persistence = FileResourcePersistence(directory: directory.url)
    let store = makeStore(evictAfter: .seconds(10), persistence: persistence)
    let fetch = Fetch(cancellationFailure: nil)  // an operation that ignores cancellation
    let old = store.resource("k", fetch: fetch.operation)
    let oldLoad = Task.immediate { await old.load() }
    let oldCall = await fetch.nextCall()
    old.release()
    clock.advance(by: .seconds(10))
    store.evictExpired()
    #expect(!store.contains("k"))
    await oldLoad.value
    let new = store.resource("k", fetch: fetch.operation)
    let newLoad = Task.immediate { await new.load() }
    await fetch.nextCall().succeed(with: 2)
    await newLoad.value
    await store.flush()
    #expect(persistence.read(Int.self, for: "k")?.value == 2)
    oldCall.succeed(with: 1)  // the evicted entry's answer, late
    for _ in 0..<20 { await Task.yield() }
    await store.flush()
    #expect(persistence.read(Int.self, for: "k")?.value == 2)
    #expect(new.state == .loaded(2))
  }

  @Test func askingForAKeyWithAnotherFailureTypeNamesBothTypes() {
    // The store traps with this message when a key holding `{ 42 }` (failure `Never`) is asked for with a throwing
    // fetch: the kind descriptions are the entry's and the new handle's, as `resource(_:)` writes them.
    let message = ResourceStore.mismatch(
      "answer", holds: "Resource<\(Int.self), \(Never.self)>", askedFor: "Resource<\(Int.self), \((any Error).self)>")
    #expect(message.contains("Resource<Int, Never>"))
    #expect(message.contains("Resource<Int, Error>"))
    #expect(message.contains("answer"))
  }

  @Test func waitingForTheStoreEndsWhenACallIgnoringCancellationWasCancelled() async {
    let store = makeStore()
    let fetch = Fetch(cancellationFailure: nil)
    let handle = store.resource("k", fetch: fetch.operation)
    let load = Task.immediate { await handle.load() }
    let call = await fetch.nextCall()
    handle.cancel()
    await load.value
    await store.waitUntilSettled()  // returns although the abandoned call is still pending
    #expect(call.isPending)
    #expect(handle.state == .idle)
  }

  @Test func waitingForAPageLoaderEndsWhenACallIgnoringCancellationWasCancelled() async {
    let fetch = ControllableOperation<Page<Int, Int>, any Error>(cancellationFailure: nil)
    let pages = PageLoader(
      first: 1, refresh: .firstPage, retryPolicy: .never, timeout: nil, fetch: fetch.operation(taking: Int.self))
    let load = Task.immediate { await pages.load() }
    await fetch.nextCall().succeed(with: Page(items: [1], next: 2))
    await load.value
    let more = Task.immediate { await pages.loadMore() }
    let call = await fetch.nextCall()
    pages.cancel()
    await more.value
    await pages.waitUntilSettled()
    #expect(call.isPending)
    #expect(pages.nextPage == .available)
  }
}
