import ScreenState

/// An error that classifies as a chosen `FailureKind`, carrying the HTTP status and `Retry-After` delay
/// a real failure of that kind would carry, so sample screens show realistic messages.
///
/// ```swift
/// SampleFailure(.maintenance).classification.retryAfter   // .seconds(120): "Try again in 2 minutes."
/// ```
public struct SampleFailure: FailureClassifying, Hashable, Sendable, CustomStringConvertible {
  /// How the failure is presented and retried.
  public var classification: FailureClassification

  /// Creates a failure with exactly this classification.
  public init(classification: FailureClassification) {
    self.classification = classification
  }

  /// Creates a typical failure of `kind`: 503 with a two-minute `Retry-After` for maintenance, 500 for a
  /// server error, 429 with thirty seconds for rate limiting, 401, 404 and 426 for the client errors.
  public init(_ kind: FailureKind) {
    let statusCode: Int?
    let retryAfter: Duration?
    switch kind {
    case .maintenance: (statusCode, retryAfter) = (503, .seconds(120))
    case .serverError: (statusCode, retryAfter) = (500, nil)
    case .rateLimited: (statusCode, retryAfter) = (429, .seconds(30))
    case .unauthorized: (statusCode, retryAfter) = (401, nil)
    case .clientError: (statusCode, retryAfter) = (404, nil)
    case .updateRequired: (statusCode, retryAfter) = (426, nil)
    case .offline, .cannotReachServer, .connectionLost, .timedOut, .unexpectedResponse, .cancelled, .unknown:
      (statusCode, retryAfter) = (nil, nil)
    }
    self.init(classification: FailureClassification(kind: kind, statusCode: statusCode, retryAfter: retryAfter))
  }

  /// "SampleFailure(maintenance)", for test output.
  public var description: String { "SampleFailure(\(classification.kind.rawValue))" }
}
