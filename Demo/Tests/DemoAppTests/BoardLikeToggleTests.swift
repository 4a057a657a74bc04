import DemoApp
import DemoRuntime
import DemoServer
import Foundation
import ScreenState
import Testing

/// The board's like button toggles: a like and its undoing made offline cancel out in the outbox, so that many taps
/// send at most one request, and what the board shows once it is sent is what the server has.
@MainActor
@Suite("The board's like toggles")
struct BoardLikeToggleTests {
  @Test(
    "offline taps on a like send one request if their number is odd, none if even, then show the server's count",
    arguments: [10, 9])
  func offlineTogglesCancelOut(taps: Int) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenstate-board-toggles-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await DemoHarness.run(cacheDirectory: directory) { demo in
      await demo.app.board.showFeed()
    }
    try await DemoHarness.run(faultMode: .offline, cacheDirectory: directory, watchesNetwork: true) { demo in
      let board = demo.app.board
      await board.showFeed()
      let before = try #require(board.feed.posts?[2])
      #expect(!before.liked)

      for _ in 0..<taps { await board.likeFeedPost(at: 2) }
      let endsLiked = taps % 2 == 1
      let row = try #require(board.feed.posts?[2])
      #expect(row.liked == endsLiked)
      #expect(row.likes == before.likes + (endsLiked ? 1 : 0), "shown at once, as if every tap had been sent")
      #expect(board.outbox.pendingCount == (endsLiked ? 1 : 0), "the taps that cancel out leave the outbox")
      #expect(board.outboxBadge == (endsLiked ? "1 like waiting to be sent" : nil))

      await demo.app.goOnline()
      await board.outbox.waitUntilSettled()
      await board.waitUntilSettled()
      let catalogue = try await demo.backend.catalogue
      let requests = try await demo.backend.likeRequests["\(before.id)"] ?? []
      #expect(requests.count == (endsLiked ? 1 : 0), "one request for an odd number of taps, none for an even one")
      #expect(catalogue.isLiked(postWithID: before.id) == endsLiked)
      #expect(catalogue.likes(ofPostWithID: before.id) == before.likes + (endsLiked ? 1 : 0))
      let shown = try #require(board.feed.posts?.first { $0.id == before.id })
      #expect(shown.likes == catalogue.likes(ofPostWithID: before.id), "the count shown is the server's")
      #expect(shown.liked == endsLiked)
      #expect(board.outboxBadge == nil)

      // Online, a tap is sent at once and the next takes it back: one request each.
      await board.likeFeedPost(at: 2)
      await board.likeFeedPost(at: 2)
      let online = try await demo.backend.catalogue
      #expect(try await demo.backend.likeRequests["\(before.id)"]?.count == requests.count + 2)
      #expect(online.isLiked(postWithID: before.id) == endsLiked)
      #expect(board.feed.posts?.first { $0.id == before.id }?.likes == online.likes(ofPostWithID: before.id))
    }
  }

  @Test("the post's button says whether it is liked, and its tap unlikes a liked post")
  func buttonFollowsTheLike() async throws {
    try await DemoHarness.run { demo in
      let board = demo.app.board
      await board.showFeed()
      await board.openFeedPost(at: 4)
      let detail = try #require(board.detail)
      let likes = try #require(detail.post?.likes)
      #expect(detail.likeButton == "Like (\(likes))")
      await detail.likePost()
      #expect(detail.likeButton == "Liked (\(likes + 1))")
      #expect(detail.post?.liked == true)
      await detail.likePost()
      #expect(detail.likeButton == "Like (\(likes))")
      let id = try #require(detail.post?.id)
      #expect(try await demo.backend.catalogue.likes(ofPostWithID: id) == likes)
      #expect(try await demo.backend.likeRequests["\(id)"]?.count == 2)
    }
  }

  @Test("a like saved by an earlier version (the post's id alone) reads as a like; a post saved without liked is not")
  func earlierSavedValuesStillRead() throws {
    let decoder = JSONDecoder()
    #expect(try decoder.decode(LikeChange.self, from: Data("7".utf8)) == LikeChange(postID: 7, liked: true))
    let change = LikeChange(postID: 7, liked: false)
    #expect(try decoder.decode(LikeChange.self, from: JSONEncoder().encode(change)) == change)
    let summary = try decoder.decode(PostSummary.self, from: Data(#"{"id": 7, "title": "T", "likes": 3}"#.utf8))
    #expect(summary == PostSummary(id: 7, title: "T", likes: 3, liked: false))
    let detail = try decoder.decode(
      PostDetail.self, from: Data(#"{"id": 7, "title": "T", "body": "B", "likes": 3, "liked": true}"#.utf8))
    #expect(detail == PostDetail(id: 7, title: "T", body: "B", likes: 3, liked: true))
  }
}
