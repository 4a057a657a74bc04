import Foundation

extension ResponsePlanner {
  /// The number of posts in a page when the request gives no `limit`.
  public static let defaultPageLimit = 20
  /// The largest `limit` a page request may give.
  public static let maximumPageLimit = 100

  /// The answer to one request of the post catalogue: the paged feed, a post, a search, a like or an unlike.
  ///
  /// Every fault applies as it does to `/posts` (see ``faulted(_:empty:mode:now:using:)``), plus the two aimed at
  /// one route: ``FaultMode/pageFailure(page:failures:)`` fails its page, counting its requests in `catalogue`,
  /// and ``FaultMode/likeFailure`` refuses the likes of odd-numbered posts. A like is counted in `catalogue` only
  /// when it is answered normally, and once per idempotency key: a fault that replaces, breaks or withholds the
  /// answer counts nothing, and a key already counted is answered with the post as it is.
  ///
  /// - Parameters:
  ///   - request: The request, with the raw values the client sent.
  ///   - faults: The fault mode and latency in force.
  ///   - catalogue: The posts and their likes; a like and a request for a failing page change it.
  ///   - now: The current time; only an HTTP-date `Retry-After` reads it.
  ///   - random: The source of a flaky mode's coin flips, drawn from once per request in that mode.
  /// - Returns: The status, headers, body and delay to send.
  public static func response(
    for request: CatalogueRequest,
    faults: FaultConfiguration,
    catalogue: inout PostCatalogue,
    now: Date,
    using random: inout some RandomNumberGenerator
  ) -> PlannedResponse {
    var planned = catalogueAnswer(request, mode: faults.mode, catalogue: &catalogue, now: now, using: &random)
    planned.headers["Cache-Control"] = "no-store"
    planned.delay = faults.latency
    return planned
  }

  /// Which page of the feed a request reads, counted from 1 with the request's own limit; `nil` when the page
  /// does not start at a multiple of the limit (a cursor from a page of another size).
  public static func pageNumber(offset: Int, limit: Int) -> Int? {
    guard limit > 0, offset >= 0, offset % limit == 0 else { return nil }
    return offset / limit + 1
  }

  private static func catalogueAnswer(
    _ request: CatalogueRequest,
    mode: FaultMode,
    catalogue: inout PostCatalogue,
    now: Date,
    using random: inout some RandomNumberGenerator
  ) -> PlannedResponse {
    switch request {
    case .page(let after, let limit):
      let slice: (page: DemoPostsPage, number: Int?)
      switch page(after: after, limit: limit, of: catalogue) {
      case .failure(let refusal):
        return faulted(refusal.response, empty: refusal.response, mode: mode, now: now, using: &random)
      case .success(let answer):
        slice = answer
      }
      if case .pageFailure(let failingPage, let failures) = mode, slice.number == failingPage {
        catalogue.failingPageRequests += 1
        let failures = max(failures, 0)
        if (catalogue.failingPageRequests - 1) % (failures + 1) < failures {
          return .html(500, HostileBody.serverError)
        }
      }
      return faulted(
        .json(200, encodeJSON(slice.page)), empty: .json(200, encodeJSON(DemoPostsPage(posts: [], next: nil))),
        mode: mode, now: now, using: &random)

    case .post(let id):
      guard let index = catalogue.index(ofID: id) else {
        return faulted(notFound(id), empty: notFound(id), mode: mode, now: now, using: &random)
      }
      return faulted(
        .json(200, encodeJSON(catalogue.detail(at: index))), empty: notFound(id), mode: mode, now: now,
        using: &random)

    case .search(let query):
      let results = catalogue.search(query ?? "")
      let nothing = DemoSearchResults(query: results.query, posts: [], total: 0)
      return faulted(
        .json(200, encodeJSON(results)), empty: .json(200, encodeJSON(nothing)), mode: mode, now: now,
        using: &random)

    case .like(let id, let key):
      return setLiked(true, id: id, key: key, mode: mode, catalogue: &catalogue, now: now, using: &random)
    case .unlike(let id, let key):
      return setLiked(false, id: id, key: key, mode: mode, catalogue: &catalogue, now: now, using: &random)
    case .create(let title, let body, let key):
      return create(title: title, body: body, key: key, mode: mode, catalogue: &catalogue, now: now, using: &random)
    }
  }

