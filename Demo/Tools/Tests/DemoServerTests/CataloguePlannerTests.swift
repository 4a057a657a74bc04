import Foundation
import Testing

@testable import DemoServer

/// The post catalogue's routes planned without a server: pages and cursors, a post, search, likes, and every
/// fault applied to them.
@Suite("Post catalogue planning")
struct CataloguePlannerTests {
  /// Plans `request` under `mode` against `catalogue`, which it may change.
  func plan(
    _ request: CatalogueRequest,
    _ mode: FaultMode = .healthy,
    in catalogue: inout PostCatalogue,
    latency: Duration = .zero
  ) -> PlannedResponse {
    var generator = ConstantRandomNumberGenerator(0)
    return ResponsePlanner.response(
      for: request, faults: FaultConfiguration(mode: mode, latency: latency), catalogue: &catalogue,
      now: ResponsePlannerTests.rfcExampleDate, using: &generator)
  }

  /// Plans `request` under `mode` against a fresh catalogue.
  func plan(_ request: CatalogueRequest, _ mode: FaultMode = .healthy) -> PlannedResponse {
    var catalogue = PostCatalogue()
    return plan(request, mode, in: &catalogue)
  }

  func decode<Value: Decodable>(_ type: Value.Type, _ planned: PlannedResponse) throws -> Value {
    try JSONDecoder().decode(Value.self, from: Data(planned.body.utf8))
  }

  /// One request of each route, for the faults that apply to all of them.
  static let oneOfEach: [CatalogueRequest] = [
    .page(after: nil, limit: nil), .page(after: "40", limit: "20"), .post(id: "7"), .search(query: "lost"),
    .like(id: "7"),
  ]

  // MARK: The catalogue

  @Test("the catalogue is 300 posts, ids 1 to 300 in order, the samples first, every title unique")
  func catalogue() {
    let posts = DemoPost.catalogue
    #expect(posts.count == 300)
    #expect(posts.map(\.id) == Array(1...300))
    #expect(Array(posts.prefix(30)) == DemoPost.samples)
    #expect(Set(posts.map(\.title)).count == 300)
    #expect(posts.allSatisfy { !$0.body.isEmpty })
    // Pinned, so that the catalogue stays the same from run to run and release to release.
    #expect(posts[30].title == "Lost: a red umbrella")
    #expect(posts[31].title == "Found: a garden hose")
    #expect(posts[299].title == "Plant sale on Saturday")
    #expect(PostCatalogue().posts.allSatisfy { (0..<60).contains(PostCatalogue().likes(ofPostWithID: $0.id)!) })
  }

  // MARK: Pages

