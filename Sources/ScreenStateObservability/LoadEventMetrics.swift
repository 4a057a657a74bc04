import CoreMetrics
import Metrics
import ScreenState

/// How a ``LoadEventBridge`` counts and times the events with swift-metrics.
///
/// Every metric has the dimension `source` (the bridge's); none has a key, whose values are unbounded.
///
/// | metric | type | dimensions | counts |
/// | --- | --- | --- | --- |
/// | `screenstate_requests` | counter | `reason`, `part` | requests started |
/// | `screenstate_failures` | counter | `kind` | requests failed for good, by failure kind |
/// | `screenstate_attempt_failures` | counter | `kind` | attempts that failed (retried or not) |
/// | `screenstate_retries` | counter | `wait` (`backoff`, `Retry-After`) | retries scheduled |
/// | `screenstate_cache_hits` | counter | `freshness` (`fresh`, `stale`) | a screen asked a store for a key it had |
/// | `screenstate_cache_misses` | counter | | a screen asked a store for a key it had no value for |
/// | `screenstate_saves` | counter | | values written to the store's persistence |
/// | `screenstate_saved_bytes` | recorder | | the size of each save, when known |
/// | `screenstate_evictions` | counter | `reason` (`expired`, `over capacity`) | keys evicted |
/// | `screenstate_rollbacks` | counter | | optimistic updates rolled back |
/// | `screenstate_request_duration` | timer | `outcome` (`succeeded`, `failed`, `cancelled`), `part` | requests, from start to end |
/// | `screenstate_attempt_duration` | timer | `outcome` (`succeeded`, `failed`, `timed out`) | attempts |
@MainActor
public final class LoadEventMetrics {
  /// The factory that makes the metrics.
  public let factory: any MetricsFactory
  /// The source named in each metric's dimensions.
  public let source: String
  private var counters: [String: Counter] = [:]
  private var timers: [String: Metrics.Timer] = [:]
  private var recorders: [String: Recorder] = [:]

  /// Creates the metrics of `source`'s events, made by `factory`.
  public init(factory: any MetricsFactory, source: String) {
    self.factory = factory
    self.source = source
  }

  /// Counts or times `event` (with the trace of its request, for durations).
  public func record(_ event: LoadEvent, trace: RequestTrace? = nil) {
    let part = InspectorFormat.part(event.part)
    switch event.kind {
    case .started(let reason):
      count("screenstate_requests", [("reason", reason.rawValue), ("part", part)])
    case .attemptFailed(let number, let classification):
      count("screenstate_attempt_failures", [("kind", classification.kind.rawValue)])
      timeAttempt(number, of: trace, outcome: "failed")
    case .attemptTimedOut(_, let limit):
      time("screenstate_attempt_duration", [("outcome", "timed out")], limit)
    case .waiting(_, let reason):
      count("screenstate_retries", [("wait", InspectorFormat.waitReason(reason))])
    case .succeeded(let attempts):
      timeAttempt(attempts, of: trace, outcome: "succeeded")
      timeRequest(trace, outcome: "succeeded", part: part)
    case .failed(let classification, _):
      count("screenstate_failures", [("kind", classification.kind.rawValue)])
      count("screenstate_attempt_failures", [("kind", classification.kind.rawValue)])
      if let last = trace?.attempts.last { timeAttempt(last.number, of: trace, outcome: "failed") }
      timeRequest(trace, outcome: "failed", part: part)
    case .cancelled:
      timeRequest(trace, outcome: "cancelled", part: part)
    case .cacheHit(let stale):
      count("screenstate_cache_hits", [("freshness", stale ? "stale" : "fresh")])
    case .cacheMiss:
      count("screenstate_cache_misses", [])
    case .saved(let bytes):
      count("screenstate_saves", [])
      if let bytes { record("screenstate_saved_bytes", Int64(bytes)) }
    case .evicted(let reason):
      count("screenstate_evictions", [("reason", reason == .expired ? "expired" : "over capacity")])
    case .rolledBack(let patches):
      if patches > 0 { count("screenstate_rollbacks", [], by: Int64(patches)) }
    case .notModified:
      count("screenstate_not_modified", [("part", part)])
    case .attemptStarted, .valueReplaced, .reset, .markedStale, .queued:
      break
    }
  }

  // MARK: - Metrics

  private func count(_ label: String, _ dimensions: [(String, String)], by amount: Int64 = 1) {
    let dimensions = [("source", source)] + dimensions
    let id = Self.id(label, dimensions)
    let counter = counters[id] ?? Counter(label: label, dimensions: dimensions, factory: factory)
    counters[id] = counter
    counter.increment(by: amount)
  }

  private func time(_ label: String, _ dimensions: [(String, String)], _ duration: Duration) {
    let dimensions = [("source", source)] + dimensions
    let id = Self.id(label, dimensions)
    let timer = timers[id] ?? Metrics.Timer(label: label, dimensions: dimensions, factory: factory)
    timers[id] = timer
    timer.recordNanoseconds(Self.nanoseconds(duration))
  }

  private func record(_ label: String, _ value: Int64) {
    let dimensions = [("source", source)]
    let id = Self.id(label, dimensions)
    let recorder = recorders[id] ?? Recorder(label: label, dimensions: dimensions, factory: factory)
    recorders[id] = recorder
    recorder.record(value)
  }

  private func timeRequest(_ trace: RequestTrace?, outcome: String, part: String) {
    guard let duration = trace?.duration else { return }
    time("screenstate_request_duration", [("outcome", outcome), ("part", part)], duration)
  }

  /// Times attempt `number`, unless it timed out (timed already, by its `attemptTimedOut` event).
  private func timeAttempt(_ number: Int, of trace: RequestTrace?, outcome: String) {
    guard let attempt = trace?.attempts.last(where: { $0.number == number }), let duration = attempt.duration else {
      return
    }
    if case .timedOut? = attempt.ending { return }
    time("screenstate_attempt_duration", [("outcome", outcome)], duration)
  }

  private static func id(_ label: String, _ dimensions: [(String, String)]) -> String {
    ([label] + dimensions.map { "\($0.0)=\($0.1)" }).joined(separator: "|")
  }

  private static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : whole + attoseconds / 1_000_000_000
  }
}
