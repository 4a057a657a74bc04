/// A time limit for each attempt of a ``Loader``'s operation, and the failure it becomes when reached.
///
/// The attempt is cancelled when the limit passes; a timed-out attempt is retried like any other
/// retryable failure. A loader whose failure type can hold a ``TimeoutError`` (`any Error`, or
/// `TimeoutError` itself) gets ``standard`` (10 s) unless told otherwise; with a typed failure of your own,
/// pass one that makes your timeout error, or an attempt that never returns is never cut off.
///
/// ```swift
/// Loader(timeout: .after(.seconds(5))) { try await api.posts() }                       // Failure == any Error
/// Loader(timeout: AttemptTimeout(.seconds(10)) { _ in APIError.timedOut }) { ... }     // a typed failure
/// ```
public struct AttemptTimeout<Failure: Error>: Sendable {
  /// How long one attempt may run; a negative duration counts as zero.
  public var duration: Duration
  /// Makes the failure reported when an attempt runs out of time (or the load runs out of its time budget).
  public var failure: @Sendable (Duration) -> Failure

  /// Creates a time limit that fails an attempt with the error `failure` makes.
  public init(_ duration: Duration, failure: @escaping @Sendable (Duration) -> Failure) {
    self.duration = duration
    self.failure = failure
  }

  /// The default limit of an attempt.
  public static var standardDuration: Duration { .seconds(10) }

  /// A 10 s limit failing with ``TimeoutError`` when `Failure` can hold one (`any Error`, `TimeoutError`);
  /// `nil` for any other failure type, which cannot express a timeout on its own.
  public static var standard: Self? {
    guard TimeoutError(duration: .zero) is Failure else { return nil }
    // The check above makes this cast succeed for every duration.
    return Self(standardDuration) { TimeoutError(duration: $0) as! Failure }
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
