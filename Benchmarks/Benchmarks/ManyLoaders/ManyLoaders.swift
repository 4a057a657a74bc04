// Item 3: a list of 10,000 cells, each loading its own content at once, as a SwiftUI list whose cells start
// `.task { await loader.load() }` would: one caller task per cell in every variant.
//
// - Loader: each cell holds a `Loader`; its caller task runs `await loader.load()`.
// - Plain tasks: each cell is a plain `@Observable` class with one `Loadable` property; its caller task sets
//   `.loading`, awaits the operation and sets `.loaded` itself (`PlainPostsModel.load(using:)`).
// Measured: from spawning the 10,000 caller tasks until all of them have finished (every cell loaded). The
// cells are created before the measured region; creating them is measured separately (memory per cell).
// A third variant, plain cells that run each operation in a task of their own, is the floor of any engine that
// owns its requests' tasks (as `Loader` does, so that cancelling a caller does not cancel the work).
// Every `Loader` has the default settings but `retryPolicy: .never`, so each attempt has the standard 10 s timeout
// (an entry in the clock's shared timer queue, armed when the attempt begins and removed when it ends); the
// "timeout: nil" variants leave the timeout out, to separate its cost from the engine's.
// Cancelling: 10,000 loads pending in an operation that never returns but honours cancellation; measured
// from the first `cancel()` until every load has ended and every cell is back to idle.

import Benchmark
import BenchmarkSupport
import ScreenState

let cellCount = 10_000

@MainActor
func newLoaders(
  _ operation: @escaping PostsOperation, timeout: AttemptTimeout<any Error>? = .standard
) -> [Loader<[Post], any Error>] {
  (0..<cellCount).map { _ in Loader(retryPolicy: .never, timeout: timeout, operation: operation) }
}

@MainActor
func newPlainCells() -> [PlainPostsModel] {
  (0..<cellCount).map { _ in PlainPostsModel() }
}

// MARK: - Creating the cells

@MainActor
func createLoaders(_ region: MeasuredRegion) {
  region.start()
  let loaders = newLoaders(Operations.immediate)
  region.stop()
  precondition(loaders.count == cellCount)
}

@MainActor
func createPlainCells(_ region: MeasuredRegion) {
  region.start()
  let cells = newPlainCells()
  region.stop()
  precondition(cells.count == cellCount)
}

// MARK: - Loading them all

@MainActor
func loadAll(
  _ region: MeasuredRegion, operation: @escaping PostsOperation, timeout: AttemptTimeout<any Error>? = .standard,
  eventObserved: Bool = false
) async {
  let loaders = newLoaders(operation, timeout: timeout)
  let events = EventObservers()
  if eventObserved { for loader in loaders { events.observe(loader.events) } }
  region.start()
  let callers = loaders.map { loader in Task { await loader.load() } }
  for caller in callers { await caller.value }
  region.stop()
  precondition(loaders.allSatisfy { $0.state == .loaded(SampleData.posts) })
  // started, attemptStarted, succeeded for each cell when observed, none built otherwise.
  precondition(events.count == (eventObserved ? 3 * cellCount : 0))
}

@MainActor
func loadAllPlain(_ region: MeasuredRegion, operation: @escaping PostsOperation) async {
  let cells = newPlainCells()
  region.start()
  let callers = cells.map { cell in Task { await cell.load(using: operation) } }
  for caller in callers { await caller.value }
  region.stop()
  precondition(cells.allSatisfy { $0.state == .loaded(SampleData.posts) })
}

/// Plain cells whose load runs the operation in a task of its own (see `PlainPostsModel.loadInOwnedTask`).
@MainActor
func loadAllPlainOwned(_ region: MeasuredRegion, operation: @escaping PostsOperation) async {
  let cells = newPlainCells()
  region.start()
  let callers = cells.map { cell in Task { await cell.loadInOwnedTask(using: operation) } }
  for caller in callers { await caller.value }
  region.stop()
  precondition(cells.allSatisfy { $0.state == .loaded(SampleData.posts) })
}

// MARK: - Cancelling them all

@MainActor
func cancelAll(_ region: MeasuredRegion) async {
  let entered = EntryCounter()
  let loaders = newLoaders(Operations.pending(entered: entered))
  let callers = loaders.map { loader in Task { await loader.load() } }
  await entered.wait(for: cellCount)
  precondition(loaders.allSatisfy { $0.state.isLoading })
  region.start()
  for loader in loaders { loader.cancel() }
  for caller in callers { await caller.value }
  region.stop()
  precondition(loaders.allSatisfy { $0.state.isIdle && !$0.isRunning })
}

@MainActor
func cancelAllPlain(_ region: MeasuredRegion) async {
  let entered = EntryCounter()
  let cells = newPlainCells()
  let operation = Operations.pending(entered: entered)
  let callers = cells.map { cell in Task { await cell.load(using: operation) } }
  await entered.wait(for: cellCount)
  precondition(cells.allSatisfy { $0.state.isLoading })
  region.start()
  for caller in callers { caller.cancel() }
  for caller in callers { await caller.value }
  region.stop()
  precondition(cells.allSatisfy { $0.state.isIdle })
}

