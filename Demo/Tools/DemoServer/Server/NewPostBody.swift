/// The body of `POST /posts`: `{"title": "…", "body": "…"}`.
struct NewPostBody: Decodable {
  /// The new post's headline.
  var title: String
  /// Its text.
  var body: String
}
