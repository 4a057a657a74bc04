import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// How a store saves what it fetches: coalesced per key on its clock (at most one write a second, the last value
/// wins), written off the main actor, written at once on `flush()` and when the store goes, and read back before it
/// is written.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct PersistenceWritingTests {
  /// The answer the next fetch returns.
  final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var current = 0
    var value: Int {
      get { lock.withLock { current } }
      set { lock.withLock { current = newValue } }
    }
  }

  let clock = VirtualClock()
  let persistence = RecordingPersistence()
  let answer = Answer()

  func makeStore(evictAfter: Duration = .seconds(300)) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      evictAfter: evictAfter, persistence: persistence)
  }

  func posts(_ store: ResourceStore, key: ResourceKey = "posts") -> Resource<Int, Never> {
    store.resource(key, as: Int.self) { [answer] in answer.value }
  }

  /// Fetches `value` through `resource`.
  func fetch(_ value: Int, _ resource: Resource<Int, Never>) async {
    answer.value = value
    await resource.refresh()
    #expect(resource.state == .loaded(value))
  }

  @Test func twoAnswersWithinASecondMakeOneWriteOfTheLastOffTheMainActor() async {
    let store = makeStore()
    let posts = posts(store)
    await fetch(1, posts)
    clock.advance(by: .milliseconds(500))
    await fetch(2, posts)
    #expect(store.unsavedCount == 1)
    #expect(persistence.writes.isEmpty)
    clock.advance(by: .milliseconds(500))  // a second after the first answer: the batch is handed over
    await persistence.waitForWrites(1)
    #expect(persistence.written == ["2"])
    #expect(persistence.writes.allSatisfy { !$0.onMainActor })
    #expect(store.unsavedCount == 0)
    await store.flush()
    #expect(persistence.written == ["2"])
  }

  @Test func aKeyIsWrittenAtMostOnceASecond() async {
    let store = makeStore()
    let posts = posts(store)
    await fetch(1, posts)
    clock.advance(by: .seconds(1))
    await persistence.waitForWrites(1)
    await fetch(2, posts)  // at 1 s, just after the first write
    clock.advance(by: .milliseconds(200))
    await fetch(3, posts)
    clock.advance(by: .milliseconds(799))
    #expect(store.unsavedCount == 1)
    await yieldABit()
    #expect(persistence.written == ["1"])
    clock.advance(by: .milliseconds(1))  // a second after the answer at 1 s
    await persistence.waitForWrites(2)
    #expect(persistence.written == ["1", "3"])
  }

  @Test func keysAnsweredWithinASecondAreWrittenTogetherEachOnce() async {
    let store = makeStore()
    let a = posts(store, key: "a")
    let b = posts(store, key: "b")
    await fetch(1, a)
    clock.advance(by: .milliseconds(300))
    await fetch(2, b)
    await fetch(3, a)
    #expect(store.unsavedCount == 2)
    clock.advance(by: .milliseconds(700))
    await persistence.waitForWrites(2)
    #expect(persistence.writes.map(\.key) == ["a", "b"])
    #expect(persistence.written == ["3", "2"])
  }

  @Test func flushWritesWhatWaitsAtOnce() async {
    let store = makeStore()
    let posts = posts(store)
    await fetch(1, posts)
    await store.flush()
    #expect(persistence.written == ["1"])
    #expect(store.unsavedCount == 0)
    clock.advance(by: .seconds(2))  // the batch's timer was cancelled: nothing more is written
    await yieldABit()
    await store.flush()
    #expect(persistence.written == ["1"])
  }

  @Test func aValueIsOnDiskASecondAfterItArrivedWithoutAFlush() async {
    // What a kill -9 can lose: the values of the last second, never older ones.
    let store = makeStore()
    let posts = posts(store)
    await fetch(7, posts)
    clock.advance(by: Duration.seconds(1))
    await persistence.waitForWrites(1)
    #expect(persistence.written == ["7"])
  }

  @Test func aStoreThatGoesAwayWritesWhatWaited() async {
    weak var gone: ResourceStore?
    do {
      let store = makeStore()
      gone = store
      let posts = posts(store)
      await fetch(4, posts)
      posts.release()
      #expect(persistence.writes.isEmpty)
    }
    #expect(await eventually { gone == nil })
    // The store's deinit waited for the write.
    #expect(persistence.written == ["4"])
  }

  @Test func aValueNotWrittenYetReadsBackAfterAnEviction() async {
    let store = makeStore(evictAfter: .zero)
    let posts = posts(store)
    await fetch(5, posts)
    posts.release()
    #expect(!store.contains("posts"))
    #expect(persistence.writes.isEmpty)
    let again = store.resource("posts", as: Int.self) { 0 }
    #expect(again.state == .loaded(5))
    #expect(again.valueOrigin == .restored)
    #expect(again.isStale)
    #expect(persistence.reads.count == 1)  // the first handle's; the second reads the value waiting, not the disk
  }

  @Test func aValueSetByHandWaitsForNothingAndIsNeverWritten() async {
    let store = makeStore()
    let posts = posts(store)
    posts.setValue(9)
    #expect(store.unsavedCount == 0)
    await store.flush()
    #expect(persistence.writes.isEmpty)
  }

  @Test func aStoreWithoutPersistenceFlushesAtOnce() async {
    let store = ResourceStore(clock: clock)
    await store.flush()
    #expect(store.unsavedCount == 0)
    #expect(await store.restore(["posts"], as: Int.self) == 0)
  }

  /// Lets the tasks woken by the clock run.
  func yieldABit() async {
    for _ in 0..<50 { await Task.yield() }
  }
}
