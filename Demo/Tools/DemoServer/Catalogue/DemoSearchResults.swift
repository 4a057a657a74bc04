/// The answer of `GET /search?q=<text>`: the posts whose title contains the text, ignoring case, in feed order,
/// at most ``limit`` of them, and how many there are in all.
///
/// `{"query": "lost", "posts": [...], "total": 26}`
public struct DemoSearchResults: Sendable, Hashable, Codable {
  /// The most posts one answer holds.
  public static let limit = 20

  /// The text searched for, as the server read it (spaces around it removed).
  public var query: String
  /// The first matching posts, at most ``limit``.
  public var posts: [DemoPostSummary]
  /// How many posts match in all.
  public var total: Int

  /// Creates results.
  public init(query: String, posts: [DemoPostSummary], total: Int) {
    self.query = query
    self.posts = posts
    self.total = total
  }
}
