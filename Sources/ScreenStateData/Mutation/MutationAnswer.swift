import ScreenStateCore

/// How a ``Mutation``'s answer updates a store: the server's value replaces the optimistic guess in every copy, so a
/// like shows the server's count with no request to ask for it.
///
/// ```swift
/// let like = Mutation<Int, Post, any Error>(
///   "like the post",
///   optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }],
///   answer: .entity(store)                 // the post answered replaces post 42 everywhere
/// ) { id in try await api.like(id) }
/// ```
///
/// It is applied once the change's own optimistic updates are kept: the answer becomes what the values are known to
/// be, and changes still pending (another like in flight) show over it. The keys it reached are not asked again.
@MainActor
public struct MutationAnswer<Output> {
  /// Applies the answer; returns the keys it changed.
  let apply: @MainActor (Output) -> [ResourceKey]

  /// An answer applied by `update`, which returns the keys it changed: they hold the server's value and are not asked
  /// again.
  public init(_ update: @escaping @MainActor (Output) -> [ResourceKey]) {
    apply = update
  }

  /// The entity at `path` of the answer replaces every copy of it in `store`, and of every type declared the same
  /// entity (see ``EntityVariant``): a detail answered updates the feed's summary of it too.
  public static func entity<E: Identifiable>(_ store: ResourceStore, _ path: KeyPath<Output, E>) -> Self {
    Self { [weak store] output in
      guard let store else { return [] }
      let entity = output[keyPath: path]
      var keys = store.modifyEntities(E.self, id: entity.id) { $0 = entity }
      if let variant = entity as? any EntityVariant { keys += store.replaceEntity(of: variant) }
      return Array(Set(keys))
    }
  }

  /// The entity answered replaces every copy of it in `store` (and of every type declared the same entity; see
  /// ``EntityVariant``).
  public static func entity(_ store: ResourceStore) -> Self where Output: Identifiable {
    entity(store, \.self)
  }
}

extension ResourceStore {
  /// Puts the fields `variant` shares with its entity into every copy of the entity (and of its other variants).
  fileprivate func replaceEntity<Variant: EntityVariant>(of variant: Variant) -> [ResourceKey] {
    let entity = variant.entity
    return modifyEntities(Variant.Entity.self, id: entity.id) { $0 = entity }
  }
}
