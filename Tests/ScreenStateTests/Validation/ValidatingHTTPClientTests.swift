import Foundation
import ScreenState
import ScreenStateTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `ValidatingHTTPClient`: sends the validators as `If-None-Match` / `If-Modified-Since`, reads a `304` as "not
/// modified" with no body decoded, decodes a `2xx` with its validators and directives, and throws for the rest.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ValidatingHTTPClientTests {
  struct Post: Codable, Equatable, Sendable {
    var id: Int
    var title: String
  }

  /// A server behind a transport closure: one post with an `ETag`; counts the bodies it sends.
  final class FakeHTTP: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [URLRequest] = []
    private var bodies = 0
    var status: Int?
    var headers: [String: String] = ["ETag": "\"v1\"", "Cache-Control": "max-age=30"]
    var body = Data(#"{"id":1,"title":"Hello"}"#.utf8)

    var sentRequests: [URLRequest] { lock.withLock { requests } }
    var bodiesSent: Int { lock.withLock { bodies } }

    var transport: ValidatingHTTPClient.Transport {
      { request in self.respond(to: request) }
    }

    private func respond(to request: URLRequest) -> (Data, HTTPURLResponse) {
      lock.withLock {
        requests.append(request)
        let notModified = request.value(forHTTPHeaderField: "If-None-Match") == headers["ETag"]
        let status = self.status ?? (notModified ? 304 : 200)
        if status == 200 { bodies += 1 }
        let response = HTTPURLResponse(
          url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
        return (status == 304 ? Data() : body, response)
      }
    }
  }

  let url = URL(string: "https://example.com/posts/1")!

  @Test func aFirstRequestDecodesTheBodyWithItsValidatorsAndDirectives() async throws {
    let server = FakeHTTP()
    server.headers["Last-Modified"] = "Tue, 03 Nov 2026 10:00:00 GMT"
    let client = ValidatingHTTPClient(transport: server.transport)
    let answer = try await client.fetch(Post.self, from: URLRequest(url: url), validators: nil)
    #expect(
      answer
        == .modified(
          Post(id: 1, title: "Hello"),
          validators: HTTPValidators(etag: "\"v1\"", lastModified: "Tue, 03 Nov 2026 10:00:00 GMT"),
          cache: CacheDirectives(maxAge: .seconds(30))))
    #expect(server.sentRequests.first?.value(forHTTPHeaderField: "If-None-Match") == nil)
  }

  @Test func aRevalidationSendsTheValidatorsAndReadsA304WithoutABody() async throws {
    let server = FakeHTTP()
    server.body = Data("not json".utf8)  // never decoded
    let client = ValidatingHTTPClient(transport: server.transport)
    let validators = HTTPValidators(etag: "\"v1\"", lastModified: "Tue, 03 Nov 2026 10:00:00 GMT")
    let answer = try await client.fetch(Post.self, from: URLRequest(url: url), validators: validators)
    #expect(answer == .notModified(cache: CacheDirectives(maxAge: .seconds(30))))
    let sent = try #require(server.sentRequests.first)
    #expect(sent.value(forHTTPHeaderField: "If-None-Match") == "\"v1\"")
    #expect(sent.value(forHTTPHeaderField: "If-Modified-Since") == "Tue, 03 Nov 2026 10:00:00 GMT")
    #expect(server.bodiesSent == 0)
  }

  @Test func a304ToARequestWithoutValidatorsIsAFailure() async {
    let server = FakeHTTP()
    server.status = 304
    let client = ValidatingHTTPClient(transport: server.transport)
    await #expect(throws: HTTPValidationError.notModifiedWithoutValue) {
      try await client.fetch(Post.self, from: URLRequest(url: self.url), validators: nil)
    }
  }

  @Test func anErrorStatusThrowsItsHTTPStatusError() async {
    let server = FakeHTTP()
    server.status = 503
    server.headers["Retry-After"] = "7"
    let client = ValidatingHTTPClient(transport: server.transport)
    await #expect(throws: HTTPStatusError(statusCode: 503, retryAfter: .seconds(7))) {
      try await client.fetch(Post.self, from: URLRequest(url: self.url), validators: nil)
    }
  }

  @Test func aStoreKeyFedByTheClientDecodesNoBodyForAnUnchangedServer() async throws {
    let server = FakeHTTP()
    let client = ValidatingHTTPClient(transport: server.transport)
    let clock = VirtualClock()
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock))
    let request = URLRequest(url: url)
    let post = store.resource(
      "post/1",
      validating: { validators in
        try await client.fetch(Post.self, from: request, validators: validators)
      })
    await post.load()
    clock.advance(by: .seconds(30))
    #expect(post.isStale)  // max-age=30, not the store's 60 s
    await post.load()
    #expect(post.state == .loaded(Post(id: 1, title: "Hello")))
    #expect(!post.isStale)
    #expect(server.sentRequests.count == 2)
    #expect(server.bodiesSent == 1)
  }
}
