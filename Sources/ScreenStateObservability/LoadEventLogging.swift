import Logging
import ScreenState

/// How a ``LoadEventBridge`` writes each event to a swift-log `Logger`: its level, its message and its metadata.
///
/// Levels say how much an event matters to someone reading the logs of an app in use:
///
/// | level | events |
/// | --- | --- |
/// | `trace` | attempt started, cache hit or miss |
/// | `debug` | request started, succeeded at its first attempt, cancelled; waits; values set, restored, reset; saves, invalidations, evictions; a mutation queued |
/// | `info` | an attempt failed and is retried; a request that succeeded after retries |
/// | `notice` | an attempt timed out; a request failed for good because of the network (offline, unreachable, connection lost, timed out); optimistic updates rolled back |
/// | `warning` | a request failed for good because of the server (maintenance, 5xx, rate limited) |
/// | `error` | a request failed for good in a way a retry cannot fix (unexpected response, a 4xx, unauthorized, update required, unknown) |
///
/// The message is the inspector's words (`InspectorFormat`): `feed post/3 #2: attempt 1 failed: server
/// error (500)`. The metadata has `source`, `event` and, when they apply, `key`, `request`, `part`, `reason`,
/// `attempt`, `kind` and `status` (a failure's classification), `wait` and `wait_reason`, `duration` (of the request
/// or the attempt that ended, in milliseconds), `bytes` and `patches`. Nothing else: no value, no server body.
public struct LoadEventLogging: Sendable {
  /// The logger written to.
  public var logger: Logger
  /// The source named in each entry.
  public var source: String

  /// Creates the logging of `source`'s events to `logger`.
  public init(logger: Logger, source: String) {
    self.logger = logger
    self.source = source
  }

  /// Writes `event` (with the trace of its request, for durations).
  public func log(_ event: LoadEvent, trace: RequestTrace? = nil) {
    let level = Self.level(of: event.kind)
    guard logger.logLevel <= level else { return }
    logger.log(level: level, "\(message(of: event))", metadata: metadata(of: event, trace: trace))
  }

  /// The level of an event of kind `kind`.
  public static func level(of kind: LoadEvent.Kind) -> Logger.Level {
    switch kind {
    case .attemptStarted, .cacheHit, .cacheMiss:
      .trace
    case .started, .waiting, .cancelled, .valueReplaced, .reset, .saved, .markedStale, .evicted, .queued,
      .notModified:
      .debug
    case .succeeded(let attempts):
      attempts > 1 ? .info : .debug
    case .attemptFailed:
      .info
    case .attemptTimedOut, .rolledBack:
      .notice
    case .failed(let classification, _):
      level(ofFailure: classification.kind)
    }
  }

  /// The level of a request that failed for good with a failure of kind `kind`.
  public static func level(ofFailure kind: FailureKind) -> Logger.Level {
    switch kind {
    case .offline, .cannotReachServer, .connectionLost, .timedOut, .cancelled: .notice
    case .maintenance, .serverError, .rateLimited: .warning
    case .unexpectedResponse, .clientError, .unauthorized, .updateRequired, .unknown: .error
    }
  }

  /// The message of `event`: `source key #request part: what happened`.
  public func message(of event: LoadEvent) -> String {
    var subject = source
    if let key = event.key { subject += " \(key)" }
    if let request = event.request { subject += " \(request)" }
    if event.part != .value, event.part != .mutation { subject += " \(InspectorFormat.part(event.part))" }
    return "\(subject): \(InspectorFormat.event(event.kind))"
  }

  /// The metadata of `event`, with the duration of the request or attempt it ends (from `trace`).
  public func metadata(of event: LoadEvent, trace: RequestTrace?) -> Logger.Metadata {
    var metadata: Logger.Metadata = ["source": "\(source)", "event": "\(Self.name(of: event.kind))"]
    if let key = event.key { metadata["key"] = "\(key.path)" }
    if let request = event.request { metadata["request"] = "\(request.rawValue)" }
    if event.part != .value { metadata["part"] = "\(InspectorFormat.part(event.part))" }
    func classify(_ classification: FailureClassification) {
      metadata["kind"] = "\(classification.kind.rawValue)"
      if let status = classification.statusCode { metadata["status"] = "\(status)" }
    }
    func milliseconds(_ duration: Duration) -> Logger.MetadataValue {
      "\(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)"
    }
    switch event.kind {
    case .started(let reason):
      metadata["reason"] = "\(reason.rawValue)"
    case .attemptStarted(let attempt):
      metadata["attempt"] = "\(attempt)"
    case .attemptFailed(let attempt, let classification):
      metadata["attempt"] = "\(attempt)"
      classify(classification)
      if let duration = trace?.attempts.last(where: { $0.number == attempt })?.duration {
        metadata["duration"] = milliseconds(duration)
      }
    case .attemptTimedOut(let attempt, let limit):
      metadata["attempt"] = "\(attempt)"
      metadata["duration"] = milliseconds(limit)
    case .waiting(let wait, let reason):
      metadata["wait"] = milliseconds(wait)
      metadata["wait_reason"] = "\(InspectorFormat.waitReason(reason))"
    case .succeeded(let attempts):
      metadata["attempt"] = "\(attempts)"
      if let duration = trace?.duration { metadata["duration"] = milliseconds(duration) }
    case .failed(let classification, _):
      classify(classification)
      if let attempts = trace?.attempts.count { metadata["attempt"] = "\(attempts)" }
      if let duration = trace?.duration { metadata["duration"] = milliseconds(duration) }
    case .cancelled:
      if let duration = trace?.duration { metadata["duration"] = milliseconds(duration) }
    case .saved(let bytes?):
      metadata["bytes"] = "\(bytes)"
    case .queued(let patches), .rolledBack(let patches):
      metadata["patches"] = "\(patches)"
    case .valueReplaced, .reset, .cacheHit, .cacheMiss, .saved(nil), .markedStale, .evicted, .notModified:
      break
    }
    return metadata
  }

  /// A short name of the kind of event, for the `event` metadata: `attempt_failed`.
  public static func name(of kind: LoadEvent.Kind) -> String {
    switch kind {
    case .started: "started"
    case .attemptStarted: "attempt_started"
    case .attemptFailed: "attempt_failed"
    case .attemptTimedOut: "attempt_timed_out"
    case .waiting: "waiting"
    case .succeeded: "succeeded"
    case .notModified: "not_modified"
    case .failed: "failed"
    case .cancelled: "cancelled"
    case .valueReplaced: "value_replaced"
    case .reset: "reset"
    case .cacheHit: "cache_hit"
    case .cacheMiss: "cache_miss"
    case .saved: "saved"
    case .markedStale: "marked_stale"
    case .evicted: "evicted"
    case .queued: "queued"
    case .rolledBack: "rolled_back"
    }
  }
}
