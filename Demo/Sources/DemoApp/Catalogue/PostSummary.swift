/// A post as a list shows it, in a page of the feed or a search result: `{"id": 7, "title": "…", "likes": 12}`.
public struct PostSummary: Sendable, Hashable, Codable, Identifiable {
  /// A stable identifier.
  public var id: Int
  /// A one-line headline.
  public var title: String
  /// How many likes it has.
  public var likes: Int

  /// Creates a summary.
  public init(id: Int, title: String, likes: Int) {
    self.id = id
    self.title = title
    self.likes = likes
  }
}
