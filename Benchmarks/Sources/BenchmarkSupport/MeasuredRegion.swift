import Benchmark

/// The measured part of one benchmark iteration, started and stopped from the main actor so that setup
/// (creating 10,000 loaders, waiting for operations to start) stays outside it.
///
/// A region either drives the harness's own measurement (`init(_:)`) or a ``Stopwatch`` (`init(iterations:stopwatch:)`),
/// so the same code measures a variant alone and inside a ``pairedRatio(iteration:_:against:)``.
@MainActor
public struct MeasuredRegion {
  /// The inner iterations of this measurement (the benchmark's scaling factor).
  public let iterations: Range<Int>
  private let begin: @MainActor () -> Void
  private let end: @MainActor () -> Void

  /// A region measured by the harness (wall clock, mallocs, memory) for `benchmark`.
  public init(_ benchmark: HarnessHandle) {
    iterations = benchmark.iterations
    begin = { benchmark.start() }
    end = { benchmark.stop() }
  }

  /// A region timed by `stopwatch` alone.
  public init(iterations: Range<Int>, stopwatch: Stopwatch) {
    self.iterations = iterations
    begin = { stopwatch.start() }
    end = { stopwatch.stop() }
  }

  /// Begins the measured region.
  public func start() { begin() }

  /// Ends the measured region.
  public func stop() { end() }
}

/// A `Benchmark` handed to the main actor.
///
/// `Benchmark` is not `Sendable`. The harness runs an async benchmark's closure in one task and only reads its
/// clocks and counters in `startMeasurement()` / `stopMeasurement()`; those calls are made one after the other
/// by that task (on the main actor), never concurrently.
public struct HarnessHandle: @unchecked Sendable {
  private let benchmark: Benchmark

  /// Wraps `benchmark`, to be used only by the task that runs it.
  public init(_ benchmark: Benchmark) {
    self.benchmark = benchmark
  }

  var iterations: Range<Int> { benchmark.scaledIterations }
  /// The number of the current sample, from 0.
  public var iteration: Int { benchmark.currentIteration }
  func start() { benchmark.startMeasurement() }
  func stop() { benchmark.stopMeasurement() }
}

/// Times one region with `ContinuousClock`.
@MainActor
public final class Stopwatch {
  private let clock = ContinuousClock()
  private var started: ContinuousClock.Instant?
  /// The time between the last `start()` and `stop()`.
  public private(set) var elapsed: Duration = .zero

  /// A stopwatch that has measured nothing yet.
  public init() {}

  func start() { started = clock.now }

  func stop() {
    if let started { elapsed = started.duration(to: clock.now) }
  }
}

/// The metric of a paired ratio: the candidate's time as a percentage of the baseline's (130 = 1.3x).
public let pairedRatioMetric = BenchmarkMetric.custom("candidate / baseline (%)", useScalingFactor: false)

/// Times `candidate` and `baseline` in the same sample, one after the other (alternating which goes first),
/// and returns the candidate's time as a percentage of the baseline's.
///
/// Both see the same machine load, so the ratio holds up on a shared, noisy machine better than a ratio of
/// two benchmarks' medians measured seconds apart.
@MainActor
public func pairedRatio(
  iteration: Int,
  inner iterations: Range<Int> = 0..<1,
  _ candidate: @MainActor (MeasuredRegion) async -> Void,
  against baseline: @MainActor (MeasuredRegion) async -> Void
) async -> Int {
  let candidateTime = Stopwatch()
  let baselineTime = Stopwatch()
  if iteration.isMultiple(of: 2) {
    await candidate(MeasuredRegion(iterations: iterations, stopwatch: candidateTime))
    await baseline(MeasuredRegion(iterations: iterations, stopwatch: baselineTime))
  } else {
    await baseline(MeasuredRegion(iterations: iterations, stopwatch: baselineTime))
    await candidate(MeasuredRegion(iterations: iterations, stopwatch: candidateTime))
  }
  return Int((100 * (candidateTime.elapsed / baselineTime.elapsed)).rounded())
}