// MARK: - Registration

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .mallocFreeDelta, .peakMemoryResidentDelta],
    timeUnits: .microseconds,
    units: [
      .mallocCountTotal: .count, .mallocBytesCount: .count, .mallocFreeDelta: .count, .peakMemoryResidentDelta: .count,
    ],
    warmupIterations: 2,
    maxDuration: .seconds(8),
    maxIterations: 30
  )

  mainActorBenchmark("10k cells: create, Loader", configuration: configuration) { createLoaders($0) }
  mainActorBenchmark("10k cells: create, plain @Observable", configuration: configuration) { createPlainCells($0) }

  mainActorBenchmark("10k cells: load (returns at once), Loader", configuration: configuration) {
    await loadAll($0, operation: Operations.immediate)
  }
  mainActorBenchmark("10k cells: load (returns at once), plain tasks", configuration: configuration) {
    await loadAllPlain($0, operation: Operations.immediate)
  }
  pairedRatioBenchmark(
    "10k cells: load (returns at once), paired ratio, Loader / plain tasks", maxDuration: .seconds(12),
    maxIterations: 20,
    candidate: { await loadAll($0, operation: Operations.immediate) },
    baseline: { await loadAllPlain($0, operation: Operations.immediate) })

  mainActorBenchmark("10k cells: load (returns at once), Loader, timeout: nil", configuration: configuration) {
    await loadAll($0, operation: Operations.immediate, timeout: nil)
  }
  pairedRatioBenchmark(
    "10k cells: load (returns at once), paired ratio, Loader with timeout: nil / plain tasks",
    maxDuration: .seconds(12), maxIterations: 20,
    candidate: { await loadAll($0, operation: Operations.immediate, timeout: nil) },
    baseline: { await loadAllPlain($0, operation: Operations.immediate) })

  // What the default attempt timeout costs on its own (issue 17: ≤ 1.3x of `timeout: nil`).
  pairedRatioBenchmark(
    "10k cells: load (returns at once), paired ratio, Loader / Loader with timeout: nil",
    maxDuration: .seconds(12), maxIterations: 20,
    candidate: { await loadAll($0, operation: Operations.immediate) },
    baseline: { await loadAll($0, operation: Operations.immediate, timeout: nil) })

  // The floor of any engine that runs each request in a task it owns: plain cells plus one task each.
  mainActorBenchmark(
    "10k cells: load (returns at once), plain tasks + an owned task each", configuration: configuration
  ) {
    await loadAllPlainOwned($0, operation: Operations.immediate)
  }
  pairedRatioBenchmark(
    "10k cells: load (returns at once), paired ratio, plain tasks + an owned task each / plain tasks",
    maxDuration: .seconds(12), maxIterations: 20,
    candidate: { await loadAllPlainOwned($0, operation: Operations.immediate) },
    baseline: { await loadAllPlain($0, operation: Operations.immediate) })
  pairedRatioBenchmark(
    "10k cells: load (returns at once), paired ratio, Loader / plain tasks + an owned task each",
    maxDuration: .seconds(12), maxIterations: 20,
    candidate: { await loadAll($0, operation: Operations.immediate) },
    baseline: { await loadAllPlainOwned($0, operation: Operations.immediate) })
  pairedRatioBenchmark(
    "10k cells: load (returns at once), paired ratio, Loader with timeout: nil / plain tasks + an owned task each",
    maxDuration: .seconds(12), maxIterations: 20,
    candidate: { await loadAll($0, operation: Operations.immediate, timeout: nil) },
    baseline: { await loadAllPlainOwned($0, operation: Operations.immediate) })

  mainActorBenchmark("10k cells: load (after one await), Loader", configuration: configuration) {
    await loadAll($0, operation: Operations.afterOneAwait)
  }
  mainActorBenchmark("10k cells: load (after one await), plain tasks", configuration: configuration) {
    await loadAllPlain($0, operation: Operations.afterOneAwait)
  }
  pairedRatioBenchmark(
    "10k cells: load (after one await), paired ratio, Loader / plain tasks", maxDuration: .seconds(12),
    maxIterations: 20,
    candidate: { await loadAll($0, operation: Operations.afterOneAwait) },
    baseline: { await loadAllPlain($0, operation: Operations.afterOneAwait) })

  // Events (issue 19): the same loads with one event observer per loader (three events each).
  mainActorBenchmark(
    "Events: 10k cells: load (returns at once), Loader with one event observer each", configuration: configuration
  ) {
    await loadAll($0, operation: Operations.immediate, eventObserved: true)
  }
  pairedRatioBenchmark(
    "Events: 10k cells: load (returns at once), paired ratio, Loader with one event observer each / Loader",
    maxDuration: .seconds(12), maxIterations: 20,
    candidate: { await loadAll($0, operation: Operations.immediate, eventObserved: true) },
    baseline: { await loadAll($0, operation: Operations.immediate) })
  pairedRatioBenchmark(
    "Events: 10k cells: load (returns at once), paired ratio, Loader with one event observer each / plain tasks",
    maxDuration: .seconds(12), maxIterations: 20,
    candidate: { await loadAll($0, operation: Operations.immediate, eventObserved: true) },
    baseline: { await loadAllPlain($0, operation: Operations.immediate) })

  mainActorBenchmark("10k cells: cancel pending loads, Loader", configuration: configuration) {
    await cancelAll($0)
  }
  mainActorBenchmark("10k cells: cancel pending loads, plain tasks", configuration: configuration) {
    await cancelAllPlain($0)
  }
  pairedRatioBenchmark(
    "10k cells: cancel pending loads, paired ratio, Loader / plain tasks", maxDuration: .seconds(12),
    maxIterations: 20,
    candidate: { await cancelAll($0) }, baseline: { await cancelAllPlain($0) })
}
