/// A time limit for each attempt of a ``Loader``'s operation, and the failure it becomes when reached.
///
/// The attempt is cancelled when the limit passes; a timed-out attempt is retried like any other
/// retryable failure.
///
/// ```swift
/// Loader(timeout: .after(.seconds(10))) { try await api.posts() }                   // Failure == any Error
/// Loader(timeout: AttemptTimeout(.seconds(10)) { _ in APIError.timedOut }) { ... } // a typed failure
/// ```
public struct AttemptTimeout<Failure: Error>: Sendable {
  /// How long one attempt may run.
  public var duration: Duration
  /// Makes the failure reported when an attempt runs out of time.
  public var failure: @Sendable (Duration) -> Failure

  /// Creates a time limit that fails an attempt with the error `failure` makes.
  public init(_ duration: Duration, failure: @escaping @Sendable (Duration) -> Failure) {
    self.duration = duration
    self.failure = failure
  }
}

extension AttemptTimeout where Failure == any Error {
  /// A time limit that fails an attempt with ``TimeoutError``.
  public static func after(_ duration: Duration) -> Self {
    Self(duration) { TimeoutError(duration: $0) }
  }
}

extension AttemptTimeout where Failure == TimeoutError {
  /// A time limit that fails an attempt with ``TimeoutError``.
  public static func after(_ duration: Duration) -> Self {
    Self(duration) { TimeoutError(duration: $0) }
  }
}
