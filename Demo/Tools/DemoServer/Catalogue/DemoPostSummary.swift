/// A post as a list shows it, in a page of the feed or a search:
/// `{"id": 7, "title": "…", "likes": 12, "liked": false}`.
public struct DemoPostSummary: Sendable, Hashable, Codable, Identifiable {
  /// The post's identifier.
  public var id: Int
  /// Its headline.
  public var title: String
  /// How many likes it has.
  public var likes: Int
  /// Whether the demo's user likes it (one of ``likes``).
  public var liked: Bool

  /// Creates a summary.
  public init(id: Int, title: String, likes: Int, liked: Bool = false) {
    self.id = id
    self.title = title
    self.likes = likes
    self.liked = liked
  }

  /// The summary of `post`, which has `likes`, `liked` by the demo's user or not.
  public init(_ post: DemoPost, likes: Int, liked: Bool = false) {
    self.init(id: post.id, title: post.title, likes: likes, liked: liked)
  }
}
