/// A post's like count as it now stands, as a like event carries it: `{"id": 3, "likes": 49, "liked": true}`.
public struct LikeCount: Sendable, Hashable, Codable {
  /// The post's identifier.
  public var id: Int
  /// How many likes it has now.
  public var likes: Int
  /// Whether this user likes it now (a like made on another device of theirs); `nil` when the event does not say.
  public var liked: Bool?

  /// Creates a count.
  public init(id: Int, likes: Int, liked: Bool? = nil) {
    self.id = id
    self.likes = likes
    self.liked = liked
  }
}
