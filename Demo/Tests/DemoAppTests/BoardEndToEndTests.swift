import DemoApp
import DemoRuntime
import DemoServer
import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// The neighbourhood board against the real embedded backend, over real HTTP on loopback: every step waits for an
/// awaited action or for the board to settle, and the search's debounce runs on a virtual clock.
@MainActor
@Suite("The board end to end")
struct BoardEndToEndTests {
  /// The requests the backend received that start with `prefix`.
  func requests(_ demo: DemoHarness, _ prefix: String) async throws -> [String] {
    try await demo.backend.recentRequests.filter { $0.hasPrefix(prefix) }
  }

  @Test("scrolling loads all 300 posts; a page failing in the middle keeps the pages and is asked for alone again")
  func scrollThroughAFailingPage() async throws {
    try await DemoHarness.run(faultMode: .pageFailure(page: 3)) { demo in
      let board = demo.app.board
      let feed = board.feed
      await board.showFeed()
      #expect(board.screen == .feed)
      #expect(feed.posts?.count == 20)
      #expect(feed.screen.footer == .loadMore(ScreenButton("Load more", action: .loadMore)))

      // Rows appear as the list is scrolled; near the end of the second page, the third is asked for and fails
      // after its three attempts.
      await feed.rowAppeared(at: 10)
      #expect(feed.posts?.count == 20, "far from the end: nothing loads")
      await feed.rowAppeared(at: 19)
      #expect(feed.posts?.count == 40)
      await feed.rowAppeared(at: 39)
      #expect(feed.posts?.count == 40, "the pages loaded stay")
      guard case .failed(let banner)? = feed.screen.footer else {
        Issue.record("expected a failed page, got \(String(describing: feed.screen.footer))")
        return
      }
      #expect(banner.title == "Something went wrong on our side")
      #expect(banner.buttons.map(\.label) == ["Try Again"])
      #expect(banner.buttons.map(\.action) == [.loadMore])
      UserFacingText.expectNoLeak(of: HostileBody.serverError, in: [banner.title, banner.message])

      // Scrolling on does not hammer the failed page; "Try Again" asks for it, and only for it.
      await feed.rowAppeared(at: 39)
      await feed.send(.loadMore)
      #expect(feed.posts?.count == 60)
      #expect(feed.posts.map { Array($0.prefix(60).map(\.id)) } == Array(1...60))

      while case .loadMore? = feed.screen.footer, let count = feed.posts?.count {
        await feed.rowAppeared(at: count - 1)
      }
      #expect(feed.posts?.map(\.id) == Array(1...300))
      #expect(feed.posts?.pageCount == 15)
      #expect(feed.screen.footer == .end(ScreenTexts.standard[.endOfList]))

      let pages = try await requests(demo, "GET /posts")
      #expect(pages.count(where: { $0 == "GET /posts?after=40&limit=20" }) == 4, "three failed attempts, then one")
      #expect(pages.count == 14 + 4)
      #expect(Set(pages).count == 15, "every other page asked for once")
    }
  }

