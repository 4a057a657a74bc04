#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// A list's rows with their items' positions: each identity once, at its first position (the core's `ListRows`),
  /// so a `ForEach` never sees an identity twice; each row knows its item's position, for
  /// `LoadableScreen/rowAppeared(at:)`, and keeps its item's identity. Items are read in place, never copied.
  struct IndexedRows<Items: RandomAccessCollection>: RandomAccessCollection where Items.Element: Identifiable {
    /// One item and its position in the list.
    struct Row: Identifiable {
      let index: Int
      let item: Items.Element
      /// The item's identity, so a row keeps its state when the rows above it change.
      var id: Items.Element.ID { item.id }
    }

    let items: Items
    let rows: ListRows<Items.Element.ID>

    init(_ items: Items) {
      self.items = items
      rows = ListRows(items)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }

    subscript(position: Int) -> Row {
      let index = rows.positions[position]
      return Row(index: index, item: items[items.index(items.startIndex, offsetBy: index)])
    }
  }
#endif
