import Foundation
import ScreenState
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `ValidatingHTTPClient(session:)`: the requests go through the session (a `URLProtocol` answering in place of
/// the network), with the validators' headers.
@Suite(.timeLimit(.minutes(1)))
struct ValidatingHTTPClientSessionTests {
  /// Answers every request with a `304` when it carries `If-None-Match: "v1"`, else with a body tagged `"v1"`.
  final class FakeProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
      let matches = request.value(forHTTPHeaderField: "If-None-Match") == "\"v1\""
      let response = HTTPURLResponse(
        url: request.url!, statusCode: matches ? 304 : 200, httpVersion: "HTTP/1.1",
        headerFields: ["ETag": "\"v1\"", "Cache-Control": "no-cache"])!
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      if !matches { client?.urlProtocol(self, didLoad: Data("[1,2,3]".utf8)) }
      client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
  }

  @Test func theSessionSendsTheValidatorsAndA304IsNotModified() async throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [FakeProtocol.self]
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let client = ValidatingHTTPClient(session: session)
    let request = URLRequest(url: URL(string: "https://example.com/numbers")!)

    let first = try await client.fetch([Int].self, from: request, validators: nil)
    #expect(
      first == .modified([1, 2, 3], validators: HTTPValidators(etag: "\"v1\""), cache: CacheDirectives(noCache: true)))
    let second = try await client.fetch([Int].self, from: request, validators: HTTPValidators(etag: "\"v1\""))
    #expect(second == .notModified(cache: CacheDirectives(noCache: true)))
  }
}