  /// The answer to a create: the post made (or, for a `key` already applied, the post it made), made only when
  /// answered normally, once per `key`.
  private static func create(
    title: String?,
    body: String?,
    key: String?,
    mode: FaultMode,
    catalogue: inout PostCatalogue,
    now: Date,
    using random: inout some RandomNumberGenerator
  ) -> PlannedResponse {
    guard let title, let body, !title.trimmingSpaces().isEmpty else {
      let refusal = badRequest("invalid_post", #"The body must be JSON such as {"title": "…", "body": "…"}."#)
      return refusal.response
    }
    var answered = catalogue
    let index = answered.create(title: title, body: body, idempotencyKey: key)
    let healthy = PlannedResponse.json(201, encodeJSON(answered.detail(at: index)))
    let planned = faulted(healthy, empty: healthy, mode: mode, now: now, using: &random)
    if planned == healthy { catalogue = answered }
    return planned
  }

  /// The answer to a like (`isLiked`) or an unlike of the post written `id`: counted only when answered normally,
  /// once per `key`.
  private static func setLiked(
    _ isLiked: Bool,
    id: String,
    key: String?,
    mode: FaultMode,
    catalogue: inout PostCatalogue,
    now: Date,
    using random: inout some RandomNumberGenerator
  ) -> PlannedResponse {
    guard let index = catalogue.index(ofID: id) else {
      return faulted(notFound(id), empty: notFound(id), mode: mode, now: now, using: &random)
    }
    let counted = key.map(catalogue.hasCounted(likeKey:)) ?? false
    if case .likeFailure = mode, !counted, catalogue.posts[index].id % 2 == 1 { return likeRefused }
    var answered = catalogue
    if !counted { answered.setLiked(isLiked, at: index) }
    let healthy = PlannedResponse.json(200, encodeJSON(answered.detail(at: index)))
    let planned = faulted(healthy, empty: notFound(id), mode: mode, now: now, using: &random)
    if planned == healthy { catalogue.setLiked(isLiked, at: index, idempotencyKey: key) }
    return planned
  }

  /// A request the catalogue refuses: a cursor or a limit it cannot read.
  private struct Refusal: Error {
    let response: PlannedResponse
  }

  /// The page a request asks for, and its number, or the 400 that refuses it.
  private static func page(
    after cursor: String?,
    limit limitText: String?,
    of catalogue: PostCatalogue
  ) -> Result<(page: DemoPostsPage, number: Int?), Refusal> {
    var limit = defaultPageLimit
    if let limitText {
      guard let value = Int(limitText), (1...maximumPageLimit).contains(value) else {
        return .failure(
          badRequest(
            "invalid_limit", "The limit must be a whole number from 1 to \(maximumPageLimit), such as limit=20."))
      }
      limit = value
    }
    var offset = 0
    if let cursor {
      // The cursor is the id of the last post of the page before: opaque to clients, who send back `next`.
      guard let index = catalogue.index(ofID: cursor) else {
        return .failure(badRequest("invalid_cursor", "The cursor is not one this server gave; start again without it."))
      }
      offset = index + 1
    }
    let posts = catalogue.posts
    let end = min(offset + limit, posts.count)
    let items = (offset..<end).map(catalogue.summary(at:))
    let next = end < posts.count ? items.last.map { String($0.id) } : nil
    return .success((DemoPostsPage(posts: items, next: next), pageNumber(offset: offset, limit: limit)))
  }

  private static func badRequest(_ code: String, _ message: String) -> Refusal {
    Refusal(response: .json(400, encodeJSON(APIErrorBody(error: code, message: message))))
  }

  /// The refusal of a like under ``FaultMode/likeFailure``: a 422 no retry can change, so the like is rolled back.
  private static let likeRefused = PlannedResponse.json(
    422, encodeJSON(APIErrorBody(error: "like_refused", message: "This post cannot be liked.")))

  /// The 404 of an id no post has.
  private static func notFound(_: String) -> PlannedResponse {
    .json(404, encodeJSON(APIErrorBody(error: "not_found", message: "There is no post with this id.")))
  }
}
