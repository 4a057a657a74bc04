import Foundation
import Testing

@testable import DemoServer

/// The catalogue's routes over real HTTP: what a client sends and reads back, and the faults switched at run time.
extension DemoBackendTests {
  @Test("GET /posts pages through all 300 posts by cursor, and without a query is still the sample feed")
  func pagesOverHTTP() async throws {
    try await withBackend { backend, client in
      var ids: [Int] = []
      var path = "/posts?limit=20"
      var pages = 0
      while pages < 20 {
        let answer = try await client.send(path)
        #expect(answer.status == 200)
        let page = try answer.decoded(as: DemoPostsPage.self)
        ids += page.posts.map(\.id)
        pages += 1
        guard let next = page.next else { break }
        path = "/posts?after=\(next)&limit=20"
      }
      #expect(ids == Array(1...300))
      #expect(pages == 15)
      #expect(
        try await client.send("/posts?after=280").decoded(as: DemoPostsPage.self).posts.map(\.id) == Array(281...300))
      #expect(try await client.send("/posts").decoded(as: [DemoPost].self) == DemoPost.samples)
      #expect(try await client.send("/posts?after=nope").status == 400)
      let log = await backend.recentRequests
      #expect(log.prefix(2) == ["GET /posts?limit=20", "GET /posts?after=20&limit=20"])
      #expect(log.suffix(3) == ["GET /posts?after=280", "GET /posts", "GET /posts?after=nope"])
    }
  }

  @Test("GET /posts/<id> is the post, or a 404; POST /posts/<id>/like likes it and DELETE takes the like back")
  func postAndLikeOverHTTP() async throws {
    try await withBackend { backend, client in
      let post = try await client.send("/posts/42").decoded(as: DemoPostDetail.self)
      #expect(post.id == 42)
      #expect(post.title == DemoPost.catalogue[41].title)
      #expect(post.likes == DemoPost.initialLikes(ofPostWithID: 42))
      #expect(try await client.send("/posts/999").status == 404)
      #expect(try await client.send("/posts/abc").status == 404)

      let liked = try await client.send("/posts/42/like", method: "POST")
      #expect(liked.status == 200)
      #expect(try liked.decoded(as: DemoPostDetail.self).likes == post.likes + 1)
      _ = try await client.send("/posts/42/like", method: "POST")
      #expect(
        try await client.send("/posts/42").decoded(as: DemoPostDetail.self).likes == post.likes + 1, "liked once")
      let unliked = try await client.send("/posts/42/like", method: "DELETE")
      #expect(unliked.status == 200)
      #expect(try unliked.decoded(as: DemoPostDetail.self).likes == post.likes)
      #expect(await backend.catalogue.likes(ofPostWithID: 42) == post.likes)
      #expect(await backend.likeRequests["42"]?.count == 3)
      #expect(try await client.send("/posts/999/like", method: "POST").status == 404)
      #expect(try await client.send("/posts/42/like").status == 404, "a like is a POST")
    }
  }

  @Test("GET /search reads a percent-encoded query")
  func searchOverHTTP() async throws {
    try await withBackend { _, client in
      let results = try await client.send("/search?q=LOST%3A%20a").decoded(as: DemoSearchResults.self)
      #expect(results.query == "LOST: a")
      #expect(!results.posts.isEmpty)
      #expect(results.posts.allSatisfy { $0.title.lowercased().contains("lost: a") })
      #expect(try await client.send("/search").decoded(as: DemoSearchResults.self).total == 0)
    }
  }

  @Test("page-fail fails its page over HTTP, and counts again from the start whenever the mode is set")
  func pageFailureOverHTTP() async throws {
    try await withBackend(faults: FaultConfiguration(mode: .pageFailure(page: 2, failures: 2))) { backend, client in
      let second = "/posts?after=20&limit=20"
      var statuses: [Int] = []
      for _ in 0..<3 { statuses.append(try await client.send(second).status) }
      #expect(statuses == [500, 500, 200])
      #expect(try await client.send("/posts?limit=20").status == 200)
      #expect(try await client.send("/posts/21").status == 200)

      // The same mode set again starts counting again; a latency change alone does not.
      #expect(try await client.send(second).status == 500)
      await backend.setLatency(.zero)
      #expect(try await client.send(second).status == 500)
      #expect(try await client.send(second).status == 200)
      _ = try await client.send("/fault", method: "PUT", body: #"{"mode":"none"}"#)
      _ = try await client.send("/fault", method: "PUT", body: #"{"mode":"page-fail:2:2"}"#)
      #expect(try await client.send(second).status == 500)
    }
  }

  @Test("like-fail refuses the likes of odd posts over HTTP and counts none; the post still reads")
  func likeFailureOverHTTP() async throws {
    try await withBackend(faults: FaultConfiguration(mode: .likeFailure)) { backend, client in
      let like = try await client.send("/posts/7/like", method: "POST")
      #expect(like.status == 422)
      #expect(like.text.contains("like_refused"))
      #expect(await backend.catalogue.likes(ofPostWithID: 7) == DemoPost.initialLikes(ofPostWithID: 7))
      #expect(try await client.send("/posts/7").status == 200)
    }
  }

  @Test("/fault reports and accepts page-fail and like-fail in their command-line spellings")
  func routeFaultsThroughFaultRoute() async throws {
    try await withBackend { backend, client in
      let pageFail = try await client.send("/fault", method: "PUT", body: #"{"mode":"page-fail:3"}"#)
      #expect(pageFail.text == #"{"latency":"0","mode":"page-fail:3"}"#)
      #expect(await backend.faults.mode == .pageFailure(page: 3))
      let custom = try await client.send("/fault?mode=page-fail:5:1", method: "POST")
      #expect(try custom.decoded(as: FaultConfiguration.self).mode == .pageFailure(page: 5, failures: 1))
      _ = try await client.send("/fault", method: "PUT", body: #"{"mode":"like-fail"}"#)
      #expect(try await client.send("/fault").text == #"{"latency":"0","mode":"like-fail"}"#)
      #expect(try await client.send("/fault", method: "PUT", body: #"{"mode":"page-fail:0"}"#).status == 400)
    }
  }
}
