// ResourceStore at scale (issue 17, item 3): what releasing, subscribing and loading cost as the store grows.
//
// - Release: 20,000 handles of 20,000 keys on a store of capacity 500, every key observed; then all 20,000 released,
//   timed: each release makes a key unobserved and evicts the least recently used one beyond the capacity, until
//   500 are left. Target: ≤ 50 ms in all.
// - Subscribe, load, release at size N (N = 10,000, and N = 100 for comparison): a store holding N unobserved
//   entries with a fresh value each; then, each timed over the N keys, one after the other in one sample: a handle
//   made for every key (it finds the entry and subscribes), `load()` on every handle (a fresh value: no request),
//   and every handle released (the key unobserved again, back in the recency list). Target: each ≤ 2 µs per key at
//   N = 10,000. Recorded as ns per key.

import Benchmark
import BenchmarkSupport
import Foundation
import ScreenState

enum StoreScaleMetric {
  static func perKey(_ operation: String, size: Int) -> BenchmarkMetric {
    .custom("store of \(size): ns per \(operation)", useScalingFactor: false)
  }
  static let release = BenchmarkMetric.custom("store release: ms for 20,000 releases", useScalingFactor: false)
}

let releaseCount = 20_000
let releaseKeys: [ResourceKey] = (0..<releaseCount).map { ResourceKey("item").appending($0) }

/// Releases 20,000 observed handles on a store of capacity 500; returns the time of the releases.
@MainActor
func releaseBeyondCapacity() -> Duration {
  let store = ResourceStore(capacity: 500, retryPolicy: .never)
  var handles: [Resource<Int, Never>] = []
  handles.reserveCapacity(releaseCount)
  for (index, key) in releaseKeys.enumerated() {
    handles.append(store.resource(key, timeout: nil) { index })
  }
  precondition(store.count == releaseCount)
  let clock = ContinuousClock()
  let start = clock.now
  for handle in handles { handle.release() }
  let elapsed = start.duration(to: clock.now)
  precondition(store.count == 500, "expected 500 entries after the releases, got \(store.count)")
  return elapsed
}

/// The times, per key, of subscribing, loading and releasing every key of a store of `size` unobserved entries.
@MainActor
func subscribeLoadRelease(size: Int) async -> (subscribe: Duration, load: Duration, release: Duration) {
  let keys = (0..<size).map { ResourceKey("post").appending($0) }
  let store = ResourceStore(capacity: 2 * size, retryPolicy: .never)
  for key in keys {
    let handle = store.resource(key, as: Int.self, timeout: nil) { 0 }
    handle.setValue(1)  // fresh: a load finds nothing to do
    handle.release()
  }
  precondition(store.count == size)
  let clock = ContinuousClock()
  var handles: [Resource<Int, Never>] = []
  handles.reserveCapacity(size)

  var start = clock.now
  for key in keys { handles.append(store.resource(key, timeout: nil) { 0 }) }
  let subscribe = start.duration(to: clock.now)

  start = clock.now
  for handle in handles { await handle.load() }
  let load = start.duration(to: clock.now)

  start = clock.now
  for handle in handles { handle.release() }
  let release = start.duration(to: clock.now)

  precondition(store.count == size && handles.allSatisfy { $0.state == .loaded(1) })
  return (subscribe / size, load / size, release / size)
}

func nanoseconds(_ duration: Duration) -> Int {
  Int((duration / .nanoseconds(1)).rounded())
}

func registerStoreAtScaleBenchmarks() {
  let releaseConfiguration = Benchmark.Configuration(
    metrics: [StoreScaleMetric.release], units: [StoreScaleMetric.release: .count], warmupIterations: 1,
    maxDuration: .seconds(6), maxIterations: 20)
  Benchmark("Store: release 20k handles, capacity 500", configuration: releaseConfiguration) { benchmark in
    let elapsed = await releaseBeyondCapacity()
    benchmark.measurement(StoreScaleMetric.release, Int((elapsed / .milliseconds(1)).rounded()))
  }
  for size in [100, 10_000] {
    let metrics = ["subscribe", "load", "release"].map { StoreScaleMetric.perKey($0, size: size) }
    let configuration = Benchmark.Configuration(
      metrics: metrics, units: Dictionary(uniqueKeysWithValues: metrics.map { ($0, .count) }), warmupIterations: 1,
      maxDuration: .seconds(6), maxIterations: 20)
    Benchmark("Store: subscribe, load, release, store of \(size)", configuration: configuration) { benchmark in
      let times = await subscribeLoadRelease(size: size)
      benchmark.measurement(metrics[0], nanoseconds(times.subscribe))
      benchmark.measurement(metrics[1], nanoseconds(times.load))
      benchmark.measurement(metrics[2], nanoseconds(times.release))
    }
  }
}
