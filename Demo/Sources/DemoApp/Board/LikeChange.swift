/// A tap on a post's like button, as the board's outbox keeps it: like the post, or take the like back.
///
/// Saved as `{"postID": 7, "liked": true}`; a like an earlier version saved (the post's id alone) reads as a like.
public struct LikeChange: Sendable, Hashable, Codable {
  /// The post.
  public var postID: Int
  /// Whether the post is liked afterwards: `true` likes it, `false` takes the like back.
  public var liked: Bool

  /// Creates a change of the post with `postID` to `liked`.
  public init(postID: Int, liked: Bool) {
    self.postID = postID
    self.liked = liked
  }

  /// Decodes a change, or a like saved as the post's id alone.
  public init(from decoder: any Decoder) throws {
    if let postID = try? decoder.singleValueContainer().decode(Int.self) {
      self.init(postID: postID, liked: true)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      postID: try container.decode(Int.self, forKey: .postID), liked: try container.decode(Bool.self, forKey: .liked))
  }
}
