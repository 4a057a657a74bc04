// ResourceStore: 10,000 keyed resources shared by 20,000 subscribers (two screens per key, as a list and its
// detail would be), each subscriber calling `load()` at once, as a SwiftUI `.task` would.
//
// - Resolve: from spawning the 20,000 callers until all have returned; the operation must have been called
//   exactly 10,000 times (one request per key, the second subscriber joining it), checked in every sample and
//   printed once.
// - Memory per cached entry: creating 10,000 entries with a value (one handle each, `setValue`, no request),
//   measured by the malloc interposer; divide the totals by 10,000.
// - Memory per resolved entry: the same after a real load each (request, task and waiter included).

import Benchmark
import BenchmarkSupport
import Foundation
import ScreenState

let keyCount = 10_000
let keys: [ResourceKey] = (0..<keyCount).map { ResourceKey("post").appending($0) }

/// Counts operation calls from any thread.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

@MainActor var printedCallCount = false

@MainActor
func makeStore() -> ResourceStore {
  ResourceStore(capacity: 2 * keyCount, retryPolicy: .never)
}

@MainActor
func resolveShared(_ region: MeasuredRegion) async {
  let calls = CallCounter()
  let store = makeStore()
  let operation: @Sendable () async throws -> [Post] = {
    calls.increment()
    return SampleData.posts
  }
  region.start()
  var handles: [Resource<[Post], any Error>] = []
  handles.reserveCapacity(2 * keyCount)
  for key in keys {
    handles.append(store.resource(key, timeout: nil, fetch: operation))
    handles.append(store.resource(key, timeout: nil, fetch: operation))
  }
  let callers = handles.map { handle in Task { await handle.load() } }
  for caller in callers { await caller.value }
  region.stop()
  precondition(calls.value == keyCount, "expected \(keyCount) operation calls, got \(calls.value)")
  precondition(handles.allSatisfy { $0.state == .loaded(SampleData.posts) })
  if !printedCallCount {
    printedCallCount = true
    print("Store: \(handles.count) subscribers of \(store.count) keys resolved with \(calls.value) operation calls")
  }
  for handle in handles { handle.release() }
}

@MainActor
func createCachedEntries(_ region: MeasuredRegion) {
  let store = makeStore()
  region.start()
  var handles: [Resource<[Post], any Error>] = []
  handles.reserveCapacity(keyCount)
  for key in keys {
    let handle = store.resource(key, timeout: nil, fetch: Operations.immediate)
    handle.setValue(SampleData.posts)
    handles.append(handle)
  }
  region.stop()
  precondition(store.count == keyCount)
  for handle in handles { handle.release() }
}

@MainActor
func createResolvedEntries(_ region: MeasuredRegion) async {
  let store = makeStore()
  region.start()
  var handles: [Resource<[Post], any Error>] = []
  handles.reserveCapacity(keyCount)
  for key in keys { handles.append(store.resource(key, timeout: nil, fetch: Operations.immediate)) }
  let callers = handles.map { handle in Task { await handle.load() } }
  for caller in callers { await caller.value }
  await store.waitUntilSettled()
  region.stop()
  precondition(store.count == keyCount)
  for handle in handles { handle.release() }
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .mallocFreeDelta, .peakMemoryResidentDelta],
    timeUnits: .microseconds,
    units: [
      .mallocCountTotal: .count, .mallocBytesCount: .count, .mallocFreeDelta: .count, .peakMemoryResidentDelta: .count,
    ],
    warmupIterations: 1,
    maxDuration: .seconds(8),
    maxIterations: 20
  )

  mainActorBenchmark(
    "Store: 10k keys shared by 20k subscribers, resolve (10k operation calls)", configuration: configuration
  ) {
    await resolveShared($0)
  }
  mainActorBenchmark("Store: 10k cached entries with a value, create", configuration: configuration) {
    createCachedEntries($0)
  }
  mainActorBenchmark("Store: 10k entries, create and load each", configuration: configuration) {
    await createResolvedEntries($0)
  }
  registerStoreAtScaleBenchmarks()
  registerEntityPatchBenchmarks()
  registerMutationBenchmarks()
  registerRevalidationBenchmarks()
}
