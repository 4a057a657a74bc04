import ScreenState
import ScreenStateTesting
import Synchronization
import Testing

/// `Mutation`: its state, optimistic updates rolled back exactly on failure, and revalidation afterwards.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct MutationTests {
  struct Post: Hashable, Sendable {
    var id: Int
    var likes: Int
  }

  typealias Fetch = ControllableOperation<Post, any Error>
  typealias Send = ControllableOperation<Int, any Error>

  let clock = VirtualClock()

  func makeStore() -> ResourceStore {
    ResourceStore(retryPolicy: .never, clock: clock)
  }

  func like(_ store: ResourceStore, _ send: Send) -> Mutation<Int, Int, any Error> {
    // On the store's virtual clock: no attempt deadline runs on the wall clock while a test waits.
    Mutation(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      optimistic: [.update(store, key: { "post/\($0)" }, as: Post.self) { post, _ in post.likes += 1 }]
    ) { _ in try await send.operation() }
  }

  /// A store whose "post/1" shows `Post(id: 1, likes: 10)`, fetched by `fetch`.
  func loadedPost(_ store: ResourceStore, _ fetch: Fetch) async -> Resource<Post, any Error> {
    let post = store.resource("post/1", timeout: nil, fetch: fetch.operation)
    let caller = Task { await post.load() }
    await fetch.nextCall().succeed(with: Post(id: 1, likes: 10))
    await caller.value
    return post
  }

  @Test func aSubmissionGoesThroughSubmittingToSucceeded() async {
    let send = Send()
    let mutation = Mutation<String, Int, any Error> { _ in try await send.operation() }
    #expect(mutation.state.isIdle)
    let caller = Task.immediate { await mutation.submit("hello") }
    #expect(mutation.state.isSubmitting)
    await send.nextCall().succeed(with: 7)
    let result = await caller.value
    #expect(result.output == 7)
    #expect(mutation.state.output == 7)
    mutation.reset()
    #expect(mutation.state.isIdle)
  }

  @Test func aFailureIsShownAndClassified() async {
    let send = Send()
    let mutation = Mutation<String, Int, any Error> { _ in try await send.operation() }
    let caller = Task { await mutation.submit("hello") }
    await send.nextCall().fail(with: TestFailure(3))
    _ = await caller.value
    #expect(mutation.state.failure as? TestFailure == TestFailure(3))
    #expect(mutation.failureClassification != nil)
  }

  @Test func aSecondSubmissionWhileOneIsInFlightIsIgnoredOneAtATime() async {
    let send = Send()
    let mutation = Mutation<String, Int, any Error>(concurrency: .oneAtATime) { _ in try await send.operation() }
    let first = Task.immediate { await mutation.submit("a") }
    let second = await mutation.submit("b")
    // Never sent, and told apart from a cancelled submission.
    guard case .ignored = second else {
      Issue.record("expected .ignored, got \(second)")
      return
    }
    await send.nextCall().succeed(with: 1)
    _ = await first.value
    #expect(send.callCount == 1)
  }

  @Test func aCancelledSubmissionIsSilent() async {
    let send = Send()
    let mutation = Mutation<String, Int, any Error> { _ in try await send.operation() }
    let caller = Task { await mutation.submit("a") }
    _ = await send.nextCall()
    mutation.cancel()
    guard case .cancelled = await caller.value else {
      Issue.record("expected .cancelled")
      return
    }
    #expect(mutation.state.isIdle)
  }

  @Test func theOptimisticValueShowsAtOnceAndTheKeyRevalidatesAfterSuccess() async {
    let store = makeStore()
    let fetch = Fetch()
    let send = Send()
    let post = await loadedPost(store, fetch)
    let mutation = like(store, send)
    let caller = Task.immediate { await mutation.submit(1) }
    #expect(post.state == .loaded(Post(id: 1, likes: 11)))
    await send.nextCall().succeed(with: 11)
    _ = await caller.value
    #expect(post.state == .loaded(Post(id: 1, likes: 11)))  // revalidating, the new value on screen
    #expect(post.isRunning)
    await fetch.nextCall().succeed(with: Post(id: 1, likes: 12))
    await store.waitUntilSettled()
    #expect(post.state == .loaded(Post(id: 1, likes: 12)))
  }

  @Test func aFailureRollsBackExactlyAndAsksNothing() async {
    let store = makeStore()
    let fetch = Fetch()
    let send = Send()
    let post = await loadedPost(store, fetch)
    let wasStale = post.isStale
    let mutation = like(store, send)
    let caller = Task.immediate { await mutation.submit(1) }
    #expect(post.state.value?.likes == 11)
    await send.nextCall().fail(with: TestFailure(1))
    _ = await caller.value
    // The value it had, fresh as it was: the server holds it, so no request follows.
    #expect(post.state == .loaded(Post(id: 1, likes: 10)))
    #expect(!wasStale && !post.isStale)
    #expect(!post.isRunning)
    #expect(fetch.callCount == 1)
  }

  @Test func aRefusedLikeHeldByAThousandKeysAsksNoneOfThemAgain() async {
    struct Story: Identifiable, Hashable, Sendable {
      var id: Int
      var likes: Int
    }
    let store = makeStore()
    let fetches = Counter()
    let feeds = (0..<1_000).map { index in
      store.resource("feed/\(index)", timeout: nil) { () async throws -> [Story] in
        fetches.increment()
        return [Story(id: 1, likes: 10), Story(id: 1_000 + index, likes: 0)]
      }
    }
    for feed in feeds { await feed.load() }
    let send = Send()
    let like = Mutation<Int, Int, any Error>(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      optimistic: [.entity(store, Story.self, id: { $0 }) { story, _ in story.likes += 1 }]
    ) { _ in try await send.operation() }
    let caller = Task.immediate { await like.submit(1) }
    #expect(feeds.allSatisfy { $0.state.value?.first?.likes == 11 })
    await send.nextCall().fail(with: TestFailure(1))
    _ = await caller.value
    await store.waitUntilSettled()
    // Rolled back exactly in every copy, and nothing asked again: the server holds what is shown.
    #expect(feeds.allSatisfy { $0.state.value?.first?.likes == 10 && !$0.isRunning && !$0.isStale })
    #expect(fetches.value == 1_000)
    for feed in feeds { feed.release() }
  }

  @Test func aConflictRollsBackAndAsksAgain() async {
    let store = makeStore()
    let fetch = Fetch()
    let send = Send()
    let post = await loadedPost(store, fetch)
    let mutation = like(store, send)
    let caller = Task.immediate { await mutation.submit(1) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 409))
    _ = await caller.value
    // The server's value is not what the app believed: asked again, the rolled-back value on screen meanwhile.
    #expect(post.state == .loaded(Post(id: 1, likes: 10)))
    #expect(post.isRunning)
    await fetch.nextCall().succeed(with: Post(id: 1, likes: 14))
    await store.waitUntilSettled()
    #expect(post.state == .loaded(Post(id: 1, likes: 14)))
  }

  @Test func aFailureDoesNotRollBackOverANewerValue() async {
    let store = makeStore()
    let fetch = Fetch()
    let send = Send()
    let post = await loadedPost(store, fetch)
    let mutation = like(store, send)
    let caller = Task.immediate { await mutation.submit(1) }
    // Meanwhile a newer value arrives (a push, a refresh, another mutation).
    store.setValue(Post(id: 1, likes: 50), for: "post/1")
    await send.nextCall().fail(with: TestFailure(1))
    _ = await caller.value
    #expect(post.state == .loaded(Post(id: 1, likes: 50)))
    #expect(!post.isRunning)
  }

  @Test func aCancelledSubmissionRollsBack() async {
    let store = makeStore()
    let fetch = Fetch()
    let send = Send()
    let post = await loadedPost(store, fetch)
    let mutation = like(store, send)
    let caller = Task { await mutation.submit(1) }
    _ = await send.nextCall()
    #expect(post.state.value?.likes == 11)
    mutation.cancel()
    _ = await caller.value
    #expect(post.state.value?.likes == 10)
    #expect(mutation.state.isIdle)
  }

  @Test func anOptimisticUpdateReplacesTheLoadInFlight() async {
    let store = makeStore()
    let fetch = Fetch()
    let send = Send()
    let post = await loadedPost(store, fetch)
    store.invalidate("post/1")  // a refresh is in flight; its response predates the like
    let stale = await fetch.nextCall()
    let mutation = like(store, send)
    let caller = Task.immediate { await mutation.submit(1) }
    #expect(post.state == .loaded(Post(id: 1, likes: 11)))
    await stale.waitForCancellation()
    await send.nextCall().succeed(with: 11)
    _ = await caller.value
    await fetch.nextCall().succeed(with: Post(id: 1, likes: 11))
    await store.waitUntilSettled()
    #expect(post.state == .loaded(Post(id: 1, likes: 11)))
  }

  @Test func aKeyWithoutAValueIsOnlyRevalidated() async {
    let store = makeStore()
    let send = Send()
    let mutation = like(store, send)
    let caller = Task { await mutation.submit(1) }
    await send.nextCall().fail(with: TestFailure(1))
    _ = await caller.value
    #expect(!store.contains("post/1"))
  }

  @Test func anUpdateThatRevalidatesOnlyAfterAFailureKeepsItsValueAfterASuccess() async {
    let store = makeStore()
    let fetch = Fetch()
    let post = await loadedPost(store, fetch)
    let send = Send()
    let like = Mutation<Int, Int, any Error>(
      optimistic: [
        .update(store, key: { "post/\($0)" }, as: Post.self, revalidate: .whenUnsure) { post, _ in post.likes += 1 }
      ]
    ) { _ in try await send.operation() }
    let submit = Task.immediate { await like.submit(1) }
    await send.nextCall().succeed(with: 11)
    _ = await submit.value
    #expect(post.state == .loaded(Post(id: 1, likes: 11)))
    #expect(!post.isRunning)  // no request: the changed value stays
    #expect(fetch.callCount == 1)
    let failing = Task.immediate { await like.submit(1) }
    await send.nextCall().fail(with: TestFailure(1))
    _ = await failing.value
    #expect(!post.isRunning)  // rolled back exactly: nothing to ask
    #expect(post.state == .loaded(Post(id: 1, likes: 11)))
  }
}

/// Counts calls made from any task.
private final class Counter: Sendable {
  private let count = Mutex(0)

  var value: Int { count.withLock { $0 } }

  func increment() {
    count.withLock { $0 += 1 }
  }
}
