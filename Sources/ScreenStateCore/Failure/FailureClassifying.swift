/// An error that classifies itself, so a typed API error decides its own ``FailureKind`` and retryability.
///
/// ```swift
/// enum APIError: FailureClassifying {
///   case sessionExpired, outage
///   var classification: FailureClassification {
///     switch self {
///     case .sessionExpired: FailureClassification(kind: .unauthorized)
///     case .outage: FailureClassification(kind: .maintenance, retryAfter: .seconds(60))
///     }
///   }
/// }
/// ```
public protocol FailureClassifying: Error {
  /// How this error is presented and retried.
  var classification: FailureClassification { get }
}
