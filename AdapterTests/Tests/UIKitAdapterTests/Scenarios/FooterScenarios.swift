import ScreenState
import Testing
import UIKit

extension UIKitAdapterTests {
  /// The page footer under a table as UIKit sizes it: a table keeps its footer's height until given it again.
  @MainActor
  @Suite("UIKit scenarios: the page footer")
  struct FooterScenarios {
    @Test func theFooterIsMeasuredAgainWhenTheTextSizeChanges() async {
      let table = PagedTable()
      await table.loadFirstPage()
      await table.startNextPage().fail(with: URLError(.timedOut))
      await table.pages.waitUntilSettled()
      await settle()
      let height = table.footerView.frame.height
      #expect(height > 0)
      // The person picks the largest text (Dynamic Type); the window's views lay out with it.
      table.window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
      table.window.layoutIfNeeded()
      await settle()
      #expect(table.footerView.frame.height > height)
      #expect(table.tableView.tableFooterView === table.footerView)
      // And back: the footer shrinks again.
      table.window.traitOverrides.preferredContentSizeCategory = .large
      table.window.layoutIfNeeded()
      await settle()
      #expect(table.footerView.frame.height == height)
    }
  }
}
