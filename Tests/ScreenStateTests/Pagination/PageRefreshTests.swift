import ScreenState
import ScreenStateTesting
import Testing

/// `refresh(page:)` asks for one page loaded again and keeps the others, in order; out of range it does nothing; a
/// refresh of the whole list wins over it.
@Suite("PageLoader.refresh(page:)", .timeLimit(.minutes(1)))
@MainActor
struct PageRefreshTests {
  /// A list of three pages of three items: 0…8.
  func threePages() async -> PagesHarness {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    await harness.loadNextPage()
    await harness.loadNextPage()
    return harness
  }

  /// Page 2 as the server now has it: two items instead of three.
  static let changedSecondPage = Page(items: [30, 40], next: 3)

  @Test func aPageIsAskedForAgainAloneAndTheOthersStayInOrder() async throws {
    let harness = await threePages()
    let before = try #require(harness.pages.state.value)
    let changes = ChangeCounter { _ = harness.pages.state }
    let call = await harness.start { await harness.pages.refresh(page: 1) }
    #expect(call.input as? Int == 2)  // the cursor page 2 was asked for with
    #expect(harness.pages.refreshingPage == 1)
    #expect(harness.pages.state.isLoaded)  // no refresh of the list: it stays settled
    call.succeed(with: Self.changedSecondPage)
    await harness.pages.waitUntilSettled()
    #expect(harness.fetch.callCount == 4)
    let after = try #require(harness.pages.state.value)
    #expect(Array(after) == [0, 1, 2, 30, 40, 6, 7, 8])
    #expect(after.pageCount == 3)
    #expect(after.pages[0] == before.pages[0])
    #expect(after.pages[2] == before.pages[2])
    #expect(after.nextCursor == 4)
    #expect(harness.pages.nextPage == .available)
    #expect(harness.pages.refreshingPage == nil)
    #expect(changes.count == 2)  // the page asked for, the page answered
    // The list goes on from its last page.
    await harness.loadNextPage()
    #expect(harness.items.suffix(3) == [9, 10, 11])
  }

  @Test func anIndexOutOfRangeDoesNothing() async {
    let harness = await threePages()
    await harness.pages.refresh(page: 3)
    await harness.pages.refresh(page: -1)
    await harness.pages.refresh(page: .max)
    await harness.pages.refresh(page: .min)
    #expect(harness.fetch.callCount == 3)
    #expect(harness.items == Array(0..<9))
    #expect(harness.pages.refreshingPage == nil)
  }

  @Test func aListNotLoadedDoesNothing() async {
    let harness = PagesHarness()
    await harness.pages.refresh(page: 0)
    #expect(harness.fetch.callCount == 0)
    #expect(harness.pages.state.isIdle)
  }

  @Test func askingForThePageAgainJoinsItsRequest() async {
    let harness = await threePages()
    let call = await harness.start { await harness.pages.refresh(page: 1) }
    let second = Task.immediate { await harness.pages.refresh(page: 1) }
    #expect(harness.fetch.callCount == 4)
    call.succeed(with: Self.changedSecondPage)
    await second.value
    #expect(harness.fetch.callCount == 4)
    #expect(harness.items == [0, 1, 2, 30, 40, 6, 7, 8])
  }

  @Test func anotherPageWaitsForThePageAskedForFirst() async {
    let harness = await threePages()
    let first = await harness.start { await harness.pages.refresh(page: 0) }
    let third = Task.immediate { await harness.pages.refresh(page: 2) }
    #expect(harness.fetch.callCount == 4)
    first.succeed(with: Page(items: [-1], next: 2))
    let call = await harness.fetch.nextCall()
    #expect(call.input as? Int == 3)
    call.succeed(with: Page(items: [80], next: 4))
    await third.value
    #expect(harness.items == [-1, 3, 4, 5, 80])
  }

