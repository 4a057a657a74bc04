#if canImport(Foundation)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension FailureClassification {
    /// Classifies a `URLError`; `nil` for any other error.
    static func classifyURLError(_ error: any Error) -> FailureClassification? {
      guard let code = urlErrorCode(error) else { return nil }
      switch code {
      case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
        return FailureClassification(kind: .offline)
      case .networkConnectionLost:
        // Often a hand-over between networks: worth another attempt.
        return FailureClassification(kind: .offline, isRetryable: true)
      case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .secureConnectionFailed,
        .cannotLoadFromNetwork, .callIsActive:
        return FailureClassification(kind: .cannotReachServer)
      case .timedOut:
        return FailureClassification(kind: .timedOut)
      case .cancelled:
        return FailureClassification(kind: .cancelled)
      case .userCancelledAuthentication, .userAuthenticationRequired:
        // The person declined to sign in: the content stays out of reach until they do.
        return FailureClassification(kind: .unauthorized)
      case .badServerResponse, .cannotDecodeRawData, .cannotDecodeContentData, .cannotParseResponse,
        .zeroByteResource:
        return FailureClassification(kind: .unexpectedResponse)
      default:
        return FailureClassification(kind: .unknown)
      }
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
      throw HTTPStatusError(
        statusCode: http.statusCode,
        retryAfterHeader: http.value(forHTTPHeaderField: "Retry-After"),
        now: .seconds(now.timeIntervalSince1970))
    }
  }
#else
  extension FailureClassification {
    static func classifyURLError(_ error: any Error) -> FailureClassification? { nil }
  }
#endif
