import Foundation

/// Likes a post and takes the like back: `POST` and `DELETE /posts/<id>/like`, answered with the post and its new
/// count.
public struct LikeClient: Sendable {
  private let http: DemoHTTPClient

  /// Creates a client that sends through `http`.
  public init(http: DemoHTTPClient) {
    self.http = http
  }

  /// Adds a like to the post with `id` and returns the post as the server now has it.
  ///
  /// - Throws: as ``FeedClient/page(after:)``. A failure means the server counted nothing, as far as the client
  ///   can tell; the post is read again afterwards to be sure.
  public func like(id: Int) async throws -> PostDetail {
    let data = try await http.data("POST", "posts/\(id)/like")
    return try JSONDecoder().decode(PostDetail.self, from: data)
  }

  /// Adds a like to the post with `id` once for `idempotencyKey`, however often it is sent (the backend counts a key
  /// once), and returns the post as the server now has it.
  ///
  /// - Throws: as ``like(id:)``.
  public func like(id: Int, idempotencyKey: String) async throws -> PostDetail {
    let data = try await http.data("POST", "posts/\(id)/like", headers: ["Idempotency-Key": idempotencyKey])
    return try JSONDecoder().decode(PostDetail.self, from: data)
  }

  /// Likes the post with `id` (`liked`) or takes the like back, once for `idempotencyKey` however often it is sent,
  /// and returns the post as the server now has it.
  ///
  /// - Throws: as ``like(id:)``.
  public func setLiked(_ liked: Bool, id: Int, idempotencyKey: String) async throws -> PostDetail {
    let data = try await http.data(
      liked ? "POST" : "DELETE", "posts/\(id)/like", headers: ["Idempotency-Key": idempotencyKey])
    return try JSONDecoder().decode(PostDetail.self, from: data)
  }
}
