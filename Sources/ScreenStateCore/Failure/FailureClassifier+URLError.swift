// Everything in the failure pipeline that needs Foundation: URL loading errors and HTTP responses.
#if canImport(Foundation)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension FailureClassifier {
    /// Classifies a `URLError` (or an `NSError` in `NSURLErrorDomain`); `nil` for any other error.
    static func classifyURLError(_ error: any Error) -> FailureClassification? {
      guard let code = urlErrorCode(error) else { return nil }
      switch code {
      case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
        return FailureClassification(kind: .offline)
      case .networkConnectionLost:
        // The server was reached and the connection broke: a reset, or a hand-over between networks.
        return FailureClassification(kind: .connectionLost)
      case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .secureConnectionFailed,
        .cannotLoadFromNetwork:
        return FailureClassification(kind: .cannotReachServer)
      case .serverCertificateHasBadDate, .serverCertificateUntrusted, .serverCertificateHasUnknownRoot,
        .serverCertificateNotYetValid, .clientCertificateRejected, .clientCertificateRequired:
        // The server can be reached but not trusted: another attempt meets the same certificate.
        return FailureClassification(kind: .cannotReachServer, isRetryable: false)
      case .timedOut:
        return FailureClassification(kind: .timedOut)
      case .cancelled:
        return FailureClassification(kind: .cancelled)
      case .userCancelledAuthentication, .userAuthenticationRequired:
        // The person declined to sign in: the content stays out of reach until they do.
        return FailureClassification(kind: .unauthorized)
      case .badServerResponse, .cannotDecodeRawData, .cannotDecodeContentData, .cannotParseResponse,
        .zeroByteResource, .dataLengthExceedsMaximum, .httpTooManyRedirects, .redirectToNonExistentLocation:
        return FailureClassification(kind: .unexpectedResponse)
      case .badURL, .unsupportedURL, .appTransportSecurityRequiresSecureConnection, .fileDoesNotExist,
        .fileIsDirectory, .noPermissionsToReadFile, .requestBodyStreamExhausted:
        // A mistake in the request itself: the same request fails the same way.
        return FailureClassification(kind: .unknown, isRetryable: false)
      default:
        return FailureClassification(kind: .unknown)
      }
    }

    /// `URLError.cancelled` (-999), which `URLSession` throws when the task awaiting it is cancelled.
    static func isCancelledURLLoad(_ error: any Error) -> Bool {
      urlErrorCode(error) == .cancelled
    }
  }

  /// The `URLError` code of an error, whether it is a `URLError` or an `NSError` in `NSURLErrorDomain`
  /// (which Linux's Foundation does not bridge to `URLError`).
  func urlErrorCode(_ error: any Error) -> URLError.Code? {
    if let urlError = error as? URLError { return urlError.code }
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain else { return nil }
    return URLError.Code(rawValue: nsError.code)
  }

  extension HTTPStatusError {
    /// Throws an ``HTTPStatusError`` when `response` is an HTTP response with a status of 400 or above,
    /// reading its `Retry-After` header relative to `now`.
    ///
    /// ```swift
    /// let (data, response) = try await session.data(from: url)
    /// try HTTPStatusError.check(response)
    /// ```
    public static func check(_ response: URLResponse, now: Date = Date()) throws(HTTPStatusError) {
      guard let http = response as? HTTPURLResponse, http.statusCode >= 400 else { return }
      let seconds = now.timeIntervalSince1970
      throw HTTPStatusError(
        statusCode: http.statusCode,
        retryAfterHeader: http.value(forHTTPHeaderField: "Retry-After"),
        // A date beyond `Duration`'s range (or not a number) cannot be a real clock reading: read as the epoch.
        now: seconds.isFinite && abs(seconds) < 1e15 ? .seconds(seconds) : .zero)
    }
  }
#else
  extension FailureClassifier {
    static func classifyURLError(_ error: any Error) -> FailureClassification? { nil }
    static func isCancelledURLLoad(_ error: any Error) -> Bool { false }
  }
#endif
