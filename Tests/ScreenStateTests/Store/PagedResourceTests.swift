import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// A paginated list under a store key: shared, saved, restored stale, readable, patched, invalidated; the refresh
/// policies and bounds of a page loader; placeholders derived from another key.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct PagedResourceTests {
  struct Post: Codable, Hashable, Sendable, Identifiable {
    var id: Int
    var likes = 0
  }

  typealias Fetch = ControllableOperation<Page<Post, Int>, any Error>
  typealias Feed = PagedResource<Post, Int, any Error>

  let clock = VirtualClock()

  /// Page `number` (from 1) of three posts each, the last one `last`.
  static func page(_ number: Int, last: Int = 100) -> Page<Post, Int> {
    Page(items: ((number - 1) * 3..<number * 3).map { Post(id: $0) }, next: number < last ? number + 1 : nil)
  }

  func makeStore(persistence: (any ResourcePersistence)? = nil) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      persistence: persistence)
  }

  func feed(
    _ store: ResourceStore, _ fetch: Fetch, refresh: PageRefreshPolicy = .firstPage, maxPages: Int? = nil,
    savedPages: Int = 1
  ) -> Feed {
    store.pages("feed", first: 1, refresh: refresh, maxPages: maxPages, savedPages: savedPages) { (cursor: Int) in
      try await fetch.operation(taking: Int.self)(cursor)
    }
  }

  /// Starts `action` without waiting, and answers every page it asks for with the page at its cursor.
  func answer(_ fetch: Fetch, pages count: Int, during action: @escaping @MainActor () async -> Void) async {
    let task = Task.immediate { await action() }
    for _ in 0..<count {
      let call = await fetch.nextCall()
      call.succeed(with: Self.page(call.input as! Int))
    }
    await task.value
  }

  func loadPages(_ feed: Feed, _ fetch: Fetch, count: Int) async {
    await answer(fetch, pages: 1) { await feed.load() }
    for _ in 1..<count { await answer(fetch, pages: 1) { await feed.loadMore() } }
  }

  @Test func twoScreensAskingForTheKeyShareOneRequestAndOneList() async {
    let store = makeStore()
    let fetch = Fetch()
    let first = feed(store, fetch)
    let second = feed(store, fetch)
    await answer(fetch, pages: 1) {
      async let a: Void = first.load()
      async let b: Void = second.load()
      _ = await (a, b)
    }
    #expect(fetch.callCount == 1)
    #expect(first.pages === second.pages)
    await answer(fetch, pages: 1) { await second.loadMore() }
    #expect(first.state.value?.count == 6)
    #expect(store.subscriberCount(of: "feed") == 2)
  }

  @Test func theFirstPagesAreSavedAndShownStaleOnTheNextLaunchBeforeAnyAnswer() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let saved = Date(timeIntervalSince1970: 1_700_000_000)
    let persistence = FileResourcePersistence(directory: directory.url, now: { saved })
    do {
      let store = makeStore(persistence: persistence)
      let fetch = Fetch()
      let feed = feed(store, fetch, savedPages: 3)
      await loadPages(feed, fetch, count: 4)
      #expect(feed.state.value?.pageCount == 4)
      await store.flush()  // the app goes to the background: what waits to be saved is written
    }
    let written = try #require(persistence.read(PagedList<Post, Int>.self, for: "feed"))
    #expect(written.value.pageCount == 3)
    #expect(written.value.nextCursor == 4)

    // The next launch: the three pages at once, stale, from disk; the first load refreshes them while they stay.
    let store = makeStore(persistence: persistence)
    let fetch = Fetch()
    let feed = feed(store, fetch, refresh: .loadedPages, savedPages: 3)
    #expect(feed.state.value?.count == 9)
    #expect(feed.valueOrigin == .restored)
    #expect(feed.savedAt == saved)
    #expect(feed.isStale)
    let load = Task.immediate { await feed.load() }
    #expect(feed.state == .loaded(written.value))
    #expect(feed.isRunning)
    for number in 1...3 {
      let call = await fetch.nextCall()
      #expect(call.input as? Int == number)
      call.succeed(with: Self.page(number))
    }
    await load.value
    #expect(feed.valueOrigin == .fetched)
    #expect(feed.savedAt == nil)
    #expect(!feed.isStale)
    #expect(fetch.callCount == 3)
  }

  @Test func anotherScreenReadsAnItemOfTheList() async {
    let store = makeStore()
    let fetch = Fetch()
    let feed = feed(store, fetch)
    await loadPages(feed, fetch, count: 2)
    let list = store.value(for: "feed", as: PagedList<Post, Int>.self)
    #expect(list?.first { $0.id == 4 } == Post(id: 4))
  }

  @Test func patchingAnItemKeepsThePagesTheFooterAndTheNextPageInFlight() async {
    let store = makeStore()
    let fetch = Fetch()
    let feed = feed(store, fetch)
    let screen = LoadableScreen(feed)
    await loadPages(feed, fetch, count: 2)
    let more = Task.immediate { await feed.loadMore() }
    let next = await fetch.nextCall()
    #expect(screen.footer?.isLoading == true)
    let patched = store.modifyValue(for: "feed", as: PagedList<Post, Int>.self) { list in
      if let index = list.firstIndex(where: { $0.id == 4 }) { list[index].likes += 1 }
    }
    #expect(patched)
    #expect(screen.footer?.isLoading == true)  // the page in flight still extends the list
    next.succeed(with: Self.page(3))
    await more.value
    #expect(feed.state.value?.pageCount == 3)
    #expect(feed.state.value?.map(\.likes) == [0, 0, 0, 0, 1, 0, 0, 0, 0])
  }

  @Test func aPatchRolledBackRestoresTheListExactly() async throws {
    let store = makeStore()
    let fetch = Fetch()
    let feed = feed(store, fetch)
    await loadPages(feed, fetch, count: 2)
    let before = try #require(feed.state.value)
    let patch = try #require(
      store.patch("feed", as: PagedList<Post, Int>.self) { $0[0].likes = 9 })
    #expect(feed.state.value?[0].likes == 9)
    #expect(store.rollback(patch))
    #expect(feed.state.value == before)
    #expect(!store.rollback(patch))  // a rollback happens once: the value it restored is newer than the patch
  }

  @Test func aRolledBackPatchOfASavedCopyLeavesItTheSavedCopy() async throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let saved = Date(timeIntervalSince1970: 1_700_000_000)
    let persistence = FileResourcePersistence(directory: directory.url, now: { saved })
    persistence.write(PagedList(pages: [Self.page(1)]), for: "feed")
    let store = makeStore(persistence: persistence)
    let feed = feed(store, Fetch())
    let before = try #require(feed.state.value)
    let patch = try #require(store.patch("feed", as: PagedList<Post, Int>.self) { $0[0].likes += 1 })
    #expect(feed.savedAt == saved)  // an optimistic change over a saved copy is still over the saved copy
    #expect(store.rollback(patch))
    #expect(feed.state.value == before)
    #expect(feed.valueOrigin == .restored)
    #expect(feed.savedAt == saved)
    #expect(feed.isStale)
  }

  @Test func aResetForgetsTheSavedCopyForEveryHandle() async {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let persistence = FileResourcePersistence(directory: directory.url)
    persistence.write(PagedList(pages: [Self.page(1)]), for: "feed")
    let store = makeStore(persistence: persistence)
    let feed = feed(store, Fetch())
    let other = self.feed(store, Fetch())
    #expect(other.savedAt != nil)
    feed.reset()
    #expect(other.state == .idle)
    #expect(other.savedAt == nil)
    #expect(other.valueOrigin == nil)
    #expect(store.isStale("feed"))
  }

  @Test func anInvalidatedListRefreshesAtOnceForItsScreens() async {
    let store = makeStore()
    let fetch = Fetch()
    let feed = feed(store, fetch, refresh: .loadedPages)
    await loadPages(feed, fetch, count: 2)
    let calls = fetch.callCount
    store.invalidate(prefix: "feed")
    #expect(feed.isRunning)
    #expect(feed.state.value?.pageCount == 2)
    // Loaded still, but not settled: no footer, and no page after it asked for meanwhile.
    #expect(feed.nextPage == nil)
    await feed.loadMore()
    await answer(fetch, pages: 2) { await feed.waitUntilSettled() }
    #expect(fetch.callCount == calls + 2)
    #expect(feed.state.value?.pageCount == 2)
    #expect(!feed.isStale)
  }

  @Test func refetchingTenLoadedPagesMakesTenRequestsAndOneChangeOnScreen() async {
    let store = makeStore()
    let fetch = Fetch()
    let feed = feed(store, fetch, refresh: .loadedPages)
    let screen = LoadableScreen(feed)
    await loadPages(feed, fetch, count: 10)
    let calls = fetch.callCount
    let changes = ChangeCounter {
      _ = screen.projection
      _ = screen.footer
    }
    let refresh = Task.immediate { await feed.refresh() }
    #expect(changes.count == 1)  // refreshing: the list stays, marked refreshing
    for number in 1...10 {
      let call = await fetch.nextCall()
      #expect(call.input as? Int == number)
      call.succeed(with: Self.page(number))
    }
    await refresh.value
    #expect(fetch.callCount - calls == 10)
    #expect(changes.count == 2)  // and the ten pages, at once
    #expect(feed.state.value?.pageCount == 10)
  }

  @Test func theFirstPagePolicyRefreshesTheFirstPageOnly() async {
    let store = makeStore()
    let fetch = Fetch()
    let feed = feed(store, fetch)
    await loadPages(feed, fetch, count: 3)
    await answer(fetch, pages: 1) { await feed.refresh() }
    #expect(feed.state.value?.pageCount == 1)
    #expect(feed.state.value?.nextCursor == 2)
  }

  @Test func maxPagesDropsPagesAtTheFarEnd() async {
    let store = makeStore()
    let fetch = Fetch()
    let feed = feed(store, fetch, maxPages: 2)
    await loadPages(feed, fetch, count: 4)
    #expect(feed.state.value?.pageCount == 2)
    #expect(feed.state.value?.map(\.id) == Array(6..<12))
    #expect(feed.state.value?.firstPageCursor == 3)
  }
}

