/// When and how often a ``Loader`` tries a failed operation again: exponential backoff with a cap and jitter,
/// never for failures that cannot succeed, honouring a delay the server asked for, and never beyond a total
/// time budget.
///
/// The default follows TanStack Query: up to 3 retries (4 attempts in all), waiting
/// `min(1 s × 2ⁿ, 30 s)` before retry `n` (counting from 0), here with ``Jitter/equal`` jitter so the waits
/// are 0.5–1 s, 1–2 s and 2–4 s. What is retried, and any delay the server asked for, come from the
/// failure's ``FailureClassification``, the same one the screen presents.
///
/// A server's `Retry-After` never shortens a wait: the wait is the longer of the server's delay and the
/// backoff, so `Retry-After: 0` cannot make a client hammer. A server delay longer than
/// ``maximumServerDelay`` (5 s by default) ends the retries at once, so the screen can say when to come back
/// instead of spinning. And the whole load, attempts and waits, stops at ``timeBudget`` (15 s by default):
/// with the default 10 s ``AttemptTimeout``, a server that hangs or drips bytes is reported within 15 s.
///
/// ```swift
/// let policy = RetryPolicy(maximumAttempts: 5, initialDelay: .milliseconds(200), jitter: .full)
/// let noRetries = RetryPolicy.never
/// ```
///
/// Every input is accepted: negative durations count as zero, durations beyond a billion seconds as a
/// billion seconds, a multiplier that is not a number as 1, and fewer than one attempt as one.
public struct RetryPolicy: Sendable, Hashable {
  /// Attempts in all, the first included; `1` means never retry.
  public var maximumAttempts: Int
  /// The wait before the first retry, before jitter.
  public var initialDelay: Duration
  /// The factor each further wait grows by.
  public var multiplier: Double
  /// The longest wait between attempts, before jitter.
  public var maximumDelay: Duration
  /// How waits are randomised.
  public var jitter: Jitter
  /// The longest server-given delay (`Retry-After`) worth waiting for inside one load; a longer one ends the
  /// retries, so the screen can show the failure and when to try again.
  public var maximumServerDelay: Duration
  /// The longest a load may take, every attempt and wait included: a wait is started only if it ends before the
  /// budget runs out (leaving time for another attempt; one ending exactly at the end is not started), and the
  /// ``Loader`` cuts off an attempt still running when it runs out.
  public var timeBudget: Duration

  /// Creates a policy; every parameter defaults to the documented default.
  public init(
    maximumAttempts: Int = 4,
    initialDelay: Duration = .seconds(1),
    multiplier: Double = 2,
    maximumDelay: Duration = .seconds(30),
    jitter: Jitter = .equal,
    maximumServerDelay: Duration = .seconds(5),
    timeBudget: Duration = .seconds(15)
  ) {
    self.maximumAttempts = maximumAttempts
    self.initialDelay = initialDelay
    self.multiplier = multiplier
    self.maximumDelay = maximumDelay
    self.jitter = jitter
    self.maximumServerDelay = maximumServerDelay
    self.timeBudget = timeBudget
  }

  /// Up to 3 retries with `min(1 s × 2ⁿ, 30 s)` backoff and equal jitter, within 15 s.
  public static var `default`: Self { Self() }

  /// A single attempt: failures are reported at once (still within the default time budget).
  public static var never: Self { Self(maximumAttempts: 1) }

  /// The wait before retry `retry` (0 for the first retry) without jitter: `min(initialDelay × multiplierⁿ,
  /// maximumDelay)`, both durations first clamped to `0 ... 1,000,000,000 s`.
  public func backoff(beforeRetry retry: Int) -> Duration {
    let initial = initialDelay.clampedForScheduling
    let maximum = maximumDelay.clampedForScheduling
    let factor = Self.power(multiplier.isNaN ? 1 : max(multiplier, 0), max(retry, 0))
    guard initial > .zero else { return .zero }
    // Compared in seconds first, so that the product is only formed when it is below the cap and cannot
    // overflow; an unbounded factor is past any cap.
    guard factor.isFinite, initial.seconds * factor < maximum.seconds else { return maximum }
    return initial * factor
  }

  /// Decides what follows the failed attempt number `attempt` (1 for the first), `elapsed` after the load
  /// started, drawing jitter from `generator`.
  ///
  /// A pure function of its inputs: with a seeded generator the whole schedule is reproducible.
  public func decision(
    after failure: FailureClassification,
    attempt: Int,
    elapsed: Duration = .zero,
    using generator: inout some RandomNumberGenerator
  ) -> RetryDecision {
    guard failure.isRetryable, !failure.isCancellation else { return .giveUp(.notRetryable) }
    guard attempt < maximumAttempts else { return .giveUp(.attemptsExhausted) }
    var wait = jitter.apply(to: backoff(beforeRetry: max(attempt, 1) - 1), using: &generator)
    if let requested = failure.retryAfter {
      let requested = requested.clampedForScheduling
      guard requested <= maximumServerDelay.clampedForScheduling else {
        return .giveUp(.serverDelayTooLong(requested))
      }
      wait = max(wait, requested)
    }
    guard elapsed.clampedForScheduling + wait < timeBudget.clampedForScheduling else {
      return .giveUp(.timeBudgetExhausted)
    }
    return .retry(after: wait)
  }

  /// `base` raised to `exponent` by repeated squaring: a few steps whatever the exponent.
  private static func power(_ base: Double, _ exponent: Int) -> Double {
    var result = 1.0
    var square = base
    var remaining = exponent
    while remaining > 0 {
      if remaining & 1 == 1 { result *= square }
      remaining >>= 1
      if remaining > 0 { square *= square }
      // Past any cap already: no need to go on (and ∞ × 0 must not turn into NaN).
      if !result.isFinite || result > 1e18 { return .infinity }
    }
    return result
  }
}

extension Duration {
  /// The longest wait the engine schedules: about 31 years, far below where `Duration` arithmetic overflows.
  static let longestScheduledWait: Duration = .seconds(1_000_000_000)

  /// This duration within `0 ... longestScheduledWait`, so that no user-given duration can overflow a sum
  /// or a product.
  package var clampedForScheduling: Duration {
    min(max(self, .zero), .longestScheduledWait)
  }

  /// The duration in seconds, as a `Double`. Only for durations of less than 2⁶³ seconds either way
  /// (`components` traps beyond): the engine calls it on clamped durations only.
  package var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
