/// A failure reduced to what a screen needs: its ``FailureKind``, whether retrying can help, and any
/// delay the server asked for. It never holds a server body or an internal description, so nothing built
/// from it can leak one to the user.
///
/// ```swift
/// let classification = FailureClassification(error)   // URLError, HTTPStatusError, DecodingError, ...
/// classification.kind          // .maintenance
/// classification.retryAfter    // .seconds(120)
/// classification.message.title // "Down for maintenance"
/// ```
public struct FailureClassification: Hashable, Sendable {
  /// What the failure means to the user.
  public var kind: FailureKind
  /// Whether another attempt can succeed; ``RetryPolicy`` retries only these.
  public var isRetryable: Bool
  /// The HTTP status, when the failure came from one.
  public var statusCode: Int?
  /// The delay the server asked for (HTTP `Retry-After`), if any.
  public var retryAfter: Duration?

  /// Creates a classification; `isRetryable` defaults to the kind's usual answer.
  public init(kind: FailureKind, isRetryable: Bool? = nil, statusCode: Int? = nil, retryAfter: Duration? = nil) {
    self.kind = kind
    self.isRetryable = isRetryable ?? kind.isUsuallyRetryable
    self.statusCode = statusCode
    self.retryAfter = retryAfter
  }

  /// Classifies any error.
  ///
  /// In order: cancellation (``CancellationDescribing``, `CancellationError`, `URLError.cancelled`); a
  /// ``FailureClassifying`` error's own classification; ``TimeoutError``; `DecodingError` (unexpected
  /// response); `URLError` codes, where Foundation exists; a ``RetryAdvising`` error's advice; otherwise
  /// ``FailureKind/unknown``, retryable.
  public init(_ error: any Error) {
    if ScreenState.isCancellation(error) {
      self.init(kind: .cancelled)
    } else if let classifying = error as? any FailureClassifying {
      self = classifying.classification
    } else if error is TimeoutError {
      self.init(kind: .timedOut)
    } else if error is DecodingError {
      self.init(kind: .unexpectedResponse)
    } else if error is EncodingError {
      self.init(kind: .unknown, isRetryable: false)
    } else if let classification = Self.classifyURLError(error) {
      self = classification
    } else if let advising = error as? any RetryAdvising {
      self.init(kind: .unknown, isRetryable: advising.isRetryable, retryAfter: advising.retryAfter)
    } else {
      self.init(kind: .unknown)
    }
  }

  /// Classifies an HTTP status that is not a success: 503 maintenance, other 5xx server error, 429 rate
  /// limited, 401/403 unauthorized, 408 timed out, 426 update required, other 4xx client error.
  ///
  /// Returns `nil` for statuses below 400, which are not failures.
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

  /// The default user-facing text for this failure; see ``FailureKind/defaultMessage(retryAfter:)``.
  public var message: FailureMessage {
    kind.defaultMessage(retryAfter: retryAfter)
  }
}
