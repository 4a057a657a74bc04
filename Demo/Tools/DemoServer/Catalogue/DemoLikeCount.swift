/// A post's like count as it now stands, and whether the demo's user likes it, the data of a `likes` event of
/// `GET /posts/likes/events`: `{"id": 3, "likes": 49, "liked": true}`.
public struct DemoLikeCount: Sendable, Hashable, Codable {
  /// The post's identifier.
  public var id: Int
  /// How many likes it has now.
  public var likes: Int
  /// Whether the demo's user (every demo process on this backend) likes it now.
  public var liked: Bool

  /// Creates a count.
  public init(id: Int, likes: Int, liked: Bool = false) {
    self.id = id
    self.likes = likes
    self.liked = liked
  }
}
