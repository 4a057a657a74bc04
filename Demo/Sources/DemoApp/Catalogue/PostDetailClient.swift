import Foundation

/// Reads one post with its text and likes: `GET /posts/<id>`, decoded as a ``PostDetail``.
public struct PostDetailClient: Sendable {
  private let http: DemoHTTPClient

  /// Creates a client that reads through `http`.
  public init(http: DemoHTTPClient) {
    self.http = http
  }

  /// The post with `id`.
  ///
  /// - Throws: as ``FeedClient/page(after:)``; an unknown id is an `HTTPStatusError` of 404.
  public func post(id: Int) async throws -> PostDetail {
    let data = try await http.data("GET", "posts/\(id)")
    return try JSONDecoder().decode(PostDetail.self, from: data)
  }
}
