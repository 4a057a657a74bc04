// Item 2: the cost of a state transition through `Loader` against assigning the `Loadable` property of a
// hand-written `@Observable` model directly.
//
// "One transition" is one visible state change that notifies observers once. Two measurements:
// - A synchronous transition, failed(previous: posts) -> loaded(posts). `Loader.dismissFailure()` goes through
//   the state machine, the equality check and the observation registrar; the raw side assigns `.loaded(posts)`
//   to the property (the macro-generated setter also checks equality and goes through the registrar). Each
//   inner iteration acts on its own model, as the cells of a list would; with and without one observer each.
// - A refresh cycle, two transitions (loaded -> loading(previous:) -> loaded) around one call of an operation
//   that returns at once, against the same cycle written by hand and against the hand-written view model with four
//   properties; and against the same cycle by hand with the operation in a task of its own that the caller awaits
//   (`loadInOwnedTask`): the floor of any engine that, like `Loader`, owns its requests' tasks so that cancelling a
//   caller does not cancel the work.
// Everything runs on the main actor; figures are per inner iteration (scaling factor 1,000).

import Benchmark
import BenchmarkSupport
import Observation
import ScreenState

let failure = APIError.serverError(500)

@MainActor
func newLoader(_ state: Loadable<[Post], any Error>) -> Loader<[Post], any Error> {
  Loader(state, retryPolicy: .never, operation: Operations.immediate)
}

/// One observer per model that counts notifications, as a visible view would.
@MainActor
final class Observers {
  private(set) var notifications = 0

  func observe(_ read: @escaping @MainActor () -> Void) {
    withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated { self?.notifications += 1 }
    }
  }
}

// MARK: - Harness floor

@MainActor
func emptyRegion(_ region: MeasuredRegion) {
  region.start()
  for index in region.iterations { blackHole(index) }
  region.stop()
}

// MARK: - One synchronous transition

@MainActor
func loaderTransitions(_ region: MeasuredRegion, observed: Bool, eventObserved: Bool = false) {
  let loaders = region.iterations.map { _ in newLoader(.failed(failure, previous: SampleData.posts)) }
  let observers = Observers()
  if observed { for loader in loaders { observers.observe { _ = loader.state } } }
  let events = EventObservers()
  if eventObserved { for loader in loaders { events.observe(loader.events) } }
  region.start()
  for loader in loaders { loader.dismissFailure() }
  region.stop()
  precondition(loaders.allSatisfy { $0.state == .loaded(SampleData.posts) })
  precondition(observers.notifications == (observed ? loaders.count : 0))
}

@MainActor
func rawTransitions(_ region: MeasuredRegion, observed: Bool) {
  let models = region.iterations.map { _ in PlainPostsModel(.failed(failure, previous: SampleData.posts)) }
  let observers = Observers()
  if observed { for model in models { observers.observe { _ = model.state } } }
  region.start()
  for model in models { model.state = .loaded(SampleData.posts) }
  region.stop()
  precondition(models.allSatisfy { $0.state == .loaded(SampleData.posts) })
  precondition(observers.notifications == (observed ? models.count : 0))
}

// MARK: - A refresh cycle

@MainActor
func loaderCycles(_ region: MeasuredRegion, eventObserved: Bool = false) async {
  let loader = newLoader(.loaded(SampleData.posts))
  let events = EventObservers()
  if eventObserved { events.observe(loader.events) }
  region.start()
  for _ in region.iterations { await loader.refresh() }
  region.stop()
  precondition(loader.state == .loaded(SampleData.posts))
  // started, attemptStarted, succeeded: three events a cycle when observed, none built otherwise.
  precondition(events.count == (eventObserved ? 3 * region.iterations.count : 0))
}

@MainActor
func handWrittenCycles(_ region: MeasuredRegion) async {
  let model = PlainPostsModel(.loaded(SampleData.posts))
  region.start()
  for _ in region.iterations { await model.load(using: Operations.immediate) }
  region.stop()
  precondition(model.state == .loaded(SampleData.posts))
}

/// The hand-written cycle with the operation in a task of its own: what owning the request's task costs alone.
@MainActor
func handWrittenOwnedCycles(_ region: MeasuredRegion) async {
  let model = PlainPostsModel(.loaded(SampleData.posts))
  region.start()
  for _ in region.iterations { await model.loadInOwnedTask(using: Operations.immediate) }
  region.stop()
  precondition(model.state == .loaded(SampleData.posts))
}

