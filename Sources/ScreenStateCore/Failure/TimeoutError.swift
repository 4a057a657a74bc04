/// An attempt ran longer than its ``AttemptTimeout``; retryable.
public struct TimeoutError: RetryAdvising, Hashable, Sendable, CustomStringConvertible {
  /// The limit that was reached.
  public var duration: Duration

  /// Creates the error for a limit of `duration`.
  public init(duration: Duration) {
    self.duration = duration
  }

  /// Always `true`: the next attempt may be faster.
  public var isRetryable: Bool { true }

  /// A short description for logs, such as "timed out after 10.0 seconds".
  public var description: String { "timed out after \(duration)" }
}
