#if canImport(Foundation)
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension FailureClassification {
    /// Classifies a `URLError`; `nil` for any other error.
    static func classifyURLError(_ error: any Error) -> FailureClassification? {
      guard let urlError = error as? URLError else { return nil }
      switch urlError.code {
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
      case .cancelled, .userCancelledAuthentication:
        return FailureClassification(kind: .cancelled)
      case .badServerResponse, .cannotDecodeRawData, .cannotDecodeContentData, .cannotParseResponse,
        .zeroByteResource:
        return FailureClassification(kind: .unexpectedResponse)
      case .userAuthenticationRequired:
        return FailureClassification(kind: .unauthorized)
      default:
        return FailureClassification(kind: .unknown)
      }
    }
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
