import Foundation

/// Reads the feed: `GET /posts`, decoded as `[Post]`.
public struct PostsClient: Sendable {
  private let http: DemoHTTPClient

  /// Creates a client that reads through `http`.
  public init(http: DemoHTTPClient) {
    self.http = http
  }

  /// The posts, in the server's order.
  ///
  /// - Throws: a `URLError`, an `HTTPStatusError`, or a `DecodingError` for a body that is not a list of posts;
  ///   each classifies into a failure a screen can explain without showing the body.
  public func posts() async throws -> [Post] {
    let data = try await http.data("GET", "posts")
    return try JSONDecoder().decode([Post].self, from: data)
  }
}
