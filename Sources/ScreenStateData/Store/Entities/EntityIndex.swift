import ScreenStateCore

/// Which entries of a store hold each entity: one ``EntityTable`` per entity type. Where each entity sits inside a
/// value is the entry's own knowledge (its ``EntityLayout``); the index only says which values to visit.
struct EntityIndex {
  private var tables: [ObjectIdentifier: EntityTable] = [:]
  /// The variants of each entity type indexed so far (see ``EntityVariant``), by the entity's type.
  private var variants: [ObjectIdentifier: [AnyEntityVariantLink]] = [:]

  /// The table of entities of type `E`, made if there is none (and `E` linked to its entity if it is a variant).
  @MainActor mutating func table<E: Identifiable>(for type: E.Type) -> EntityTable {
    if let table = tables[ObjectIdentifier(E.self)] { return table }
    let table = EntityTable()
    tables[ObjectIdentifier(E.self)] = table
    if let variant = E.self as? any EntityVariant.Type { link(variant) }
    return table
  }

  @MainActor private mutating func link<Variant: EntityVariant>(_ type: Variant.Type) {
    variants[ObjectIdentifier(Variant.Entity.self), default: []].append(EntityVariantLink<Variant>())
  }

  /// The variants of entity type `E` values have held.
  func variants<E: Identifiable>(of type: E.Type) -> [AnyEntityVariantLink] {
    variants[ObjectIdentifier(E.self)] ?? []
  }

  /// `change` and the change it makes of each variant of its entity.
  @MainActor func changes(for change: AnyEntityChange) -> [AnyEntityChange] {
    guard let links = variants[change.entityType], !links.isEmpty else { return [change] }
    return [change] + links.compactMap { $0.lens(change) }
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
