import DemoApp
import DemoRuntime
import DemoServer
import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// What the board's screens show beside their lists, decided in the models for any UI: the feed's status line,
/// search's line and empty state, a failed like as a banner, and which screen keys and actions reach. Against the
/// real embedded backend, each step awaited.
@MainActor
@Suite("The board's screens")
struct BoardScreenTests {
  static let utc = TimeZone(identifier: "UTC")!

  @Test("the feed's status line: how much is loaded, a failed page, the end; the saved copy with its date")
  func feedStatusLine() async throws {
    #expect(
      FeedStatusLine.savedCopyText(Date(timeIntervalSince1970: 1_741_097_100), timeZone: Self.utc) == "2025-03-04 14:05"
    )
    try await DemoHarness.run(faultMode: .pageFailure(page: 2)) { demo in
      let feed = demo.app.board.feed
      #expect(feed.statusLine() == nil, "nothing shown yet")
      await demo.app.show(.board)
      #expect(feed.statusLine() == "20 posts loaded · more as you scroll")
      await feed.screen.rowAppeared(at: 19)
      #expect(feed.statusLine() == "20 posts loaded · the next page failed")
      await demo.app.applyFault("none")
      await feed.screen.send(.loadMore)
      #expect(feed.statusLine() == "40 posts loaded · more as you scroll")
      while case .loadMore? = feed.screen.footer, let count = feed.posts?.count {
        await feed.screen.rowAppeared(at: count - 1)
      }
      #expect(feed.statusLine() == "All 300 posts loaded")
      // A failed refresh keeps the whole list, which still has no more.
      await demo.app.applyFault("500")
      await feed.screen.send(.refresh)
      #expect(feed.resource.state.isFailed)
      #expect(feed.statusLine() == "All 300 posts loaded")
    }

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenstate-board-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await DemoHarness.run(cacheDirectory: directory) { demo in
      await demo.app.show(.board)
    }
    try await DemoHarness.run(faultMode: .offline, cacheDirectory: directory) { demo in
      let feed = demo.app.board.feed
      await demo.app.show(.board)
      let saved = try #require(feed.savedCopyDate)
      #expect(
        feed.statusLine(timeZone: Self.utc)
          == "Saved copy from \(FeedStatusLine.savedCopyText(saved, timeZone: Self.utc)) · stale until the server answers"
      )
    }
  }

  @Test("search's line: the prompt, the caption of the results on screen, how many match, the requests sent")
  func searchStatusLine() async throws {
    let clock = VirtualClock()
    try await DemoHarness.run(clock: clock) { demo in
      let search = demo.app.board.search
      demo.app.showBoardSearch()
      #expect(demo.app.screen == .board)
      #expect(search.statusLine == "Type to search the titles of all 300 posts.")
      search.setText("lost")
      #expect(search.statusLine == "waiting for the typing to stop · 0 requests sent")
      #expect(search.caption == nil)
      await clock.waitForSleepers()
      clock.advance(by: SearchModel.debounce)
      await search.waitUntilSettled()
      let total = DemoPost.catalogue.filter { $0.title.lowercased().contains("lost") }.count
      #expect(search.caption == "Results for “lost”")
      #expect(search.statusLine == "Results for “lost” · 20 of \(total) titles · 1 request sent")

      // Typing on: the caption stays true to the results on screen until the new ones arrive.
      search.setText("lost cat")
      #expect(
        search.statusLine
          == "Results for “lost” · 20 of \(total) titles · waiting for the typing to stop · 1 request sent")
      await clock.waitForSleepers()
      clock.advance(by: SearchModel.debounce)
      await search.waitUntilSettled()
      #expect(search.statusLine == "Results for “lost cat” · 1 title · 2 requests sent")

      search.setText("zebra")
      await clock.waitForSleepers()
      clock.advance(by: SearchModel.debounce)
      await search.waitUntilSettled()
      #expect(search.screen.projection == .empty(isRefreshing: false, notice: nil))
      #expect(search.emptyMessage == "No title contains “zebra”.")
      #expect(search.statusLine == "Results for “zebra” · 3 requests sent")
      #expect(search.requestsSent == 3)
    }
  }

  @Test("a failed like is the post screen's banner, in the library's words; its buttons act on the like, first")
  func likeFailureBanner() async throws {
    guard #available(macOS 26, *) else { return }
    try await DemoHarness.run(faultMode: .likeFailure) { demo in
      let board = demo.app.board
      await demo.app.show(.board)
      await board.openRow(at: 6)
      let detail = try #require(board.detail)
      let likes = try #require(detail.post?.likes)
      #expect(detail.screen.projection.notice == nil)

      await demo.app.send(.refresh)  // the post's own refresh, through the app and the board
      await detail.likePost()
      await board.waitUntilSettled()
      let post = try #require(detail.post)
      #expect(post.likes == likes)
      let banner = ScreenBanner.actionFailure(
        FailureClassification(kind: .clientError, statusCode: 422), actionName: "like the post")
      #expect(banner.title == "Couldn't like the post")
      #expect(banner.buttons.map(\.label) == ["Dismiss"], "refused: trying again cannot help")
      #expect(detail.screen.projection == .content(post, isRefreshing: false, notice: .banner(banner)))
      #expect(detail.screen.announcement?.text.hasPrefix("Couldn't like the post") == true)

      // The screen's retry (a host's own Try Again key) does what the banner offers: nothing, since it offers no Try
      // Again; the refused like is not sent again.
      await demo.app.send(.retry)
      #expect(detail.post?.likes == likes)
      #expect(detail.screen.projection.notice == .banner(banner))
      let likesCounted = try await demo.backend.catalogue.likes(ofPostWithID: 7)
      #expect(likesCounted == likes)

      // "Dismiss" hides it: the screen shows the post alone again.
      await demo.app.send(.dismissFailure)
      #expect(detail.like.failureClassification == nil)
      #expect(detail.screen.projection.notice == nil)

      // A failed like shows ahead of a failure of the post's own refresh; dismissed, the refresh's alert shows,
      // whose buttons are the post's.
      await detail.likePost()
      await board.waitUntilSettled()
      await demo.app.applyFault("500")
      await demo.app.send(.refresh)
      #expect(detail.screen.projection.notice == .banner(banner))
      await demo.app.send(.dismissFailure)
      #expect(detail.like.failureClassification == nil)
      #expect(detail.screen.projection.alert?.title == "Something went wrong on our side")
      await demo.app.send(.dismissFailure)
      #expect(detail.screen.projection.notice == nil, "the post's alert was dismissed")
      #expect(detail.post?.likes == likes)
    }
  }

  @Test("Enter opens the row of the list shown; back leaves a post or search; R reopens the board's own feed")
  func navigation() async throws {
    let clock = VirtualClock()
    try await DemoHarness.run(clock: clock) { demo in
      let app = demo.app
      let board = app.board
      // Search first: the feed has never loaded; back from search loads it.
      app.showBoardSearch()
      board.search.setText("helmet")
      await board.search.submit()
      await board.openRow(at: 0)
      #expect(board.screen == .post(id: 3))
      await board.openRow(at: 0)
      #expect(board.screen == .post(id: 3), "a post has no rows")
      await board.goBack()
      #expect(board.screen == .search)
      await board.goBack()
      #expect(board.screen == .feed)
      #expect(board.feed.posts?.count == 20)
      await board.goBack()
      #expect(board.screen == .feed, "the feed is where back leads")

      await board.openRow(at: 4)
      #expect(board.screen == .post(id: 5))
      await board.openRow(at: 400)
      #expect(board.screen == .post(id: 5), "nothing beyond the list")

      // R on the board reopens the board's feed, from a post too, and leaves the posts feed alone.
      await app.applyFault("500")
      await app.reopenFeed()
      #expect(app.screen == .board)
      #expect(board.screen == .feed)
      #expect(board.detail == nil)
      #expect(board.feed.screen.projection.errorScreen?.title == "Something went wrong on our side")
      #expect(app.posts.state == .idle, "the posts feed was never asked for")
      await app.applyFault("none")
      await app.send(.errorScreenPrimary)
      await board.waitUntilSettled()
      #expect(board.feed.posts?.count == 20)

      // Elsewhere, R reopens the posts feed.
      await app.show(.colors)
      await app.reopenFeed()
      #expect(app.screen == .posts)
      #expect(app.posts.state.value?.count == 30)
    }
  }
}
