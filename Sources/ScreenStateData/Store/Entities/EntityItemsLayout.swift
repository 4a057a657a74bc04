import ScreenStateCore

/// The layout of an entry whose values are arrays or paginated lists of `Identifiable` items (`Value` is `Items`):
/// the positions of each entity in the base, so that a change of one entity touches those positions only.
///
/// Positions are kept by the hash of the id (an `Int`-keyed dictionary is specialized; one keyed by an id of unknown
/// type is not), and a position is used only if it holds the very id: two ids with one hash share their positions.
///
/// Positions are recorded as *logical* positions, `index + offset`: dropping the first pages of a bounded list adds
/// to the offset and prepending a page subtracts from it, so the positions of the items that stay are still right
/// and only the new page's items are recorded (a next page costs the same after 1,000 pages as after one). Items
/// dropped stay recorded (and indexed) until the value is replaced, or until they are as many as the items kept, when
/// the whole value is recorded again; a recorded position is used only if it is in range and holds the id, so a
/// position left by a dropped item never changes another.
@MainActor
final class EntityItemsLayout<Value, Items: EntityItems>: EntityLayout<Value> {
  /// The logical positions of the entities of the base, by the hash of their id.
  private var positions: [Int: EntityPositions] = [:]
  /// Subtracted from a logical position to find an index.
  private var offset = 0
  /// How many logical positions are recorded, dropped items included.
  private var recorded = 0
  /// How many items the base holds.
  private var count = 0
  /// The copy shown, to tell whether a page answer changed it.
  private var shown: EntityItemsCopy?
  /// The hashes indexed for items of the value shown that the base does not hold (see ``indexShown(_:as:in:)``).
  private var shownOnly: Set<Int> = []

  override init() {
    precondition(Value.self == Items.self, "EntityItemsLayout<\(Value.self), \(Items.self)>")
  }

  override func makeEmpty() -> EntityLayout<Value> { EntityItemsLayout() }

  override func index(_ value: Value?, replacing: Bool, as holder: EntityHolder, in index: inout EntityIndex) {
    var fresh: [Int: EntityPositions] = [:]
    var itemCount = 0
    if let value {
      withValue(value, as: Items.self) { items in
        itemCount = items.entityCount
        fresh.reserveCapacity(itemCount)
        for position in 0..<itemCount {
          let hash = items.entity(at: position).id.hashValue
          // `updateValue` rather than `fresh[hash]?.append(_:)`: a dictionary's `_modify` allocated (three times).
          if var recorded = fresh.updateValue(EntityPositions(position), forKey: hash) {
            recorded.append(position)
            fresh.updateValue(recorded, forKey: hash)
          }
        }
        shown = items.copyIdentity
      }
    } else {
      shown = nil
    }
    if !positions.isEmpty || !fresh.isEmpty {
      let table = index.table(for: Items.Entity.self)
      // Only the ids that left or arrived change the index: a refresh that answers the same items touches none.
      for (hash, recorded) in positions where fresh[hash] == nil {
        // Kept, the positions are harmless: no item of the value has this hash any more.
        if replacing { table.remove(hash, serial: holder.serial) } else { fresh[hash] = recorded }
      }
      for hash in fresh.keys where positions[hash] == nil { table.insert(hash, holder) }
    }
    if !shownOnly.isEmpty {
      let table = index.table(for: Items.Entity.self)
      for hash in shownOnly where fresh[hash] == nil && positions[hash] == nil {
        if replacing { table.remove(hash, serial: holder.serial) }
      }
      shownOnly = replacing ? [] : shownOnly.filter { fresh[$0] == nil }
    }
    positions = fresh
    offset = 0
    recorded = itemCount
    count = itemCount
  }