  @Test("search as you type sends one request, 300 ms after the last keystroke, on a virtual clock")
  func searchAsYouType() async throws {
    let clock = VirtualClock()
    try await DemoHarness.run(clock: clock) { demo in
      let board = demo.app.board
      let search = board.search
      board.showSearch()
      #expect(board.screen == .search)
      #expect(search.prompt == "Type to search the titles of all 300 posts.")
      #expect(search.screen.projection == .blank)

      for character in "lost" { search.type(character) }
      #expect(search.text == "lost")
      #expect(search.prompt == nil)
      #expect(search.isDebouncing)
      await clock.waitForSleepers()
      clock.advance(by: .milliseconds(299))
      #expect(search.isDebouncing)
      let typing = try await requests(demo, "GET /search")
      #expect(typing.isEmpty, "nothing is sent while the typing goes on")

      clock.advance(by: .milliseconds(1))
      await search.waitUntilSettled()
      let first = try await requests(demo, "GET /search")
      #expect(first == ["GET /search?q=lost"])
      let expected = DemoPost.catalogue.filter { $0.title.lowercased().contains("lost") }
      #expect(search.posts.map(\.id) == expected.prefix(20).map(\.id))
      #expect(search.summary == "20 of \(expected.count) titles contain \"lost\"")
      #expect(search.results.shownQuery == "lost")

      // A trailing space asks the same query: nothing is sent. Another burst: the results stay on screen while
      // the new query waits and loads, then one request.
      search.type(" ")
      #expect(!search.isDebouncing)
      search.deleteBackward()
      for character in ": a r" { search.type(character) }
      #expect(search.screen.projection.content?.query == "lost")
      await clock.waitForSleepers()
      clock.advance(by: SearchModel.debounce)
      await search.waitUntilSettled()
      let second = try await requests(demo, "GET /search")
      #expect(second == ["GET /search?q=lost", "GET /search?q=lost: a r"])
      // In feed order.
      #expect(search.posts.map(\.title) == ["Lost: a red umbrella", "Lost: a rice cooker", "Lost: a reading lamp"])
      #expect(search.summary == "3 titles contain \"lost: a r\"")

      // Nothing matches: the empty state. Cleared: the prompt, and no request.
      search.setText("zebra")
      await clock.waitForSleepers()
      clock.advance(by: SearchModel.debounce)
      await search.waitUntilSettled()
      #expect(search.screen.projection == .empty(isRefreshing: false, notice: nil))
      search.setText("")
      #expect(search.prompt != nil)
      #expect(search.screen.projection == .blank)
      #expect(!search.isDebouncing)

      // Return sends at once, without waiting for the debounce; a result opens with its title.
      search.setText("helmet")
      await search.submit()
      #expect(search.posts.map(\.id) == [3])
      let all = try await requests(demo, "GET /search")
      #expect(all.count == 4)
      await board.openSearchResult(at: 0)
      #expect(board.detail?.title == "Found: a blue bicycle helmet")
      board.back()
      #expect(board.screen == .search)
      #expect(search.text == "helmet")
    }
  }

