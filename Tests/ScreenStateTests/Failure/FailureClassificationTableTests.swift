import Foundation
import ScreenState
import ScreenStateTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One table covering the standard classification of every family of error.
@Suite("Failure classification table")
struct FailureClassificationTableTests {
  /// 1994-11-06 08:48:37 UTC, one minute before the dates in the RFC 9110 examples.
  static let now = Duration.seconds(784_111_717)

  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let error: any Error
    let kind: FailureKind
    let isRetryable: Bool
    var statusCode: Int? = nil
    var retryAfter: Duration? = nil
    var testDescription: String { name }
  }

  private static func http(_ status: Int, _ header: String? = nil) -> HTTPStatusError {
    HTTPStatusError(statusCode: status, retryAfterHeader: header, now: now)
  }

  struct SelfClassifying: FailureClassifying {
    var classification: FailureClassification {
      FailureClassification(kind: .updateRequired, isRetryable: true, statusCode: 299, retryAfter: .seconds(9))
    }
  }

  struct Advising: RetryAdvising {
    var isRetryable: Bool
    var retryAfter: Duration?
  }

  struct AdvisingWithDefaultDelay: RetryAdvising {
    var isRetryable: Bool { false }
  }

  struct Describing: CancellationDescribing {
    var isCancellation: Bool
  }

  struct Unknown: Error {}

  private static let context = DecodingError.Context(codingPath: [], debugDescription: "test")

  static let rows: [Row] = [
    // URLError
    Row(
      name: "URLError.notConnectedToInternet", error: URLError(.notConnectedToInternet), kind: .offline,
      isRetryable: false),
    Row(
      name: "URLError.cannotConnectToHost", error: URLError(.cannotConnectToHost), kind: .cannotReachServer,
      isRetryable: true),
    Row(name: "URLError.timedOut", error: URLError(.timedOut), kind: .timedOut, isRetryable: true),
    Row(
      name: "URLError.networkConnectionLost", error: URLError(.networkConnectionLost), kind: .connectionLost,
      isRetryable: true),
    Row(
      name: "NSError -1005 (Linux)", error: NSError(domain: NSURLErrorDomain, code: -1005), kind: .connectionLost,
      isRetryable: true),
    Row(
      name: "NSError -1001 (Linux)", error: NSError(domain: NSURLErrorDomain, code: -1001), kind: .timedOut,
      isRetryable: true),
    Row(
      name: "URLError.httpTooManyRedirects", error: URLError(.httpTooManyRedirects), kind: .unexpectedResponse,
      isRetryable: false),
    Row(
      name: "URLError.dataLengthExceedsMaximum", error: URLError(.dataLengthExceedsMaximum), kind: .unexpectedResponse,
      isRetryable: false),
    Row(
      name: "URLError.serverCertificateUntrusted", error: URLError(.serverCertificateUntrusted),
      kind: .cannotReachServer, isRetryable: false),
    Row(
      name: "URLError.secureConnectionFailed", error: URLError(.secureConnectionFailed), kind: .cannotReachServer,
      isRetryable: true),
    Row(name: "URLError.dataNotAllowed", error: URLError(.dataNotAllowed), kind: .offline, isRetryable: false),
    Row(name: "URLError.cannotFindHost", error: URLError(.cannotFindHost), kind: .cannotReachServer, isRetryable: true),
    Row(
      name: "URLError.dnsLookupFailed", error: URLError(.dnsLookupFailed), kind: .cannotReachServer, isRetryable: true),
    Row(name: "URLError.cancelled", error: URLError(.cancelled), kind: .cancelled, isRetryable: false),
    Row(
      name: "URLError.badServerResponse", error: URLError(.badServerResponse), kind: .unexpectedResponse,
      isRetryable: false),
    Row(
      name: "URLError.userAuthenticationRequired", error: URLError(.userAuthenticationRequired), kind: .unauthorized,
      isRetryable: false),
    Row(name: "URLError.badURL", error: URLError(.badURL), kind: .unknown, isRetryable: false),
    Row(
      name: "NSURLErrorDomain unknown code", error: NSError(domain: NSURLErrorDomain, code: -123_456), kind: .unknown,
      isRetryable: true),
    // HTTP 503 and Retry-After
    Row(name: "503", error: http(503), kind: .maintenance, isRetryable: true, statusCode: 503),
    Row(
      name: "503 Retry-After seconds", error: http(503, "120"), kind: .maintenance, isRetryable: true, statusCode: 503,
      retryAfter: .seconds(120)),
    Row(
      name: "503 Retry-After IMF-fixdate", error: http(503, "Sun, 06 Nov 1994 08:49:37 GMT"), kind: .maintenance,
      isRetryable: true, statusCode: 503, retryAfter: .seconds(60)),
    Row(
      name: "503 Retry-After RFC 850", error: http(503, "Sunday, 06-Nov-94 08:49:37 GMT"), kind: .maintenance,
      isRetryable: true, statusCode: 503, retryAfter: .seconds(60)),
    Row(
      name: "503 Retry-After asctime", error: http(503, "Sun Nov  6 08:49:37 1994"), kind: .maintenance,
      isRetryable: true, statusCode: 503, retryAfter: .seconds(60)),
    Row(
      name: "503 Retry-After past date", error: http(503, "Sun, 06 Nov 1994 08:00:00 GMT"), kind: .maintenance,
      isRetryable: true, statusCode: 503, retryAfter: .zero),
    Row(
      name: "503 Retry-After garbage", error: http(503, "soon"), kind: .maintenance, isRetryable: true, statusCode: 503),
    // Other statuses
    Row(name: "500", error: http(500), kind: .serverError, isRetryable: true, statusCode: 500),
    Row(name: "502", error: http(502), kind: .serverError, isRetryable: true, statusCode: 502),
    Row(name: "504", error: http(504), kind: .serverError, isRetryable: true, statusCode: 504),
    Row(
      name: "500 Retry-After", error: http(500, "7"), kind: .serverError, isRetryable: true, statusCode: 500,
      retryAfter: .seconds(7)),
    Row(name: "400", error: http(400), kind: .clientError, isRetryable: false, statusCode: 400),
    Row(name: "404", error: http(404), kind: .clientError, isRetryable: false, statusCode: 404),
    Row(name: "401", error: http(401), kind: .unauthorized, isRetryable: false, statusCode: 401),
    Row(name: "403", error: http(403), kind: .unauthorized, isRetryable: false, statusCode: 403),
    Row(name: "408", error: http(408), kind: .timedOut, isRetryable: true, statusCode: 408),
    Row(name: "426", error: http(426), kind: .updateRequired, isRetryable: false, statusCode: 426),
    Row(name: "429", error: http(429), kind: .rateLimited, isRetryable: true, statusCode: 429),
    Row(
      name: "429 Retry-After", error: http(429, "30"), kind: .rateLimited, isRetryable: true, statusCode: 429,
      retryAfter: .seconds(30)),
    Row(
      name: "HTTP 200 thrown anyway", error: HTTPStatusError(statusCode: 200), kind: .unexpectedResponse,
      isRetryable: false, statusCode: 200),
    // DecodingError, every case
    Row(
      name: "DecodingError.typeMismatch", error: DecodingError.typeMismatch(Int.self, context),
      kind: .unexpectedResponse, isRetryable: false),
    Row(
      name: "DecodingError.valueNotFound", error: DecodingError.valueNotFound(Int.self, context),
      kind: .unexpectedResponse, isRetryable: false),
    Row(
      name: "DecodingError.keyNotFound", error: DecodingError.keyNotFound(AnyKey("id"), context),
      kind: .unexpectedResponse, isRetryable: false),
    Row(
      name: "DecodingError.dataCorrupted", error: DecodingError.dataCorrupted(context), kind: .unexpectedResponse,
      isRetryable: false),
    Row(name: "real JSONDecoder failure", error: decodingFailure(), kind: .unexpectedResponse, isRetryable: false),
    Row(
      name: "EncodingError", error: EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "x")),
      kind: .unknown, isRetryable: false),
    // Time limits and cancellation
    Row(name: "TimeoutError", error: TimeoutError(duration: .seconds(10)), kind: .timedOut, isRetryable: true),
    Row(name: "CancellationError", error: CancellationError(), kind: .cancelled, isRetryable: false),
    Row(
      name: "CancellationDescribing true", error: Describing(isCancellation: true), kind: .cancelled, isRetryable: false
    ),
    Row(
      name: "CancellationDescribing false", error: Describing(isCancellation: false), kind: .unknown, isRetryable: true),
    // Custom errors
    Row(
      name: "FailureClassifying", error: SelfClassifying(), kind: .updateRequired, isRetryable: true, statusCode: 299,
      retryAfter: .seconds(9)),
    Row(
      name: "RetryAdvising not retryable", error: Advising(isRetryable: false, retryAfter: nil), kind: .unknown,
      isRetryable: false),
    Row(
      name: "RetryAdvising with delay", error: Advising(isRetryable: true, retryAfter: .seconds(5)), kind: .unknown,
      isRetryable: true, retryAfter: .seconds(5)),
    Row(name: "RetryAdvising default delay", error: AdvisingWithDefaultDelay(), kind: .unknown, isRetryable: false),
    Row(name: "unknown error", error: Unknown(), kind: .unknown, isRetryable: true),
    Row(name: "NSError", error: NSError(domain: "com.example", code: 42), kind: .unknown, isRetryable: true),
  ]

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  struct Post: Decodable { var id: Int }

  static func decodingFailure() -> any Error {
    do {
      _ = try JSONDecoder().decode(Post.self, from: Data(#"{"id": "seven"}"#.utf8))
      return Unknown()
    } catch {
      return error
    }
  }

  @Test(arguments: rows)
  func classifies(row: Row) {
    let classification = FailureClassifier.standard.classify(row.error)
    #expect(classification.kind == row.kind)
    #expect(classification.isRetryable == row.isRetryable)
    #expect(classification.statusCode == row.statusCode)
    #expect(classification.retryAfter == row.retryAfter)
    #expect(
      classification
        == FailureClassification(
          kind: row.kind, isRetryable: row.isRetryable, statusCode: row.statusCode, retryAfter: row.retryAfter))
  }

  @Test(arguments: rows)
  func retryPolicyFollowsTheClassification(row: Row) {
    // The policy decides from the classification alone: what it retries is what the row says is retryable.
    var generator = SeededRandomNumberGenerator(seed: 1)
    let decision = RetryPolicy(maximumServerDelay: .seconds(1_000), timeBudget: .seconds(2_000))
      .decision(after: FailureClassifier.standard.classify(row.error), attempt: 1, using: &generator)
    if case .retry(let wait) = decision {
      #expect(row.isRetryable && row.kind != .cancelled)
      #expect(wait >= (row.retryAfter ?? .zero))
    } else {
      #expect(!row.isRetryable || row.kind == .cancelled)
    }
  }

  @Test(arguments: rows)
  func everyKindHasAClearMessage(row: Row) {
    let classification = FailureClassifier.standard.classify(row.error)
    let message = ScreenTexts(language: "en").failureMessage(for: classification)
    #expect(!message.title.isEmpty)
    #expect(!message.message.isEmpty)
    #expect(message.title == ScreenTexts(language: "en")[.failureTitle(row.kind)])
  }

  @Test func statusCodeInitializer() {
    #expect(FailureClassification(statusCode: 200) == nil)
    #expect(FailureClassification(statusCode: 304) == nil)
    #expect(FailureClassification(statusCode: 399) == nil)
    #expect(FailureClassification(statusCode: 499)?.kind == .clientError)
    #expect(FailureClassification(statusCode: 599)?.kind == .serverError)
    #expect(FailureClassification(statusCode: 503, retryAfter: .seconds(3))?.retryAfter == .seconds(3))
    #expect(FailureClassification(statusCode: 418)?.isRetryable == false)
    #expect(HTTPStatusError(statusCode: 404).isRetryable == false)
    #expect(HTTPStatusError(statusCode: 503).isRetryable)
    #expect(HTTPStatusError(statusCode: 503).description == "HTTP 503")
  }

  @Test func usualRetryabilityOfEveryKind() {
    let retryable = Set(FailureKind.allCases.filter(\.isUsuallyRetryable))
    #expect(
      retryable == [.cannotReachServer, .connectionLost, .timedOut, .maintenance, .serverError, .rateLimited, .unknown])
    for kind in FailureKind.allCases {
      #expect(FailureClassification(kind: kind).isRetryable == kind.isUsuallyRetryable)
      #expect(
        FailureClassification(kind: kind, isRetryable: !kind.isUsuallyRetryable).isRetryable == !kind.isUsuallyRetryable
      )
    }
  }

}
