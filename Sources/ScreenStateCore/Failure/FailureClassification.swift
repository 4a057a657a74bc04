/// A failure reduced to what a screen needs: its ``FailureKind``, whether retrying can help, and any
/// delay the server asked for. It never holds a server body or an internal description, so nothing built
/// from it can leak one to the user.
///
/// A ``FailureClassifier`` makes one from any error, once per failure; the ``Loader`` retries by it and
/// the screen presents it, so the two can never disagree.
///
/// ```swift
/// let classification = FailureClassifier.standard.classify(error) // URLError, HTTPStatusError, DecodingError, ...
/// classification.kind        // .maintenance
/// classification.retryAfter  // .seconds(120)
/// ```
public struct FailureClassification: Hashable, Sendable {
  /// What the failure means to the user.
  public var kind: FailureKind
  /// Whether another automatic attempt can succeed; ``RetryPolicy`` retries only these.
  public var isRetryable: Bool
  /// The HTTP status, when the failure came from one.
  public var statusCode: Int?
  /// The delay the server asked for (HTTP `Retry-After`), never negative, if any.
  public var retryAfter: Duration? {
    didSet { retryAfter = retryAfter.map { max($0, .zero) } }
  }

  /// Creates a classification; `isRetryable` defaults to the kind's usual answer, and a negative
  /// `retryAfter` counts as zero.
  public init(kind: FailureKind, isRetryable: Bool? = nil, statusCode: Int? = nil, retryAfter: Duration? = nil) {
    self.kind = kind
    self.isRetryable = isRetryable ?? kind.isUsuallyRetryable
    self.statusCode = statusCode
    self.retryAfter = retryAfter.map { max($0, .zero) }
  }

  /// Classifies an HTTP status that is not a success: 503 maintenance, other 5xx server error, 429 rate
  /// limited, 401/403 unauthorized, 408 timed out, 426 update required, other 4xx client error.
  ///
  /// Returns `nil` for statuses below 400 or above 599, which are not failures this rule knows.
  public init?(statusCode: Int, retryAfter: Duration? = nil) {
    let kind: FailureKind
    switch statusCode {
    case 503: kind = .maintenance
    case 500...599: kind = .serverError
    case 429: kind = .rateLimited
    case 401, 403: kind = .unauthorized
    case 408: kind = .timedOut
    case 426: kind = .updateRequired
    case 400...499: kind = .clientError
    default: return nil
    }
    self.init(kind: kind, statusCode: statusCode, retryAfter: retryAfter)
  }

  /// Whether this is a cancellation, which a ``Loader`` never shows as a failure.
  public var isCancellation: Bool { kind == .cancelled }
}
