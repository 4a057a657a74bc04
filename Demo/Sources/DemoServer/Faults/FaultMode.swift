/// What the demo backend gets wrong on purpose, so that every error screen of a client can be reached for real.
///
/// Latency is not a mode: it is set beside the mode in ``FaultConfiguration``, so that a slow backend can also
/// be in maintenance, flaky, and so on.
public enum FaultMode: Sendable, Hashable {
  /// Every route answers normally.
  case healthy
  /// `/posts` answers 500 with a hostile HTML body (a stack trace) that a client must never show.
  case serverError
  /// `/posts` answers 503 with a `Retry-After` header, written in the given format.
  case maintenance(retryAfterSeconds: Int, format: RetryAfterFormat = .deltaSeconds)
  /// The server stops listening, so that clients get "connection refused".
  case offline
  /// `/version` requires a newer client than ``VersionInfo/demoClientVersion`` and `/posts` answers 426.
  case updateRequired
  /// `/version` advertises a newer client than ``VersionInfo/demoClientVersion``; `/posts` works.
  case updateAvailable
  /// `/posts` answers 200 with a truncated JSON body.
  case malformedJSON
  /// `/posts` answers 200 with an empty JSON array.
  case emptyList
  /// Each `/posts` request fails with 500 with the given probability, between 0 and 1.
  case flaky(failureRate: Double)
  /// `/posts` answers 200 and then sends its body one byte every ``FaultMode/dripInterval``, never ending.
  case drip
  /// `/posts` accepts the request and never answers.
  case hang
  /// `/posts` closes the connection abruptly (a TCP reset) instead of answering.
  case reset
  /// `/posts` answers 429 Too Many Requests with the given `Retry-After`.
  case rateLimited(retryAfter: RateLimitRetryAfter)
}

/// The `Retry-After` of a 429, including the odd values a client must survive.
public enum RateLimitRetryAfter: Sendable, Hashable {
  /// A delay in seconds; 0 asks for an immediate retry, which a client must still space out.
  case seconds(Int)
  /// An HTTP date an hour in the past: a delay of zero.
  case pastDate
  /// A number of seconds no integer holds (``FaultMode/hugeRetryAfter``): a client must neither overflow nor wait.
  case huge
}

extension FaultMode {
  /// The `Retry-After` value used when maintenance is asked for without one.
  public static let defaultRetryAfterSeconds = 60

  /// The failure rate used when flakiness is asked for without one.
  public static let defaultFailureRate = 0.5

  /// The time between two bytes of ``drip``.
  public static let dripInterval: Duration = .milliseconds(200)

  /// The `Retry-After` of ``RateLimitRetryAfter/huge``: twenty nines, beyond any 64-bit integer.
  public static let hugeRetryAfter = String(repeating: "9", count: 20)

  /// Whether this mode takes the server off the network rather than changing its answers.
  public var isOffline: Bool {
    if case .offline = self { return true }
    return false
  }
}
