import ScreenState
import Testing
import UIKit

extension UIKitAdapterTests {
  /// A table's rows as UIKit times them: a reload takes effect at the next layout pass.
  @MainActor
  @Suite("UIKit scenarios: table rows")
  struct TableScenarios {
    @Test func aPageArrivingBeforeTheFirstListIsLaidOutIsInsertedAsAnUpdateThatAddsUp() {
      let driver = ScenarioDriver()
      let table = PostsTable()
      table.rows.show(posts(0..<5))  // The first list: a reload, laid out at the next layout pass.
      table.rows.show(posts(0..<15))  // The next page, before that pass.
      #expect(driver.rejectedUpdates(of: table.tableView).isEmpty)
      table.tableView.layoutIfNeeded()
      #expect(table.tableView.numberOfRows(inSection: 0) == 15)
      #expect(driver.rejectedUpdates(of: table.tableView).isEmpty)
    }
  }
}
