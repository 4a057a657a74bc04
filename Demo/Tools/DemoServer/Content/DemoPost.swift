/// One post of the demo feed, as `/posts` sends it: `{"id": 1, "title": "…", "body": "…"}`.
public struct DemoPost: Sendable, Hashable, Codable, Identifiable {
  /// A stable identifier, from 1 upwards.
  public var id: Int
  /// A one-line headline.
  public var title: String
  /// A paragraph of text.
  public var body: String

  /// Creates a post.
  public init(id: Int, title: String, body: String) {
    self.id = id
    self.title = title
    self.body = body
  }
}
