import Foundation

/// Searches post titles: `GET /search?q=<text>`, decoded as ``SearchResults``.
public struct SearchClient: Sendable {
  private let http: DemoHTTPClient

  /// Creates a client that searches through `http`.
  public init(http: DemoHTTPClient) {
    self.http = http
  }

  /// The posts whose title contains `text`, ignoring case.
  ///
  /// - Throws: as ``FeedClient/page(after:)``.
  public func search(_ text: String) async throws -> SearchResults {
    let data = try await http.data("GET", "search", query: ["q": text])
    return try JSONDecoder().decode(SearchResults.self, from: data)
  }
}
