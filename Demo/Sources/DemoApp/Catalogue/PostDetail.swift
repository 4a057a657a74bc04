/// A post as its own screen shows it, from `GET /posts/<id>` or a like:
/// `{"id": 7, "title": "…", "body": "…", "likes": 12, "liked": false}`.
public struct PostDetail: Sendable, Hashable, Codable, Identifiable {
  /// A stable identifier.
  public var id: Int
  /// A one-line headline.
  public var title: String
  /// The post's text.
  public var body: String
  /// How many likes it has.
  public var likes: Int
  /// Whether this user likes it (one of ``likes``); `false` in a copy saved before the backend said.
  public var liked: Bool

  /// Creates a detail.
  public init(id: Int, title: String, body: String, likes: Int, liked: Bool = false) {
    self.id = id
    self.title = title
    self.body = body
    self.likes = likes
    self.liked = liked
  }

  /// Decodes a post; one without `liked` (saved by an earlier version) is not liked.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(Int.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
      body: try container.decode(String.self, forKey: .body), likes: try container.decode(Int.self, forKey: .likes),
      liked: try container.decodeIfPresent(Bool.self, forKey: .liked) ?? false)
  }
}
