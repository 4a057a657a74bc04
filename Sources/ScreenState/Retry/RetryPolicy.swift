/// When and how often a ``Loader`` tries a failed operation again: exponential backoff with a cap and jitter,
/// never for failures that cannot succeed, and honouring a delay the server asked for.
///
/// The default follows TanStack Query: up to 3 retries (4 attempts in all), waiting
/// `min(1 s × 2ⁿ, 30 s)` before retry `n` (counting from 0), here with ``Jitter/equal`` jitter so the
/// waits are 0.5–1 s, 1–2 s and 2–4 s. What is retried, and any delay the server asked for, come from
/// the failure's ``FailureClassification`` (which honours ``FailureClassifying`` and ``RetryAdvising``): transient
/// network and server failures are retried; client errors (4xx), malformed responses (`DecodingError`),
/// being offline and cancellations are not.
///
/// ```swift
/// let policy = RetryPolicy<any Error>(maximumAttempts: 5, initialDelay: .milliseconds(200), jitter: .full)
/// let noRetries = RetryPolicy<any Error>.never
/// ```
public struct RetryPolicy<Failure: Error>: Sendable {
  /// Attempts in all, the first included; `1` means never retry. Values below 1 count as 1.
  public var maximumAttempts: Int
  /// The wait before the first retry, before jitter.
  public var initialDelay: Duration
  /// The factor each further wait grows by.
  public var multiplier: Double
  /// The longest wait between attempts, before jitter.
  public var maximumDelay: Duration
  /// How waits are randomised.
  public var jitter: Jitter
  /// The longest server-given delay (see ``RetryAdvising/retryAfter``) worth waiting for inside one load;
  /// a longer one ends the retries, so the screen can show the failure and when to try again.
  public var maximumServerDelay: Duration
  /// Whether a failure may succeed on another attempt.
  public var isRetryable: @Sendable (Failure) -> Bool
  /// The delay a failure says the server asked for, if any.
  public var serverDelay: @Sendable (Failure) -> Duration?

  /// Creates a policy; every parameter defaults to the documented default.
  public init(
    maximumAttempts: Int = 4,
    initialDelay: Duration = .seconds(1),
    multiplier: Double = 2,
    maximumDelay: Duration = .seconds(30),
    jitter: Jitter = .equal,
    maximumServerDelay: Duration = .seconds(30),
    isRetryable: @escaping @Sendable (Failure) -> Bool = RetryPolicy.defaultIsRetryable,
    serverDelay: @escaping @Sendable (Failure) -> Duration? = RetryPolicy.defaultServerDelay
  ) {
    self.maximumAttempts = maximumAttempts
    self.initialDelay = initialDelay
    self.multiplier = multiplier
    self.maximumDelay = maximumDelay
    self.jitter = jitter
    self.maximumServerDelay = maximumServerDelay
    self.isRetryable = isRetryable
    self.serverDelay = serverDelay
  }

  /// Up to 3 retries with `min(1 s × 2ⁿ, 30 s)` backoff and equal jitter.
  public static var `default`: Self { Self() }

  /// A single attempt: failures are reported at once.
  public static var never: Self { Self(maximumAttempts: 1) }

  /// The default retryability: the failure's ``FailureClassification``, which reads ``FailureClassifying``
  /// and ``RetryAdvising`` conformances first, so presentation and retries never disagree.
  @Sendable public static func defaultIsRetryable(_ failure: Failure) -> Bool {
    FailureClassification(failure).isRetryable
  }

  /// The default server delay: the failure's ``FailureClassification/retryAfter``.
  @Sendable public static func defaultServerDelay(_ failure: Failure) -> Duration? {
    FailureClassification(failure).retryAfter
  }

  /// The wait before retry `retry` (0 for the first retry) without jitter: `min(initialDelay × multiplierⁿ, maximumDelay)`.
  public func backoff(beforeRetry retry: Int) -> Duration {
    var delay = initialDelay
    for _ in 0..<max(retry, 0) {
      if delay >= maximumDelay { break }
      // A step that would reach the cap (or with a non-finite multiplier) is the cap: multiplying first
      // could overflow `Duration` and trap.
      guard delay / maximumDelay * multiplier < 1 else {
        delay = maximumDelay
        break
      }
      delay = delay * multiplier
    }
    return min(max(delay, .zero), maximumDelay)
  }

  /// Decides what follows the failed attempt number `attempt` (1 for the first), drawing jitter from `generator`.
  ///
  /// A pure function of its inputs: with a seeded generator the whole schedule is reproducible.
  public func decision(
    after failure: Failure,
    attempt: Int,
    using generator: inout some RandomNumberGenerator
  ) -> RetryDecision {
    guard isRetryable(failure) else { return .giveUp(.notRetryable) }
    guard attempt < maximumAttempts else { return .giveUp(.attemptsExhausted) }
    if let requested = serverDelay(failure) {
      guard requested <= maximumServerDelay else { return .giveUp(.serverDelayTooLong(requested)) }
      return .retry(after: max(requested, .zero))
    }
    return .retry(after: jitter.apply(to: backoff(beforeRetry: attempt - 1), using: &generator))
  }
}
