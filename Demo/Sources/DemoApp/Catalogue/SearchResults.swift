/// The answer of `GET /search?q=<text>`: the first posts whose title contains the text, and how many match in
/// all: `{"query": "lost", "posts": [...], "total": 26}`.
public struct SearchResults: Sendable, Hashable, Codable {
  /// The text the server searched for.
  public var query: String
  /// The first matching posts, in feed order (the server sends at most 20).
  public var posts: [PostSummary]
  /// How many posts match in all; more than `posts.count` when the server left some out.
  public var total: Int

  /// Creates results.
  public init(query: String, posts: [PostSummary], total: Int) {
    self.query = query
    self.posts = posts
    self.total = total
  }
}
