/// A post as a list shows it, in a page of the feed or a search result: `{"id": 7, "title": "…"}`.
public struct PostSummary: Sendable, Hashable, Codable, Identifiable {
  /// A stable identifier.
  public var id: Int
  /// A one-line headline.
  public var title: String

  /// Creates a summary.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
