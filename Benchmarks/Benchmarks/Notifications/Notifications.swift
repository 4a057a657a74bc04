// Item 1: observer notifications per load cycle, counted with `withObservationTracking` re-registered in
// `onChange`. These are counts, not timings: each is recorded as a custom metric, identical in every sample.

import Benchmark
import BenchmarkSupport
import ScreenState

/// The notifications of each scenario, for one model.
struct NotificationCounts: Sendable {
  var startToLoaded = 0
  var refreshToLoaded = 0
  var refreshToFailed = 0
  var equalSet = 0
}

enum Metric {
  static let startToLoaded = BenchmarkMetric.custom("notifications: start -> loaded", useScalingFactor: false)
  static let refreshToLoaded = BenchmarkMetric.custom("notifications: refresh -> loaded", useScalingFactor: false)
  static let refreshToFailed = BenchmarkMetric.custom("notifications: refresh -> failed", useScalingFactor: false)
  static let equalSet = BenchmarkMetric.custom("notifications: set to an equal value", useScalingFactor: false)
  static let all = [startToLoaded, refreshToLoaded, refreshToFailed, equalSet]
}

@MainActor
func countNotifications<Model>(
  of model: Model,
  reading read: @escaping @MainActor (Model) -> Void,
  during change: @MainActor (Model) async -> Void
) async -> Int {
  let counter = NotificationCounter { read(model) }
  await change(model)
  return counter.count
}

// MARK: - Loader

@MainActor
func loaderCounts() async -> NotificationCounts {
  func loader(
    _ state: Loadable<[Post], any Error> = .idle,
    _ operation: @escaping PostsOperation = Operations.immediate
  ) -> Loader<[Post], any Error> {
    Loader(state, retryPolicy: .never, operation: operation)
  }
  let read: @MainActor (Loader<[Post], any Error>) -> Void = { _ = $0.state }
  var counts = NotificationCounts()
  // idle -> loading -> loaded: 2 visible changes.
  counts.startToLoaded = await countNotifications(of: loader(), reading: read) { await $0.load() }
  // loaded -> loading(previous:) -> loaded(newer): 2 visible changes.
  counts.refreshToLoaded = await countNotifications(
    of: loader(.loaded(SampleData.posts), Operations.immediateNewer), reading: read
  ) { await $0.refresh() }
  // loaded -> loading(previous:) -> failed(previous:): 2 visible changes.
  counts.refreshToFailed = await countNotifications(
    of: loader(.loaded(SampleData.posts), Operations.failing), reading: read
  ) { await $0.refresh() }
  // A loader has no setter; these commands leave its state equal to what it was: 0 visible changes.
  counts.equalSet = await countNotifications(of: loader(.loaded(SampleData.posts)), reading: read) {
    await $0.load()  // nothing to do when loaded
    await $0.retry()  // nothing to do unless failed
    $0.dismissFailure()  // nothing to do unless failed
    $0.cancel()  // nothing in flight
  }
  counts.equalSet += await countNotifications(of: loader(), reading: read) {
    $0.reset()  // idle -> idle, through the state machine and its equality check
  }
  return counts
}

// MARK: - The hand-written view model (four properties)

@MainActor
func flagsCounts() async -> NotificationCounts {
  let read: @MainActor (FlagsPostsModel) -> Void = { $0.readAll() }
  var counts = NotificationCounts()
  counts.startToLoaded = await countNotifications(of: FlagsPostsModel(), reading: read) {
    await $0.fetchPosts(using: Operations.immediate)
  }
  counts.refreshToLoaded = await countNotifications(
    of: FlagsPostsModel(posts: SampleData.posts), reading: read
  ) { await $0.fetchPosts(using: Operations.immediateNewer) }
  counts.refreshToFailed = await countNotifications(
    of: FlagsPostsModel(posts: SampleData.posts), reading: read
  ) { await $0.fetchPosts(using: Operations.failing) }
  // Every property set to the value it already has.
  counts.equalSet = await countNotifications(of: FlagsPostsModel(posts: SampleData.posts), reading: read) {
    $0.isLoading = $0.isLoading
    $0.posts = $0.posts
    $0.error = $0.error
    $0.errorDisplayType = $0.errorDisplayType
  }
  return counts
}

// MARK: - The floor: a Loadable property assigned by hand

@MainActor
func plainCounts() async -> NotificationCounts {
  let read: @MainActor (PlainPostsModel) -> Void = { _ = $0.state }
  var counts = NotificationCounts()
  counts.startToLoaded = await countNotifications(of: PlainPostsModel(), reading: read) {
    $0.state = .loading(previous: nil)
    $0.state = .loaded(SampleData.posts)
  }
  counts.refreshToLoaded = await countNotifications(of: PlainPostsModel(.loaded(SampleData.posts)), reading: read) {
    $0.state = .loading(previous: SampleData.posts)
    $0.state = .loaded(SampleData.newerPosts)
  }
  counts.refreshToFailed = await countNotifications(of: PlainPostsModel(.loaded(SampleData.posts)), reading: read) {
    $0.state = .loading(previous: SampleData.posts)
    $0.state = .failed(APIError.serverError(500), previous: SampleData.posts)
  }
  // An equal loaded state, then an equal failed state (a new but equal error).
  counts.equalSet = await countNotifications(of: PlainPostsModel(.loaded(SampleData.posts)), reading: read) {
    $0.state = .loaded(SampleData.posts)
  }
  counts.equalSet += await countNotifications(
    of: PlainPostsModel(.failed(APIError.serverError(500), previous: SampleData.posts)), reading: read
  ) { $0.state = .failed(APIError.serverError(500), previous: SampleData.posts) }
  return counts
}

// MARK: - Registration

func record(_ counts: NotificationCounts, in benchmark: Benchmark) {
  benchmark.measurement(Metric.startToLoaded, counts.startToLoaded)
  benchmark.measurement(Metric.refreshToLoaded, counts.refreshToLoaded)
  benchmark.measurement(Metric.refreshToFailed, counts.refreshToFailed)
  benchmark.measurement(Metric.equalSet, counts.equalSet)
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(metrics: Metric.all, warmupIterations: 0, maxIterations: 5)

  Benchmark("Notifications: Loader", configuration: configuration) { benchmark in
    record(await loaderCounts(), in: benchmark)
  }
  Benchmark("Notifications: hand-written view model (four properties)", configuration: configuration) { benchmark in
    record(await flagsCounts(), in: benchmark)
  }
  Benchmark("Notifications: @Observable Loadable set by hand (floor)", configuration: configuration) { benchmark in
    record(await plainCounts(), in: benchmark)
  }
}
