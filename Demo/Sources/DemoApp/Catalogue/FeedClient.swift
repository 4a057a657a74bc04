import Foundation

/// Reads the feed a page at a time: `GET /posts?after=<cursor>&limit=<n>`, decoded as a ``FeedPage``.
///
/// ```swift
/// let first = try await feed.page(after: nil)          // the first page
/// let second = try await feed.page(after: first.next)  // the page after it, while `next` is not nil
/// ```
public struct FeedClient: Sendable {
  /// How many posts a page holds unless asked otherwise.
  public static let defaultPageSize = 20

  private let http: DemoHTTPClient
  private let pageSize: Int

  /// Creates a client that reads pages of `pageSize` posts through `http`.
  public init(http: DemoHTTPClient, pageSize: Int = FeedClient.defaultPageSize) {
    self.http = http
    self.pageSize = pageSize
  }

  /// The page after `cursor` (the `next` of the page before), or the first page when `cursor` is `nil`.
  ///
  /// - Throws: a `URLError`, an `HTTPStatusError`, or a `DecodingError` for a body that is not a page; each
  ///   classifies into a failure a screen can explain without showing the body.
  public func page(after cursor: String?) async throws -> FeedPage {
    let query: KeyValuePairs<String, String> =
      if let cursor { ["after": cursor, "limit": String(pageSize)] } else { ["limit": String(pageSize)] }
    let data = try await http.data("GET", "posts", query: query)
    return try JSONDecoder().decode(FeedPage.self, from: data)
  }
}
