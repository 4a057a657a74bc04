import Benchmark

/// A benchmark body that runs on the main actor and marks its measured region itself.
public typealias MainActorBody = @MainActor @Sendable (MeasuredRegion) async -> Void

/// Registers a benchmark whose body runs on the main actor (where `Loader` and the view models live) and
/// starts and stops the harness's measurement around the part to measure.
public func mainActorBenchmark(
  _ name: String, configuration: Benchmark.Configuration, _ body: @escaping MainActorBody
) {
  Benchmark(name, configuration: configuration) { benchmark in
    await run(body, handle: HarnessHandle(benchmark))
  }
}

/// Registers a benchmark that records, in every sample, `candidate`'s time as a percentage of `baseline`'s,
/// both timed in that sample (see ``pairedRatio(iteration:inner:_:against:)``).
public func pairedRatioBenchmark(
  _ name: String,
  inner iterations: Range<Int> = 0..<1,
  maxDuration: Duration = .seconds(3),
  maxIterations: Int = 100,
  candidate: @escaping MainActorBody,
  baseline: @escaping MainActorBody
) {
  let configuration = Benchmark.Configuration(
    metrics: [pairedRatioMetric], units: [pairedRatioMetric: .count], warmupIterations: 2, maxDuration: maxDuration,
    maxIterations: maxIterations)
  Benchmark(name, configuration: configuration) { benchmark in
    let percent = await pairedRatio(
      iteration: HarnessHandle(benchmark).iteration, inner: iterations, candidate, against: baseline)
    benchmark.measurement(pairedRatioMetric, percent)
  }
}

@MainActor
private func run(_ body: MainActorBody, handle: HarnessHandle) async {
  await body(MeasuredRegion(handle))
}
