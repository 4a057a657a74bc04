/// A post as its own screen shows it, from `GET /posts/<id>` and `POST /posts/<id>/like`:
/// `{"id": 7, "title": "…", "body": "…", "likes": 12}`.
public struct DemoPostDetail: Sendable, Hashable, Codable, Identifiable {
  /// The post's identifier.
  public var id: Int
  /// Its headline.
  public var title: String
  /// Its text.
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
