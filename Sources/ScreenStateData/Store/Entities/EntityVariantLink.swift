import ScreenStateCore

/// What a store knows of one ``EntityVariant`` type: how a change of its entity becomes a change of it. Made when a
/// value holding the variant is first indexed; kept under the entity's type in the ``EntityIndex``.
@MainActor
class AnyEntityVariantLink {
  /// The change of the variant that `change`, a change of the entity, makes; `nil` for a change of another type.
  func lens(_ change: AnyEntityChange) -> AnyEntityChange? { nil }

  /// Changes every copy of the variant whose id is `id` in `store`, through its entity; returns the keys changed.
  func modify<E: Identifiable>(
    _ type: E.Type, id: E.ID, in store: ResourceStore, _ transform: (inout E) -> Void
  ) -> [ResourceKey] { [] }

  /// The entries holding the variant whose id hashes to `hash`.
  func holders(of hash: Int, in index: EntityIndex) -> [EntityHolder] { [] }

  /// Takes every copy of the variant whose id is `id` out of `store`; returns the keys changed.
  func remove<E: Identifiable>(_ type: E.Type, id: E.ID, in store: ResourceStore) -> [ResourceKey] { [] }
}

/// The link of variant `Variant` to its entity.
@MainActor
final class EntityVariantLink<Variant: EntityVariant>: AnyEntityVariantLink {
  override func lens(_ change: AnyEntityChange) -> AnyEntityChange? {
    guard let change = change as? EntityChange<Variant.Entity> else { return nil }
    let transform = change.transform
    return EntityChange(Variant.self, id: change.id) { variant in
      var entity = variant.entity
      transform(&entity)
      variant.entity = entity
    }
  }

  override func modify<E: Identifiable>(
    _ type: E.Type, id: E.ID, in store: ResourceStore, _ transform: (inout E) -> Void
  ) -> [ResourceKey] {
    guard E.self == Variant.Entity.self, let id = id as? Variant.ID else { return [] }
    return store.modifyEntitiesOfType(Variant.self, id: id) { variant in
      var entity = variant.entity
      withMutableValue(&entity, as: E.self, transform)
      variant.entity = entity
    }
  }

  override func holders(of hash: Int, in index: EntityIndex) -> [EntityHolder] {
    index.holders(of: Variant.self, hash: hash)
  }

  override func remove<E: Identifiable>(_ type: E.Type, id: E.ID, in store: ResourceStore) -> [ResourceKey] {
    guard E.self == Variant.Entity.self, let id = id as? Variant.ID else { return [] }
    return store.removeEntitiesOfType(Variant.self, id: id)
  }
}