  @Test("following the cursors from the first page reads all 300 posts once, in order", arguments: [nil, 7, 20, 100])
  func walksEveryPage(limit: Int?) throws {
    var ids: [Int] = []
    var cursor: String?
    var pages = 0
    repeat {
      let planned = plan(.page(after: cursor, limit: limit.map(String.init)))
      #expect(planned.status == 200)
      #expect(planned.headers["Content-Type"] == "application/json; charset=utf-8")
      let page = try decode(DemoPostsPage.self, planned)
      #expect(page.posts.count <= limit ?? ResponsePlanner.defaultPageLimit)
      ids += page.posts.map(\.id)
      #expect(page.next == (page.next == nil ? nil : String(page.posts.last!.id)))
      cursor = page.next
      pages += 1
      if cursor == nil { #expect(planned.body.hasPrefix(#"{"next":null,"#)) }
    } while cursor != nil && pages < 400
    #expect(ids == Array(1...300))
    let limit = limit ?? ResponsePlanner.defaultPageLimit
    #expect(pages == (300 + limit - 1) / limit)
  }

  /// The summary of `post` in a catalogue whose likes were never changed.
  static func summary(_ post: DemoPost) -> DemoPostSummary {
    DemoPostSummary(post, likes: DemoPost.initialLikes(ofPostWithID: post.id))
  }

  @Test("a page holds the posts' ids, titles and likes only")
  func pageHoldsSummaries() throws {
    let page = try decode(DemoPostsPage.self, plan(.page(after: "20", limit: "3")))
    #expect(page.posts == DemoPost.catalogue[20..<23].map(Self.summary))
    #expect(page.next == "23")
    #expect(!plan(.page(after: "20", limit: "3")).body.contains("body"))
  }

  @Test("the cursor of the last post gives an empty last page")
  func pastTheEnd() throws {
    let page = try decode(DemoPostsPage.self, plan(.page(after: "300", limit: nil)))
    #expect(page == DemoPostsPage(posts: [], next: nil))
  }

  @Test(
    "a cursor or a limit the server cannot read is a 400 that says which",
    arguments: [
      (CatalogueRequest.page(after: "999", limit: nil), "invalid_cursor"),
      (.page(after: "abc", limit: "20"), "invalid_cursor"),
      (.page(after: "", limit: "20"), "invalid_cursor"),
      (.page(after: nil, limit: "0"), "invalid_limit"),
      (.page(after: nil, limit: "101"), "invalid_limit"),
      (.page(after: nil, limit: "ten"), "invalid_limit"),
      (.page(after: "20", limit: ""), "invalid_limit"),
    ])
  func refusesBadRequests(request: CatalogueRequest, code: String) {
    let planned = plan(request)
    #expect(planned.status == 400)
    #expect(planned.body.contains(#""error":"\#(code)""#))
  }

  @Test("page numbers count with the request's own limit, and only pages that start at a multiple of it")
  func pageNumbers() {
    #expect(ResponsePlanner.pageNumber(offset: 0, limit: 20) == 1)
    #expect(ResponsePlanner.pageNumber(offset: 40, limit: 20) == 3)
    #expect(ResponsePlanner.pageNumber(offset: 40, limit: 10) == 5)
    #expect(ResponsePlanner.pageNumber(offset: 45, limit: 20) == nil)
    #expect(ResponsePlanner.pageNumber(offset: 0, limit: 0) == nil)
  }

  // MARK: A post, search, likes

  @Test("a post is its title, text and likes")
  func post() throws {
    let detail = try decode(DemoPostDetail.self, plan(.post(id: "7")))
    let sample = DemoPost.samples[6]
    #expect(detail == DemoPostDetail(id: 7, title: sample.title, body: sample.body, likes: (7 * 37 + 11) % 60))
  }

  @Test("an id no post has is a 404", arguments: ["0", "301", "abc", "", "7.0", "-1"])
  func unknownPost(id: String) {
    let planned = plan(.post(id: id))
    #expect(planned.status == 404)
    #expect(planned.body.contains(#""error":"not_found""#))
    #expect(plan(.like(id: id)).status == 404)
  }

  @Test("search finds the titles that contain the text, ignoring case and surrounding spaces, at most 20")
  func search() throws {
    let all = DemoPost.catalogue.filter { $0.title.lowercased().contains("lost") }
    #expect(all.count > DemoSearchResults.limit, "the query must have more matches than one answer holds")
    for query in ["lost", "LOST", "  Lost "] {
      let results = try decode(DemoSearchResults.self, plan(.search(query: query)))
      #expect(results.query == query.trimmingCharacters(in: .whitespaces))
      #expect(results.total == all.count)
      #expect(results.posts == all.prefix(DemoSearchResults.limit).map(Self.summary))
    }
    let few = try decode(DemoSearchResults.self, plan(.search(query: "helmet")))
    #expect(few.posts.map(\.id) == [3])
    #expect(few.total == 1)
  }

  @Test("an empty, blank, missing or unmatched query finds nothing", arguments: ["", "   ", nil, "zebra crossing"])
  func searchFindsNothing(query: String?) throws {
    let results = try decode(DemoSearchResults.self, plan(.search(query: query)))
    #expect(results.posts.isEmpty)
    #expect(results.total == 0)
  }

  @Test("a like adds one to the post's likes, answers the post with its new count, and lists show it")
  func like() throws {
    var catalogue = PostCatalogue()
    let before = try #require(catalogue.likes(ofPostWithID: 7))
    #expect(catalogue.isLiked(postWithID: 7) == false)
    let first = try decode(DemoPostDetail.self, plan(.like(id: "7"), in: &catalogue))
    #expect(first.likes == before + 1)
    #expect(first.liked)
    #expect(catalogue.likes(ofPostWithID: 7) == before + 1)
    #expect(try decode(DemoPostDetail.self, plan(.post(id: "7"), in: &catalogue)).likes == before + 1)
    #expect(catalogue.likes(ofPostWithID: 8) == DemoPost.initialLikes(ofPostWithID: 8))
    // Lists show the count and the like too: the feed's page and a search.
    let page = try decode(DemoPostsPage.self, plan(.page(after: nil, limit: "10"), in: &catalogue))
    #expect(page.posts.first { $0.id == 7 }?.likes == before + 1)
    #expect(page.posts.first { $0.id == 7 }?.liked == true)
    #expect(page.posts.first { $0.id == 8 }?.liked == false)
    let found = try decode(DemoSearchResults.self, plan(.search(query: DemoPost.catalogue[6].title), in: &catalogue))
    #expect(found.posts.first { $0.id == 7 }?.likes == before + 1)
  }

  @Test("the user likes a post once: a second like adds nothing, an unlike takes it back, a second unlike nothing")
  func unlike() throws {
    var catalogue = PostCatalogue()
    let before = try #require(catalogue.likes(ofPostWithID: 7))
    _ = plan(.like(id: "7"), in: &catalogue)
    #expect(try decode(DemoPostDetail.self, plan(.like(id: "7"), in: &catalogue)).likes == before + 1)
    let unliked = try decode(DemoPostDetail.self, plan(.unlike(id: "7"), in: &catalogue))
    #expect(unliked.likes == before)
    #expect(!unliked.liked)
    #expect(try decode(DemoPostDetail.self, plan(.unlike(id: "7"), in: &catalogue)).likes == before)
    #expect(catalogue.likes(ofPostWithID: 7) == before)
    #expect(catalogue.isLiked(postWithID: 7) == false)
    #expect(plan(.unlike(id: "999"), in: &catalogue).status == 404)
    #expect(CatalogueRequest.unlike(id: "7").description == "DELETE /posts/7/like")
  }

  // MARK: Faults

  @Test(
    "the faults of the server and the transport apply to every catalogue route as to /posts",
    arguments: [
      FaultMode.serverError, .maintenance(retryAfterSeconds: 120), .updateRequired,
      .rateLimited(retryAfter: .seconds(0)), .drip, .hang, .reset, .flaky(failureRate: 1),
    ])
  func faultsApplyEverywhere(mode: FaultMode) {
    let feed = plan(BackendRoute.posts, mode)
    for request in Self.oneOfEach {
      var catalogue = PostCatalogue()
      let planned = plan(request, mode, in: &catalogue)
      #expect(planned.status == feed.status, "\(request) under \(mode)")
      #expect(planned.delivery == feed.delivery, "\(request) under \(mode)")
      #expect(planned.headers["Retry-After"] == feed.headers["Retry-After"], "\(request) under \(mode)")
      if feed.status != 200 { #expect(planned.body == feed.body, "\(request) under \(mode)") }
      #expect(catalogue == PostCatalogue(), "nothing is counted under \(mode)")
    }
  }

  @Test("malformed JSON truncates every catalogue answer into something no decoder reads")
  func malformed() throws {
    for request in Self.oneOfEach {
      let healthy = plan(request)
      var catalogue = PostCatalogue()
      let planned = plan(request, .malformedJSON, in: &catalogue)
      #expect(planned.status == 200)
      #expect(healthy.body.hasPrefix(planned.body))
      #expect(planned.body.count < healthy.body.count)
      #expect((try? JSONSerialization.jsonObject(with: Data(planned.body.utf8))) == nil, "\(request)")
      #expect(catalogue == PostCatalogue(), "a like answered with a broken body is not counted")
    }
    // A refusal is about the request, not the content: it stays as it is.
    #expect(plan(.post(id: "999"), .malformedJSON) == plan(.post(id: "999")))
  }

  @Test("an empty board has empty pages and searches, and no posts to read or like")
  func emptyBoard() throws {
    #expect(try decode(DemoPostsPage.self, plan(.page(after: nil, limit: nil), .emptyList)).posts.isEmpty)
    #expect(try decode(DemoPostsPage.self, plan(.page(after: "40", limit: "20"), .emptyList)).next == nil)
    #expect(try decode(DemoSearchResults.self, plan(.search(query: "lost"), .emptyList)).total == 0)
    #expect(plan(.post(id: "7"), .emptyList).status == 404)
    var catalogue = PostCatalogue()
    #expect(plan(.like(id: "7"), .emptyList, in: &catalogue).status == 404)
    #expect(catalogue == PostCatalogue())
  }

  @Test("the random source is drawn from once per catalogue request in a flaky mode, and never otherwise")
  func drawsOnlyWhenFlaky() {
    for mode in ResponsePlannerTests.allModes {
      for request in Self.oneOfEach {
        var generator = ConstantRandomNumberGenerator(0)
        var catalogue = PostCatalogue()
        _ = ResponsePlanner.response(
          for: request, faults: FaultConfiguration(mode: mode), catalogue: &catalogue,
          now: ResponsePlannerTests.rfcExampleDate, using: &generator)
        let isFlaky = if case .flaky = mode { true } else { false }
        #expect(generator.drawCount == (isFlaky ? 1 : 0), "\(request) under \(mode)")
      }
    }
  }

  @Test("latency delays every catalogue answer, and none may be cached", arguments: ResponsePlannerTests.allModes)
  func latencyAndCaching(mode: FaultMode) {
    for request in Self.oneOfEach {
      var catalogue = PostCatalogue()
      let planned = plan(request, mode, in: &catalogue, latency: .milliseconds(800))
      #expect(planned.delay == .milliseconds(800))
      #expect(planned.headers["Cache-Control"] == "no-store")
    }
  }

  @Test("page-fail fails its page as many times in a row as it says, then answers once, and so on")
  func pageFailure() throws {
    var catalogue = PostCatalogue()
    let mode = FaultMode.pageFailure(page: 3, failures: 3)
    let third = CatalogueRequest.page(after: "40", limit: "20")
    var statuses: [Int] = []
    for _ in 0..<8 {
      statuses.append(plan(third, mode, in: &catalogue).status)
      // The other pages, posts and searches answer, and are not counted.
      #expect(plan(.page(after: nil, limit: "20"), mode, in: &catalogue).status == 200)
      #expect(plan(.page(after: "60", limit: "20"), mode, in: &catalogue).status == 200)
      #expect(plan(.page(after: "45", limit: "20"), mode, in: &catalogue).status == 200)
      #expect(plan(.post(id: "41"), mode, in: &catalogue).status == 200)
    }
    #expect(statuses == [500, 500, 500, 200, 500, 500, 500, 200])
    #expect(catalogue.failingPageRequests == 8)
    #expect(plan(third, mode, in: &catalogue).body == HostileBody.serverError)

    // With a limit of 10, the third page starts after post 20.
    var other = PostCatalogue()
    #expect(plan(.page(after: "20", limit: "10"), .pageFailure(page: 3, failures: 1), in: &other).status == 500)
    #expect(plan(.page(after: "20", limit: "10"), .pageFailure(page: 3, failures: 1), in: &other).status == 200)
    #expect(plan(.page(after: "30", limit: "10"), .pageFailure(page: 3, failures: 1), in: &other).status == 200)

    // The first page can fail too.
    var first = PostCatalogue()
    #expect(plan(.page(after: nil, limit: nil), .pageFailure(page: 1, failures: 2), in: &first).status == 500)
    #expect(try decode(DemoPostsPage.self, plan(.page(after: nil, limit: nil), .healthy)).posts.count == 20)
  }

  @Test(
    "like-fail refuses the likes of odd-numbered posts with a 422 and counts none; even ones count; the rest answers")
  func likeFailure() throws {
    var catalogue = PostCatalogue()
    let planned = plan(.like(id: "7"), .likeFailure, in: &catalogue)
    #expect(planned.status == 422)
    #expect(planned.body.contains("like_refused"))
    #expect(catalogue == PostCatalogue())
    #expect(plan(.like(id: "8"), .likeFailure, in: &catalogue).status == 200)
    #expect(catalogue.likes(ofPostWithID: 8) == DemoPost.initialLikes(ofPostWithID: 8) + 1)
    #expect(plan(.like(id: "999"), .likeFailure, in: &catalogue).status == 404)
    for request in Self.oneOfEach where request != .like(id: "7") {
      var untouched = PostCatalogue()
      #expect(plan(request, .likeFailure, in: &untouched) == plan(request), "\(request)")
    }
  }

  @Test("a like counts once per idempotency key: sent again, it answers the post as it is")
  func likeIdempotency() throws {
    var catalogue = PostCatalogue()
    let initial = DemoPost.initialLikes(ofPostWithID: 7)
    let first = try decode(DemoPostDetail.self, plan(.like(id: "7", idempotencyKey: "a"), .healthy, in: &catalogue))
    let again = try decode(DemoPostDetail.self, plan(.like(id: "7", idempotencyKey: "a"), .healthy, in: &catalogue))
    #expect(first.likes == initial + 1)
    #expect(again.likes == initial + 1)
    #expect(catalogue.likes(ofPostWithID: 7) == initial + 1)
    #expect(catalogue.repeatedLikes == 1)
    #expect(catalogue.hasCounted(likeKey: "a"))
    _ = plan(.unlike(id: "7", idempotencyKey: "b"), .healthy, in: &catalogue)
    #expect(catalogue.likes(ofPostWithID: 7) == initial)
    // An old key changes nothing: the like it carried is not applied again over the unlike.
    let old = try decode(DemoPostDetail.self, plan(.like(id: "7", idempotencyKey: "a"), .healthy, in: &catalogue))
    #expect(old.likes == initial)
    #expect(!old.liked)
    #expect(catalogue.repeatedLikes == 2)
    _ = plan(.like(id: "7"), .healthy, in: &catalogue)  // no key: applied
    #expect(catalogue.likes(ofPostWithID: 7) == initial + 1)
    // Counted already, a key is answered as counted even when likes of odd posts are refused.
    #expect(plan(.unlike(id: "7", idempotencyKey: "b"), .likeFailure, in: &catalogue).status == 200)
    #expect(catalogue.likes(ofPostWithID: 7) == initial + 1)
  }

  @Test("a create makes one post a key, first in the feed, answered with its id; sent again, the same post")
  func createIdempotency() throws {
    var catalogue = PostCatalogue()
    let planned = plan(.create(title: "Hello", body: "Text", idempotencyKey: "a"), .healthy, in: &catalogue)
    #expect(planned.status == 201)
    let first = try decode(DemoPostDetail.self, planned)
    #expect(first.id == DemoPost.catalogueSize + 1)
    #expect(first.title == "Hello" && first.body == "Text" && first.likes == 0 && !first.liked)
    let again = try decode(
      DemoPostDetail.self, plan(.create(title: "Hello", body: "Text", idempotencyKey: "a"), .healthy, in: &catalogue))
    #expect(again == first)
    #expect(catalogue.posts.count == DemoPost.catalogueSize + 1, "made once")
    #expect(catalogue.repeatedCreates == 1)
    #expect(catalogue.createdPost(forKey: "a") == first.id)
    let page = try decode(DemoPostsPage.self, plan(.page(after: nil, limit: "20"), .healthy, in: &catalogue))
    #expect(page.posts.first?.id == first.id, "first in the feed's first page")
    _ = plan(.like(id: "\(first.id)", idempotencyKey: "l"), .healthy, in: &catalogue)
    #expect(catalogue.likes(ofPostWithID: first.id) == 1, "liked by the server's id")
    let second = try decode(
      DemoPostDetail.self, plan(.create(title: "Two", body: "", idempotencyKey: "b"), .healthy, in: &catalogue))
    #expect(second.id == first.id + 1)
    #expect(catalogue.posts.prefix(2).map(\.id) == [second.id, first.id])
    // A broken answer makes nothing; a body that is not a post is refused.
    var untouched = PostCatalogue()
    _ = plan(.create(title: "Hello", body: "Text", idempotencyKey: "c"), .serverError, in: &untouched)
    #expect(untouched.posts.count == DemoPost.catalogueSize && untouched.createdPost(forKey: "c") == nil)
    #expect(plan(.create(title: nil, body: nil, idempotencyKey: "d"), .healthy, in: &untouched).status == 400)
    #expect(CatalogueRequest.create(title: "x", body: "y").description == "POST /posts")
  }

  @Test("the status of the two route faults is ok and says what fails")
  func routeFaultStatus() {
    #expect(ResponsePlanner.status(mode: .pageFailure(page: 3)).state == .ok)
    #expect(ResponsePlanner.status(mode: .pageFailure(page: 3)).message.contains("page 3"))
    #expect(ResponsePlanner.status(mode: .likeFailure).message.contains("likes"))
  }

  @Test("requests are logged as a person would write them")
  func requestDescriptions() {
    #expect(CatalogueRequest.page(after: nil, limit: "20").description == "GET /posts?limit=20")
    #expect(CatalogueRequest.page(after: "40", limit: "20").description == "GET /posts?after=40&limit=20")
    #expect(CatalogueRequest.page(after: "40", limit: nil).description == "GET /posts?after=40")
    #expect(CatalogueRequest.post(id: "7").description == "GET /posts/7")
    #expect(CatalogueRequest.search(query: "lost cat").description == "GET /search?q=lost cat")
    #expect(CatalogueRequest.search(query: nil).description == "GET /search")
    #expect(CatalogueRequest.like(id: "7").description == "POST /posts/7/like")
  }
}

extension CataloguePlannerTests {
  /// Plans a `BackendRoute` as ``ResponsePlannerTests`` does, to compare the catalogue's answers with `/posts`'s.
  func plan(_ route: BackendRoute, _ mode: FaultMode) -> PlannedResponse {
    var generator = ConstantRandomNumberGenerator(0)
    return ResponsePlanner.response(
      for: route, faults: FaultConfiguration(mode: mode), now: ResponsePlannerTests.rfcExampleDate,
      using: &generator)
  }
}