  @Test func aFailureKeepsThePageAndIsReportedAsThePagesEvent() async {
    let harness = await threePages()
    let recorder = EventRecorder(harness.pages)
    let call = await harness.start { await harness.pages.refresh(page: 1) }
    call.fail(with: SampleFailure(.serverError))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == Array(0..<9))
    #expect(harness.pages.state.isLoaded)
    #expect(harness.pages.refreshingPage == nil)
    #expect(recorder.events.contains { $0.part == .page && $0.kind == .started(.refresh) })
    #expect(
      recorder.events.contains { event in
        guard event.part == .page, case .failed = event.kind else { return false }
        return true
      })
  }

  // MARK: - The whole list meanwhile

  @Test func aPageAskedForWhileTheListRefreshesJoinsTheRefresh() async {
    let harness = await threePages()
    let refresh = await harness.start { await harness.pages.refresh() }
    let page = Task.immediate { await harness.pages.refresh(page: 1) }
    #expect(harness.fetch.callCount == 4)  // nothing of its own
    #expect(harness.pages.refreshingPage == nil)
    refresh.succeed(with: PagesHarness.page(1))
    await page.value
    #expect(harness.fetch.callCount == 4)
    #expect(harness.items == [0, 1, 2])  // the harness refreshes its first page only
  }

  @Test func aRefreshOfTheListDropsThePageInFlight() async {
    let harness = await threePages()
    let page = await harness.start { await harness.pages.refresh(page: 1) }
    let refresh = await harness.start { await harness.pages.refresh() }
    #expect(harness.pages.refreshingPage == nil)
    page.succeed(with: Self.changedSecondPage)  // too late: the list it belonged to is being replaced
    refresh.succeed(with: PagesHarness.page(1))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [0, 1, 2])
    #expect(harness.fetch.callCount == 5)
  }

  @Test func aCancelStopsThePageAndKeepsIt() async {
    let harness = await threePages()
    let call = await harness.start { await harness.pages.refresh(page: 2) }
    harness.pages.cancel()
    await call.waitForCancellation()
    #expect(harness.pages.refreshingPage == nil)
    #expect(!harness.pages.isRunning)
    #expect(harness.items == Array(0..<9))
  }

  // MARK: - The ends of the list

  @Test func aLastPageThatNowEndsTheListDropsTheNextPageInFlight() async {
    let harness = await threePages()
    let page = await harness.start { await harness.pages.refresh(page: 2) }
    let next = await harness.start { await harness.pages.loadMore() }
    #expect(next.input as? Int == 4)
    page.succeed(with: Page(items: [6, 7], next: nil))
    await next.waitForCancellation()
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [0, 1, 2, 3, 4, 5, 6, 7])
    #expect(harness.pages.nextPage == .end)
  }

  @Test func aNextPageArrivingFirstKeepsThePageAskedForInItsPlace() async {
    let harness = await threePages()
    let page = await harness.start { await harness.pages.refresh(page: 1) }
    let next = await harness.start { await harness.pages.loadMore() }
    next.succeed(with: PagesHarness.page(4))
    #expect(await eventually { harness.items.count == 12 })
    #expect(harness.pages.refreshingPage == 1)
    page.succeed(with: Self.changedSecondPage)
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [0, 1, 2, 30, 40, 6, 7, 8, 9, 10, 11])
  }

  @Test func aPreviousPageArrivingFirstMovesThePageAskedForByOne() async {
    let fetch = PagesHarness.Fetch()
    let pages = PageLoader(
      first: 5, retryPolicy: .never, timeout: nil, clock: VirtualClock(), fetch: fetch.operation(taking: Int.self))
    /// Page `number`: the items `number * 10` and `number * 10 + 1`, between its neighbours.
    func page(_ number: Int, first: Int? = nil) -> Page<Int, Int> {
      Page(items: [first ?? number * 10, number * 10 + 1], next: number + 1, previous: number - 1)
    }
    let load = Task.immediate { await pages.load() }
    await fetch.nextCall().succeed(with: page(5))
    await load.value
    let refresh = Task.immediate { await pages.refresh(page: 0) }
    let asked = await fetch.nextCall()
    #expect(asked.input as? Int == 5)
    let previous = Task.immediate { await pages.loadPrevious() }
    await fetch.nextCall().succeed(with: page(4))
    await previous.value
    #expect(pages.refreshingPage == 1)  // the page asked for is now the second
    asked.succeed(with: page(5, first: 99))
    await refresh.value
    #expect(pages.state.value.map(Array.init) == [40, 41, 99, 51])
  }

  @Test func aPageThatTheBoundDropsIsAskedForNoMore() async {
    let fetch = PagesHarness.Fetch()
    let pages = PageLoader(
      first: 1, maxPages: 3, retryPolicy: .never, timeout: nil, clock: VirtualClock(),
      fetch: fetch.operation(taking: Int.self))
    for _ in 0..<3 {
      let task = Task.immediate { pages.state.isIdle ? await pages.load() : await pages.loadMore() }
      let call = await fetch.nextCall()
      call.succeed(with: PagesHarness.page(call.input as! Int))
      await task.value
    }
    let first = Task.immediate { await pages.refresh(page: 0) }
    let page = await fetch.nextCall()
    let more = Task.immediate { await pages.loadMore() }
    let next = await fetch.nextCall()
    next.succeed(with: PagesHarness.page(4))  // page 1 leaves the list
    await more.value
    await first.value
    await page.waitForCancellation()
    #expect(pages.refreshingPage == nil)
    #expect(pages.state.value.map(Array.init) == Array(3..<12))
  }

  // MARK: - In the store

  @Test func aStoresListKeepsItsFreshnessAndReachesTheNewPagesEntities() async throws {
    struct Post: Hashable, Sendable, Identifiable {
      var id: Int
      var likes = 0
    }
    let clock = VirtualClock()
    let store = ResourceStore(staleAfter: .seconds(60), retryPolicy: .never, clock: clock)
    let fetch = ControllableOperation<Page<Post, Int>, any Error>()
    let feed = store.pages("feed", first: 1) { (number: Int) in try await fetch.operation(taking: Int.self)(number) }
    func page(_ number: Int) -> Page<Post, Int> {
      Page(items: (number * 10..<number * 10 + 2).map { Post(id: $0) }, next: number + 1)
    }
    let load = Task.immediate { await feed.load() }
    await fetch.nextCall().succeed(with: page(1))
    await load.value
    for _ in 0..<2 {
      let more = Task.immediate { await feed.loadMore() }
      let call = await fetch.nextCall()
      call.succeed(with: page(call.input as! Int))
      await more.value
    }
    clock.advance(by: .seconds(59))
    let refresh = Task.immediate { await feed.refresh(page: 1) }
    let call = await fetch.nextCall()
    #expect(call.input as? Int == 2)
    #expect(feed.refreshingPage == 1)
    call.succeed(with: Page(items: [Post(id: 99)], next: 3))
    await refresh.value
    #expect(feed.state.value?.map(\.id) == [10, 11, 99, 30, 31])
    clock.advance(by: .seconds(1))
    #expect(feed.isStale)  // fresh from the list's answer, not from one page's
    store.modifyEntities(Post.self, id: 99) { $0.likes = 5 }
    #expect(feed.state.value?.first { $0.id == 99 }?.likes == 5)
    store.modifyEntities(Post.self, id: 20) { $0.likes = 5 }  // the old page's post is gone
    #expect(feed.state.value?.allSatisfy { $0.id == 99 || $0.likes == 0 } == true)
  }
}
