// swift-format-ignore-file: OrderedImports
// (The example between the markers is the README's block verbatim, imports included.)
import ScreenStateTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// MARK: README revalidation (begin)
import Foundation
import ScreenState

struct Article: Codable, Equatable, Sendable {
  var id: Int
  var title: String
}

/// An article's key: a revalidation sends its ETag, and a 304 keeps the article without decoding anything.
@MainActor
func article(_ id: Int, in store: ResourceStore, http: ValidatingHTTPClient) -> Resource<Article, any Error> {
  let url = URL(string: "https://api.example.com/articles/\(id)")!
  return store.resource(
    "article/\(id)",
    validating: { validators in
      try await http.fetch(Article.self, from: URLRequest(url: url), validators: validators)
    })
}
// MARK: README revalidation (end)

/// The README's revalidation example, run against a fake transport: one body decoded, then a `304` that keeps it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReadmeRevalidationTests {
  /// Answers `{"id":1,"title":"Hello"}` tagged `"a1"`, fresh for 30 s, and a `304` to a request that sends the tag.
  final class Server: @unchecked Sendable {
    private let lock = NSLock()
    private var bodies = 0
    var bodiesSent: Int { lock.withLock { bodies } }

    func respond(to request: URLRequest) -> (Data, HTTPURLResponse) {
      lock.withLock {
        let unchanged = request.value(forHTTPHeaderField: "If-None-Match") == "\"a1\""
        if !unchanged { bodies += 1 }
        let response = HTTPURLResponse(
          url: request.url!, statusCode: unchanged ? 304 : 200, httpVersion: "HTTP/1.1",
          headerFields: ["ETag": "\"a1\"", "Cache-Control": "max-age=30"])!
        return (unchanged ? Data() : Data(#"{"id":1,"title":"Hello"}"#.utf8), response)
      }
    }
  }

  @Test func aRevalidationAgainstAnUnchangedServerKeepsTheArticle() async {
    let server = Server()
    let clock = VirtualClock()
    let store = ResourceStore(configuration: LoadingConfiguration(attemptTimeout: nil, clock: clock))
    let http = ValidatingHTTPClient { request in server.respond(to: request) }
    let handle = article(1, in: store, http: http)
    await handle.load()
    clock.advance(by: .seconds(30))
    #expect(handle.isStale)
    await handle.load()
    #expect(handle.state == .loaded(Article(id: 1, title: "Hello")))
    #expect(!handle.isStale)
    #expect(server.bodiesSent == 1)
  }

  @Test func readmeShowsTheCompiledExampleVerbatim() throws {
    try expectReadmeShowsExample("revalidation")
  }
}
