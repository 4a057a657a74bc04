import ScreenState
import ScreenStateTesting
import Testing

@Suite("A paginated LoadableScreen")
@MainActor
struct PagedScreenTests {
  static let texts = ScreenTexts(language: "en", subject: "posts")

  static func screen(_ harness: PagesHarness, prefetchDistance: Int = 2) -> LoadableScreen<
    PagedList<Int, Int>, any Error
  > {
    LoadableScreen(harness.pages, policy: PresentationPolicy(texts: texts), prefetchDistance: prefetchDistance)
  }

  @Test func theFooterFollowsTheNextPage() async {
    let harness = PagesHarness()
    let screen = Self.screen(harness)
    #expect(screen.footer == nil)
    await harness.loadFirstPage(last: 3)
    #expect(screen.footer == .loadMore(ScreenButton("Load more", action: .loadMore)))
    let call = await harness.start { await screen.send(.loadMore) }
    #expect(screen.footer == .loading("Loading more…"))
    call.fail(with: HTTPStatusError(statusCode: 500))
    await harness.pages.waitUntilSettled()
    #expect(
      screen.footer
        == .failed(
          ScreenBanner(
            title: "Something went wrong on our side", message: "The server ran into a problem. Try again in a moment.",
            buttons: [ScreenButton("Try Again", action: .loadMore)])))
    let retry = await harness.start { await screen.send(.loadMore) }
    retry.succeed(with: PagesHarness.page(2, last: 3))
    await harness.pages.waitUntilSettled()
    await harness.loadNextPage(last: 3)
    #expect(screen.footer == .end("You're all caught up"))
    guard case .content(let list, isRefreshing: false, notice: nil) = screen.projection else {
      Issue.record("expected content, got \(screen.projection)")
      return
    }
    #expect(Array(list) == Array(0..<9))
  }

  @Test func aFailedPageThatTryingAgainCannotFixOffersNoButton() {
    let footer = PageFooter(
      NextPageState<any Error>.failed(HTTPStatusError(statusCode: 404), FailureClassification(kind: .clientError)),
      texts: Self.texts)
    guard case .failed(let banner)? = footer else {
      Issue.record("expected a failed footer")
      return
    }
    #expect(banner.title == "Request not accepted")
    #expect(banner.buttons.isEmpty)
  }

  @Test func theFooterIsHiddenWhileRefreshingAndAfterAFailedRefresh() async {
    let harness = PagesHarness()
    let screen = Self.screen(harness)
    await harness.loadFirstPage()
    let refresh = await harness.start { await screen.send(.refresh) }
    #expect(screen.footer == nil)
    refresh.fail(with: TestFailure(1))
    await harness.pages.waitUntilSettled()
    #expect(screen.footer == nil)
    #expect(screen.projection.notice != nil)
    await screen.send(.dismissFailure)
    #expect(screen.footer == .loadMore(ScreenButton("Load more", action: .loadMore)))
  }

  @Test func rowsNearTheEndLoadTheNextPageOnce() async {
    let harness = PagesHarness()
    let screen = Self.screen(harness, prefetchDistance: 1)
    _ = Task.immediate { await harness.pages.load() }
    await harness.fetch.nextCall().succeed(with: Page(items: Array(0..<10), next: 2))
    await harness.pages.waitUntilSettled()
    await screen.rowAppeared(at: 5)
    #expect(harness.fetch.callCount == 1)
    _ = Task.immediate { await screen.rowAppeared(at: 9) }
    let call = await harness.fetch.nextCall()
    #expect(call.input as? Int == 2)
    // Appearing again while it loads, or after it failed, starts nothing.
    await screen.rowAppeared(at: 9)
    call.fail(with: TestFailure(1))
    await harness.pages.waitUntilSettled()
    await screen.rowAppeared(at: 9)
    #expect(harness.fetch.callCount == 2)
  }

  @Test func aScreenWithoutPagesHasNoFooterAndIgnoresLoadMore() async {
    let loader = Loader<[Int], Never>(.loaded([1]), timeout: nil) { [2] }
    let screen = LoadableScreen(loader)
    #expect(screen.footer == nil)
    await screen.send(.loadMore)
    await screen.rowAppeared(at: 0)
    #expect(loader.state == .loaded([1]))
  }

  @Test func loadingMoreIsAnnouncedAndSoIsItsOutcome() async {
    let harness = PagesHarness()
    let screen = Self.screen(harness)
    await harness.loadFirstPage()
    #expect(screen.announcement?.text == "Loaded posts")
    let call = await harness.start { await screen.send(.loadMore) }
    #expect(screen.announcement == ScreenAnnouncement(event: .loadingMore, text: "Loading more posts"))
    call.succeed(with: PagesHarness.page(2))
    await harness.pages.waitUntilSettled()
    #expect(screen.announcement == ScreenAnnouncement(event: .loadedMore, text: "Loaded more posts"))
    let failing = await harness.start { await screen.send(.loadMore) }
    failing.fail(with: HTTPStatusError(statusCode: 503))
    await harness.pages.waitUntilSettled()
    #expect(screen.announcement?.event == .loadMoreFailed)
    #expect(screen.announcement?.text == "Couldn't load more posts. Down for maintenance")
    #expect(screen.announcement?.isUrgent == true)
  }

  @Test func aCancelledNextPageIsNotAnnouncedAsLoaded() async {
    let harness = PagesHarness()
    let screen = Self.screen(harness)
    await harness.loadFirstPage()
    #expect(screen.announcement?.event == .loaded)
    _ = await harness.start { await screen.send(.loadMore) }
    let count = screen.announcementCount
    harness.pages.cancel()
    #expect(screen.announcementCount == count)
    #expect(screen.announcement?.event == .loadingMore)
  }

  @Test func anEmptyListWithNothingMoreHasNoFooter() async {
    let harness = PagesHarness()
    let screen = Self.screen(harness)
    _ = Task.immediate { await harness.pages.load() }
    await harness.fetch.nextCall().succeed(with: Page(items: [], next: nil))
    await harness.pages.waitUntilSettled()
    #expect(screen.projection == .empty(isRefreshing: false, notice: nil))
    #expect(harness.pages.nextPage == .end)
    #expect(screen.footer == nil)
  }

  @Test func theFooterSpeaksGerman() async {
    let harness = PagesHarness()
    let screen = LoadableScreen(harness.pages, policy: PresentationPolicy(texts: ScreenTexts(language: "de")))
    await harness.loadFirstPage(last: 1)
    #expect(screen.footer == .end("Das ist alles"))
    let more = PageFooter(NextPageState<any Error>.available, texts: ScreenTexts(language: "de"))
    #expect(more == .loadMore(ScreenButton("Mehr laden", action: .loadMore)))
    #expect(
      PageFooter(NextPageState<any Error>.loading, texts: ScreenTexts(language: "de"))
        == .loading("Weitere werden geladen…"))
  }

  @Test func everyFooterTextCanBeOverridden() {
    var texts = ScreenTexts(language: "en")
    texts.overrides[.button(.loadMore)] = "More"
    texts.overrides[.loadingMore] = "Fetching"
    texts.overrides[.endOfList] = "Fin"
    #expect(
      PageFooter(NextPageState<any Error>.available, texts: texts) == .loadMore(ScreenButton("More", action: .loadMore))
    )
    #expect(PageFooter(NextPageState<any Error>.loading, texts: texts) == .loading("Fetching"))
    #expect(PageFooter(NextPageState<any Error>.end, texts: texts) == .end("Fin"))
    #expect(PageFooter(NextPageState<any Error>?.none, texts: texts) == nil)
  }
}
