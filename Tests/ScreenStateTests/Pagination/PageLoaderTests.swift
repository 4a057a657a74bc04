import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// A page loader over a controllable fetch: every page request is a call the test settles by hand.
@MainActor
final class PagesHarness {
  typealias Fetch = ControllableOperation<Page<Int, Int>, any Error>
  let fetch = Fetch()
  let clock = VirtualClock()
  let pages: PageLoader<Int, Int, any Error>

  init(retryPolicy: RetryPolicy = .never, timeout: AttemptTimeout<any Error>? = nil) {
    pages = PageLoader(
      first: 1, refresh: .firstPage, retryPolicy: retryPolicy, timeout: timeout, clock: clock,
      randomNumberGenerator: SeededRandomNumberGenerator(seed: 1), fetch: fetch.operation(taking: Int.self))
  }

  /// Page `number` of a list of `pageSize`-item pages; the last one is `last`.
  static func page(_ number: Int, size: Int = 3, last: Int = 100) -> Page<Int, Int> {
    Page(items: Array((number - 1) * size..<number * size), next: number < last ? number + 1 : nil)
  }

  /// Starts `action` without awaiting it, and returns the call it makes.
  func start(_ action: @escaping @MainActor () async -> Void) async -> Fetch.Call {
    _ = Task.immediate { await action() }
    return await fetch.nextCall()
  }

  /// Loads the first page and answers it with page 1 (of `last`).
  func loadFirstPage(last: Int = 100) async {
    let call = await start { await self.pages.load() }
    call.succeed(with: Self.page(1, last: last))
    await pages.waitUntilSettled()
  }

  /// Loads the next page and answers it.
  func loadNextPage(last: Int = 100) async {
    let call = await start { await self.pages.loadMore() }
    call.succeed(with: Self.page(call.input as! Int, last: last))
    await pages.waitUntilSettled()
  }

  var items: [Int] { pages.state.value.map(Array.init) ?? [] }
}

