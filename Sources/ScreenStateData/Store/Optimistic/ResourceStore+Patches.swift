import ScreenStateCore

// The store's one API for optimistic changes: apply (a patch of a key or of an entity, pinned or not), pin and unpin,
// and settle (commit or roll back). A Mutation is built on it, as an app's own code can be.

extension ResourceStore {
  /// Changes the value of `key` with `transform`, optimistically, keeping its freshness (and, for a copy restored from
  /// disk, its date), and returns the patch to keep (``commit(_:)``) or take back (``rollback(_:)``).
  ///
  /// Returns `nil`, changing nothing, when there is no value of type `Value` to change, unless `pinned`: a pinned patch
  /// is returned even with nothing to change yet, and applies to every value the key gets until it is unpinned (a
  /// change not sent yet; see ``ResourcePatch``). For items of a list, prefer ``patchEntities(_:id:pinned:_:)``: it
  /// reaches every copy and survives pages appended.
  public func patch<Value>(
    _ key: ResourceKey, as type: Value.Type = Value.self, pinned: Bool = false,
    _ transform: @escaping @MainActor (inout Value) -> Void
  ) -> ResourcePatch? {
    if pinned { rollBackOrphanedPins() }
    let patchID = nextPatch()
    let apply: @MainActor (any AnyStoreEntry) -> Bool = { entry in
      (entry as? any ValueStoreEntry<Value>)?.applyWholePatch(patchID, transform) ?? false
    }
    var keys: [ResourceKey] = []
    if let entry = storedEntry(key), apply(entry) {
      use(entry)
      keys = [key]
      // An item it inserted (a row created offline) gets the pinned changes of it (an edit made offline too).
      applyPinned(to: entry)
    }
    guard pinned || !keys.isEmpty else { return nil }
    let patch = ResourcePatch(keys: keys, id: patchID)
    if pinned { pin(PinnedPatch(id: patchID, target: .key(key), owner: patch, apply: apply), appliedTo: keys) }
    return patch
  }

  /// Changes the entity of type `E` with id `id` in every cached value that holds it (a post in the feed's pages, in
  /// search results, in its detail), optimistically, and returns the patch to keep or take back, per entity, exactly;
  /// `nil` when no value holds the entity, unless `pinned` (see ``patch(_:as:pinned:_:)``). Its
  /// ``ResourcePatch/keys`` are in the order the keys' entries were made.
  ///
  /// ```swift
  /// let patch = store.patchEntities(Post.self, id: 42) { $0.likes += 1 }   // the feed's row and the detail at once
  /// ```
  public func patchEntities<E: Identifiable>(
    _ type: E.Type, id: E.ID, pinned: Bool = false, _ transform: @escaping @MainActor (inout E) -> Void
  ) -> ResourcePatch? {
    if pinned { rollBackOrphanedPins() }
    let patchID = nextPatch()
    // An entity created under a temporary id and re-keyed since: its server id.
    let change = EntityChange(E.self, id: resolvedEntityID(E.self, id), transform)
    let keys = applyEntityPatch(patchID, change)
    guard pinned || !keys.isEmpty else { return nil }
    let patch = ResourcePatch(keys: keys, id: patchID)
    if pinned {
      // The entity's variants held later are reached too: the changes are made again each time.
      pin(
        PinnedPatch(id: patchID, target: .entity(change), owner: patch) { [weak self] entry in
          guard let self else { return false }
          return self.entityIndex.changes(for: change).map { $0.applyPatch(patchID, to: entry) }.contains(true)
        },
        appliedTo: keys)
    }
    return patch
  }

  /// Stops applying pinned `patch` again over new values: its change is being sent, so an answer may hold it. Where it
  /// is pending it stays until settled or superseded, as any patch.
  public func unpin(_ patch: ResourcePatch) {
    unpinned[patch.id] = pinned.removeValue(forKey: patch.id)
  }

  /// Pins `patch` again after ``unpin(_:)``: its change turned out not to reach the server (no network, a refused
  /// connection), so no answer can hold it. It is applied again where a newer value superseded it meanwhile.
  public func pin(_ patch: ResourcePatch) {
    guard let pinnedPatch = unpinned.removeValue(forKey: patch.id) else { return }
    pinned[patch.id] = pinnedPatch
    let entries: [any AnyStoreEntry] =
      switch pinnedPatch.target {
      case .key(let key): storedEntry(key).map { [$0] } ?? []
      case .entity(let change): entityIndex.changes(for: change).flatMap { $0.holders(in: entityIndex) }.map(\.entry)
      }
    for entry in entries {
      guard !entry.hasPendingPatch(patch.id), pinnedPatch.apply(entry) else { continue }
      use(entry)
      pinnedKeys[patch.id, default: []].insert(entry.key)
    }
  }

  /// Keeps `patch` for good (its change succeeded): a later rollback of another patch keeps it.
  public func commit(_ patch: ResourcePatch) {
    _ = settle(patch, failed: false)
  }

  /// Takes `patch` back: every value it changed shows what it would without it, keeping every other pending patch and
  /// every newer value. Returns whether it changed anything (not when newer values superseded it).
  @discardableResult
  public func rollback(_ patch: ResourcePatch) -> Bool {
    !settle(patch, failed: true).changed.isEmpty
  }

  // MARK: - Settling

  /// Rolls `patch` back or commits it; returns the keys where it was still pending and those where a newer value had
  /// superseded it (for a commit, a key with a request in flight counts: its answer may predate the change).
  func settle(_ patch: ResourcePatch, failed: Bool) -> (changed: [ResourceKey], superseded: [ResourceKey]) {
    settle(patchID: patch.id, keys: patch.keys, failed: failed)
  }

