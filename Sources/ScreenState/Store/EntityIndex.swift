/// Which keys of a store hold each entity: what lets a change of one entity reach every copy of it in time
/// proportional to the copies, not to the store's size. Pure.
struct EntityIndex {
  private var keysByEntity: [EntityKey: Set<ResourceKey>] = [:]
  private var entitiesByKey: [ResourceKey: Set<EntityKey>] = [:]

  /// The keys holding `entity`.
  func keys(holding entity: EntityKey) -> Set<ResourceKey> {
    keysByEntity[entity] ?? []
  }

  /// Records that `key` holds exactly `entities` now.
  mutating func set(_ entities: [EntityKey], for key: ResourceKey) {
    remove(key)
    guard !entities.isEmpty else { return }
    let set = Set(entities)
    entitiesByKey[key] = set
    for entity in set { keysByEntity[entity, default: []].insert(key) }
  }

  /// Records that `key` holds `entities` too (a page appended). Entities that left the value stay indexed until it
  /// is replaced: a change finds no entity there and changes nothing.
  mutating func add(_ entities: [EntityKey], for key: ResourceKey) {
    guard !entities.isEmpty else { return }
    entitiesByKey[key, default: []].formUnion(entities)
    for entity in entities { keysByEntity[entity, default: []].insert(key) }
  }

  /// Forgets `key`.
  mutating func remove(_ key: ResourceKey) {
    guard let entities = entitiesByKey.removeValue(forKey: key) else { return }
    for entity in entities {
      keysByEntity[entity]?.remove(key)
      if keysByEntity[entity]?.isEmpty == true { keysByEntity[entity] = nil }
    }
  }
}
