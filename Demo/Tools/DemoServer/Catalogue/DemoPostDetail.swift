/// A post as its own screen shows it, from `GET /posts/<id>`, `POST /posts/<id>/like` and `DELETE /posts/<id>/like`:
/// `{"id": 7, "title": "…", "body": "…", "likes": 12, "liked": false}`.
public struct DemoPostDetail: Sendable, Hashable, Codable, Identifiable {
  /// The post's identifier.
  public var id: Int
  /// Its headline.
  public var title: String
  /// Its text.
  public var body: String
  /// How many likes it has.
  public var likes: Int
  /// Whether the demo's user likes it (one of ``likes``).
  public var liked: Bool

  /// Creates a detail.
  public init(id: Int, title: String, body: String, likes: Int, liked: Bool = false) {
    self.id = id
    self.title = title
    self.body = body
    self.likes = likes
    self.liked = liked
  }
}
