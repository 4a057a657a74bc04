import ScreenStateCore

/// Which entries of a store hold each entity: one ``EntityTable`` per entity type. Where each entity sits inside a
/// value is the entry's own knowledge (its ``EntityLayout``); the index only says which values to visit.
struct EntityIndex {
  private var tables: [ObjectIdentifier: EntityTable] = [:]

  /// The table of entities of type `E`, made if there is none.
  @MainActor mutating func table<E: Identifiable>(for type: E.Type) -> EntityTable {
    if let table = tables[ObjectIdentifier(E.self)] { return table }
    let table = EntityTable()
    tables[ObjectIdentifier(E.self)] = table
    return table
  }

  /// The table of entities of type `E`, if any value held one.
  @MainActor func existingTable<E: Identifiable>(for type: E.Type) -> EntityTable? {
    tables[ObjectIdentifier(E.self)]
  }

  /// The entries holding an entity of type `E` whose id hashes to `hash`, in the order they were made (an entity
  /// whose id has the same hash included: each entry's layout tells them apart).
  @MainActor func holders<E: Identifiable>(of type: E.Type, hash: Int) -> [EntityHolder] {
    existingTable(for: E.self)?.holders(of: hash) ?? []
  }
}
