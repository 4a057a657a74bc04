import ScreenStateCore

extension ResourceStore {
  /// Keeps applying patch `patch` (already applied where it could be) over every new value of its target, until
  /// ``unpin(_:)`` or ``settle(_:failed:)``.
  func pin(_ patch: PinnedPatch, appliedTo keys: [ResourceKey]) {
    pinned[patch.id] = patch
    pinnedKeys[patch.id, default: []].formUnion(keys)
  }

  /// Stops applying pinned patch `id` again: its change is being sent, so an answer may hold it. Where it is
  /// pending it stays, as any optimistic patch, until settled or superseded.
  func unpin(_ id: UInt64) {
    unpinned[id] = pinned.removeValue(forKey: id)
  }

  /// Pins patch `id` again, after ``unpin(_:)``: its change did not reach the server (no network, a refused
  /// connection), so no answer can hold it. It is applied again where a newer value superseded it meanwhile.
  func repin(_ id: UInt64) {
    guard let patch = unpinned.removeValue(forKey: id) else { return }
    pinned[id] = patch
    let entries: [any AnyStoreEntry] =
      switch patch.target {
      case .key(let key): storedEntry(key).map { [$0] } ?? []
      case .entity(let change): change.holders(in: entityIndex).map(\.entry)
      }
    for entry in entries {
      guard !entry.hasPendingPatch(id), patch.apply(entry) else { continue }
      use(entry)
      pinnedKeys[id, default: []].insert(entry.key)
    }
  }

  /// Applies the pinned patches that target `entry` (its key, or an entity its value holds) and are not pending
  /// over its value, in the order they were made: after a value that superseded them, or a value that appeared.
  func applyPinned(to entry: any AnyStoreEntry) {
    guard !pinned.isEmpty else { return }
    rollBackOrphanedPins()
    for patch in pinned.values.sorted(by: { $0.id < $1.id }) where !entry.hasPendingPatch(patch.id) {
      let targets: Bool =
        switch patch.target {
        case .key(let key): key == entry.key
        case .entity(let change): change.isHeld(bySerial: entry.serial, in: entityIndex)
        }
      guard targets, patch.apply(entry) else { continue }
      pinnedKeys[patch.id, default: []].insert(entry.key)
    }
  }

  /// Rolls back the pinned patches whose owner is gone (a mutation released with changes waiting): nothing else
  /// would ever settle them, and a mutation made again for the same changes pins them anew.
  func rollBackOrphanedPins() {
    for (id, patch) in pinned where patch.owner == nil {
      _ = settle(ResourcePatch(keys: [], id: id), failed: true)
    }
  }

  /// The keys patch `id` was applied to while pinned, forgotten as it is settled.
  func takePinnedKeys(of id: UInt64) -> Set<ResourceKey> {
    pinned[id] = nil
    unpinned[id] = nil
    return pinnedKeys.removeValue(forKey: id) ?? []
  }

  /// Patches the value of `key` with `transform` as ``patch(_:as:_:)`` does, pinned: applied again over every new
  /// value of the key (the key's first value included) until unpinned. Returns the patch, even if no value was
  /// there to change yet.
  func pinnedPatch<Value>(
    _ key: ResourceKey, as type: Value.Type, owner: AnyObject,
    _ transform: @escaping @MainActor (inout Value) -> Void
  ) -> ResourcePatch {
    rollBackOrphanedPins()
    let patchID = nextPatch()
    let apply: @MainActor (any AnyStoreEntry) -> Bool = { entry in
      (entry as? any ValueStoreEntry<Value>)?.applyWholePatch(patchID, transform) ?? false
    }
    var keys: [ResourceKey] = []
    if let entry = storedEntry(key), apply(entry) {
      use(entry)
      keys = [key]
    }
    pin(PinnedPatch(id: patchID, target: .key(key), owner: owner, apply: apply), appliedTo: keys)
    return ResourcePatch(keys: keys, id: patchID)
  }

  /// Patches the entity of type `E` with id `id` as ``patchEntities(_:id:_:)`` does, pinned: applied again over
  /// every new value that holds it until unpinned. Returns the patch, even if no value holds the entity yet.
  func pinnedEntityPatch<E: Identifiable>(
    _ type: E.Type, id: E.ID, owner: AnyObject, _ transform: @escaping @MainActor (inout E) -> Void
  ) -> ResourcePatch {
    rollBackOrphanedPins()
    let patchID = nextPatch()
    let change = EntityChange(E.self, id: id, transform)
    let keys = applyEntityPatch(patchID, change)
    pin(
      PinnedPatch(id: patchID, target: .entity(change), owner: owner) { $0.applyEntityPatch(patchID, change) },
      appliedTo: keys)
    return ResourcePatch(keys: keys, id: patchID)
  }
}
