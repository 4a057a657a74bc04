import ScreenState
import ScreenStateUIKitOnFake
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Issue 20, item 3: the page footer under a table has the height of what it shows.
  @MainActor
  @Suite("UIKit: the page footer")
  struct FooterTests {
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
