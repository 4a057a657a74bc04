import ScreenStateCore

/// One optimistic change of one entity (its type, its id, the change), made once per patch and shared by every
/// value it is applied to: each value's layers keep a reference to it, not a copy of the change per value.
///
/// Its methods open the entity's type for code that only knows the value's type (``OptimisticLayers``, an entry):
/// they call the value's ``EntityLayout`` with the entity typed.
@MainActor
class AnyEntityChange {
  /// The entity's type.
  var entityType: ObjectIdentifier { ObjectIdentifier(Never.self) }

  /// Applies the change to `entry` as optimistic patch `id`; returns whether the entry held the entity.
  func applyPatch(_ id: UInt64, to entry: any AnyStoreEntry) -> Bool { false }

  /// Applies the change to every copy of the entity in `value`, found through `layout` (at the positions it knows
  /// when `useIndex`, by looking at every item otherwise); returns whether there was one.
  func apply<Value>(to value: inout Value, in layout: EntityLayout<Value>, useIndex: Bool) -> Bool {
    false
  }

  /// Puts into `value` every copy of the entity as `source` holds it (the first copy found), if both hold it.
  func restore<Value>(_ value: inout Value, from source: Value, in layout: EntityLayout<Value>) {}

  /// Whether `other` changes the same entity (same type, same id).
  func changesSameEntity(as other: AnyEntityChange) -> Bool { false }

  /// Whether the entry numbered `serial` holds the entity, as `index` says.
  func isHeld(bySerial serial: UInt64, in index: EntityIndex) -> Bool { false }

  /// The entries holding the entity, as `index` says, in the order they were made.
  func holders(in index: EntityIndex) -> [EntityHolder] { [] }
}

/// A change of the entity of type `Entity` with id ``id``.
@MainActor
final class EntityChange<Entity: Identifiable>: AnyEntityChange {
  private(set) var id: Entity.ID
  /// `id`'s hash, computed once for every value: what the index and the layouts know entities by.
  private(set) var hash: Int
  let transform: @MainActor (inout Entity) -> Void

  init(_ type: Entity.Type, id: Entity.ID, _ transform: @escaping @MainActor (inout Entity) -> Void) {
    self.id = id
    hash = id.hashValue
    self.transform = transform
  }

  override var entityType: ObjectIdentifier { ObjectIdentifier(Entity.self) }

  /// Points the change at the entity with id `newID`: the entity it changed was created offline under a temporary
  /// id, which the server's replaced (every value it is pending over shares this very change).
  func retarget(to newID: Entity.ID) {
    id = newID
    hash = newID.hashValue
  }

  override func applyPatch(_ id: UInt64, to entry: any AnyStoreEntry) -> Bool {
    entry.applyEntityPatch(id, self)
  }

  override func apply<Value>(to value: inout Value, in layout: EntityLayout<Value>, useIndex: Bool) -> Bool {
    layout.modify(&value, Entity.self, id: id, hash: hash, useIndex: useIndex, transform)
  }

  override func restore<Value>(_ value: inout Value, from source: Value, in layout: EntityLayout<Value>) {
    guard let entity = layout.entity(Entity.self, id: id, in: source) else { return }
    _ = layout.modify(&value, Entity.self, id: id, hash: hash, useIndex: false) { $0 = entity }
  }

  override func changesSameEntity(as other: AnyEntityChange) -> Bool {
    guard let other = other as? EntityChange<Entity> else { return false }
    return other.id == id
  }

  override func isHeld(bySerial serial: UInt64, in index: EntityIndex) -> Bool {
    index.existingTable(for: Entity.self)?.contains(hash, serial: serial) ?? false
  }

  override func holders(in index: EntityIndex) -> [EntityHolder] {
    index.holders(of: Entity.self, hash: hash)
  }
}