@MainActor
func flagsCycles(_ region: MeasuredRegion) async {
  let model = FlagsPostsModel(posts: SampleData.posts)
  region.start()
  for _ in region.iterations { await model.fetchPosts(using: Operations.immediate) }
  region.stop()
  precondition(model.posts == SampleData.posts && !model.isLoading)
}

// MARK: - Registration

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount],
    timeUnits: .nanoseconds,
    units: [.mallocCountTotal: .count, .mallocBytesCount: .count],
    warmupIterations: 3,
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 1_000
  )
  let inner = 0..<BenchmarkScalingFactor.kilo.rawValue

  mainActorBenchmark("Floor: empty measured region on the main actor", configuration: configuration) {
    emptyRegion($0)
  }

  mainActorBenchmark("Transition: Loader.dismissFailure(), failed -> loaded", configuration: configuration) {
    loaderTransitions($0, observed: false)
  }
  mainActorBenchmark("Transition: raw assignment, failed -> loaded", configuration: configuration) {
    rawTransitions($0, observed: false)
  }
  pairedRatioBenchmark(
    "Transition: paired ratio, Loader / raw assignment", inner: inner,
    candidate: { loaderTransitions($0, observed: false) }, baseline: { rawTransitions($0, observed: false) })

  mainActorBenchmark("Transition, observed: Loader.dismissFailure(), failed -> loaded", configuration: configuration) {
    loaderTransitions($0, observed: true)
  }
  mainActorBenchmark("Transition, observed: raw assignment, failed -> loaded", configuration: configuration) {
    rawTransitions($0, observed: true)
  }
  pairedRatioBenchmark(
    "Transition, observed: paired ratio, Loader / raw assignment", inner: inner,
    candidate: { loaderTransitions($0, observed: true) }, baseline: { rawTransitions($0, observed: true) })

  mainActorBenchmark("Cycle: Loader.refresh(), 2 transitions", configuration: configuration) {
    await loaderCycles($0)
  }
  mainActorBenchmark(
    "Cycle: hand-written refresh of a Loadable property, 2 transitions", configuration: configuration
  ) {
    await handWrittenCycles($0)
  }
  mainActorBenchmark(
    "Cycle: hand-written view model (four properties) fetchPosts()", configuration: configuration
  ) {
    await flagsCycles($0)
  }
  pairedRatioBenchmark(
    "Cycle: paired ratio, Loader / hand-written", inner: inner,
    candidate: { await loaderCycles($0) }, baseline: { await handWrittenCycles($0) })
  mainActorBenchmark(
    "Cycle: hand-written refresh, the operation in an owned task, 2 transitions", configuration: configuration
  ) {
    await handWrittenOwnedCycles($0)
  }
  pairedRatioBenchmark(
    "Cycle: paired ratio, hand-written with an owned task / hand-written", inner: inner,
    candidate: { await handWrittenOwnedCycles($0) }, baseline: { await handWrittenCycles($0) })
  pairedRatioBenchmark(
    "Cycle: paired ratio, Loader / hand-written with an owned task", inner: inner,
    candidate: { await loaderCycles($0) }, baseline: { await handWrittenOwnedCycles($0) })

  // Events (issue 19): the same measurements with one event observer per loader. A synchronous transition
  // (dismissFailure) reports no event; a refresh cycle reports three (started, attemptStarted, succeeded).
  mainActorBenchmark(
    "Events: Transition, one event observer: Loader.dismissFailure(), failed -> loaded", configuration: configuration
  ) {
    loaderTransitions($0, observed: false, eventObserved: true)
  }
  pairedRatioBenchmark(
    "Events: Transition: paired ratio, Loader with one event observer / Loader", inner: inner,
    candidate: { loaderTransitions($0, observed: false, eventObserved: true) },
    baseline: { loaderTransitions($0, observed: false) })
  pairedRatioBenchmark(
    "Events: Transition, one event observer: paired ratio, Loader / raw assignment", inner: inner,
    candidate: { loaderTransitions($0, observed: false, eventObserved: true) },
    baseline: { rawTransitions($0, observed: false) })
  mainActorBenchmark("Events: Cycle, one event observer: Loader.refresh(), 2 transitions", configuration: configuration)
  {
    await loaderCycles($0, eventObserved: true)
  }
  pairedRatioBenchmark(
    "Events: Cycle: paired ratio, Loader with one event observer / Loader", inner: inner,
    candidate: { await loaderCycles($0, eventObserved: true) }, baseline: { await loaderCycles($0) })
  pairedRatioBenchmark(
    "Events: Cycle, one event observer: paired ratio, Loader / hand-written", inner: inner,
    candidate: { await loaderCycles($0, eventObserved: true) }, baseline: { await handWrittenCycles($0) })
}
