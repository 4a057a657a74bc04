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
    var changed: [ResourceKey] = []
    for holder in entityIndex.holders(of: E.self, hash: id.hashValue) {
      guard holder.entry.modifyEntity(E.self, entityID: id, transform) else { continue }
      use(holder.entry)
      changed.append(holder.entry.key)
    }
    return changed
  }

  /// The keys whose values hold the entity of type `E` with id `id`, in the order their entries were made (and, rarely,
  /// a key holding another entity whose id has the same hash: asking it again costs a request, nothing else).
  func keysHolding<E: Identifiable>(_ type: E.Type, id: E.ID) -> [ResourceKey] {
    entityIndex.holders(of: E.self, hash: id.hashValue).map(\.entry.key)
  }

  /// Changes the entity of type `E` with id `id` in every cached value that holds it, optimistically: returns how to
  /// take the change back (``rollback(_:)``, per entity, exactly) or keep it (``commit(_:)``); `nil` when no value
  /// holds the entity. Its ``ResourcePatch/keys`` are in the order the keys' entries were made.
  ///
  /// ```swift
  /// let patch = store.patchEntities(Post.self, id: 42) { $0.likes += 1 }   // the feed's row and the detail at once
  /// ```
  public func patchEntities<E: Identifiable>(
    _ type: E.Type, id: E.ID, _ transform: @escaping @MainActor (inout E) -> Void
  ) -> ResourcePatch? {
    let patchID = nextPatch()
    let keys = applyEntityPatch(patchID, EntityChange(E.self, id: id, transform))
    return keys.isEmpty ? nil : ResourcePatch(keys: keys, id: patchID)
  }

  /// Applies patch `id`, `change`, to every value holding its entity; returns the keys changed, in the order their
  /// entries were made. It costs in proportion to those values and to the copies of the entity in each: the entries
  /// know where it sits (see ``EntityLayout``).
  func applyEntityPatch<E: Identifiable>(_ id: UInt64, _ change: EntityChange<E>) -> [ResourceKey] {
    var keys: [ResourceKey] = []
    for holder in entityIndex.holders(of: E.self, hash: change.hash) {
      guard holder.entry.applyEntityPatch(id, change) else { continue }
      use(holder.entry)
      keys.append(holder.entry.key)
    }
    return keys
  }

  /// Takes `patch` back: every value it changed shows what it would without it, keeping every other pending patch
  /// and every newer value. Returns whether it changed anything (not when newer values superseded it).
  @discardableResult
  public func rollback(_ patch: ResourcePatch) -> Bool {
    !settle(patch, failed: true).changed.isEmpty
  }

  /// Keeps `patch` for good (its mutation succeeded): a later rollback of another patch keeps it.
  public func commit(_ patch: ResourcePatch) {
    _ = settle(patch, failed: false)
  }

  /// Rolls `patch` back or commits it; returns the keys where it was still pending and those worth asking again:
  /// where a newer value had superseded it, and, for a commit, where a request is in flight (their answer may
  /// predate the mutation's effect, and would replace the committed change with a value without it).
  func settle(_ patch: ResourcePatch, failed: Bool) -> (changed: [ResourceKey], superseded: [ResourceKey]) {
    var changed: [ResourceKey] = []
    var superseded: [ResourceKey] = []
    // A pinned patch may have reached keys after it was made (values that appeared): those too.
    let pinnedKeys = takePinnedKeys(of: patch.id)
    var entries = patch.keys.compactMap(storedEntry)
    if !pinnedKeys.isEmpty {
      entries += pinnedKeys.subtracting(patch.keys).compactMap(storedEntry)
      entries.sort { $0.serial < $1.serial }
    }
    for entry in entries {
      let key = entry.key
      let wasPending = failed ? entry.rollBackPatch(patch.id) : entry.commitPatch(patch.id)
      if wasPending {
        use(entry)
        changed.append(key)
        if failed { emit(.rolledBack(patches: 1), of: key) }
        if !failed, entry.isRunning { superseded.append(key) }
      } else {
        superseded.append(key)
      }
      revalidateIfSettled(entry)
    }
    return (changed, superseded)
  }

  /// Marks `key` stale and revalidates it for its screens, as ``invalidate(_:)`` does, but only once no optimistic
  /// patch is pending over it: a mutation's revalidation never supersedes another mutation's change in flight.
  func invalidateWhenSettled(_ key: ResourceKey) {
    guard let entry = storedEntry(key) else { return }
    guard entry.hasPendingPatches else { return invalidate(key) }
    entry.metadata.revalidateWhenSettled = true
  }

  /// Performs the revalidation that waited for `entry`'s patches, once none is pending.
  func revalidateIfSettled(_ entry: any AnyStoreEntry) {
    guard entry.metadata.revalidateWhenSettled, !entry.hasPendingPatches else { return }
    entry.metadata.revalidateWhenSettled = false
    invalidate(entry.key)
  }
}
