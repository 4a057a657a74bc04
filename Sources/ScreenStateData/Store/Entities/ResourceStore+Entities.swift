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

  /// Takes the entity of type `E` with id `id` out of every cached value that holds it, and of every type declared the
  /// same entity (see ``EntityVariant``): the server deleted it. Returns the keys changed.
  ///
  /// ```swift
  /// store.removeEntity(Post.self, id: 42)     // gone from the feed's pages, from search results, from its detail
  /// ```
  ///
  /// - A list (an array, a paginated list) loses the item and keeps the rest, with its pages, cursors and freshness;
  ///   the changes still pending over it (a like of another post) stay. A request of it in flight, which may predate
  ///   the deletion, is made again.
  /// - A value that is the entity (its detail) is forgotten, and asked for again when a screen shows it: the server's
  ///   answer (not found) is what that screen shows.
  /// - A value of an app's own ``EntityContaining`` type, which says how to change its entities but not how to take
  ///   one out, is asked for again.
  ///
  /// It costs in proportion to the values holding the entity, as ``modifyEntities(_:id:_:)`` does. A ``Mutation``
  /// does it itself when the server answers that what it changed is gone (see ``ConflictPolicy``).
  @discardableResult
  public func removeEntity<E: Identifiable>(_ type: E.Type, id: E.ID) -> [ResourceKey] {
    var changed = removeEntitiesOfType(E.self, id: id)
    for variant in entityIndex.variants(of: E.self) { changed += variant.remove(E.self, id: id, in: self) }
    return changed
  }

  /// Takes the entities of exactly type `E` with id `id` out of every value, its variants left alone; returns the keys
  /// changed.
  func removeEntitiesOfType<E: Identifiable>(_ type: E.Type, id: E.ID) -> [ResourceKey] {
    var changed: [ResourceKey] = []
    for holder in entityIndex.holders(of: E.self, hash: id.hashValue) {
      let entry = holder.entry
      switch entry.removeEntity(E.self, entityID: id) {
      case .none:
        continue
      case .removed:
        break
      case .whole:
        entry.reset()
        forgetSaved(entry.key)
        invalidate(entry.key)
      case .unsupported:
        invalidate(entry.key)
      }
      use(entry)
      changed.append(entry.key)
    }
    return changed
  }

  /// The entity of type `E` with id `id` as a cached value shows it (the first made that holds it), if any: what the
  /// screens show of it now, pending changes included.
  ///
  /// ```swift
  /// store.entity(Post.self, id: 42)?.likes
  /// ```
  public func entity<E: Identifiable>(_ type: E.Type, id: E.ID) -> E? {
    for holder in entityIndex.holders(of: E.self, hash: id.hashValue) {
      if let entity = holder.entry.entity(E.self, entityID: id) { return entity }
    }
    return nil
  }
}
