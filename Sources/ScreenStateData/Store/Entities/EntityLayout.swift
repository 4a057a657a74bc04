import ScreenStateCore

/// How the values of one store entry hold entities, and what the entry knows of where they sit: what indexes a
/// value's entities when it arrives and finds them again when one changes. This base holds none (a value that is
/// neither `Identifiable` nor ``EntityContaining``); ``EntityItemsLayout`` (arrays and paginated lists of
/// `Identifiable` items), ``SingleEntityLayout`` and ``EntityContainerLayout`` hold some.
///
/// Each entry has its own, made once for the value's type (``make()``), so that no value is cast at run time to
/// find its entities. What it knows describes the entry's *base* (the value under its pending optimistic patches, or
/// the value shown when none is pending): an entity patch keeps every item where it is, so the positions hold for
/// every value folded from the base by entity patches; after a whole-value patch they are not used.
@MainActor
class EntityLayout<Value> {
  init() {}

  /// A new layout of the same kind, knowing nothing yet (this very one, for a value without entities: it knows
  /// nothing ever).
  func makeEmpty() -> EntityLayout<Value> { self }

  /// Whether the values hold entities: without, the entry never touches the index.
  var holdsEntities: Bool { false }

  /// Whether the layout notes the value shown (``noteShown(_:)``).
  var notesShown: Bool { false }

  /// Records where the entities of `value` (none for `nil`) sit, as held by `holder`. With `replacing` (a newer
  /// value), the entities it does not hold leave the index; otherwise (the same value's items moved, by a
  /// whole-value patch committed or pages added and dropped) every entity indexed stays indexed, as the items of the
  /// value shown may still hold it: an entity leaves the index only with the value that held it.
  func index(_ value: Value?, replacing: Bool, as holder: EntityHolder, in index: inout EntityIndex) {}

  /// Records in the index the entities of `value`, the value shown over the base, that the base does not hold (an
  /// item a whole-value patch inserted, such as a row created offline): a change of such an entity then reaches the
  /// entry. They leave the index with a newer value, as the base's do.
  func indexShown(_ value: Value, as holder: EntityHolder, in index: inout EntityIndex) {}

  /// Records the entities of a page added to the value shown, which is `value` now (`atEnd`: a next page, with
  /// pages dropped at the front if the list is bounded; otherwise a previous page, with pages dropped at the end).
  /// Returns `false` when it cannot follow the change (the caller then records the whole value).
  func indexPage(of value: Value, atEnd: Bool, as holder: EntityHolder, in index: inout EntityIndex) -> Bool {
    true
  }

  /// Notes the value shown now (written by the entry, or found when indexing), to tell later whether a page was
  /// added to it.
  func noteShown(_ value: Value) {}

  /// Changes with `transform` every entity of type `E` with id `id` (whose hash is `hash`) in `value`; returns
  /// whether there was one. With `useIndex`, `value` has the items of the base where they were, and only the
  /// positions recorded for `hash` are looked at.
  func modify<E: Identifiable>(
    _ value: inout Value, _ type: E.Type, id: E.ID, hash: Int, useIndex: Bool, _ transform: (inout E) -> Void
  ) -> Bool {
    false
  }

  /// Whether `value` holds an entity of type `E` with id `id` (with `useIndex`, as
  /// ``modify(_:_:id:hash:useIndex:_:)``).
  func contains<E: Identifiable>(_ value: Value, _ type: E.Type, id: E.ID, hash: Int, useIndex: Bool) -> Bool {
    false
  }

  /// The first entity of type `E` with id `id` in `value`, if it holds one.
  func entity<E: Identifiable>(_ type: E.Type, id: E.ID, in value: Value) -> E? { nil }

  /// Takes every entity of type `E` with id `id` out of `value`, looking at every item; says what that did. The
  /// caller records the value's entities again.
  func remove<E: Identifiable>(_ value: inout Value, _ type: E.Type, id: E.ID) -> EntityRemoval { .none }
}

extension EntityLayout {
  /// A layout for an entry whose values are of type `Value`: found once per type (a dynamic cast of the type),
  /// then copied.
  static func make() -> EntityLayout<Value> {
    let key = ObjectIdentifier(Value.self)
    if let prototype = entityLayoutPrototypes[key] {
      return unsafeDowncast(prototype, to: EntityLayout<Value>.self).makeEmpty()
    }
    let prototype: EntityLayout<Value> =
      if let items = Value.self as? any EntityItems.Type {
        itemsLayout(items)
      } else if let container = Value.self as? any EntityContaining.Type {
        containerLayout(container)
      } else if let entity = Value.self as? any Identifiable.Type {
        singleLayout(entity)
      } else {
        EntityLayout()
      }
    entityLayoutPrototypes[key] = prototype
    return prototype.makeEmpty()
  }

  private static func itemsLayout<Items: EntityItems>(_ type: Items.Type) -> EntityLayout<Value> {
    EntityItemsLayout<Value, Items>()
  }

  private static func containerLayout<Container: EntityContaining>(_ type: Container.Type) -> EntityLayout<Value> {
    EntityContainerLayout<Value, Container>()
  }

  private static func singleLayout<Entity: Identifiable>(_ type: Entity.Type) -> EntityLayout<Value> {
    SingleEntityLayout<Value, Entity>()
  }
}

/// One layout per value type, copied for each entry.
@MainActor private var entityLayoutPrototypes: [ObjectIdentifier: AnyObject] = [:]

/// Calls `body` with `value` seen as `Target`, which must be the very type it is (a generic context that knows it
/// only at run time, as a layout does): no cast, no copy into a box.
func withValue<Source, Target, Result>(_ value: Source, as type: Target.Type, _ body: (Target) -> Result) -> Result {
  withUnsafePointer(to: value) { $0.withMemoryRebound(to: Target.self, capacity: 1) { body($0.pointee) } }
}

/// Calls `body` with `value`, in place, seen as `Target`, which must be the very type it is (see
/// ``withValue(_:as:_:)``): a change of an array's item then copies the array only if it is shared.
func withMutableValue<Source, Target, Result>(
  _ value: inout Source, as type: Target.Type, _ body: (inout Target) -> Result
) -> Result {
  withUnsafeMutablePointer(to: &value) { $0.withMemoryRebound(to: Target.self, capacity: 1) { body(&$0.pointee) } }
}
