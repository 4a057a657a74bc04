/// A post written on the board, as the board's outbox keeps it until the server has it: under a temporary id (a
/// negative number, see `Outbox.temporaryID()`) until the server answers with its own.
///
/// Saved as `{"id": -7291, "title": "New post 3", "body": "…"}`.
public struct NewPost: Sendable, Hashable, Codable {
  /// The temporary id the post is shown and liked under until the server gives it one.
  public var id: Int
  /// Its headline.
  public var title: String
  /// Its text.
  public var body: String

  /// Creates a post to publish.
  public init(id: Int, title: String, body: String) {
    self.id = id
    self.title = title
    self.body = body
  }
}
