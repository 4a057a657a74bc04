import ScreenState
import ScreenStateTesting
import ScreenStateUIKitOnFake
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Issue 20, items 3 and 7: a table's rows change by difference, so the rows on screen are not displayed again
  /// (`willDisplay`, which drives infinite scroll), and an identity a page repeats is one row.
  @MainActor
  @Suite("UIKit: table rows")
  struct TableRowsTests {
    @Test func anAppendedPageIsInsertedAndTheRowsOnScreenAreNotDisplayedAgain() {
      let table = PostsTable()
      table.rows.show(posts(0..<5))
      table.tableView.layoutIfNeeded()
      #expect(table.tableView.fakeDisplayedRows.map(\.row) == [0, 1, 2, 3, 4])
      table.rows.show(posts(0..<15))
      table.tableView.layoutIfNeeded()
      // Rows 5...9 came on screen; 0...4 were not displayed again.
      #expect(table.tableView.fakeDisplayedRows.map(\.row) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
      #expect(table.tableView.fakeReloadCount == 1)
      #expect(table.tableView.fakeUpdates.last?.inserted.map(\.row) == Array(5..<15))
      #expect(table.tableView.fakeInconsistencies.isEmpty)
      #expect(table.tableView.numberOfRows(inSection: 0) == 15)
    }

    @Test func reloadingEverythingDisplaysTheRowsOnScreenAgain() {
      // What the example did before: reloadData() on every change.
      let table = PostsTable()
      table.rows.show(posts(0..<5))
      table.tableView.layoutIfNeeded()
      table.tableView.reloadData()
      table.tableView.layoutIfNeeded()
      #expect(table.tableView.fakeDisplayedRows.map(\.row) == [0, 1, 2, 3, 4, 0, 1, 2, 3, 4])
    }

    @Test func aRepeatedPostIsOneRow() {
      let table = PostsTable()
      table.rows.show(posts(0..<3) + posts(2..<4))
      #expect(table.rows.count == 4)
      #expect((0..<4).map { table.rows[$0].id } == [0, 1, 2, 3])
      // The item positions, for rowAppeared(at:): the last row is the fifth item.
      #expect(table.rows.itemIndex(ofRow: 3) == 4)
    }

    @Test func aChangedPostIsRedrawnInItsCell() {
      let table = PostsTable()
      table.rows.show(posts(0..<3))
      table.tableView.layoutIfNeeded()
      var changed = posts(0..<3)
      changed[1].title = "Post 1, edited"
      table.rows.show(changed)
      #expect(table.tableView.fakeReconfiguredRows == [IndexPath(row: 1, section: 0)])
      #expect(table.tableView.fakeDisplayedRows.count == 3)
      #expect(table.rows[1].title == "Post 1, edited")
    }

    @Test func removedAndMovedRowsAddUp() {
      let table = PostsTable()
      table.rows.show(posts(0..<6))
      table.tableView.layoutIfNeeded()
      table.rows.show([posts(5..<6), posts(0..<2), posts(3..<4), posts(7..<9)].flatMap { $0 })
      #expect(table.tableView.fakeInconsistencies.isEmpty)
      #expect(table.tableView.numberOfRows(inSection: 0) == 6)
      table.rows.show(nil)
      #expect(table.tableView.numberOfRows(inSection: 0) == 0)
      #expect(table.tableView.fakeInconsistencies.isEmpty)
    }

    @Test func aTableOffScreenIsReloaded() {
      let table = PostsTable()
      table.tableView.removeFromSuperview()
      table.rows.show(posts(0..<3))
      table.rows.show(posts(0..<4))
      #expect(table.tableView.fakeReloadCount == 2)
      #expect(table.tableView.fakeUpdates.isEmpty)
    }
  }
}
