/// A post as a list shows it, in a page of the feed or a search: `{"id": 7, "title": "…"}`.
public struct DemoPostSummary: Sendable, Hashable, Codable, Identifiable {
  /// The post's identifier.
  public var id: Int
  /// Its headline.
  public var title: String

  /// Creates a summary.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }

  /// The summary of `post`.
  public init(_ post: DemoPost) {
    self.init(id: post.id, title: post.title)
  }
}
