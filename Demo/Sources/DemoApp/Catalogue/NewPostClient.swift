import Foundation

/// Publishes a post: `POST /posts` with its title and text, answered with the post and the id the server gave it.
public struct NewPostClient: Sendable {
  private let http: DemoHTTPClient

  /// Creates a client that sends through `http`.
  public init(http: DemoHTTPClient) {
    self.http = http
  }

  /// Publishes a post with `title` and `body` once for `idempotencyKey`, however often it is sent (the backend makes
  /// one post per key, and answers a key sent again with that post), and returns it as the server has it.
  ///
  /// - Throws: as ``FeedClient/page(after:)``.
  public func create(title: String, body: String, idempotencyKey: String) async throws -> PostDetail {
    let json = try JSONEncoder().encode(["title": title, "body": body])
    let data = try await http.data("POST", "posts", headers: ["Idempotency-Key": idempotencyKey], json: json)
    return try JSONDecoder().decode(PostDetail.self, from: data)
  }
}
