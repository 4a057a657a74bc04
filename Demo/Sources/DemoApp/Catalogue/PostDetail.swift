/// A post as its own screen shows it, from `GET /posts/<id>` or a like:
/// `{"id": 7, "title": "…", "body": "…", "likes": 12}`.
public struct PostDetail: Sendable, Hashable, Codable, Identifiable {
  /// A stable identifier.
  public var id: Int
  /// A one-line headline.
  public var title: String
  /// The post's text.
  public var body: String
  /// How many likes it has.
  public var likes: Int

  /// Creates a detail.
  public init(id: Int, title: String, body: String, likes: Int) {
    self.id = id
    self.title = title
    self.body = body
    self.likes = likes
  }
}
