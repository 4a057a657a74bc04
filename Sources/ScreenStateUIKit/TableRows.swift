#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// A table section's rows for a list of identified items, changed by difference: a page appended is inserted,
  /// an item gone is deleted, an item changed is redrawn in its cell, and the rows on screen are never reloaded
  /// (reloading displays them again, and `willDisplay` drives infinite scroll).
  ///
  /// Your data source reads it; your render closure gives it each new list:
  ///
  /// ```swift
  /// lazy var rows = TableRows<PagedList<Post, Int>>(tableView)
  ///
  /// binding = screen.bind(loading: spinner, content: tableView, empty: emptyLabel, error: errorView) {
  ///   [weak self] projection in self?.rows.show(projection.content)
  /// }
  ///
  /// func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
  /// // in tableView(_:cellForRowAt:): rows[indexPath.row]
  /// ```
  ///
  /// An identity that appears twice (a page-number API sending an item again) is one row, at its first position
  /// (the core's `ListRows`). The first list, and any list while the table is not in a window, is shown with
  /// `reloadData()`; a list after it lays the table out first, so that a reload not yet laid out and a batch update
  /// never meet.
  @MainActor
  public final class TableRows<Items: RandomAccessCollection> where Items.Element: Identifiable & Equatable {
    /// The table whose rows these are.
    public let tableView: UITableView
    /// The section the rows are in.
    public let section: Int
    private var items: Items?
    private var rows = ListRows<Items.Element.ID>()
    private var hasShown = false

    /// The rows of `section` of `tableView`, empty until ``show(_:)``.
    public init(_ tableView: UITableView, section: Int = 0) {
      self.tableView = tableView
      self.section = section
    }

    /// How many rows the section has.
    public var count: Int { rows.count }

    /// The item of `row`.
    public subscript(row: Int) -> Items.Element {
      item(at: rows.positions[row], in: items!)
    }

    /// The position in the list of the item of `row`, for `LoadableScreen.willDisplayRow(at:)`.
    public func itemIndex(ofRow row: Int) -> Int {
      rows.positions[row]
    }

    /// Shows `items` (none when `nil`), changing the table's rows by difference.
    public func show(_ items: Items?) {
      let oldItems = self.items
      let oldRows = rows
      let newRows = items.map { ListRows($0) } ?? ListRows()
      guard hasShown, tableView.window != nil, let oldItems else {
        self.items = items
        rows = newRows
        hasShown = true
        tableView.reloadData()
        return
      }
      // A reload takes effect at the table's next layout pass; a batch update before it would find the rows the
      // update adds already counted (NSInternalInconsistencyException). Laid out now, while the data source still
      // gives the rows shown, the table holds them as its own.
      tableView.layoutIfNeeded()
      self.items = items
      rows = newRows
      let changes = oldRows.changes(to: newRows)
      if !changes.isEmpty {
        let (tableView, section) = (tableView, section)
        tableView.performBatchUpdates {
          tableView.deleteRows(at: changes.deleted.map { IndexPath(row: $0, section: section) }, with: .automatic)
          tableView.insertRows(at: changes.inserted.map { IndexPath(row: $0, section: section) }, with: .automatic)
        }
      }
      guard let items else { return }
      let changed = changes.kept.filter { kept in
        item(at: oldRows.positions[kept.old], in: oldItems) != item(at: newRows.positions[kept.new], in: items)
      }
      if !changed.isEmpty {
        tableView.reconfigureRows(at: changed.map { IndexPath(row: $0.new, section: section) })
      }
    }

    private func item(at position: Int, in items: Items) -> Items.Element {
      items[items.index(items.startIndex, offsetBy: position)]
    }
  }
#endif
