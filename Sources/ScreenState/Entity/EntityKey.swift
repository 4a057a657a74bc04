/// Names one entity across a store: its type and its id.
struct EntityKey: Hashable {
  let type: ObjectIdentifier
  let id: AnyHashable

  init<E: Identifiable>(_ entity: E) {
    type = ObjectIdentifier(E.self)
    id = AnyHashable(entity.id)
  }

  init<E: Identifiable>(_ type: E.Type, id: E.ID) {
    self.type = ObjectIdentifier(E.self)
    self.id = AnyHashable(id)
  }
}

/// Finds and changes the entities of any value, whatever its type: an `Identifiable` value is one entity, an
/// ``EntityContaining`` one holds its own.
enum Entities {
  /// The keys of every entity `value` holds.
  static func keys(in value: Any) -> [EntityKey] {
    var keys: [EntityKey] = []
    if let container = value as? any EntityContaining {
      container.forEachEntity { keys.append(key(of: $0)) }
    } else if let entity = value as? any Identifiable {
      keys.append(key(of: entity))
    }
    return keys
  }

  /// `value` with every entity of type `E` whose id is `id` changed; `nil` when it holds none.
  static func modifying<Value, E: Identifiable>(
    _ value: Value, _ type: E.Type, id: E.ID, _ transform: (inout E) -> Void
  ) -> Value? {
    if var entity = value as? E {
      guard entity.id == id else { return nil }
      transform(&entity)
      return entity as? Value
    }
    guard var container = value as? any EntityContaining else { return nil }
    guard container.modifyEntities(type, id: id, transform) else { return nil }
    return container as? Value
  }

  /// The entity of type `E` with id `id` in `value`, if it holds one.
  static func entity<E: Identifiable>(_ type: E.Type, id: E.ID, in value: Any) -> E? {
    if let entity = value as? E { return entity.id == id ? entity : nil }
    guard let container = value as? any EntityContaining else { return nil }
    var found: E?
    container.forEachEntity { candidate in
      if found == nil, let candidate = candidate as? E, candidate.id == id { found = candidate }
    }
    return found
  }

  private static func key(of entity: some Identifiable) -> EntityKey {
    EntityKey(entity)
  }
}
