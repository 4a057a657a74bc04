/// What a failure means to the person using the app: the handful of cases a screen presents differently.
///
/// A ``FailureClassifier`` reduces every error to one kind; the kind picks the words a screen shows (see
/// ``ScreenTexts``), the icon of the error screen, and whether an automatic retry is worth making.
public enum FailureKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// The device has no usable network connection.
  case offline
  /// The server could not be reached: refused connection, unknown host, failed DNS or TLS.
  case cannotReachServer
  /// The connection to the server broke while the request was under way (a reset, a network hand-over).
  case connectionLost
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

extension FailureKind {
  /// Whether automatic retries usually help: transient network and server trouble yes; being offline,
  /// client errors, authorisation, malformed responses, required updates and cancellations no.
  public var isUsuallyRetryable: Bool {
    switch self {
    case .cannotReachServer, .connectionLost, .timedOut, .maintenance, .serverError, .rateLimited, .unknown: true
    case .offline, .unauthorized, .clientError, .updateRequired, .unexpectedResponse, .cancelled: false
    }
  }

  /// Whether a person asking to try again can ever get a different answer: `false` for a request the
  /// server refused as invalid, a required update, missing authorisation and cancellation, where a
  /// "Try Again" button would only repeat the failure.
  public var offersRetry: Bool {
    switch self {
    case .clientError, .updateRequired, .unauthorized, .cancelled: false
    case .offline, .cannotReachServer, .connectionLost, .timedOut, .maintenance, .serverError, .rateLimited,
      .unexpectedResponse, .unknown:
      true
    }
  }
}
