// A store's persistence at launch and under a burst of answers (issue 17, item 4), with FileResourcePersistence (one
// JSON file per key).
//
// - Offline start, 1,000 saved keys of about 2 KB each (written outside the timed part, in a new temporary
//   directory per sample), on a new store:
//   - lazy: a handle made for each key, each reading its own file on the main actor (what a store does without
//     `restore`): ms until all 1,000 show their saved value, µs until the first does;
//   - restore: `await store.restore([first], as:)`, the first key's handle, then `await store.restore(rest, as:)`
//     and a handle for each: the files read and decoded off the main actor, the first key first.
//   Target: ≤ 100 ms for the 1,000 keys; Bodega's file-per-object store reads 1,000 objects in about 250 ms.
// - Write burst: 1,000 keys answered one after the other (`refresh()` of each handle, an operation that returns at
//   once), on a store with the persistence and, in the same sample, on one without: the difference is the main
//   actor's share of saving 1,000 values. Also timed: the old path, 1,000 `persistence.write` calls on the main actor
//   (what a store did on each answer before the writer), and `store.flush()` after the burst (the writes themselves,
//   off the main actor). Target: ≤ 200 ms of main-actor time for the burst.

import Benchmark
import BenchmarkSupport
import Foundation
import ScreenState

/// A saved value of about 2 KB as JSON.
struct SavedArticle: Codable, Hashable, Sendable {
  var id: Int
  var title: String
  var author: String
  var tags: [String]
  var likes: Int
  var publishedAt: Date
  var body: String

  init(id: Int) {
    self.id = id
    title = "Article number \(id): what the neighbourhood board said this week"
    author = "Author \(id % 37)"
    tags = ["news", "board", "week \(id % 52)", "street \(id % 11)"]
    likes = id * 7 % 1_000
    publishedAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(id) * 60)
    body = String(repeating: "The body of article \(id) goes on for a while, as a real article would. ", count: 24)
  }
}

let persistedKeyCount = 1_000
let persistedKeys: [ResourceKey] = (0..<persistedKeyCount).map { ResourceKey("article").appending($0) }
let articles: [SavedArticle] = (0..<persistedKeyCount).map { SavedArticle(id: $0) }

enum PersistenceMetric {
  static let lazyAll = BenchmarkMetric.custom("offline start, lazy: µs to 1,000 keys shown", useScalingFactor: false)
  static let lazyFirst = BenchmarkMetric.custom(
    "offline start, lazy: µs to the first key shown", useScalingFactor: false)
  static let restoreAll = BenchmarkMetric.custom(
    "offline start, restore: µs to 1,000 keys shown", useScalingFactor: false)
  static let restoreFirst = BenchmarkMetric.custom(
    "offline start, restore: µs to the first key shown", useScalingFactor: false)
  static let burstWith = BenchmarkMetric.custom(
    "write burst: µs of 1,000 answers, with persistence", useScalingFactor: false)
  static let burstWithout = BenchmarkMetric.custom(
    "write burst: µs of 1,000 answers, without persistence", useScalingFactor: false)
  static let burstOld = BenchmarkMetric.custom(
    "write burst: µs of 1,000 synchronous writes on the main actor (before)", useScalingFactor: false)
  static let burstFlush = BenchmarkMetric.custom(
    "write burst: µs of flush() after it (off the main actor)", useScalingFactor: false)
}

/// A new temporary directory holding the 1,000 saved articles, each in its file.
func savedDirectory() -> (URL, FileResourcePersistence) {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "screenstate-persistence-\(UUID().uuidString)", isDirectory: true)
  let persistence = FileResourcePersistence(directory: directory)
  for (key, article) in zip(persistedKeys, articles) { persistence.write(article, for: key) }
  return (directory, persistence)
}

@MainActor
func article(_ store: ResourceStore, _ key: ResourceKey) -> Resource<SavedArticle, any Error> {
  store.resource(key, as: SavedArticle.self, timeout: nil) { throw URLError(.notConnectedToInternet) }
}

/// µs to the first key shown and ms to all, reading each key as its handle is made.
@MainActor
func lazyOfflineStart() -> (first: Duration, all: Duration) {
  let (directory, persistence) = savedDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let clock = ContinuousClock()
  let start = clock.now
  let store = ResourceStore(persistence: persistence)
  var handles: [Resource<SavedArticle, any Error>] = []
  handles.reserveCapacity(persistedKeyCount)
  var first = Duration.zero
  for key in persistedKeys {
    handles.append(article(store, key))
    if handles.count == 1 { first = start.duration(to: clock.now) }
  }
  let all = start.duration(to: clock.now)
  check(handles)
  return (first, all)
}

