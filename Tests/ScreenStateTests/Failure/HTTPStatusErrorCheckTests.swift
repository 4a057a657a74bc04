import Foundation
import ScreenState
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPStatusError.check(_:)` with real `HTTPURLResponse` objects.
@Suite("HTTPStatusError.check")
struct HTTPStatusErrorCheckTests {
  static let url = URL(string: "https://api.example.com/posts")!

  private func response(_ status: Int, headers: [String: String]? = nil) -> HTTPURLResponse {
    HTTPURLResponse(url: Self.url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
  }

  @Test(arguments: [200, 201, 204, 206, 299, 301, 304, 399])
  func successAndRedirectsDoNotThrow(status: Int) throws {
    try HTTPStatusError.check(response(status))
  }

  @Test func nonHTTPResponsesDoNotThrow() throws {
    let plain = URLResponse(url: Self.url, mimeType: "text/plain", expectedContentLength: 0, textEncodingName: nil)
    try HTTPStatusError.check(plain)
  }

  @Test(arguments: [400, 401, 403, 404, 408, 426, 429, 500, 502, 503, 504, 599])
  func failuresThrowTheStatus(status: Int) {
    #expect(throws: HTTPStatusError(statusCode: status)) {
      try HTTPStatusError.check(response(status))
    }
  }

  @Test func retryAfterSeconds() {
    #expect(throws: HTTPStatusError(statusCode: 503, retryAfter: .seconds(120))) {
      try HTTPStatusError.check(response(503, headers: ["Retry-After": "120"]))
    }
  }

  @Test func retryAfterHeaderNameIsCaseInsensitive() {
    #expect(throws: HTTPStatusError(statusCode: 429, retryAfter: .seconds(5))) {
      try HTTPStatusError.check(response(429, headers: ["retry-after": "5"]))
    }
  }

  @Test(arguments: ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"])
  func retryAfterDateRelativeToNow(header: String) {
    let now = Date(timeIntervalSince1970: 784_111_717)
    #expect(throws: HTTPStatusError(statusCode: 503, retryAfter: .seconds(60))) {
      try HTTPStatusError.check(response(503, headers: ["Retry-After": header]), now: now)
    }
  }

  @Test func retryAfterPastDateIsZero() {
    let now = Date(timeIntervalSince1970: 784_111_717)
    #expect(throws: HTTPStatusError(statusCode: 503, retryAfter: .zero)) {
      try HTTPStatusError.check(response(503, headers: ["Retry-After": "Sun, 06 Nov 1994 08:00:00 GMT"]), now: now)
    }
  }

  @Test func retryAfterDefaultsToTheCurrentTime() throws {
    // A date one hour ahead of the real clock gives about an hour.
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    let header = formatter.string(from: Date().addingTimeInterval(3_600))
    do {
      try HTTPStatusError.check(response(503, headers: ["Retry-After": header]))
      Issue.record("a 503 must throw")
    } catch {
      let delay = try #require(error.retryAfter)
      #expect(delay > .seconds(3_500) && delay <= .seconds(3_600))
    }
  }

  @Test func garbageRetryAfterIsIgnored() {
    #expect(throws: HTTPStatusError(statusCode: 503)) {
      try HTTPStatusError.check(response(503, headers: ["Retry-After": "<html>soon</html>"]))
    }
  }

  @Test func thrownErrorClassifies() throws {
    do {
      try HTTPStatusError.check(response(503, headers: ["Retry-After": "120"]))
    } catch {
      let classification = FailureClassifier.standard.classify(error)
      #expect(classification.kind == .maintenance)
      #expect(classification.statusCode == 503)
      #expect(classification.retryAfter == .seconds(120))
      #expect(
        ScreenTexts(language: "en").failureMessage(for: classification).message
          == "The service is being worked on. Try again in 2 minutes.")
    }
  }
}
