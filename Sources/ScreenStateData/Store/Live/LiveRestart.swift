import ScreenStateCore

/// What follows the end of a live feed's run, decided by a pure function of the run, the failures before it and the
/// store's ``RetryPolicy``.
struct LiveRestart: Equatable {
  /// The failures (and empty runs) since the last run that received an element or lasted: the backoff's exponent.
  var failures: Int
  /// The failure to show, once the policy gave up on it, and why it gave up.
  var gaveUp: RetryDecision.GiveUpReason?
  /// When the next run starts, from the end; `nil` for when a screen, the app or the network asks for it.
  var wait: Duration?

  /// What follows a run that received an element (`received`) or not, lasted `duration`, and ended with `failure`
  /// (classified) or by itself, after `failures` failed or empty runs.
  static func after(
    _ failure: FailureClassification?, received: Bool, lasted duration: Duration, failures: Int, policy: RetryPolicy,
    using generator: inout some RandomNumberGenerator
  ) -> LiveRestart {
    guard let failure, !failure.isCancellation else {
      // An end is a closed connection: made again soon when it brought something or lasted, later and later when it
      // ends at once.
      let count = received || duration >= policy.maximumDelay.clampedForScheduling ? 0 : failures + 1
      return LiveRestart(failures: count, wait: jittered(policy, count, using: &generator))
    }
    let count = (received ? 0 : failures) + 1
    switch policy.decision(after: failure, attempt: count, using: &generator) {
    case .retry(let wait):
      return LiveRestart(failures: count, wait: wait)
    case .giveUp(.notRetryable):
      return LiveRestart(failures: count, gaveUp: .notRetryable, wait: nil)
    case .giveUp(let reason):
      // Shown, then retried at the policy's longest waits: a live key keeps trying while screens show it.
      let wait = max(jittered(policy, count - 1, using: &generator), failure.retryAfter?.clampedForScheduling ?? .zero)
      return LiveRestart(failures: count, gaveUp: reason, wait: wait)
    }
  }

  private static func jittered(
    _ policy: RetryPolicy, _ retry: Int, using generator: inout some RandomNumberGenerator
  ) -> Duration {
    policy.jitter.apply(to: policy.backoff(beforeRetry: retry), using: &generator)
  }
}
