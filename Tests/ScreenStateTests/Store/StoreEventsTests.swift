import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// The store's own events (cache hits and misses, saves, invalidations, evictions, rollbacks) and a mutation's
/// (queued, sent, rolled back), each where and when it happens, with its key.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct StoreEventsTests {
  struct Post: Codable, Hashable, Sendable {
    var id: Int
    var likes: Int
  }

  let clock = VirtualClock()

  func makeStore(
    evictAfter: Duration = .seconds(300), capacity: Int = 500, persistence: (any ResourcePersistence)? = nil
  ) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      staleAfter: .seconds(60), evictAfter: evictAfter, capacity: capacity, persistence: persistence)
  }

  @Test func aLoadOnAppearIsAMissThenAFreshHitThenAStaleHit() async {
    let store = makeStore()
    let recorder = EventRecorder(store)
    let post = store.resource("post/1") { Post(id: 1, likes: 0) }
    await post.load()
    await post.load()
    clock.advance(by: .seconds(61))
    await post.load()
    #expect(
      recorder.kinds(for: "post/1") == [
        .cacheMiss, .started(.load), .attemptStarted(1), .succeeded(attempts: 1),
        .cacheHit(stale: false),
        // A stale value of the key's own is revalidated: nobody asked for that request.
        .cacheHit(stale: true), .started(.revalidation), .attemptStarted(1), .succeeded(attempts: 1),
      ])
    #expect(recorder.events.allSatisfy { $0.key == "post/1" })
  }

  @Test func aPlaceholderIsAMiss() async {
    let store = makeStore()
    let feed = store.resource("feed", as: [Post].self) { [] }
    feed.setValue([Post(id: 1, likes: 2)])
    let recorder = EventRecorder(store)
    let operation = ControllableOperation<Post, any Error>()
    let post = store.resource(
      "post/1", placeholder: .derived(from: "feed", as: [Post].self) { $0.first }, fetch: operation.operation)
    let load = Task.immediate { await post.load() }
    await operation.nextCall().succeed(with: Post(id: 1, likes: 3))
    await load.value
    #expect(recorder.kinds(for: "post/1").prefix(2) == [.valueReplaced(.placeholder), .cacheMiss])
  }

  @Test func aWriteToThePersistenceIsReportedWithItsSize() async {
    let persistence = InMemoryPersistence()
    let store = makeStore(persistence: persistence)
    let recorder = EventRecorder(store)
    let post = store.resource("post/1") { Post(id: 1, likes: 12) }
    await post.load()
    await store.flush()  // saves are coalesced: written, and reported, within a second or on flush
    let size = persistence.data(for: "post/1")?.count
    #expect(size != nil)
    #expect(recorder.kinds.last == .saved(bytes: size))
    #expect(recorder.events.last?.key == "post/1")
  }

  @Test func aPersistenceThatOnlyWritesReportsNoSize() async {
    struct WriteOnly: ResourcePersistence {
      func read<Value: Decodable>(_ type: Value.Type, for key: ResourceKey) -> PersistedValue<Value>? { nil }
      func write<Value: Encodable>(_ value: Value, for key: ResourceKey) {}
      func remove(_ key: ResourceKey) {}
      func removeAll() {}
    }
    let store = makeStore(persistence: WriteOnly())
    let recorder = EventRecorder(store)
    let post = store.resource("post/1") { Post(id: 1, likes: 12) }
    await post.load()
    await store.flush()  // saves are coalesced: written, and reported, within a second or on flush
    #expect(recorder.kinds.last == .saved(bytes: nil))
  }

  @Test func theFileSizeIsReportedByTheFilePersistence() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("StoreEvents-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let persistence = FileResourcePersistence(directory: directory)
    let store = makeStore(persistence: persistence)
    let recorder = EventRecorder(store)
    let post = store.resource("post/1") { Post(id: 1, likes: 12) }
    await post.load()
    await store.flush()  // saves are coalesced: written, and reported, within a second or on flush
    let attributes = try FileManager.default.attributesOfItem(atPath: persistence.fileURL(for: "post/1").path)
    let size = (attributes[.size] as? NSNumber)?.intValue
    #expect(recorder.kinds.last == .saved(bytes: size))
  }

  @Test func aRestoredValueIsReportedWithItsKey() async {
    let persistence = InMemoryPersistence()
    persistence.write(Post(id: 1, likes: 4), for: "post/1")
    let store = makeStore(persistence: persistence)
    let recorder = EventRecorder(store)
    let operation = ControllableOperation<Post, any Error>()
    let post = store.resource("post/1", fetch: operation.operation)
    #expect(recorder.kinds(for: "post/1") == [.valueReplaced(.restored)])
    let load = Task.immediate { await post.load() }
    await operation.nextCall().succeed(with: Post(id: 1, likes: 5))
    await load.value
    #expect(recorder.kinds(for: "post/1")[1] == .cacheHit(stale: true))
  }

  @Test func anInvalidationMarksTheKeyStaleThenRefreshesIt() async {
    let store = makeStore()
    let post = store.resource("post/1") { Post(id: 1, likes: 0) }
    await post.load()
    let recorder = EventRecorder(store)
    store.invalidate("post/1")
    await store.waitUntilSettled()
    #expect(
      recorder.kinds == [.markedStale, .started(.invalidation), .attemptStarted(1), .succeeded(attempts: 1)])
  }

  @Test func anUnobservedKeyIsEvictedWhenItExpires() async {
    let store = makeStore(evictAfter: .seconds(10))
    let recorder = EventRecorder(store)
    let post = store.resource("post/1") { Post(id: 1, likes: 0) }
    await post.load()
    post.release()
    clock.advance(by: .seconds(10))
    store.evictExpired()
    #expect(recorder.kinds.last == .evicted(.expired))
    #expect(recorder.events.last?.key == "post/1")
    #expect(recorder.events.last?.time == .seconds(10))
  }

  @Test func theLeastRecentlyUsedKeyIsEvictedOverCapacity() async {
    let store = makeStore(capacity: 1)
    let recorder = EventRecorder(store)
    store.resource("post/1") { Post(id: 1, likes: 0) }.release()
    let second = store.resource("post/2") { Post(id: 2, likes: 0) }
    #expect(recorder.events.map(\.key) == ["post/1"])
    #expect(recorder.kinds == [.evicted(.overCapacity)])
    _ = second
  }

  @Test func aFailedLikeIsQueuedSentAndRolledBackOnTheMutationAndOnEachKey() async {
    let store = makeStore()
    let post = store.resource("post/1") { Post(id: 1, likes: 10) }
    let feed = store.resource("feed") { [Post(id: 1, likes: 10)] }
    await post.load()
    await feed.load()
    let send = ControllableOperation<Int, any Error>()
    let like = Mutation<Int, Int, any Error>(
      configuration: store.configuration,
      optimistic: [
        .update(store, key: { "post/\($0)" }, as: Post.self) { post, _ in post.likes += 1 },
        .update(store, key: "feed", as: [Post].self) { feed, _ in feed[0].likes += 1 },
        .update(store, key: "nothing/here", as: Post.self) { post, _ in post.likes += 1 },
      ]
    ) { _ in try await send.operation() }
    let mutationEvents = EventRecorder(like)
    let storeEvents = EventRecorder(store)
    let submit = Task.immediate { await like.submit(1) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    _ = await submit.value
    let serverError = FailureClassification(statusCode: 500)!
    #expect(
      mutationEvents.kinds == [
        .queued(patches: 2), .started(.submit), .attemptStarted(1),
        .failed(serverError, reason: .attemptsExhausted), .rolledBack(patches: 2),
      ])
    #expect(mutationEvents.events.allSatisfy { $0.part == .mutation && $0.request == RequestID(rawValue: 1) })
    #expect(mutationEvents.traces.first?.rolledBack == 2)
    #expect(
      storeEvents.kinds(for: "post/1").prefix(3) == [
        .valueReplaced(.set), .valueReplaced(.fetched), .rolledBack(patches: 1),
      ])
    #expect(storeEvents.kinds(for: "feed").contains(.rolledBack(patches: 1)))
    // Rolled back exactly: nothing is asked again.
    #expect(!storeEvents.kinds(for: "feed").contains(.markedStale))
    await store.waitUntilSettled()
  }

  @Test func aSucceededSubmissionRollsNothingBack() async {
    let store = makeStore()
    let post = store.resource("post/1") { Post(id: 1, likes: 10) }
    await post.load()
    let like = Mutation<Int, Int, any Error>(
      configuration: store.configuration,
      optimistic: [.update(store, key: { "post/\($0)" }, as: Post.self) { post, _ in post.likes += 1 }]
    ) { _ in 11 }
    let recorder = EventRecorder(like)
    await like.submit(1)
    #expect(recorder.kinds == [.queued(patches: 1), .started(.submit), .attemptStarted(1), .succeeded(attempts: 1)])
    #expect(recorder.requests == [RequestSummary(reason: .submit)])
    await store.waitUntilSettled()
  }

  @Test func aMutationWithoutOptimisticUpdatesReportsNoRollback() async {
    let like = Mutation<Int, Int, any Error>(configuration: LoadingConfiguration(attemptTimeout: nil, clock: clock)) {
      _ in throw HTTPStatusError(statusCode: 400)
    }
    let recorder = EventRecorder(like)
    await like.submit(1)
    #expect(recorder.kinds.first == .queued(patches: 0))
    #expect(!recorder.kinds.contains { if case .rolledBack = $0 { true } else { false } })
    #expect(recorder.requests == [RequestSummary(reason: .submit, outcome: .failed(.clientError))])
  }
}
