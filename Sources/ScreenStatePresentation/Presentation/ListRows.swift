import ScreenStateCore
import ScreenStateData

/// The rows a list draws for a collection of identified items: each identity once, at the position of its first
/// occurrence, so that a list view never sees one identity twice.
///
/// A page-number API can send an item again on the next page when items were added meanwhile; a `List` or a
/// table given one identity twice misbehaves (rows swap, a diff traps). The repeat is left out: the row already
/// on screen stays where it is.
///
/// ```swift
/// let rows = ListRows(posts, id: \.id)
/// rows.count               // rows to draw
/// posts[rows.positions[row]]   // the item of a row; its position is what `rowAppeared(at:)` takes
/// rows.changes(to: ListRows(newPosts, id: \.id))   // what a table inserts and deletes
/// ```
public struct ListRows<ID: Hashable> {
  /// The identity of each row, in order; each one once.
  public let ids: [ID]
  /// The position in the collection of each row's item.
  public let positions: [Int]
  /// How many items the collection has, repeats included.
  public let itemCount: Int

  /// No rows.
  public init() {
    ids = []
    positions = []
    itemCount = 0
  }

  /// The rows of `items`: each identity at its first occurrence.
  public init<Items: Collection>(_ items: Items, id: (Items.Element) -> ID) {
    var seen = Set<ID>(minimumCapacity: items.count)
    var ids: [ID] = []
    var positions: [Int] = []
    var itemCount = 0
    ids.reserveCapacity(items.count)
    positions.reserveCapacity(items.count)
    for (position, item) in items.enumerated() {
      itemCount += 1
      let identity = id(item)
      if seen.insert(identity).inserted {
        ids.append(identity)
        positions.append(position)
      }
    }
    self.ids = ids
    self.positions = positions
    self.itemCount = itemCount
  }

  /// How many rows there are.
  public var count: Int { ids.count }

  /// How many items were left out because their identity came earlier.
  public var duplicateCount: Int { itemCount - ids.count }

  /// The rows deleted and inserted to go from these rows to `new`; see ``RowChanges``.
  ///
  /// Rows kept at the start and end are matched first; the rest is diffed when that stays cheap, and otherwise
  /// replaced as a whole (a refresh that brought a different list).
  public func changes(to new: ListRows<ID>) -> RowChanges {
    RowChanges(from: ids, to: new.ids)
  }
}

extension ListRows: Equatable {}
extension ListRows: Sendable where ID: Sendable {}

extension ListRows {
  /// The rows of a collection of `Identifiable` items.
  public init<Items: Collection>(_ items: Items) where Items.Element: Identifiable, Items.Element.ID == ID {
    self.init(items, id: \.id)
  }
}
