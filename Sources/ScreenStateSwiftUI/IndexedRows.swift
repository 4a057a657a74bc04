#if canImport(SwiftUI)
  import SwiftUI

  /// A list's items with their positions, read in place (nothing is copied): each row knows which position
  /// appeared, for `LoadableScreen/rowAppeared(at:)`, and keeps its item's identity.
  struct IndexedRows<Items: RandomAccessCollection>: RandomAccessCollection
  where Items.Index == Int, Items.Element: Identifiable {
    /// One item and its position.
    struct Row: Identifiable {
      let index: Int
      let item: Items.Element
      /// The item's identity, so a row keeps its state when the rows above it change.
      var id: Items.Element.ID { item.id }
    }

    let items: Items

    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }

    subscript(position: Int) -> Row {
      Row(index: position, item: items[position])
    }
  }
#endif
