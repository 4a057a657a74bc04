/// One page of the feed, as `GET /posts?after=<cursor>&limit=<n>` sends it: `{"posts": [...], "next": "40"}`,
/// with `"next": null` on the last page.
public struct FeedPage: Sendable, Hashable, Codable {
  /// The page's posts, in feed order.
  public var posts: [PostSummary]
  /// The cursor to send for the page after this one; `nil` on the last page. Opaque: only ever sent back.
  public var next: String?

  /// Creates a page.
  public init(posts: [PostSummary], next: String?) {
    self.posts = posts
    self.next = next
  }
}
