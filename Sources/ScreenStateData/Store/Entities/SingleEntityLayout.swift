import ScreenStateCore

/// The layout of an entry whose value is one entity (`Value` is `Entity`, an `Identifiable` value such as a post's
/// detail): the hashes of the ids it was indexed under (one, unless a whole-value patch changed the id).
@MainActor
final class SingleEntityLayout<Value, Entity: Identifiable>: EntityLayout<Value> {
  private var indexed: [Int] = []

  override init() {
    precondition(Value.self == Entity.self, "SingleEntityLayout<\(Value.self), \(Entity.self)>")
  }

  override func makeEmpty() -> EntityLayout<Value> { SingleEntityLayout() }

  override var holdsEntities: Bool { true }

  override func index(_ value: Value?, replacing: Bool, as holder: EntityHolder, in index: inout EntityIndex) {
    let hash = value.map { withValue($0, as: Entity.self) { $0.id.hashValue } }
    if let hash, indexed == [hash] { return }
    let table = index.table(for: Entity.self)
    if replacing {
      for indexed in indexed where indexed != hash { table.remove(indexed, serial: holder.serial) }
      indexed = []
    }
    if let hash, !indexed.contains(hash) {
      table.insert(hash, holder)
      indexed.append(hash)
    }
  }

  override func modify<E: Identifiable>(
    _ value: inout Value, _ type: E.Type, id: E.ID, hash: Int, useIndex: Bool, _ transform: (inout E) -> Void
  ) -> Bool {
    guard E.self == Entity.self else { return false }
    return withMutableValue(&value, as: E.self) { entity in
      guard entity.id == id else { return false }
      transform(&entity)
      return true
    }
  }

  override func contains<E: Identifiable>(
    _ value: Value, _ type: E.Type, id: E.ID, hash: Int, useIndex: Bool
  ) -> Bool {
    E.self == Entity.self && withValue(value, as: E.self) { $0.id == id }
  }

  override func entity<E: Identifiable>(_ type: E.Type, id: E.ID, in value: Value) -> E? {
    guard E.self == Entity.self else { return nil }
    return withValue(value, as: E.self) { $0.id == id ? $0 : nil }
  }

  override func remove<E: Identifiable>(_ value: inout Value, _ type: E.Type, id: E.ID) -> EntityRemoval {
    entity(E.self, id: id, in: value) == nil ? .none : .whole
  }
}
