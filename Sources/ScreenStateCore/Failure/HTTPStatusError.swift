/// A response whose HTTP status is not a success, holding only the status and the `Retry-After` delay:
/// never the body, so a hostile or verbose server body cannot reach the user.
///
/// ```swift
/// let (data, response) = try await URLSession.shared.data(from: url)
/// try HTTPStatusError.check(response)             // throws for 4xx and 5xx
/// return try JSONDecoder().decode([Post].self, from: data)
/// ```
public struct HTTPStatusError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The HTTP status code, 400 or above.
  public var statusCode: Int
  /// The delay the server asked for in `Retry-After`, if any.
  public var retryAfter: Duration?

  /// Creates the error for `statusCode`, with an already parsed delay.
  public init(statusCode: Int, retryAfter: Duration? = nil) {
    self.statusCode = statusCode
    self.retryAfter = retryAfter
  }

  /// Creates the error for `statusCode`, reading a raw `Retry-After` header (seconds or an HTTP date)
  /// relative to `now`, the current time since 1970-01-01 00:00:00 UTC.
  public init(statusCode: Int, retryAfterHeader: String?, now: Duration) {
    self.init(
      statusCode: statusCode,
      retryAfter: retryAfterHeader.flatMap { RetryAfterHeader.delay(from: $0, now: now) })
  }

  /// "HTTP 503", for logs.
  public var description: String { "HTTP \(statusCode)" }
}

extension HTTPStatusError: FailureClassifying {
  /// The classification of the status; an unexpected status below 400 counts as an unexpected response.
  public var classification: FailureClassification {
    FailureClassification(statusCode: statusCode, retryAfter: retryAfter)
      ?? FailureClassification(kind: .unexpectedResponse, statusCode: statusCode)
  }
}

extension HTTPStatusError: RetryAdvising {
  /// Whether the status is worth retrying: 5xx, 408 and 429 yes; other 4xx no.
  public var isRetryable: Bool { classification.isRetryable }
}
