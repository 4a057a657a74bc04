/// A post's like count as it now stands, the data of a `likes` event of `GET /posts/likes/events`:
/// `{"id": 3, "likes": 49}`.
public struct DemoLikeCount: Sendable, Hashable, Codable {
  /// The post's identifier.
  public var id: Int
  /// How many likes it has now.
  public var likes: Int

  /// Creates a count.
  public init(id: Int, likes: Int) {
    self.id = id
    self.likes = likes
  }
}
