import ScreenState
import ScreenStateTesting
import ScreenStateUIKitOnFake
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Issue 20, item 3: the page footer under a table has the height of what it shows.
  @MainActor
  @Suite("UIKit: the page footer")
  struct FooterTests {
    typealias Fetch = ControllableOperation<Page<Post, Int>, any Error>

    /// A table showing a paginated screen, its footer set as the table's footer and bound.
    @MainActor
    final class PagedTable {
      let fetch = Fetch()
      let pages: PageLoader<Post, Int, any Error>
      let screen: LoadableScreen<PagedList<Post, Int>, any Error>
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let footerView = PageFooterView()
      private(set) var binding: RenderObservation?

      init() {
        pages = PageLoader(first: 1, retryPolicy: .never, fetch: fetch.operation(taking: Int.self))
        screen = LoadableScreen(pages, policy: PresentationPolicy(texts: texts, loadingTiming: .immediate))
        UIAccessibility.fakeReset()
        tableView.tableFooterView = footerView
        binding = screen.bind(footer: footerView)
      }

      func page(_ number: Int, last: Int = 3) -> Page<Post, Int> {
        Page(items: posts((number - 1) * 10..<number * 10), next: number < last ? number + 1 : nil)
      }

      func loadFirstPage() async {
        let pages = pages
        Task { await pages.load() }
        await fetch.nextCall().succeed(with: page(1))
        await pages.waitUntilSettled()
        await settle()
      }

      func startNextPage() async -> Fetch.Call {
        let screen = screen
        Task { await screen.send(.loadMore) }
        let call = await fetch.nextCall()
        await settle()
        return call
      }
    }

    @Test func aFailedPageHasAHeightAndSaysTryAgain() async throws {
      let table = PagedTable()
      await table.loadFirstPage()
      let call = await table.startNextPage()
      #expect(table.footerView.visibleTexts == ["Loading more…"])
      let loadingHeight = table.footerView.frame.height
      #expect(loadingHeight > 0)
      call.fail(with: URLError(.timedOut))
      await table.pages.waitUntilSettled()
      await settle()
      #expect(table.footerView.visibleTexts.contains("Try Again"))
      #expect(table.footerView.frame.height > loadingHeight)
      #expect(table.footerView.frame.width == table.tableView.bounds.width)
      // The table was given the footer again, which is how it takes a new height.
      #expect(table.tableView.tableFooterView === table.footerView)
      // And "Try Again" loads the page.
      try #require(table.footerView.visibleButton(titled: "Try Again")).sendActions(for: .primaryActionTriggered)
      let retry = await table.fetch.nextCall()
      #expect(retry.input as? Int == 2)
      retry.succeed(with: table.page(2))
      await table.pages.waitUntilSettled()
      await settle()
      #expect(table.footerView.visibleTexts == ["Load more"])
    }

    @Test func noFooterHasNoHeight() async {
      let table = PagedTable()
      await settle()
      #expect(table.screen.footer == nil)
      #expect(table.footerView.frame.height == 0)
      await table.loadFirstPage()
      #expect(table.footerView.frame.height > 0)
    }

    @Test func theEndOfTheListIsALine() async {
      let table = PagedTable()
      await table.loadFirstPage()
      for number in 2...3 {
        await table.startNextPage().succeed(with: table.page(number))
        await table.pages.waitUntilSettled()
      }
      await settle()
      #expect(table.footerView.visibleTexts == ["You're all caught up"])
      #expect(table.footerView.frame.height > 0)
    }
  }
}
