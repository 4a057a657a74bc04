/// What a failure means to the person using the app: the handful of cases a screen presents differently.
public enum FailureKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// The device has no usable network connection.
  case offline
  /// The server could not be reached: refused connection, unknown host, failed DNS or TLS.
  case cannotReachServer
  /// The server did not answer in time.
  case timedOut
  /// The service is down for maintenance (HTTP 503), possibly saying when to come back.
  case maintenance
  /// The server failed unexpectedly (HTTP 5xx other than 503).
  case serverError
  /// The server asked the client to slow down (HTTP 429).
  case rateLimited
  /// The user is not signed in or not allowed (HTTP 401, 403).
  case unauthorized
  /// The server refused the request as invalid (other HTTP 4xx); trying again cannot help.
  case clientError
  /// This version of the app is no longer supported (HTTP 426).
  case updateRequired
  /// The response could not be read: malformed JSON, a missing field, an unexpected shape.
  case unexpectedResponse
  /// The work was cancelled; a ``Loader`` never shows this as a failure.
  case cancelled
  /// Anything else.
  case unknown
}
