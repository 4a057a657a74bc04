/// What a ``RetryPolicy`` decides after a failed attempt.
public enum RetryDecision: Sendable, Hashable {
  /// Try again once this delay has passed.
  case retry(after: Duration)
  /// Stop and report the failure.
  case giveUp(GiveUpReason)

  /// Why a ``RetryPolicy`` stopped retrying.
  public enum GiveUpReason: Sendable, Hashable {
    /// The failure cannot succeed on another attempt (a 4xx, a malformed response).
    case notRetryable
    /// Every allowed attempt has been made.
    case attemptsExhausted
    /// The server asked to wait longer than the policy's ``RetryPolicy/maximumServerDelay``.
    case serverDelayTooLong(Duration)
    /// The next wait would not end before the policy's ``RetryPolicy/timeBudget`` runs out, leaving no time for
    /// another attempt.
    case timeBudgetExhausted
  }
}