/// A list opened in the middle (a chat, a timeline): pages before the first load on demand, and one change on screen
/// per page that arrives.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct PreviousPagesTests {
  typealias Fetch = ControllableOperation<Page<Int, Int>, any Error>

  /// Page `number` of a timeline opened at page 5: three items, the page before it and the one after.
  static func page(_ number: Int) -> Page<Int, Int> {
    Page(
      items: Array((number * 3)..<(number * 3 + 3)), next: number < 9 ? number + 1 : nil,
      previous: number > 0 ? number - 1 : nil)
  }

  func answer(_ fetch: Fetch, during action: @escaping @MainActor () async -> Void) async {
    let task = Task.immediate { await action() }
    let call = await fetch.nextCall()
    call.succeed(with: Self.page(call.input as! Int))
    await task.value
  }

  @Test func aTimelineOpenedInTheMiddleLoadsThePagesBeforeIt() async {
    let fetch = Fetch()
    let pages = PageLoader(
      first: 5, refresh: .firstPage, retryPolicy: .never, timeout: nil, fetch: fetch.operation(taking: Int.self))
    await answer(fetch) { await pages.load() }
    #expect(pages.previousPage == .available)
    await answer(fetch) { await pages.loadPrevious() }
    await answer(fetch) { await pages.loadMore() }
    #expect(pages.state.value.map(Array.init) == Array(12..<21))
    #expect(pages.state.value?.firstPageCursor == 4)
    #expect(pages.state.value?.previousCursor == 3)
    #expect(pages.nextPage == .available)
  }

  @Test func maxPagesDropsPagesAtTheOtherEnd() async {
    let fetch = Fetch()
    let pages = PageLoader(
      first: 5, refresh: .firstPage, maxPages: 2, retryPolicy: .never, timeout: nil,
      fetch: fetch.operation(taking: Int.self))
    await answer(fetch) { await pages.load() }
    await answer(fetch) { await pages.loadMore() }  // pages 5, 6
    await answer(fetch) { await pages.loadPrevious() }  // pages 4, 5: page 6 dropped at the back
    #expect(pages.state.value.map(Array.init) == Array(12..<18))
    #expect(pages.nextPage == .available)  // page 6 can be loaded again
  }

  @Test func theFirstRowsAppearingLoadThePreviousPage() async {
    let fetch = Fetch()
    let pages = PageLoader(
      first: 5, refresh: .firstPage, retryPolicy: .never, timeout: nil, fetch: fetch.operation(taking: Int.self))
    let screen = LoadableScreen(pages, prefetchDistance: 1)
    await answer(fetch) { await pages.load() }
    await answer(fetch) { await screen.rowAppeared(at: 0) }
    #expect(pages.state.value?.first == 12)
  }

  @Test func aNextPageArrivingIsOneChangeOnScreen() async {
    let fetch = Fetch()
    let pages = PageLoader(
      first: 5, refresh: .firstPage, retryPolicy: .never, timeout: nil, fetch: fetch.operation(taking: Int.self))
    let screen = LoadableScreen(pages)
    await answer(fetch) { await pages.load() }
    let more = Task.immediate { await pages.loadMore() }
    let call = await fetch.nextCall()
    let changes = ChangeCounter {
      _ = screen.projection
      _ = screen.footer
      _ = screen.announcement
    }
    call.succeed(with: Self.page(6))
    await more.value
    // The list grown and the footer back to "Load more": one change, not one per part.
    #expect(changes.count == 1)
    #expect(screen.footer?.isLoading == false)
    #expect(pages.state.value?.count == 6)
  }
}
