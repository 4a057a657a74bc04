import DemoApp
import DemoServer
import Foundation
import ScreenState
import Testing

/// The board's HTTP clients against the real backend: what they decode, what they send, and what they throw.
extension ClientTests {
  @Test("the feed client reads the first page and follows the cursors to the last")
  func feedPages() async throws {
    try await withBackend { _, http in
      let client = FeedClient(http: http)
      let first = try await client.page(after: nil)
      #expect(first.posts.map(\.id) == Array(1...20))
      #expect(
        first.posts.first
          == PostSummary(id: 1, title: DemoPost.samples[0].title, likes: DemoPost.initialLikes(ofPostWithID: 1)))
      #expect(first.next == "20")
      var ids = first.posts.map(\.id)
      var next = first.next
      while let cursor = next {
        let page = try await client.page(after: cursor)
        ids += page.posts.map(\.id)
        next = page.next
      }
      #expect(ids == Array(1...300))
      let small = try await FeedClient(http: http, pageSize: 7).page(after: "294")
      #expect(small == FeedPage(posts: small.posts, next: nil))
      #expect(small.posts.map(\.id) == Array(295...300))
    }
  }

  @Test("the post client reads a post; an unknown id is a 404")
  func postDetail() async throws {
    try await withBackend { _, http in
      let client = PostDetailClient(http: http)
      let post = try await client.post(id: 3)
      let sample = DemoPost.samples[2]
      #expect(
        post == PostDetail(id: 3, title: sample.title, body: sample.body, likes: DemoPost.initialLikes(ofPostWithID: 3))
      )
      await #expect(throws: HTTPStatusError(statusCode: 404)) { try await client.post(id: 999) }
    }
  }

  @Test("the post client sends the post's ETag back: an unchanged post is a 304, a liked one a new body")
  func postRevalidation() async throws {
    try await withBackend { _, http in
      let client = PostDetailClient(http: http)
      guard case .modified(let post, let validators, let cache) = try await client.post(id: 3, validators: nil) else {
        Issue.record("the first request of a post has a body")
        return
      }
      #expect(post.id == 3)
      #expect(validators.etag != nil)
      #expect(cache == CacheDirectives(maxAge: .seconds(60)))
      #expect(try await client.post(id: 3, validators: validators) == .notModified(cache: cache))
      _ = try await LikeClient(http: http).setLiked(true, id: 3, idempotencyKey: "revalidation")
      guard case .modified(let liked, let newValidators, _) = try await client.post(id: 3, validators: validators)
      else {
        Issue.record("a liked post has a new body")
        return
      }
      #expect(liked.likes == post.likes + 1)
      #expect(newValidators != validators)
    }
  }

  @Test("the search client sends its text percent-encoded, so the server reads exactly what was typed")
  func searchEncoding() async throws {
    try await withBackend { backend, http in
      let client = SearchClient(http: http)
      let lend = try await client.search("lend a dog lead?")
      #expect(lend.posts.map(\.title) == ["Can anyone lend a dog lead?"])
      #expect(lend.total == 1)
      let odd = try await client.search("a+b & c=d")
      #expect(odd.query == "a+b & c=d")
      #expect(odd.posts.isEmpty)
      #expect(await backend.recentRequests.suffix(2) == ["GET /search?q=lend a dog lead?", "GET /search?q=a+b & c=d"])
      #expect(
        http.url("search", query: ["q": "a+b & c=d?"]).absoluteString.hasSuffix("/search?q=a%2Bb%20%26%20c%3Dd%3F"))
    }
  }

  @Test("the like client counts a like and reads the post back; under like-fail it throws the 422")
  func like() async throws {
    try await withBackend { backend, http in
      let client = LikeClient(http: http)
      let before = DemoPost.initialLikes(ofPostWithID: 9)
      #expect(try await client.like(id: 9).likes == before + 1)
      try await backend.setFaultMode(.likeFailure)
      await #expect(throws: HTTPStatusError(statusCode: 422)) { try await client.like(id: 9) }
      #expect(await backend.catalogue.likes(ofPostWithID: 9) == before + 1)
    }
  }

  @Test("a like sent with an idempotency key counts once, however often it is sent")
  func likeOnce() async throws {
    try await withBackend { backend, http in
      let client = LikeClient(http: http)
      let before = DemoPost.initialLikes(ofPostWithID: 9)
      let first = try await client.like(id: 9, idempotencyKey: "k")
      let again = try await client.like(id: 9, idempotencyKey: "k")
      #expect(first.likes == before + 1)
      #expect(again.likes == before + 1)
      #expect(await backend.catalogue.likes(ofPostWithID: 9) == before + 1)
      #expect(await backend.catalogue.repeatedLikes == 1)
    }
  }

  @Test("a like of a liked post counts nothing; an unlike takes it back, once per key, and says the post is not liked")
  func unlike() async throws {
    try await withBackend { backend, http in
      let client = LikeClient(http: http)
      let before = DemoPost.initialLikes(ofPostWithID: 9)
      let liked = try await client.setLiked(true, id: 9, idempotencyKey: "a")
      #expect(liked.likes == before + 1)
      #expect(liked.liked)
      #expect(try await client.setLiked(true, id: 9, idempotencyKey: "b").likes == before + 1, "already liked")
      let unliked = try await client.setLiked(false, id: 9, idempotencyKey: "c")
      #expect(unliked.likes == before)
      #expect(!unliked.liked)
      #expect(try await client.setLiked(false, id: 9, idempotencyKey: "c").likes == before, "sent again")
      #expect(try await client.setLiked(true, id: 9, idempotencyKey: "a").likes == before, "an old key changes nothing")
      #expect(await backend.catalogue.likes(ofPostWithID: 9) == before)
      #expect(await backend.catalogue.isLiked(postWithID: 9) == false)
      #expect(await backend.catalogue.repeatedLikes == 2)
      #expect(await backend.likeRequests["9"] == ["a", "b", "c", "c", "a"])
      #expect(await backend.recentRequests.suffix(2) == ["DELETE /posts/9/like", "POST /posts/9/like"])
    }
  }

  @Test("every board client reads a malformed answer as a DecodingError, which never shows its body")
  func malformedAnswers() async throws {
    try await withBackend(.malformedJSON) { _, http in
      await #expect(throws: DecodingError.self) { try await FeedClient(http: http).page(after: nil) }
      await #expect(throws: DecodingError.self) { try await PostDetailClient(http: http).post(id: 1) }
      await #expect(throws: DecodingError.self) { try await SearchClient(http: http).search("lost") }
      await #expect(throws: DecodingError.self) { try await LikeClient(http: http).like(id: 1) }
    }
  }
}