  @Test("an opened post shows the title from the list at once, before the post answers, and from the store next time")
  func titleBeforeDetail() async throws {
    try await DemoHarness.run { demo in
      guard #available(macOS 26, *) else { return }
      let board = demo.app.board
      await board.showFeed()
      let summary = try #require(board.feed.posts?[4])

      // `Task.immediate` runs the opening up to its first suspension: the post is asked for, not yet answered.
      let opening = Task.immediate { await board.open(summary) }
      #expect(board.screen == .post(id: 5))
      let detail = try #require(board.detail)
      #expect(detail.title == summary.title)
      #expect(detail.titleFromList == summary.title)
      #expect(detail.post == nil)
      #expect(detail.screen.projection == .progress)
      #expect(detail.likeButton == nil)
      await opening.value

      let sample = DemoPost.samples[4]
      #expect(
        detail.post
          == PostDetail(id: 5, title: sample.title, body: sample.body, likes: DemoPost.initialLikes(ofPostWithID: 5)))
      #expect(detail.likeButton == ScreenButton("Like (\(DemoPost.initialLikes(ofPostWithID: 5)))", action: .like))
      #expect(!detail.isStale)
      board.back()
      #expect(board.screen == .feed)
      #expect(board.detail == nil)

      // Opened again: the stored post at once, fresh, so nothing is asked.
      let again = Task.immediate { await board.open(postID: 5) }
      #expect(board.detail?.post?.body == sample.body)
      await again.value
      let reads = try await requests(demo, "GET /posts/5")
      #expect(reads == ["GET /posts/5"])

      // A post no list showed: no title until it answers; one that does not exist: a 404 without "Try Again".
      await board.open(postID: 250)
      #expect(board.detail?.title == DemoPost.catalogue[249].title)
      await board.open(postID: 999)
      #expect(board.detail?.title == nil)
      let missing = try #require(board.detail?.screen.projection.errorScreen)
      #expect(missing == .failure(FailureClassification(kind: .clientError, statusCode: 404)))
      #expect(missing.buttons.isEmpty)
      board.back()
      #expect(board.screen == .feed)
    }
  }

  @Test("a like shows at once, and is rolled back when the server fails it")
  func likeRollback() async throws {
    try await DemoHarness.run { demo in
      guard #available(macOS 26, *) else { return }
      let board = demo.app.board
      await board.showFeed()
      await board.openFeedPost(at: 6)
      let detail = try #require(board.detail)
      let likes = try #require(detail.post?.likes)

      await demo.app.applyFault("like-fail")
      let liking = Task.immediate { await detail.perform(.like) }
      #expect(detail.post?.likes == likes + 1, "the like shows before the server answers")
      #expect(detail.likeButton?.label == "Liking… (\(likes + 1))")
      await liking.value
      #expect(detail.post?.likes == likes, "rolled back")
      let failure = try #require(detail.likeFailure)
      #expect(failure.title == "Something went wrong on our side")
      #expect(failure.buttons.map(\.action) == [.like, .dismissLikeFailure])
      #expect(failure.buttons.map(\.label) == ["Try Again", "Dismiss"])
      UserFacingText.expectNoLeak(of: HostileBody.serverError, in: [failure.title, failure.message])
      await board.waitUntilSettled()
      #expect(detail.post?.likes == likes, "the post read again after the failure agrees")
      let counted = try await demo.backend.catalogue.likes(ofPostWithID: 7)
      #expect(counted == likes)

      // Healthy again: "Try Again" likes, and the count is the server's.
      await demo.app.applyFault("none")
      await detail.perform(.like)
      #expect(detail.likeFailure == nil)
      #expect(detail.post?.likes == likes + 1)
      await board.waitUntilSettled()
      #expect(detail.post?.likes == likes + 1)
      let countedAfterRetry = try await demo.backend.catalogue.likes(ofPostWithID: 7)
      #expect(countedAfterRetry == likes + 1)

      // A failure dismissed is gone.
      await demo.app.applyFault("like-fail")
      await detail.perform(.like)
      #expect(detail.likeFailure != nil)
      await detail.perform(.dismissLikeFailure)
      #expect(detail.likeFailure == nil)
      await board.waitUntilSettled()
      #expect(detail.post?.likes == likes + 1)
    }
  }

  @Test("restarted with the backend offline, the board shows the saved feed and post, marked stale")
  func restartOffline() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenstate-board-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    // First launch: the feed loads and its first page is saved; so is the post opened.
    try await DemoHarness.run(cacheDirectory: directory) { demo in
      let board = demo.app.board
      await board.showFeed()
      #expect(board.feed.posts?.count == 20)
      #expect(!board.feed.isStale)
      await board.openFeedPost(at: 2)
      #expect(board.detail?.post?.id == 3)
    }

    // Second launch, offline: the saved page at once, kept under the failure of its refresh, and stale.
    try await DemoHarness.run(faultMode: .offline, cacheDirectory: directory) { demo in
      let board = demo.app.board
      let feed = board.feed
      await board.showFeed()
      #expect(feed.isStale)
      #expect(feed.savedCopyDate != nil)
      #expect(feed.screen.projection.content?.map(\.id) == Array(1...20))
      #expect(feed.screen.projection.alert?.title == "Can't reach the server")
      await feed.send(.dismissFailure)
      #expect(feed.screen.projection == .content(try #require(feed.posts), isRefreshing: false, notice: nil))
      #expect(feed.isStale, "dismissing the failure does not make the copy fresh")

      // The post opened last time shows too, stale, its refresh failed over it.
      await board.openFeedPost(at: 2)
      let detail = try #require(board.detail)
      #expect(detail.post?.title == DemoPost.samples[2].title)
      #expect(detail.isStale)
      #expect(detail.screen.projection.alert?.title == "Can't reach the server")
      board.back()

      // Back online, a refresh brings the server's first page: no longer stale; scrolling goes on from there.
      await demo.app.goOnline()
      await feed.send(.refresh)
      #expect(!feed.isStale)
      #expect(feed.savedCopyDate == nil)
      await feed.rowAppeared(at: 19)
      #expect(feed.posts?.count == 40)
    }
  }

  @Test("reopening the feed keeps nothing, not even the saved copy, so a failure takes the whole screen")
  func reopenKeepsNothing() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenstate-board-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await DemoHarness.run(cacheDirectory: directory) { demo in
      let feed = demo.app.board.feed
      await demo.app.board.showFeed()
      await demo.app.applyFault("500")
      await feed.reopen()
      #expect(feed.screen.projection.errorScreen?.title == "Something went wrong on our side")
      #expect(!feed.isStale)
      await demo.app.applyFault("none")
      await feed.send(.errorScreenPrimary)
      await feed.waitUntilSettled()
      #expect(feed.posts?.count == 20)
    }
  }
}