@Suite("PageLoader")
@MainActor
struct PageLoaderTests {
  @Test func theFirstPageLoadsLikeAnyLoader() async {
    let harness = PagesHarness()
    #expect(harness.pages.state.isIdle)
    #expect(harness.pages.nextPage == nil)
    let call = await harness.start { await harness.pages.load() }
    #expect(call.input as? Int == 1)
    #expect(harness.pages.state.isFirstLoad)
    #expect(harness.pages.nextPage == nil)
    call.succeed(with: PagesHarness.page(1))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [0, 1, 2])
    #expect(harness.pages.nextPage == .available)
  }

  @Test func loadMoreAppendsTheNextPageKeepingTheOthersOnScreen() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    let call = await harness.start { await harness.pages.loadMore() }
    #expect(call.input as? Int == 2)
    #expect(harness.pages.nextPage == .loading)
    #expect(harness.items == [0, 1, 2])
    #expect(harness.pages.state.isLoaded)
    call.succeed(with: PagesHarness.page(2))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [0, 1, 2, 3, 4, 5])
    #expect(harness.pages.state.value?.pageCount == 2)
    #expect(harness.pages.nextPage == .available)
  }

  @Test func aSecondLoadMoreWhileOneLoadsJoinsIt() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    let call = await harness.start { await harness.pages.loadMore() }
    let joined = Task.immediate { await harness.pages.loadMore() }
    await Task.yield()
    #expect(harness.fetch.callCount == 2)
    call.succeed(with: PagesHarness.page(2))
    await joined.value
    #expect(harness.items.count == 6)
    #expect(harness.fetch.callCount == 2)
  }

  @Test func theLastPageEndsTheList() async {
    let harness = PagesHarness()
    await harness.loadFirstPage(last: 2)
    await harness.loadNextPage(last: 2)
    #expect(harness.pages.nextPage == .end)
    await harness.pages.loadMore()
    #expect(harness.fetch.callCount == 2)
    #expect(harness.items.count == 6)
  }

  @Test func aFailedPageKeepsThePagesAndRetryAsksForThatPageOnly() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    await harness.loadNextPage()
    let failing = await harness.start { await harness.pages.loadMore() }
    failing.fail(with: HTTPStatusError(statusCode: 500))
    await harness.pages.waitUntilSettled()
    #expect(harness.items.count == 6)
    guard case .failed(_, let classification)? = harness.pages.nextPage else {
      Issue.record("expected a failed next page, got \(String(describing: harness.pages.nextPage))")
      return
    }
    #expect(classification.kind == .serverError)
    #expect(harness.pages.state.isLoaded)
    let retry = await harness.start { await harness.pages.loadMore() }
    #expect(retry.input as? Int == 3)
    retry.succeed(with: PagesHarness.page(3))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == Array(0..<9))
    #expect(harness.pages.nextPage == .available)
  }

  @Test func aFailedFirstPageIsAFailureOfTheListWithNoFooter() async {
    let harness = PagesHarness()
    let call = await harness.start { await harness.pages.load() }
    call.fail(with: TestFailure(1))
    await harness.pages.waitUntilSettled()
    #expect(harness.pages.state.isFailed)
    #expect(harness.pages.nextPage == nil)
    await harness.pages.loadMore()
    #expect(harness.fetch.callCount == 1)
  }

  @Test func refreshStartsFromTheFirstPageWithoutBlankingAndCancelsTheNextPage() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    await harness.loadNextPage()
    let more = await harness.start { await harness.pages.loadMore() }
    let refresh = await harness.start { await harness.pages.refresh() }
    #expect(refresh.input as? Int == 1)
    #expect(harness.pages.state == .loading(previous: PagedList(pages: [PagesHarness.page(1), PagesHarness.page(2)])))
    #expect(harness.pages.nextPage == nil)
    await more.waitForCancellation()
    // The next page answers anyway, late: it belongs to the list being replaced and is dropped.
    more.succeed(with: PagesHarness.page(3))
    refresh.succeed(with: Page(items: [90, 91], next: 2))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [90, 91])
    #expect(harness.pages.state.value?.pageCount == 1)
    #expect(harness.pages.nextPage == .available)
    let next = await harness.start { await harness.pages.loadMore() }
    #expect(next.input as? Int == 2)
  }

  @Test func aFailedRefreshKeepsThePagesAndForgetsTheFailedNextPage() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    let more = await harness.start { await harness.pages.loadMore() }
    more.fail(with: TestFailure(2))
    await harness.pages.waitUntilSettled()
    let refresh = await harness.start { await harness.pages.refresh() }
    refresh.fail(with: TestFailure(3))
    await harness.pages.waitUntilSettled()
    #expect(harness.pages.state.value.map(Array.init) == [0, 1, 2])
    #expect(harness.pages.state.isFailed)
    #expect(harness.pages.nextPage == nil)
    harness.pages.dismissFailure()
    // The failed page belonged to the list before the refresh: forgotten, the footer offers more again.
    #expect(harness.pages.nextPage == .available)
  }

  @Test func anotherListPutOnScreenDropsTheNextPageInFlight() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    let more = await harness.start { await harness.pages.loadMore() }
    harness.pages.setValue(PagedList([7, 8], nextCursor: 5))
    await more.waitForCancellation()
    more.succeed(with: PagesHarness.page(2))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [7, 8])
    let next = await harness.start { await harness.pages.loadMore() }
    #expect(next.input as? Int == 5)
  }

  @Test func cancelStopsTheNextPageAndKeepsTheList() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    let more = await harness.start { await harness.pages.loadMore() }
    harness.pages.cancel()
    #expect(harness.pages.nextPage == .available)
    await more.waitForCancellation()
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [0, 1, 2])
    #expect(!harness.pages.isRunning)
  }

  @Test func resetForgetsEveryPage() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    _ = await harness.start { await harness.pages.loadMore() }
    harness.pages.reset()
    await harness.pages.waitUntilSettled()
    #expect(harness.pages.state.isIdle)
    #expect(harness.pages.nextPage == nil)
  }

  @Test func aFailedPageIsRetriedWithBackoffInVirtualTime() async {
    let harness = PagesHarness(retryPolicy: RetryPolicy(maximumAttempts: 2, jitter: .none))
    await harness.loadFirstPage()
    let first = await harness.start { await harness.pages.loadMore() }
    first.fail(with: HTTPStatusError(statusCode: 503))
    await harness.clock.waitForSleepers()
    #expect(harness.pages.nextPage == .loading)
    harness.clock.advanceToNextDeadline()
    let second = await harness.fetch.nextCall()
    #expect(second.input as? Int == 2)
    second.succeed(with: PagesHarness.page(2))
    await harness.pages.waitUntilSettled()
    #expect(harness.items.count == 6)
  }

  @Test func aHungPageTimesOutAndKeepsThePages() async {
    let harness = PagesHarness(timeout: .after(.seconds(5)))
    let first = await harness.start { await harness.pages.load() }
    first.succeed(with: PagesHarness.page(1))
    await harness.pages.waitUntilSettled()
    _ = await harness.start { await harness.pages.loadMore() }
    await harness.clock.waitForSleepers()
    harness.clock.advance(by: .seconds(5))
    await harness.pages.waitUntilSettled()
    guard case .failed(let failure, let classification)? = harness.pages.nextPage else {
      Issue.record("expected a failed next page")
      return
    }
    #expect(failure is TimeoutError)
    #expect(classification.kind == .timedOut)
    #expect(harness.items == [0, 1, 2])
  }

  @Test func aPageNumberAPIWorksWithIntCursors() async {
    let pages = PageLoader<String, Int, Never>(first: 1, refresh: .firstPage, timeout: nil) { number in
      Page(items: ["item \(number)"], next: number < 3 ? number + 1 : nil)
    }
    await pages.load()
    await pages.loadMore()
    await pages.loadMore()
    await pages.loadMore()
    #expect(pages.state.value.map(Array.init) == ["item 1", "item 2", "item 3"])
    #expect(pages.nextPage == .end)
  }

  @Test func aCursorAPIAsksForTheFirstPageWithoutACursor() async {
    let fetch = ControllableOperation<Page<Int, String>, any Error>()
    let pages = PageLoader<Int, String, any Error>(
      refresh: .firstPage, timeout: nil, fetch: fetch.operation(taking: String?.self))
    #expect(pages.firstCursor == nil)
    _ = Task.immediate { await pages.load() }
    let first = await fetch.nextCall()
    // Called with `nil`: the first page has no cursor.
    #expect(first.input == nil)
    first.succeed(with: Page(items: [1, 2], next: "c2"))
    await pages.waitUntilSettled()
    _ = Task.immediate { await pages.loadMore() }
    let second = await fetch.nextCall()
    #expect(second.input.map { String(describing: $0) } == #"Optional("c2")"#)
    second.succeed(with: Page(items: [3], next: nil))
    await pages.waitUntilSettled()
    #expect(pages.state.value.map(Array.init) == [1, 2, 3])
    #expect(pages.nextPage == .end)
  }

  @Test func releasingThePageLoaderCancelsItsRequests() async {
    let fetch = ControllableOperation<Page<Int, Int>, any Error>()
    weak var released: PageLoader<Int, Int, any Error>?
    let first: PagesHarness.Fetch.Call
    let more: PagesHarness.Fetch.Call
    do {
      let pages = PageLoader<Int, Int, any Error>(
        first: 1, refresh: .firstPage, timeout: nil, fetch: fetch.operation(taking: Int.self))
      released = pages
      let load = Task { await pages.load() }
      first = await fetch.nextCall()
      first.succeed(with: PagesHarness.page(1))
      await load.value
      let caller = Task { await pages.loadMore() }
      more = await fetch.nextCall()
      caller.cancel()  // the caller stops waiting and lets go of the loader
      await caller.value
    }
    #expect(released == nil)
    await more.waitForCancellation()
    #expect(more.isCancelled)
  }

  // Regressions found by PageLoaderPropertyTests and PublicAPIFuzzTests.

  @Test func aListEqualToTheOneShownSetDuringANextPageStillGetsThatPage() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    let call = await harness.start { await harness.pages.loadMore() }
    // The same list, rebuilt (from a cache, a push): the loader reports no change.
    harness.pages.setValue(PagedList(pages: [PagesHarness.page(1)]))
    #expect(harness.pages.nextPage == .loading)
    call.succeed(with: PagesHarness.page(2))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == Array(0..<6))
    #expect(harness.pages.nextPage == .available)
  }

  @Test func anOlderCopyNeverGetsAPageAskedForAnotherCopyOfItsStorage() async {
    let harness = PagesHarness()
    await harness.loadFirstPage()
    let first = harness.pages.state.value!
    // Page 2 is empty and the last: the list ends, with the items of page 1.
    let last = await harness.start { await harness.pages.loadMore() }
    last.succeed(with: Page(items: [], next: nil))
    await harness.pages.waitUntilSettled()
    let ended = harness.pages.state.value!
    // Set back, page 1 gets another (empty) page 2, with more after it: the same items and page count as `ended`.
    harness.pages.setValue(first)
    let again = await harness.start { await harness.pages.loadMore() }
    again.succeed(with: Page(items: [], next: 3))
    await harness.pages.waitUntilSettled()
    let third = await harness.start { await harness.pages.loadMore() }
    #expect(third.input as? Int == 3)
    // The list that ended is put back while page 3 of the other one loads: page 3 is not its page.
    harness.pages.setValue(ended)
    #expect(harness.pages.nextPage == .end)
    third.succeed(with: Page(items: [99], next: nil))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [0, 1, 2])
    #expect(harness.pages.nextPage == .end)
  }

  @Test func aListDecodedFromTheEarlierFormatClaimingEveryPageThereIsCanStillGetAnother() async throws {
    // The format before page boundaries were kept: it is read as one page, whatever page count it claims.
    let json = #"{"items":[1],"pageCount":9223372036854775807,"nextCursor":2}"#
    let decoded = try JSONDecoder().decode(PagedList<Int, Int>.self, from: Data(json.utf8))
    let harness = PagesHarness()
    harness.pages.setValue(decoded)
    let call = await harness.start { await harness.pages.loadMore() }
    call.succeed(with: PagesHarness.page(2))
    await harness.pages.waitUntilSettled()
    #expect(harness.items == [1, 3, 4, 5])
    #expect(harness.pages.state.value?.pageCount == 2)
  }
}
