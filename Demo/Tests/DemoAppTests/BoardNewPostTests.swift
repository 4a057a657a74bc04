import DemoApp
import DemoRuntime
import DemoServer
import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// A post written on the board offline: at the top of the feed at once under a temporary id, liked at once, and
/// once the network returns published first, then liked with the id the server gave it; one row for it throughout.
@MainActor
@Suite("The board's new posts")
struct BoardNewPostTests {
  @Test("offline, a new post and its like show at once; online, one request each, the like with the server's id")
  func newPostMadeOfflineThenLiked() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenstate-board-new-post-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await DemoHarness.run(cacheDirectory: directory) { demo in
      await demo.app.board.showFeed()
    }
    try await DemoHarness.run(faultMode: .offline, cacheDirectory: directory, watchesNetwork: true) { demo in
      let board = demo.app.board
      await board.showFeed()
      let firstBefore = try #require(board.feed.posts?.first)
      let title = "New post 1"
      let rows = StateRecorder { board.feed.posts?.filter { $0.title == title } ?? [] }

      await board.newPost()
      let draft = try #require(board.feed.posts?.first)
      #expect(draft.title == title, "at the top of the feed at once")
      #expect(draft.id < 0, "under a temporary id")
      #expect(draft.likes == 0 && !draft.liked)
      #expect(board.feed.posts?[1].id == firstBefore.id)
      #expect(board.pendingChanges.map(\.summary) == ["Post “\(title)”"])

      await board.likeFeedPost(at: 0)
      #expect(board.feed.posts?.first?.id == draft.id)
      #expect(board.feed.posts?.first?.liked == true, "liked at once")
      #expect(board.feed.posts?.first?.likes == 1)
      #expect(board.pendingChanges.map(\.summary) == ["Post “\(title)”", "Like “\(title)”"])
      #expect(board.outboxBadge == "1 post and 1 like waiting to be sent")

      await demo.app.goOnline()
      await board.outbox.waitUntilSettled()
      await board.waitUntilSettled()
      #expect(board.outbox.isEmpty)
      #expect(board.outboxBadge == nil)

      let backend = try demo.backend
      let creates = await backend.createRequests
      #expect(creates.count == 1, "one request to publish")
      let catalogue = await backend.catalogue
      let serverID = try #require(catalogue.createdPost(forKey: creates[0]))
      #expect(serverID > 0)
      let likes = await backend.likeRequests
      #expect(likes["\(serverID)"]?.count == 1, "one like, sent with the server's id")
      #expect(likes["\(draft.id)"] == nil, "never with the temporary id")
      #expect(catalogue.isLiked(postWithID: serverID) == true)
      #expect(catalogue.likes(ofPostWithID: serverID) == 1)

      let shown = try #require(board.feed.posts?.first)
      #expect(shown.id == serverID, "the row holds the server's id")
      #expect(shown.title == title && shown.liked && shown.likes == 1)
      #expect(rows.states.allSatisfy { $0.count <= 1 }, "never two rows for the post")
      #expect(rows.states.dropFirst().allSatisfy { $0.count == 1 }, "never none once written")
      #expect(rows.states.last?.first?.id == serverID)
    }
  }
}
