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
      await feed.screen.rowAppeared(at: 10)
      #expect(feed.posts?.count == 20, "far from the end: nothing loads")
      await feed.screen.rowAppeared(at: 19)
      #expect(feed.posts?.count == 40)
      await feed.screen.rowAppeared(at: 39)
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
      await feed.screen.rowAppeared(at: 39)
      await feed.screen.send(.loadMore)
      #expect(feed.posts?.count == 60)
      #expect(feed.posts.map { Array($0.prefix(60).map(\.id)) } == Array(1...60))

      while case .loadMore? = feed.screen.footer, let count = feed.posts?.count {
        await feed.screen.rowAppeared(at: count - 1)
      }
      #expect(feed.posts?.map(\.id) == Array(1...300))
      #expect(feed.posts?.pageCount == 15)
      #expect(feed.screen.footer == .end(ScreenTexts.standard[.endOfList]))

      let pages = try await requests(demo, "GET /posts?")
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

  @Test("an opened post shows the feed's row at once (a placeholder from the feed's key), then the post itself")
  func titleBeforeDetail() async throws {
    try await DemoHarness.run { demo in
      guard #available(macOS 26, *) else { return }
      let board = demo.app.board
      await board.showFeed()
      let summary = try #require(board.feed.posts?[4])

      // `Task.immediate` runs the opening up to its first suspension: the post is asked for, not yet answered.
      let opening = Task.immediate { await board.openFeedPost(at: 4) }
      #expect(board.screen == .post(id: 5))
      let detail = try #require(board.detail)
      let row = PostDetail(id: 5, title: summary.title, body: "", likes: summary.likes)
      #expect(detail.title == summary.title)
      #expect(detail.post == row)
      #expect(detail.isPlaceholder)
      #expect(detail.resource.valueOrigin == .placeholder)
      #expect(detail.screen.projection == .content(row, isRefreshing: true, notice: nil))
      #expect(detail.likeButton == nil, "no like before the post itself is shown")
      await detail.likePost()
      #expect(detail.like.state.isIdle, "a like before the post answers sends nothing")
      await opening.value

      let sample = DemoPost.samples[4]
      let post = PostDetail(
        id: 5, title: sample.title, body: sample.body, likes: DemoPost.initialLikes(ofPostWithID: 5))
      #expect(detail.post == post)
      #expect(detail.resource.valueOrigin == .fetched)
      #expect(!detail.isPlaceholder)
      #expect(detail.likeButton == "Like (\(post.likes))")
      #expect(!detail.isSavedCopy)
      board.back()
      #expect(board.screen == .feed)
      #expect(board.detail == nil)

      // Opened again: the stored post at once, fresh, so nothing is asked.
      let again = Task.immediate { await board.open(postID: 5) }
      #expect(board.detail?.post == post)
      await again.value
      let reads = try await requests(demo, "GET /posts/5")
      #expect(reads == ["GET /posts/5"])

      // A post no row showed: no title until it answers; one that does not exist: a 404 without "Try Again".
      let far = Task.immediate { await board.open(postID: 250) }
      #expect(board.detail?.title == nil)
      #expect(board.detail?.screen.projection == .progress)
      await far.value
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

  @Test("a post refreshed while unchanged is a 304: kept with no new value, and the inspector says \"304, kept\"")
  func unchangedPostIsKept() async throws {
    try await DemoHarness.run { demo in
      guard #available(macOS 26, *) else { return }
      let board = demo.app.board
      await board.open(postID: 5)
      let detail = try #require(board.detail)
      let post = try #require(detail.post)
      #expect(board.store.validators(for: "post/5")?.etag != nil)

      await detail.resource.refresh()
      #expect(detail.post == post)
      #expect(detail.resource.valueOrigin == .fetched)
      #expect(try await requests(demo, "GET /posts/5") == ["GET /posts/5", "GET /posts/5"])
      let section = try #require(board.inspector.snapshot().section(.key("post/5")))
      #expect(section.timeline.map(\.kind).contains(.notModified))
      #expect(section.requests.last.map(InspectorFormat.request)?.contains("304, kept") == true)
    }
  }

  @Test("a like shows at once in the post and in the feed's row, and is rolled back exactly in both when it fails")
  func likeRollback() async throws {
    try await DemoHarness.run { demo in
      guard #available(macOS 26, *) else { return }
      let board = demo.app.board
      let feed = board.feed
      await board.showFeed()
      await feed.screen.rowAppeared(at: 19)
      #expect(feed.posts?.pageCount == 2)
      await board.openFeedPost(at: 6)
      let detail = try #require(board.detail)
      let post = try #require(detail.post)
      let list = try #require(feed.posts)
      let likes = post.likes
      #expect(list[6].likes == likes)
      /// The likes the feed's row of post 7 shows.
      let rowLikes = { @MainActor in feed.posts?.first { $0.id == 7 }?.likes }

      await demo.app.applyFault("like-fail")
      let liking = Task.immediate { await detail.likePost() }
      #expect(detail.post?.likes == likes + 1, "the like shows in the post before the server answers")
      #expect(rowLikes() == likes + 1, "and in the feed's row")
      #expect(feed.posts?.pageCount == 2, "the feed keeps its pages")
      #expect(detail.likeButton == "Liking… (\(likes + 1))")
      await liking.value
      #expect(detail.post == post, "rolled back exactly")
      #expect(feed.posts == list, "the feed too")
      let banner = try #require(detail.screen.projection.notice?.banner)
      #expect(
        banner
          == .actionFailure(FailureClassification(kind: .clientError, statusCode: 422), actionName: "like the post"))
      #expect(banner.title == "Couldn't like the post")
      // Refused: trying again cannot help, so the banner offers no Try Again.
      #expect(banner.buttons.map(\.label) == ["Dismiss"])
      #expect(banner.buttons.map(\.action) == [.dismissFailure])
      #expect(board.outboxBadge == "1 like refused")
      #expect(
        board.pendingChanges == [
          PendingChange(summary: "Like “\(post.title)”", status: "refused · Request not accepted (422)")
        ])
      UserFacingText.expectNoLeak(of: "like_refused", in: [banner.title, banner.message])
      await board.waitUntilSettled()
      #expect(detail.post == post, "the post read again after the failure agrees")
      #expect(rowLikes() == likes)
      let counted = try await demo.backend.catalogue.likes(ofPostWithID: 7)
      #expect(counted == likes)

      // Healthy again: the app's own Try Again (the like's `retry()`, as a list of pending changes offers; the screen's
      // banner has none) sends the refused like again (the same change, its id the same); the count is the server's,
      // in the post and in the row.
      await demo.app.applyFault("none")
      await board.like.retry()
      #expect(detail.screen.projection.notice == nil)
      #expect(board.outboxBadge == nil)
      #expect(detail.post?.likes == likes + 1)
      #expect(rowLikes() == likes + 1)
      await board.waitUntilSettled()
      #expect(detail.post?.likes == likes + 1)
      #expect(rowLikes() == likes + 1)
      #expect(feed.posts?.pageCount == 2, "the feed's refresh reloads the pages it shows")
      let countedAfterRetry = try await demo.backend.catalogue.likes(ofPostWithID: 7)
      #expect(countedAfterRetry == likes + 1)

      // Back on the feed, the row shows the new count.
      board.back()
      #expect(feed.screen.projection.content?.first { $0.id == 7 }?.likes == likes + 1)

      // A failure dismissed is gone.
      await board.openFeedPost(at: 6)
      let again = try #require(board.detail)
      await demo.app.applyFault("like-fail")
      await again.likePost()
      #expect(again.screen.projection.notice?.banner?.title == "Couldn't like the post")
      await board.send(.dismissFailure)
      #expect(again.screen.projection.notice == nil)
      await board.waitUntilSettled()
      #expect(again.post?.likes == likes + 1)
      #expect(rowLikes() == likes + 1)
    }
  }

  @Test("six likes from the feed at once under like-fail: the odd posts' are rolled back, the even posts' stay")
  func severalLikesAtOnce() async throws {
    try await DemoHarness.run(faultMode: .likeFailure) { demo in
      let board = demo.app.board
      let feed = board.feed
      await board.showFeed()
      let before = try #require(feed.posts).prefix(6).map(\.likes)
      let ids = try #require(feed.posts).prefix(6).map(\.id)
      #expect(ids == [1, 2, 3, 4, 5, 6])
      // L on six rows, one after the other, without waiting: every count goes up at once.
      let likes = (0..<6).map { row in Task.immediate { await board.likeFeedPost(at: row) } }
      #expect(feed.posts?.prefix(6).map(\.likes) == before.map { $0 + 1 })
      for like in likes { await like.value }
      await board.waitUntilSettled()
      let after = try #require(feed.posts).prefix(6).map(\.likes)
      #expect(after == zip(ids, before).map { id, likes in id % 2 == 0 ? likes + 1 : likes })
      for (id, likes) in zip(ids, before) {
        let counted = try await demo.backend.catalogue.likes(ofPostWithID: id)
        #expect(counted == (id % 2 == 0 ? likes + 1 : likes), "post \(id)")
      }
      #expect(board.outboxBadge == "3 likes refused")
      #expect(feed.screen.projection.notice?.banner?.title == "Couldn't like the post")
      // Dismiss discards every refused like: the banner stands for them all, so none stays where no screen shows it.
      await board.send(.dismissFailure)
      #expect(board.outboxBadge == nil)
      #expect(board.outbox.isEmpty)
    }
  }

  @Test("a like on a post's screen shows at once in the feed's row and in the search results that hold it")
  func oneLikeEverywhere() async throws {
    try await DemoHarness.run { demo in
      let board = demo.app.board
      await board.showFeed()
      board.showSearch()
      board.search.setText("helmet")
      await board.search.submit()
      #expect(board.search.posts.contains { $0.id == 3 })
      await board.goBack()
      await board.openFeedPost(at: 2)
      let detail = try #require(board.detail)
      let likes = try #require(detail.post?.likes)
      await demo.app.setLatency("1s")
      let liking = Task.immediate { await detail.likePost() }
      #expect(detail.post?.likes == likes + 1)
      #expect(board.feed.posts?.first { $0.id == 3 }?.likes == likes + 1, "the feed's row")
      #expect(board.search.posts.first { $0.id == 3 }?.likes == likes + 1, "the search result")
      await liking.value
      await demo.app.setLatency("0")
      #expect(board.search.posts.first { $0.id == 3 }?.likes == likes + 1)
      #expect(try await demo.backend.catalogue.likes(ofPostWithID: 3) == likes + 1)
    }
  }

  @Test("restarted offline, the board shows the three pages saved and the post opened, from disk, marked stale")
  func restartOffline() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenstate-board-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    // First launch: four pages scrolled through; the first three are saved, and so is the post opened.
    try await DemoHarness.run(cacheDirectory: directory) { demo in
      let board = demo.app.board
      await board.showFeed()
      #expect(board.feed.posts?.count == 20)
      #expect(board.feed.savedCopyDate == nil)
      for row in [19, 39, 59] { await board.feed.screen.rowAppeared(at: row) }
      #expect(board.feed.posts?.count == 80)
      await board.openFeedPost(at: 2)
      #expect(board.detail?.post?.id == 3)
    }

    // Second launch, offline: the saved pages are on screen before anything is asked, restored and stale.
    try await DemoHarness.run(faultMode: .offline, cacheDirectory: directory) { demo in
      let board = demo.app.board
      let feed = board.feed
      #expect(feed.resource.valueOrigin == .restored)
      #expect(feed.posts?.map(\.id) == Array(1...60))
      #expect(feed.posts?.pageCount == 3)
      #expect(feed.resource.isStale)
      let savedAt = try #require(feed.savedCopyDate)
      #expect(feed.resource.savedAt == savedAt)
      #expect(try await demo.backend.recentRequests.isEmpty, "nothing was asked of the network")

      // Shown, its revalidation (nobody asked for it) fails: the saved pages stay, under a quiet notice of the
      // failure, not an alert, still the saved copy.
      await board.showFeed()
      #expect(feed.screen.projection.content?.map(\.id) == Array(1...60))
      #expect(feed.screen.projection.inlineNoticeTitle == "Can't reach the server")
      await feed.screen.send(.dismissFailure)
      #expect(feed.screen.projection == .content(try #require(feed.posts), isRefreshing: false, notice: nil))
      #expect(feed.savedCopyDate == savedAt, "dismissing the failure does not make the copy fresh")

      // The post opened last time shows too, the saved copy, its refresh failed over it.
      await board.openFeedPost(at: 2)
      let detail = try #require(board.detail)
      #expect(detail.post?.title == DemoPost.samples[2].title)
      #expect(detail.isSavedCopy)
      #expect(detail.screen.projection.inlineNoticeTitle == "Can't reach the server")
      // One never opened shows its row (its title), its text unknown, the failure over it.
      await board.openFeedPost(at: 40)
      let row = try #require(board.detail)
      #expect(row.isPlaceholder)
      #expect(row.title == DemoPost.catalogue[40].title)
      #expect(row.screen.projection.alert?.title == "Can't reach the server")
      board.back()

      // Back online, a refresh loads the three pages shown again: no longer the saved copy; scrolling goes on.
      await demo.app.goOnline()
      await feed.screen.send(.refresh)
      #expect(feed.savedCopyDate == nil)
      #expect(feed.resource.valueOrigin == .fetched)
      #expect(!feed.resource.isStale)
      #expect(feed.posts?.count == 60)
      let pages = try await requests(demo, "GET /posts?")
      #expect(pages == ["GET /posts?limit=20", "GET /posts?after=20&limit=20", "GET /posts?after=40&limit=20"])
      await feed.screen.rowAppeared(at: 59)
      #expect(feed.posts?.count == 80)
    }
  }

  @Test("offline, a like on the saved copy waits in the outbox, shown in the post and the row, and is sent once back")
  func queuedLikeOnTheSavedCopy() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenstate-board-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await DemoHarness.run(cacheDirectory: directory) { demo in
      await demo.app.board.showFeed()
      await demo.app.board.openFeedPost(at: 2)
    }
    try await DemoHarness.run(faultMode: .offline, cacheDirectory: directory, watchesNetwork: true) { demo in
      let board = demo.app.board
      let feed = board.feed
      await board.showFeed()
      #expect(feed.savedCopyDate != nil)
      await board.openFeedPost(at: 2)
      let detail = try #require(board.detail)
      let post = try #require(detail.post)
      #expect(detail.isSavedCopy)

      await detail.likePost()
      #expect(detail.like.failureClassification == nil, "offline is no failure: the like waits")
      #expect(detail.post?.likes == post.likes + 1, "shown in the post")
      #expect(feed.posts?.first { $0.id == post.id }?.likes == post.likes + 1, "and in the row")
      #expect(board.outboxBadge == "1 like waiting to be sent")
      // The list of pending changes (`W`) says what it is: the post's title, saved with the like.
      #expect(board.pendingChanges.map(\.summary) == ["Like “\(post.title)”"])
      #expect(board.pendingChanges.first?.status.hasPrefix("waiting to be sent") == true)

      // The backend comes back: the network monitor hears it, the outbox sends the like, the server counts it once.
      await demo.app.goOnline()
      await board.outbox.waitUntilSettled()
      #expect(board.outboxBadge == nil)
      #expect(try await demo.backend.catalogue.likes(ofPostWithID: post.id) == post.likes + 1)
      #expect(try await demo.backend.catalogue.repeatedLikes == 0)
      await board.waitUntilSettled()
      #expect(detail.post?.likes == post.likes + 1)
    }
  }

  @Test("reopening the feed keeps nothing, not even the saved copy, so a failure takes the whole screen")
  func reopenKeepsNothing() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenstate-board-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await DemoHarness.run(cacheDirectory: directory) { demo in
      await demo.app.board.showFeed()
    }
    try await DemoHarness.run(cacheDirectory: directory) { demo in
      let feed = demo.app.board.feed
      #expect(feed.savedCopyDate != nil)
      await demo.app.applyFault("500")
      await feed.reopen()
      #expect(feed.screen.projection.errorScreen?.title == "Something went wrong on our side")
      #expect(feed.savedCopyDate == nil)
      #expect(feed.statusLine() == nil)
      await demo.app.applyFault("none")
      await feed.screen.send(.errorScreenPrimary)
      await feed.resource.waitUntilSettled()
      #expect(feed.posts?.count == 20)
    }
  }
}

extension ScreenProjection {
  /// The title of the inline notice shown, if the notice is one.
  fileprivate var inlineNoticeTitle: String? {
    if case .inline(let banner) = notice { banner.title } else { nil }
  }
}
