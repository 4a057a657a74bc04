/// A post's like count as it now stands, as a like event carries it: `{"id": 3, "likes": 49}`.
public struct LikeCount: Sendable, Hashable, Codable {
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
