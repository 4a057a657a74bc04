import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// Several optimistic mutations in flight, each rolled back alone and exactly; one change of an entity reaching
/// every cached copy of it; serialisation where the app asks for it.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ConcurrentMutationTests {
  struct Post: Codable, Hashable, Sendable, Identifiable {
    var id: Int
    var likes = 0
  }

  typealias Send = ControllableOperation<Int, any Error>

  let clock = VirtualClock()
  let server = FakeServer()

  /// What the server holds: each post's likes (10 to begin with), one more for each like it accepted. A key that
  /// revalidates after a mutation reads it, as a real server's answer would include the likes it accepted.
  final class FakeServer: @unchecked Sendable {
    private let lock = NSLock()
    private var likes: [Int: Int] = [:]

    func post(_ id: Int) -> Post { lock.withLock { Post(id: id, likes: likes[id, default: 10]) } }
    func like(_ id: Int) { lock.withLock { likes[id, default: 10] += 1 } }
  }

  func makeStore() -> ResourceStore {
    ResourceStore(configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock))
  }

  /// A feed of posts 0…5 and the details of posts 1 and 2, all loaded.
  func loadedStore() async -> (
    ResourceStore, PagedResource<Post, Int, any Error>, Resource<Post, any Error>, Resource<Post, any Error>
  ) {
    let store = makeStore()
    // A revalidation (after a failed like) asks again for every page loaded, so the pages stay whenever it lands.
    let feed = store.pages("feed", first: 0, refresh: .loadedPages) { [server] (cursor: Int) async throws(any Error) in
      Page(items: (cursor * 3..<cursor * 3 + 3).map { server.post($0) }, next: cursor < 3 ? cursor + 1 : nil)
    }
    await feed.load()
    await feed.loadMore()
    let one = store.resource("post/1") { [server] () async throws(any Error) in server.post(1) }
    let two = store.resource("post/2") { [server] () async throws(any Error) in server.post(2) }
    await one.load()
    await two.load()
    return (store, feed, one, two)
  }

  func like(_ store: ResourceStore, _ send: Send, concurrency: Mutation<Int, Int, any Error>.Concurrency = .concurrent)
    -> Mutation<Int, Int, any Error>
  {
    Mutation(
      "like the post", configuration: store.configuration, concurrency: concurrency,
      optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }]
    ) { [server] id in
      let answer = try await send.operation()
      server.like(id)  // accepted: the server's copies count it from now on
      return answer
    }
  }

  func likes(_ feed: PagedResource<Post, Int, any Error>, _ id: Int) -> Int? {
    feed.state.value?.first { $0.id == id }?.likes
  }

  @Test func oneLikeReachesTheFeedsRowAndTheDetailAtOnce() async {
    let (store, feed, one, _) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    let submit = Task.immediate { await like.submit(1) }
    #expect(likes(feed, 1) == 11)
    #expect(one.state.value?.likes == 11)
    #expect(feed.state.value?.pageCount == 2)  // pages and footer kept
    await send.nextCall().succeed(with: 11)
    _ = await submit.value
    #expect(likes(feed, 1) == 11)
    #expect(one.state.value?.likes == 11)
  }

  @Test func twoLikesInFlightOneFailsOnlyItsChangeIsUndone() async {
    let (store, feed, one, two) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    // The second is submitted once the first reached the server: the calls arrive in a known order, both in flight.
    let first = Task.immediate { await like.submit(1) }
    let firstCall = await send.nextCall()
    let second = Task.immediate { await like.submit(2) }
    let secondCall = await send.nextCall()
    #expect(likes(feed, 1) == 11)
    #expect(likes(feed, 2) == 11)
    firstCall.fail(with: TestFailure(1))
    _ = await first.value
    #expect(likes(feed, 1) == 10)  // rolled back
    #expect(one.state.value?.likes == 10)
    #expect(likes(feed, 2) == 11)  // the other like stays
    #expect(two.state.value?.likes == 11)
    secondCall.succeed(with: 11)
    _ = await second.value
    #expect(likes(feed, 2) == 11)
    #expect(like.failureClassification != nil)  // the failed like is still shown, though the other succeeded
  }

  @Test func twoLikesOfOnePostTheFirstFailsTheSecondsStays() async {
    let (store, feed, one, _) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    // The second is submitted once the first reached the server: the calls arrive in a known order, both in flight.
    let first = Task.immediate { await like.submit(1) }
    let firstCall = await send.nextCall()
    let second = Task.immediate { await like.submit(1) }
    let secondCall = await send.nextCall()
    #expect(one.state.value?.likes == 12)
    firstCall.fail(with: TestFailure(1))
    _ = await first.value
    #expect(one.state.value?.likes == 11)
    #expect(likes(feed, 1) == 11)
    secondCall.succeed(with: 11)
    _ = await second.value
    #expect(one.state.value?.likes == 11)
  }

  @Test func aSucceededLikeStaysWhenAnEarlierOneFailsAfterIt() async {
    let (store, _, one, _) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    // The second is submitted once the first reached the server: the calls arrive in a known order, both in flight.
    let first = Task.immediate { await like.submit(1) }
    let firstCall = await send.nextCall()
    let second = Task.immediate { await like.submit(1) }
    let secondCall = await send.nextCall()
    secondCall.succeed(with: 12)
    _ = await second.value
    firstCall.fail(with: TestFailure(1))
    _ = await first.value
    #expect(one.state.value?.likes == 11)
  }

  @Test func aNewerAnswerSupersedesTheLikesUnderIt() async {
    let store = makeStore()
    let fetch = ControllableOperation<Post, any Error>()
    let post = store.resource("post/1", fetch: fetch.operation)
    let load = Task.immediate { await post.load() }
    await fetch.nextCall().succeed(with: Post(id: 1, likes: 10))
    await load.value
    let send = Send()
    let like = like(store, send)
    let submit = Task.immediate { await like.submit(1) }
    let call = await send.nextCall()
    #expect(post.state.value?.likes == 11)
    let refresh = Task.immediate { await post.refresh() }
    await fetch.nextCall().succeed(with: Post(id: 1, likes: 40))  // the server's truth, newer than the like
    await refresh.value
    call.fail(with: TestFailure(1))
    _ = await submit.value
    #expect(post.state.value?.likes == 40)  // the newer value stays: nothing to roll back under it
  }

  @Test func aLikeSurvivesAPageAppendedAndRollsBackAlone() async {
    let (store, feed, _, _) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    let submit = Task.immediate { await like.submit(4) }
    let call = await send.nextCall()
    await feed.loadMore()
    #expect(feed.state.value?.pageCount == 3)
    #expect(likes(feed, 4) == 11)
    call.fail(with: TestFailure(1))
    _ = await submit.value
    #expect(likes(feed, 4) == 10)
    #expect(feed.state.value?.pageCount == 3)  // the page appended meanwhile stays
  }

  @Test func editsOfOnePostGoInOrderEditsOfOthersDoNot() async {
    let (store, _, _, _) = await loadedStore()
    let send = Send()
    let edit = Mutation<Int, Int, any Error>(configuration: store.configuration, concurrency: .serialPerScope { $0 }) {
      id in try await send.operation()
    }
    let first = Task.immediate { await edit.submit(1) }
    let firstCall = await send.nextCall()  // before the others: the calls arrive in a known order
    let second = Task.immediate { await edit.submit(1) }
    let other = Task.immediate { await edit.submit(2) }
    let otherCall = await send.nextCall()
    for _ in 0..<20 { await Task.yield() }
    #expect(send.callCount == 2)  // the second edit of post 1 waits for the first
    firstCall.succeed(with: 1)
    let secondCall = await send.nextCall()
    secondCall.succeed(with: 2)
    otherCall.succeed(with: 3)
    _ = await (first.value, second.value, other.value)
    #expect(send.callCount == 3)
  }

  /// A like whose answer is the post as the server holds it: the answer replaces every copy, with no request.
  func answeredLike(_ store: ResourceStore, _ send: ControllableOperation<Post, any Error>) -> Mutation<
    Int, Post, any Error
  > {
    Mutation(
      "like the post", configuration: store.configuration,
      optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }],
      answer: .entity(store)
    ) { _ in try await send.operation() }
  }

  @Test func theAnswerReplacesTheGuessInEveryCopyWithNoRequest() async {
    let (store, feed, one, _) = await loadedStore()
    let send = ControllableOperation<Post, any Error>()
    let like = answeredLike(store, send)
    let submit = Task.immediate { await like.submit(1) }
    #expect(likes(feed, 1) == 11 && one.state.value?.likes == 11)  // the guess
    await send.nextCall().succeed(with: Post(id: 1, likes: 15))  // others liked it meanwhile
    _ = await submit.value
    #expect(likes(feed, 1) == 15 && one.state.value?.likes == 15)
    #expect(!feed.isRunning && !one.isRunning)
    #expect(!feed.isStale && !one.isStale)
  }

  @Test func anAnswerShowsUnderTheChangesStillPendingAndARefusalAfterItKeepsIt() async {
    let (store, feed, one, _) = await loadedStore()
    let send = ControllableOperation<Post, any Error>()
    let like = answeredLike(store, send)
    // The second like is submitted once the first one's call is made: two submissions' attempts reach the
    // operation in either order.
    let first = Task.immediate { await like.submit(1) }
    let firstCall = await send.nextCall()
    let second = Task.immediate { await like.submit(1) }
    #expect(likes(feed, 1) == 12)
    let secondCall = await send.nextCall()
    firstCall.succeed(with: Post(id: 1, likes: 11))
    _ = await first.value
    #expect(likes(feed, 1) == 12 && one.state.value?.likes == 12)  // the server's 11, the second like over it
    secondCall.fail(with: HTTPStatusError(statusCode: 422))
    _ = await second.value
    #expect(likes(feed, 1) == 11 && one.state.value?.likes == 11)  // the server's value, exactly
    #expect(!feed.isRunning && !one.isRunning)
  }

  @Test func aServerAnswerForOneEntityUpdatesEveryCopy() async {
    let (store, feed, one, _) = await loadedStore()
    let keys = store.modifyEntities(Post.self, id: 1) { $0.likes = 99 }
    #expect(Set(keys) == ["feed", "post/1"])
    #expect(likes(feed, 1) == 99)
    #expect(one.state.value?.likes == 99)
  }
}
