/// A post as a list shows it, in a page of the feed or a search result: `{"id": 7, "title": "…", "likes": 12, "liked": false}`.
public struct PostSummary: Sendable, Hashable, Codable, Identifiable {
  /// A stable identifier.
  public var id: Int
  /// A one-line headline.
  public var title: String
  /// How many likes it has.
  public var likes: Int
  /// Whether this user likes it (one of ``likes``); `false` in a copy saved before the backend said.
  public var liked: Bool

  /// Creates a summary.
  public init(id: Int, title: String, likes: Int, liked: Bool = false) {
    self.id = id
    self.title = title
    self.likes = likes
    self.liked = liked
  }

  /// Decodes a post; one without `liked` (saved by an earlier version) is not liked.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(Int.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
      likes: try container.decode(Int.self, forKey: .likes),
      liked: try container.decodeIfPresent(Bool.self, forKey: .liked) ?? false)
  }
}
