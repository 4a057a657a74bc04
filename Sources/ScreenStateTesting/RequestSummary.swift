import ScreenState

/// A request summed up for an assertion: why it started, how many attempts it made, how long it waited between
/// them and why, and how it ended. Times, keys and the classifications of intermediate attempts are left out; read
/// ``EventRecorder/traces`` for those.
///
/// ```swift
/// #expect(recorder.requests == [
///   .init(reason: .load, attempts: 2, waits: [.retryAfter(.seconds(5))]),
///   .init(reason: .refresh, attempts: 3, waits: [.backoff(.seconds(1)), .backoff(.seconds(2))], outcome: .failed(.serverError)),
/// ])
/// ```
public struct RequestSummary: Hashable, Sendable, CustomStringConvertible {
  /// A wait between two attempts.
  public enum Wait: Hashable, Sendable {
    /// The retry policy's backoff, this long.
    case backoff(Duration)
    /// The delay the server asked for (`Retry-After`).
    case retryAfter(Duration)
    /// Waiting for the network to come back, at most this long.
    case network(Duration)
  }

  /// How a request ended.
  public enum Outcome: Hashable, Sendable {
    /// It has not ended yet.
    case running
    /// It answered.
    case succeeded
    /// It failed for good, with a failure of this kind.
    case failed(FailureKind)
    /// It was cancelled or replaced.
    case cancelled
  }

  /// Why it started; `nil` for a request whose start was not recorded.
  public var reason: RequestReason?
  /// How many attempts it made.
  public var attempts: Int
  /// The waits between its attempts, in order.
  public var waits: [Wait]
  /// How it ended.
  public var outcome: Outcome

  /// Creates a summary; by default one attempt, no wait, succeeded.
  public init(reason: RequestReason?, attempts: Int = 1, waits: [Wait] = [], outcome: Outcome = .succeeded) {
    self.reason = reason
    self.attempts = attempts
    self.waits = waits
    self.outcome = outcome
  }

  /// Sums `trace` up.
  public init(_ trace: RequestTrace) {
    reason = trace.reason
    attempts = trace.attempts.count
    waits = trace.waits.map { wait in
      switch wait.reason {
      case .backoff: .backoff(wait.duration)
      case .serverDelay: .retryAfter(wait.duration)
      case .network: .network(wait.duration)
      }
    }
    outcome =
      switch trace.outcome {
      case nil: .running
      case .succeeded?: .succeeded
      case .failed(let failure, _)?: .failed(failure.kind)
      case .cancelled?: .cancelled
      }
  }

  /// The summary in words: `load: 2 attempts, waited 5.0 s (Retry-After), succeeded`.
  public var description: String {
    var parts = ["\(reason?.rawValue ?? "?"): \(attempts) attempt\(attempts == 1 ? "" : "s")"]
    for wait in waits {
      switch wait {
      case .backoff(let duration): parts.append("waited \(InspectorFormat.duration(duration)) (backoff)")
      case .retryAfter(let duration): parts.append("waited \(InspectorFormat.duration(duration)) (Retry-After)")
      case .network(let duration): parts.append("waited \(InspectorFormat.duration(duration)) (network)")
      }
    }
    switch outcome {
    case .running: parts.append("running")
    case .succeeded: parts.append("succeeded")
    case .failed(let kind): parts.append("failed (\(InspectorFormat.kind(kind)))")
    case .cancelled: parts.append("cancelled")
    }
    return parts.joined(separator: ", ")
  }
}