/// The same with `restore`: the first key alone, then the rest, read off the main actor.
@MainActor
func restoredOfflineStart() async -> (first: Duration, all: Duration) {
  let (directory, persistence) = savedDirectory()
  defer { try? FileManager.default.removeItem(at: directory) }
  let clock = ContinuousClock()
  let start = clock.now
  let store = ResourceStore(persistence: persistence)
  var handles: [Resource<SavedArticle, any Error>] = []
  handles.reserveCapacity(persistedKeyCount)
  await store.restore([persistedKeys[0]], as: SavedArticle.self)
  handles.append(article(store, persistedKeys[0]))
  let first = start.duration(to: clock.now)
  let rest = Array(persistedKeys.dropFirst())
  let restored = await store.restore(rest, as: SavedArticle.self)
  for key in rest { handles.append(article(store, key)) }
  let all = start.duration(to: clock.now)
  precondition(restored == persistedKeyCount - 1, "restored \(restored)")
  check(handles)
  return (first, all)
}

@MainActor
func check(_ handles: [Resource<SavedArticle, any Error>]) {
  precondition(handles.count == persistedKeyCount)
  for (handle, article) in zip(handles, articles) {
    precondition(handle.state == .loaded(article) && handle.valueOrigin == .restored, "\(handle.key) not restored")
  }
}

/// The main actor's time for 1,000 answers with and without a persistence, the old synchronous writes, and the flush.
@MainActor
func writeBurst(iteration: Int) async -> (with: Duration, without: Duration, old: Duration, flush: Duration) {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "screenstate-burst-\(UUID().uuidString)", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let persistence = FileResourcePersistence(directory: directory.appendingPathComponent("store"))
  let clock = ContinuousClock()

  // Every handle is kept until both stores are measured: a handle dropped unsubscribes in a task of its own, which
  // would run inside the other store's measurement.
  var kept: [Resource<SavedArticle, Never>] = []
  func answers(_ store: ResourceStore) async -> Duration {
    let handles = zip(persistedKeys, articles).map { key, article in
      store.resource(key, as: SavedArticle.self, timeout: nil) { article }
    }
    let start = clock.now
    for handle in handles { await handle.refresh() }
    let elapsed = start.duration(to: clock.now)
    precondition(handles.allSatisfy { $0.valueOrigin == .fetched })
    kept += handles
    return elapsed
  }
  defer { for handle in kept { handle.release() } }

  let saving = ResourceStore(retryPolicy: .never, persistence: persistence)
  let plain = ResourceStore(retryPolicy: .never)
  // Alternating which goes first, as a paired ratio does.
  let with: Duration
  let without: Duration
  if iteration.isMultiple(of: 2) {
    with = await answers(saving)
    without = await answers(plain)
  } else {
    without = await answers(plain)
    with = await answers(saving)
  }
  precondition(saving.unsavedCount == persistedKeyCount, "\(saving.unsavedCount) unsaved")
  var start = clock.now
  await saving.flush()
  let flush = start.duration(to: clock.now)
  precondition(saving.unsavedCount == 0)

  let old = FileResourcePersistence(directory: directory.appendingPathComponent("old"))
  start = clock.now
  for (key, article) in zip(persistedKeys, articles) { old.write(article, for: key) }
  let oldTime = start.duration(to: clock.now)
  return (with, without, oldTime, flush)
}

func microseconds(_ duration: Duration) -> Int {
  Int((duration / .microseconds(1)).rounded())
}

let benchmarks: @Sendable () -> Void = {
  func configuration(_ metrics: [BenchmarkMetric]) -> Benchmark.Configuration {
    Benchmark.Configuration(
      metrics: metrics, units: Dictionary(uniqueKeysWithValues: metrics.map { ($0, .count) }), warmupIterations: 1,
      maxDuration: .seconds(10), maxIterations: 20)
  }
  Benchmark(
    "Persistence: offline start, 1,000 saved keys, lazy reads",
    configuration: configuration([PersistenceMetric.lazyFirst, PersistenceMetric.lazyAll])
  ) { benchmark in
    let times = await lazyOfflineStart()
    benchmark.measurement(PersistenceMetric.lazyFirst, microseconds(times.first))
    benchmark.measurement(PersistenceMetric.lazyAll, microseconds(times.all))
  }
  Benchmark(
    "Persistence: offline start, 1,000 saved keys, restore",
    configuration: configuration([PersistenceMetric.restoreFirst, PersistenceMetric.restoreAll])
  ) { benchmark in
    let times = await restoredOfflineStart()
    benchmark.measurement(PersistenceMetric.restoreFirst, microseconds(times.first))
    benchmark.measurement(PersistenceMetric.restoreAll, microseconds(times.all))
  }
  let burst = [
    PersistenceMetric.burstWith, PersistenceMetric.burstWithout, PersistenceMetric.burstOld,
    PersistenceMetric.burstFlush,
  ]
  registerLifecycleBenchmarks()
  Benchmark("Persistence: write burst, 1,000 keys", configuration: configuration(burst)) { benchmark in
    let times = await writeBurst(iteration: HarnessHandle(benchmark).iteration)
    benchmark.measurement(PersistenceMetric.burstWith, microseconds(times.with))
    benchmark.measurement(PersistenceMetric.burstWithout, microseconds(times.without))
    benchmark.measurement(PersistenceMetric.burstOld, microseconds(times.old))
    benchmark.measurement(PersistenceMetric.burstFlush, microseconds(times.flush))
  }
}
