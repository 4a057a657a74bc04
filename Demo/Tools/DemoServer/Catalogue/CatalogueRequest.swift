/// A request to the routes of the post catalogue: the paged feed, one post, a search, a like and an unlike, with the
/// raw values the client sent (``ResponsePlanner`` validates them).
public enum CatalogueRequest: Sendable, Hashable, CustomStringConvertible {
  /// `GET /posts?after=<cursor>&limit=<n>`: a page of the feed; without `after` the first page, without `limit`
  /// ``ResponsePlanner/defaultPageLimit`` posts.
  case page(after: String?, limit: String?)
  /// `GET /posts/<id>`: one post with its text and likes.
  case post(id: String)
  /// `GET /search?q=<text>`: the posts whose title contains the text; no `q` searches for nothing.
  case search(query: String?)
  /// `POST /posts/<id>/like`: the demo's user likes the post (one more like, unless it already likes it), answered
  /// with the post. With an `Idempotency-Key` header, a key already applied changes nothing: the post is answered
  /// as it is.
  case like(id: String, idempotencyKey: String? = nil)
  /// `DELETE /posts/<id>/like`: the demo's user takes its like back (one like fewer, unless it does not like the
  /// post), answered with the post; an `Idempotency-Key` already applied changes nothing, as for a like.
  case unlike(id: String, idempotencyKey: String? = nil)
  /// `POST /posts` with `{"title": "…", "body": "…"}`: a new post at the top of the feed, answered with it and its
  /// id. With an `Idempotency-Key` header, a key already applied makes nothing: the post it made is answered. A
  /// body that is not such JSON (`nil` here) is refused with a 400.
  case create(title: String?, body: String?, idempotencyKey: String? = nil)

  /// The request as a line of a log, such as `GET /posts?after=40&limit=20` or `POST /posts/7/like`.
  public var description: String {
    switch self {
    case .page(let after, let limit):
      let query = [after.map { "after=\($0)" }, limit.map { "limit=\($0)" }].compactMap { $0 }
      return query.isEmpty ? "GET /posts" : "GET /posts?\(query.joined(separator: "&"))"
    case .post(let id): return "GET /posts/\(id)"
    case .search(let query): return query.map { "GET /search?q=\($0)" } ?? "GET /search"
    case .like(let id, _): return "POST /posts/\(id)/like"
    case .unlike(let id, _): return "DELETE /posts/\(id)/like"
    case .create: return "POST /posts"
    }
  }
}
