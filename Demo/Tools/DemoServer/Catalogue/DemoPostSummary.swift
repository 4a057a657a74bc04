/// A post as a list shows it, in a page of the feed or a search: `{"id": 7, "title": "…", "likes": 12}`.
public struct DemoPostSummary: Sendable, Hashable, Codable, Identifiable {
  /// The post's identifier.
  public var id: Int
  /// Its headline.
  public var title: String
  /// How many likes it has.
  public var likes: Int

  /// Creates a summary.
  public init(id: Int, title: String, likes: Int) {
    self.id = id
    self.title = title
    self.likes = likes
  }

  /// The summary of `post`, which has `likes`.
  public init(_ post: DemoPost, likes: Int) {
    self.init(id: post.id, title: post.title, likes: likes)
  }
}
