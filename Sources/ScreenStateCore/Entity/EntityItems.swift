/// A value whose items are its entities, one per position: an array or a paginated list of `Identifiable` items.
/// What lets a store remember where each entity sits in a value, so that a change of one entity touches those
/// positions only instead of every item.
///
/// Positions are `0 ..< entityCount`, in the value's order.
package protocol EntityItems {
  associatedtype Entity: Identifiable
  /// How many items the value holds.
  var entityCount: Int { get }
  /// The item at `position`.
  func entity(at position: Int) -> Entity
  /// Changes the item at `position` in place (copying shared storage first, as any mutation of a value does).
  mutating func modifyEntity(at position: Int, _ body: (inout Entity) -> Void)
  /// Removes every item `shouldRemove` picks (a paginated list keeps its pages and cursors); returns how many it
  /// removed.
  mutating func removeEntities(where shouldRemove: (Entity) -> Bool) -> Int
  /// How many items the first page holds (a paginated list; every item otherwise).
  var firstPageCount: Int { get }
  /// How many items the last page holds (a paginated list; every item otherwise).
  var lastPageCount: Int { get }
  /// Tells one copy from another without keeping it: equal for the same copy of a paginated list, different once
  /// a page is added or dropped. A page that arrives changes it; a page request whose answer was dropped does not.
  var copyIdentity: EntityItemsCopy { get }
}

/// The identity of one copy of an ``EntityItems`` value: its storage and the part of it the copy holds. `nil`
/// storage for values that grow only by being replaced (arrays).
package typealias EntityItemsCopy = (
  storage: ObjectIdentifier?, itemStart: Int, itemEnd: Int, pageStart: Int, pageEnd: Int
)

extension Array: EntityItems where Element: Identifiable {
  package var entityCount: Int { count }

  package func entity(at position: Int) -> Element { self[position] }

  mutating package func modifyEntity(at position: Int, _ body: (inout Element) -> Void) {
    body(&self[position])
  }

  mutating package func removeEntities(where shouldRemove: (Element) -> Bool) -> Int {
    let before = count
    removeAll(where: shouldRemove)
    return before - count
  }

  package var firstPageCount: Int { count }
  package var lastPageCount: Int { count }
  package var copyIdentity: EntityItemsCopy { (nil, 0, count, 0, 0) }
}

extension PagedList: EntityItems where Item: Identifiable {
  package var entityCount: Int { count }

  package func entity(at position: Int) -> Item { self[position] }

  mutating package func modifyEntity(at position: Int, _ body: (inout Item) -> Void) {
    var item = self[position]
    body(&item)
    self[position] = item
  }

  mutating package func removeEntities(where shouldRemove: (Item) -> Bool) -> Int {
    let before = count
    guard contains(where: shouldRemove) else { return 0 }
    self = removingItems(where: shouldRemove)
    return before - count
  }

  package var firstPageCount: Int {
    pageEnd > pageStart ? storage.pages.element(at: pageStart).itemCount : 0
  }

  package var lastPageCount: Int {
    pageEnd > pageStart ? storage.pages.element(at: pageEnd - 1).itemCount : 0
  }

  package var copyIdentity: EntityItemsCopy { (ObjectIdentifier(storage), itemStart, itemEnd, pageStart, pageEnd) }
}
