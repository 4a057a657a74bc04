import ScreenStateCore

/// The layout of an entry whose values are an app's own ``EntityContaining`` type: entities are found through its
/// `forEachEntity` and changed through its `modifyEntities`, every time (the type says nothing of positions).
@MainActor
final class EntityContainerLayout<Value, Container: EntityContaining>: EntityLayout<Value> {
  /// Takes each indexed entity out of the index again (holding its table weakly: the table holds the entry).
  private var removals: [@MainActor (EntityHolder) -> Void] = []

  override init() {
    precondition(Value.self == Container.self, "EntityContainerLayout<\(Value.self), \(Container.self)>")
  }

  override func makeEmpty() -> EntityLayout<Value> { EntityContainerLayout() }

  override var holdsEntities: Bool { true }

  override func index(_ value: Value?, replacing: Bool, as holder: EntityHolder, in index: inout EntityIndex) {
    if replacing {
      for removal in removals { removal(holder) }
      removals = []
    }
    guard let value else { return }
    func record<E: Identifiable>(_ entity: E, in index: inout EntityIndex) {
      let table = index.table(for: E.self)
      let hash = entity.id.hashValue
      table.insert(hash, holder)
      removals.append { [weak table] in table?.remove(hash, serial: $0.serial) }
    }
    withValue(value, as: Container.self) { container in
      container.forEachEntity { record($0, in: &index) }
    }
  }

  override func modify<E: Identifiable>(
    _ value: inout Value, _ type: E.Type, id: E.ID, hash: Int, useIndex: Bool, _ transform: (inout E) -> Void
  ) -> Bool {
    if Value.self == E.self {
      // The value is itself the entity, as well as a container.
      return withMutableValue(&value, as: E.self) { entity in
        guard entity.id == id else { return false }
        transform(&entity)
        return true
      }
    }
    return withMutableValue(&value, as: Container.self) { $0.modifyEntities(E.self, id: id, transform) }
  }

  override func contains<E: Identifiable>(
    _ value: Value, _ type: E.Type, id: E.ID, hash: Int, useIndex: Bool
  ) -> Bool {
    entity(E.self, id: id, in: value) != nil
  }

  override func entity<E: Identifiable>(_ type: E.Type, id: E.ID, in value: Value) -> E? {
    if Value.self == E.self { return withValue(value, as: E.self) { $0.id == id ? $0 : nil } }
    var found: E?
    withValue(value, as: Container.self) { container in
      container.forEachEntity { candidate in
        if found == nil, let candidate = candidate as? E, candidate.id == id { found = candidate }
      }
    }
    return found
  }

  override func remove<E: Identifiable>(_ value: inout Value, _ type: E.Type, id: E.ID) -> EntityRemoval {
    guard entity(E.self, id: id, in: value) != nil else { return .none }
    // The type says how to change an entity, not how to take one out: the value is asked for again.
    return Value.self == E.self ? .whole : .unsupported
  }
}
