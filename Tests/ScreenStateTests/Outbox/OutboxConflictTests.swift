import ScreenState
import ScreenStateTesting
import Synchronization
import Testing

/// A change kept in an outbox whose item the server deleted or changed meanwhile: removed from every copy and kept
/// as failed, or sent again within the same send when the client wins.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OutboxConflictTests {
  struct Post: Codable, Hashable, Sendable, Identifiable {
    var id: Int
    var likes = 10
  }

  typealias Send = ControllableOperation<Post, any Error>
  typealias Like = Mutation<Int, Post, any Error>

  let clock = VirtualClock()
  let network = ControllableConnectivity()
  let server = Server()

  /// Whether the server deleted post 2: asked for it then, it answers 404.
  final class Server: Sendable {
    let deleted = Mutex(false)
  }

  /// A store with the feed of posts 1…3 and the detail of post 2 loaded, its outbox, and a like kept in it.
  func launch(_ send: Send, conflicts: ConflictPolicy<Int, any Error>) async -> (
    Outbox, Like, Resource<[Post], Never>, Resource<Post, any Error>
  ) {
    let store = ResourceStore(
      configuration: LoadingConfiguration(
        retryPolicy: .never, attemptTimeout: nil, clock: clock, connectivity: network),
      persistence: InMemoryPersistence())
    let feed = store.resource("feed") { [Post(id: 1), Post(id: 2), Post(id: 3)] }
    let detail = store.resource("post/2") { [server] () async throws(any Error) -> Post in
      if server.deleted.withLock({ $0 }) { throw HTTPStatusError(statusCode: 404) }
      return Post(id: 2)
    }
    await feed.load()
    await detail.load()
    let outbox = Outbox(store)
    let like = Like(
      "like the post", queuedIn: outbox, as: "like",
      optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }], conflicts: conflicts,
      operation: send.operation(taking: MutationRequest<Int>.self))
    return (outbox, like, feed, detail)
  }

  @Test func aLikeQueuedOfflineOfAPostDeletedMeanwhileLeavesEveryCopyAndFails() async {
    let send = Send()
    let (outbox, like, feed, detail) = await launch(send, conflicts: .serverWins)
    network.goOffline()
    guard case .queued = await like.submit(2) else {
      Issue.record("expected the like to wait")
      return
    }
    #expect(detail.state.value?.likes == 11)
    server.deleted.withLock { $0 = true }
    network.goOnline()
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 410))
    await outbox.waitUntilSettled()
    #expect(feed.state.value?.map(\.id) == [1, 3])
    // Forgotten, then asked again for its screen: the server's answer is what it shows.
    await detail.waitUntilSettled()
    #expect(detail.state.value == nil)
    #expect(detail.state.error as? HTTPStatusError == HTTPStatusError(statusCode: 404))
    #expect(like.failureClassification?.isGone == true)
    #expect(outbox.pendingCount == 0)
    #expect(outbox.entries.count == 1)  // kept as failed, shown by the like's screen until dismissed
  }

  @Test func theClientWinsWithinOneSendOfTheOutbox() async {
    let send = Send()
    let (outbox, like, feed, _) = await launch(send, conflicts: .clientWins)
    network.goOffline()
    _ = await like.submit(2)
    network.goOnline()
    let first = await send.nextCall()
    first.fail(with: HTTPStatusError(statusCode: 412))
    let second = await send.nextCall()
    #expect((second.input as? MutationRequest<Int>)?.overridesServer == true)
    #expect((second.input as? MutationRequest<Int>)?.id == (first.input as? MutationRequest<Int>)?.id)
    second.succeed(with: Post(id: 2, likes: 11))
    await outbox.waitUntilSettled()
    #expect(outbox.isEmpty)
    #expect(feed.state.value?.map(\.likes) == [10, 11, 10])
    #expect(like.failureClassification == nil)
  }

  @Test func keepMineSendsTheKeptChangeAgainWithItsIDOverridingTheServer() async {
    let send = Send()
    let (outbox, like, feed, _) = await launch(send, conflicts: .askUser)
    let submit = Task.immediate { await like.submit(2) }
    let first = await send.nextCall()
    first.fail(with: HTTPStatusError(statusCode: 409))
    #expect(await submit.value.failure != nil)
    await outbox.waitUntilSettled()
    #expect(like.asksWhoseChangeWins)
    #expect(feed.state.value?.map(\.likes) == [10, 10, 10])
    let keepMine = Task.immediate { await like.retry() }
    let second = await send.nextCall()
    #expect((second.input as? MutationRequest<Int>)?.overridesServer == true)
    #expect((second.input as? MutationRequest<Int>)?.id == (first.input as? MutationRequest<Int>)?.id)
    second.succeed(with: Post(id: 2, likes: 11))
    await keepMine.value
    await outbox.waitUntilSettled()
    #expect(outbox.isEmpty)
    #expect(feed.state.value?.map(\.likes) == [10, 11, 10])
  }
}
