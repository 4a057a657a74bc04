import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// `store.restore(_:as:)`: saved values read ahead, in order, off the main actor, the first key first; each taken by
/// the first handle of its key, without reading the disk again.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct RestoreTests {
  let clock = VirtualClock()
  let persistence = RecordingPersistence()

  func makeStore(evictAfter: Duration = .seconds(300)) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      evictAfter: evictAfter, persistence: persistence)
  }

  func preload(_ count: Int) throws -> [ResourceKey] {
    try (0..<count).map { index in
      let key: ResourceKey = "post/\(index)"
      try persistence.preload(index, for: key)
      return key
    }
  }

  @Test func keysAreReadInTheOrderGivenOffTheMainActor() async throws {
    let keys = try preload(6)
    let order = [keys[3], keys[0], keys[5], keys[1], keys[2], keys[4]]
    let store = makeStore()
    #expect(await store.restore(order, as: Int.self) == 6)
    #expect(persistence.reads.map(\.key) == order)
    #expect(persistence.reads.allSatisfy { !$0.onMainActor })
    // Each handle shows its value at once, as a saved copy, without reading the disk.
    for (index, key) in keys.enumerated() {
      let post = store.resource(key, as: Int.self) { -1 }
      #expect(post.state == .loaded(index))
      #expect(post.valueOrigin == .restored)
      #expect(post.savedAt == RecordingPersistence.savedAt)
      #expect(post.isStale)
    }
    #expect(persistence.reads.count == 6)
  }

  @Test func theFirstKeyIsOnScreenBeforeTheRestAreRead() async throws {
    let keys = try preload(20)
    let store = makeStore()
    persistence.holdReads(except: keys[0])
    let restoring = Task { await store.restore(keys, as: Int.self) }
    await persistence.waitForReads(2)  // the second key's read has started: the first key was handed over
    let first = store.resource(keys[0], as: Int.self) { -1 }
    #expect(first.state == .loaded(0))
    #expect(persistence.reads.filter { $0.key == keys[0] }.count == 1)  // the read ahead, not one on the main actor
    persistence.releaseReads()
    #expect(await restoring.value == 20)
    #expect(store.resource(keys[19], as: Int.self) { -1 }.state == .loaded(19))
  }

  @Test func aHandleAskedForBeforeRestoreReadsItsKeyItselfAndRestoreSkipsIt() async throws {
    let keys = try preload(3)
    let store = makeStore()
    let early = store.resource(keys[1], as: Int.self) { -1 }
    #expect(early.state == .loaded(1))
    #expect(persistence.reads.map(\.onMainActor) == [true])
    #expect(await store.restore(keys, as: Int.self) == 2)
    #expect(persistence.reads.map(\.key) == [keys[1], keys[0], keys[2]])
  }

  @Test func aKeyWithNothingSavedOrAnotherTypeIsNotRestored() async throws {
    let keys = try preload(2)
    try persistence.preload("text", for: "title")
    let store = makeStore()
    #expect(await store.restore(keys + ["missing", "title"], as: Int.self) == 2)
    #expect(store.resource("missing", as: Int.self) { -1 }.state == .idle)
  }

  @Test func aValueReadAheadOfTheWrongTypeIsReadAgainAsTheRightOne() async throws {
    try persistence.preload(1, for: "count")
    let store = makeStore()
    #expect(await store.restore(["count"], as: Double.self) == 1)
    let count = store.resource("count", as: Int.self) { -1 }
    #expect(count.state == .loaded(1))
    #expect(persistence.reads.count == 2)
  }

  @Test func valuesNoHandleAsksForAreDroppedAfterEvictAfter() async throws {
    let keys = try preload(2)
    let store = makeStore(evictAfter: .seconds(10))
    #expect(await store.restore(keys, as: Int.self) == 2)
    clock.advance(by: .seconds(10))
    store.evictExpired()
    let post = store.resource(keys[0], as: Int.self) { -1 }
    #expect(post.state == .loaded(0))
    #expect(persistence.reads.count == 3)  // read again: the value read ahead was dropped
  }

  @Test func aValueNotWrittenYetWinsOverTheSavedOne() async throws {
    try persistence.preload(1, for: "count")
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      evictAfter: .zero, persistence: persistence)
    let count = store.resource("count", as: Int.self) { 2 }
    await count.refresh()
    count.release()  // evicted at once; its answer waits to be written
    #expect(await store.restore(["count"], as: Int.self) == 0)
    #expect(store.resource("count", as: Int.self) { -1 }.state == .loaded(2))
  }
}
