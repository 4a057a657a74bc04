/// A failure that knows whether trying again can help, and how long a server asked the client to wait.
///
/// ``RetryPolicy`` reads these two answers by default, so a typed error (or the failure classification
/// that reads HTTP responses) decides what is retried without a custom predicate:
///
/// ```swift
/// enum APIError: RetryAdvising {
///   case badRequest, unavailable(retryAfter: Duration?)
///   var isRetryable: Bool { if case .unavailable = self { true } else { false } }
///   var retryAfter: Duration? { if case .unavailable(let delay) = self { delay } else { nil } }
/// }
/// ```
public protocol RetryAdvising: Error {
  /// Whether another attempt can succeed; `false` for client errors (4xx) and malformed responses.
  var isRetryable: Bool { get }
  /// The delay the server asked for (an HTTP `Retry-After`), or `nil` to use the policy's backoff.
  var retryAfter: Duration? { get }
}

extension RetryAdvising {
  /// No server-given delay unless the conforming type says otherwise.
  public var retryAfter: Duration? { nil }
}