  override func indexPage(of value: Value, atEnd: Bool, as holder: EntityHolder, in index: inout EntityIndex) -> Bool {
    withValue(value, as: Items.self) { items in
      let copy = items.copyIdentity
      guard let shown else { return false }
      // A page answer the list did not take (it was replaced meanwhile) leaves the very copy that was shown.
      if copy == shown { return true }
      let newCount = items.entityCount
      let added = atEnd ? items.lastPageCount : items.firstPageCount
      let dropped = count + added - newCount
      guard added <= newCount, dropped >= 0, dropped <= count, recorded + added <= 2 * newCount + 64 else {
        return false
      }
      let table = index.table(for: Items.Entity.self)
      let range: Range<Int>
      if atEnd {
        offset += dropped  // the first pages dropped
        range = (newCount - added)..<newCount
      } else {
        offset -= added  // the items after it moved by the page's count; the last pages dropped are out of range
        range = 0..<added
      }
      for position in range {
        let hash = items.entity(at: position).id.hashValue
        if var recorded = positions.updateValue(EntityPositions(position + offset), forKey: hash) {
          recorded.insert(position + offset)
          positions.updateValue(recorded, forKey: hash)
        } else {
          table.insert(hash, holder)
        }
      }
      recorded += added
      count = newCount
      self.shown = copy
      return true
    }
  }

  override func indexShown(_ value: Value, as holder: EntityHolder, in index: inout EntityIndex) {
    withValue(value, as: Items.self) { items in
      var table: EntityTable?
      for position in 0..<items.entityCount {
        let hash = items.entity(at: position).id.hashValue
        guard positions[hash] == nil, shownOnly.insert(hash).inserted else { continue }
        if table == nil { table = index.table(for: Items.Entity.self) }
        table?.insert(hash, holder)
      }
    }
  }

  override var holdsEntities: Bool { true }

  override var notesShown: Bool { true }

  override func noteShown(_ value: Value) {
    shown = withValue(value, as: Items.self) { $0.copyIdentity }
  }

  override func modify<E: Identifiable>(
    _ value: inout Value, _ type: E.Type, id: E.ID, hash: Int, useIndex: Bool, _ transform: (inout E) -> Void
  ) -> Bool {
    guard E.self == Items.Entity.self else { return false }
    let id = withValue(id, as: Items.Entity.ID.self) { $0 }
    return withMutableValue(&value, as: Items.self) { items in
      var found = false
      func change(at position: Int) {
        items.modifyEntity(at: position) { entity in withMutableValue(&entity, as: E.self, transform) }
        found = true
      }
      if useIndex {
        guard let recorded = positions[hash] else { return false }
        let itemCount = items.entityCount
        recorded.visit { logical in
          let position = logical - offset
          if position >= 0, position < itemCount, items.entity(at: position).id == id { change(at: position) }
          return true
        }
      } else {
        for position in 0..<items.entityCount where items.entity(at: position).id == id { change(at: position) }
      }
      return found
    }
  }

  override func contains<E: Identifiable>(
    _ value: Value, _ type: E.Type, id: E.ID, hash: Int, useIndex: Bool
  ) -> Bool {
    guard E.self == Items.Entity.self else { return false }
    let id = withValue(id, as: Items.Entity.ID.self) { $0 }
    return withValue(value, as: Items.self) { items in
      let itemCount = items.entityCount
      guard useIndex else { return (0..<itemCount).contains { items.entity(at: $0).id == id } }
      var found = false
      positions[hash]?.visit { logical in
        let position = logical - offset
        found = position >= 0 && position < itemCount && items.entity(at: position).id == id
        return !found
      }
      return found
    }
  }

  override func entity<E: Identifiable>(_ type: E.Type, id: E.ID, in value: Value) -> E? {
    guard E.self == Items.Entity.self else { return nil }
    let id = withValue(id, as: Items.Entity.ID.self) { $0 }
    return withValue(value, as: Items.self) { items in
      guard let position = (0..<items.entityCount).first(where: { items.entity(at: $0).id == id }) else { return nil }
      return withValue(items.entity(at: position), as: E.self) { $0 }
    }
  }

  override func remove<E: Identifiable>(_ value: inout Value, _ type: E.Type, id: E.ID) -> EntityRemoval {
    guard E.self == Items.Entity.self else { return .none }
    let id = withValue(id, as: Items.Entity.ID.self) { $0 }
    let removed = withMutableValue(&value, as: Items.self) { items in items.removeEntities { $0.id == id } }
    return removed > 0 ? .removed : .none
  }
}
