/// One page of the feed, from `GET /posts?after=<cursor>&limit=<n>`: `{"posts": [...], "next": "40"}`, with
/// `"next": null` on the last page.
///
/// The cursor is opaque to clients: they send back the `next` they were given.
public struct DemoPostsPage: Sendable, Hashable, Codable {
  /// The page's posts, in feed order.
  public var posts: [DemoPostSummary]
  /// The cursor of the page after this one; `nil` (written as `null`) on the last page.
  public var next: String?

  /// Creates a page.
  public init(posts: [DemoPostSummary], next: String?) {
    self.posts = posts
    self.next = next
  }

  private enum CodingKeys: String, CodingKey {
    case posts
    case next
  }

  /// Writes `next` even when it is `nil`, as `null`, so that the end of the feed is said rather than implied.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(posts, forKey: .posts)
    try container.encode(next, forKey: .next)
  }
}
