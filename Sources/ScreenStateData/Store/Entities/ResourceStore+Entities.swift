import ScreenStateCore

extension ResourceStore {
  /// Changes the entity of type `E` with id `id` in every cached value that holds it (a post in the feed's pages, in
  /// search results and in its detail), as a value set by hand: pages and footers stay, the values stay as fresh
  /// as they were. Returns the keys changed. Use it to apply a server's answer for one entity everywhere.
  ///
  /// ```swift
  /// let post = try await api.like(42)
  /// store.modifyEntities(Post.self, id: 42) { $0 = post }
  /// ```
  ///
  /// It costs in proportion to the values holding the entity, not to the store's size: entities are indexed as
  /// values arrive (see ``EntityContaining``).
  @discardableResult
  public func modifyEntities<E: Identifiable>(_ type: E.Type, id: E.ID, _ transform: (inout E) -> Void) -> [ResourceKey]
  {
    var changed = modifyEntitiesOfType(E.self, id: id, transform)
    for variant in entityIndex.variants(of: E.self) { changed += variant.modify(E.self, id: id, in: self, transform) }
    return changed
  }

  /// Changes the entities of exactly type `E` with id `id`, its variants left alone; returns the keys changed.
  func modifyEntitiesOfType<E: Identifiable>(_ type: E.Type, id: E.ID, _ transform: (inout E) -> Void)
    -> [ResourceKey]
  {
    var changed: [ResourceKey] = []
    for holder in entityIndex.holders(of: E.self, hash: id.hashValue) {
      guard holder.entry.modifyEntity(E.self, entityID: id, transform) else { continue }
      use(holder.entry)
      changed.append(holder.entry.key)
    }
    return changed
  }
}