  private func settle(
    patchID: UInt64, keys: [ResourceKey], failed: Bool
  ) -> (changed: [ResourceKey], superseded: [ResourceKey]) {
    var changed: [ResourceKey] = []
    var superseded: [ResourceKey] = []
    // A pinned patch may have reached keys after it was made (values that appeared): those too.
    let pinnedKeys = takePinnedKeys(of: patchID)
    var entries = keys.compactMap(storedEntry)
    if !pinnedKeys.isEmpty {
      entries += pinnedKeys.subtracting(keys).compactMap(storedEntry)
      entries.sort { $0.serial < $1.serial }
    }
    for entry in entries {
      let wasPending = failed ? entry.rollBackPatch(patchID) : entry.commitPatch(patchID)
      if wasPending {
        use(entry)
        changed.append(entry.key)
        if failed { emit(.rolledBack(patches: 1), of: entry.key) }
        if !failed, entry.isRunning { superseded.append(entry.key) }
      } else {
        superseded.append(entry.key)
      }
      revalidateIfSettled(entry)
    }
    return (changed, superseded)
  }

  /// Marks `key` stale and revalidates it for its screens, as ``invalidate(_:)`` does, but only once no optimistic
  /// patch is pending over it: one change's revalidation never supersedes another change in flight.
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

  /// The keys whose values hold the entity of type `E` with id `id`, in the order their entries were made (and, rarely,
  /// a key holding another entity whose id has the same hash: asking it again costs a request, nothing else).
  func keysHolding<E: Identifiable>(_ type: E.Type, id: E.ID) -> [ResourceKey] {
    let hash = id.hashValue
    var holders = entityIndex.holders(of: E.self, hash: hash)
    for variant in entityIndex.variants(of: E.self) { holders += variant.holders(of: hash, in: entityIndex) }
    return holders.map(\.entry.key)
  }

  /// Applies patch `id`, `change`, to every value holding its entity or a variant of it; returns the keys changed, in
  /// the order their entries were made. It costs in proportion to those values and to the copies of the entity in
  /// each.
  func applyEntityPatch<E: Identifiable>(_ id: UInt64, _ change: EntityChange<E>) -> [ResourceKey] {
    let variants = entityIndex.variants(of: E.self)
    var keys: [ResourceKey] = []
    guard !variants.isEmpty else {
      for holder in entityIndex.holders(of: E.self, hash: change.hash) where holder.entry.applyEntityPatch(id, change) {
        use(holder.entry)
        keys.append(holder.entry.key)
      }
      return keys
    }
    var holders: [(EntityHolder, AnyEntityChange)] = entityIndex.holders(of: E.self, hash: change.hash).map {
      ($0, change)
    }
    for variant in variants {
      guard let lensed = variant.lens(change) else { continue }
      holders += variant.holders(of: change.hash, in: entityIndex).map { ($0, lensed) }
    }
    for (holder, change) in holders.sorted(by: { $0.0.serial < $1.0.serial })
    where change.applyPatch(id, to: holder.entry) {
      use(holder.entry)
      keys.append(holder.entry.key)
    }
    return keys
  }

  // MARK: - Pinned patches

  /// Keeps applying `patch` (already applied where it could be) over every new value of its target.
  private func pin(_ patch: PinnedPatch, appliedTo keys: [ResourceKey]) {
    pinned[patch.id] = patch
    pinnedKeys[patch.id, default: []].formUnion(keys)
  }

  /// Applies the pinned patches that target `entry` (its key, or an entity its value holds) and are not pending over
  /// its value, in the order they were made: after a value that superseded them, or a value that appeared.
  func applyPinned(to entry: any AnyStoreEntry) {
    guard !pinned.isEmpty else { return }
    rollBackOrphanedPins()
    var appliedWhole = false
    for patch in pinned.values.sorted(by: { $0.id < $1.id }) where !entry.hasPendingPatch(patch.id) {
      guard targets(patch, entry), patch.apply(entry) else { continue }
      pinnedKeys[patch.id, default: []].insert(entry.key)
      if case .key = patch.target { appliedWhole = true }
    }
    guard appliedWhole else { return }
    // An item a whole-value patch inserted (a row created offline) gets the pinned changes of it, made before it.
    for patch in pinned.values.sorted(by: { $0.id < $1.id }) where !entry.hasPendingPatch(patch.id) {
      guard case .entity = patch.target, targets(patch, entry), patch.apply(entry) else { continue }
      pinnedKeys[patch.id, default: []].insert(entry.key)
    }
  }

  /// Whether pinned `patch` changes what `entry` holds: its key, or an entity its value holds.
  private func targets(_ patch: PinnedPatch, _ entry: any AnyStoreEntry) -> Bool {
    switch patch.target {
    case .key(let key): key == entry.key
    case .entity(let change):
      entityIndex.changes(for: change).contains { $0.isHeld(bySerial: entry.serial, in: entityIndex) }
    }
  }

  /// Rolls back the pinned patches released unsettled (a mutation let go with changes waiting): nothing else would
  /// ever settle them, and a mutation made again for the same changes pins them anew.
  private func rollBackOrphanedPins() {
    for (id, patch) in pinned where patch.owner == nil {
      _ = settle(patchID: id, keys: [], failed: true)
    }
  }

  /// The keys patch `id` was applied to while pinned, forgotten as it is settled.
  private func takePinnedKeys(of id: UInt64) -> Set<ResourceKey> {
    pinned[id] = nil
    unpinned[id] = nil
    return pinnedKeys.removeValue(forKey: id) ?? []
  }
}
