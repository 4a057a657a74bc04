// The disk's lifecycle at 1,000 and 10,000 saved keys of about 2 KB each (FileResourcePersistence, one file per key),
// in a new temporary directory per sample, written outside the timed part:
// - restore: `store.restore(keys)` then a handle per key showing its value (ms for all);
// - cap: 1,000 keys more written through a persistence whose `maximumSize` holds the directory as it was, so each
//   write removes the least recently used file (µs per write, the listing of the directory on the first included);
// - clear: `store.removeAll()` with every key shown, which resets them and removes every file (ms).

import Benchmark
import BenchmarkSupport
import Foundation
import ScreenState

enum LifecycleMetric {
  static func restore(_ label: String) -> BenchmarkMetric {
    .custom("lifecycle, \(label) keys: µs to restore and show them all", useScalingFactor: false)
  }
  static func cap(_ label: String) -> BenchmarkMetric {
    .custom("lifecycle, \(label) keys: µs per write past the size cap", useScalingFactor: false)
  }
  static func clear(_ label: String) -> BenchmarkMetric {
    .custom("lifecycle, \(label) keys: µs to removeAll()", useScalingFactor: false)
  }
}

/// Restores `count` saved keys and shows them, writes 1,000 more past a size cap, and clears everything; returns the
/// time of each part.
@MainActor
func diskLifecycle(count: Int) async -> (restore: Duration, capPerWrite: Duration, clear: Duration) {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "screenstate-lifecycle-\(UUID().uuidString)", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let keys = (0..<count).map { ResourceKey("article").appending($0) }
  let writer = FileResourcePersistence(directory: directory)
  var bytes = 0
  for (index, key) in keys.enumerated() { bytes += writer.save(SavedArticle(id: index), for: key) ?? 0 }
  let clock = ContinuousClock()

  var start = clock.now
  let store = ResourceStore(capacity: count, persistence: writer)
  let restored = await store.restore(keys, as: SavedArticle.self)
  let handles = keys.map { article(store, $0) }
  let restore = start.duration(to: clock.now)
  precondition(restored == count && handles.allSatisfy { $0.valueOrigin == .restored }, "restored \(restored)")

  let capped = FileResourcePersistence(directory: directory, maximumSize: bytes)
  start = clock.now
  for index in count..<(count + 1_000) {
    capped.write(SavedArticle(id: index), for: ResourceKey("article").appending(index))
  }
  let capPerWrite = start.duration(to: clock.now) / 1_000
  let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path).count) ?? 0
  precondition(files <= count, "\(files) files past the cap of \(count)")

  start = clock.now
  let removal = await store.removeAll()
  let clear = start.duration(to: clock.now)
  precondition(removal == .removed(droppedChanges: 0) && handles.allSatisfy { $0.state == .idle })
  precondition((try? FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty) ?? true)
  return (restore, capPerWrite, clear)
}

func registerLifecycleBenchmarks() {
  for count in [1_000, 10_000] {
    let label = count == 1_000 ? "1,000" : "10,000"
    let metrics = [LifecycleMetric.restore(label), LifecycleMetric.cap(label), LifecycleMetric.clear(label)]
    Benchmark(
      "Persistence: the disk's lifecycle at \(label) saved keys (restore, a size cap, removeAll)",
      configuration: .init(
        metrics: metrics, units: Dictionary(uniqueKeysWithValues: metrics.map { ($0, .count) }),
        warmupIterations: 1, maxDuration: .seconds(20), maxIterations: count > 1_000 ? 3 : 8)
    ) { benchmark in
      let run = await MainActor.run { Task { await diskLifecycle(count: count) } }
      let times = await run.value
      benchmark.measurement(metrics[0], microseconds(times.restore))
      benchmark.measurement(metrics[1], microseconds(times.capPerWrite))
      benchmark.measurement(metrics[2], microseconds(times.clear))
    }
  }
}
