import Foundation

/// One key of a ``ResourceStore``, whatever its kind and types: what the store's bookkeeping needs.
@MainActor
protocol AnyStoreEntry: AnyObject {
  var key: ResourceKey { get }
  var metadata: EntryMetadata { get set }
  /// The kind and types, for a message: `Resource<Int, Never>`.
  var kindDescription: String { get }
  var isRunning: Bool { get }
  /// The latest request of the entry's kind, in flight or not.
  var latestRequest: RequestID? { get }
  /// Starts a request when needed: nothing shown, a failure, a stale value, or `force` (an invalidation, which also
  /// replaces a request in flight, since its answer may predate the change).
  func revalidate(isStale: Bool, force: Bool, reason: RequestReason)
  /// Stops every request: the entry leaves the store.
  func evict()
  func waitUntilSettled() async
  /// Applies optimistic patch `id` to every entity of type `E` with id `entityID` the value holds; returns whether
  /// there was one.
  func applyEntityPatch<E: Identifiable>(
    _ id: UInt64, _ type: E.Type, entityID: E.ID, _ transform: @escaping @MainActor (inout E) -> Void
  ) -> Bool
  /// Changes every entity of type `E` with id `entityID` now, as a value set by hand (no patch to roll back);
  /// returns whether there was one.
  func modifyEntity<E: Identifiable>(_ type: E.Type, entityID: E.ID, _ transform: (inout E) -> Void) -> Bool
  /// Takes optimistic patch `id` back: what shows is recomputed without it, keeping the other patches. Returns
  /// whether it was still pending (a newer value supersedes patches, which then stay as they are).
  func rollBackPatch(_ id: UInt64) -> Bool
  /// Folds optimistic patch `id` into what the value is known to be: its mutation succeeded. Returns whether it was
  /// still pending.
  func commitPatch(_ id: UInt64) -> Bool
  /// Whether optimistic patches are pending over the value.
  var hasPendingPatches: Bool { get }
  /// Whether optimistic patch `id` is pending over the value.
  func hasPendingPatch(_ id: UInt64) -> Bool
}

/// An entry whose value has a known type: what reads, writes and patches use.
@MainActor
protocol ValueStoreEntry<Value>: AnyStoreEntry {
  associatedtype Value
  var value: Value? { get }
  /// Where the value shown came from.
  var valueOrigin: ValueOrigin? { get }
  /// Shows `value`, cancelling a request in flight.
  func replaceValue(_ value: Value, origin: ValueOrigin)
  /// Applies optimistic patch `id` to the whole value; returns whether there was a value.
  func applyWholePatch(_ id: UInt64, _ transform: @escaping @MainActor (inout Value) -> Void) -> Bool
}

/// One key's state kind and the store's bookkeeping around it.
///
/// The entry observes its source's events: an answer to a request that started after the latest invalidation
/// makes the key fresh and is saved; anything else that replaces the value counts as a change for rollbacks.
@MainActor
final class StoreEntry<Source: KeyedSource>: ValueStoreEntry {
  let key: ResourceKey
  let source: Source
  let kindDescription: String
  var metadata: EntryMetadata
  private var subscription: LoadEventSubscription?
  private unowned let store: ResourceStore
  private let persist: ((Source.Value, LoadPart) -> Void)?
  private var isEvicted = false
  /// The optimistic patches pending over the value.
  private var layers = OptimisticLayers()
  /// Where the value before the first pending whole-value patch came from, to restore with it.
  private var wholeBase: (origin: ValueOrigin, fetchedAt: Duration?, savedAt: Date?)?
  /// Whether the value being set is one the entry computed from its patches (not a newer value superseding them).
  private var isWritingPatch = false

  init(
    key: ResourceKey, source: Source, kindDescription: String, store: ResourceStore,
    persist: ((Source.Value, LoadPart) -> Void)?
  ) {
    self.key = key
    self.source = source
    self.kindDescription = kindDescription
    self.store = store
    self.persist = persist
    metadata = EntryMetadata(now: store.now)
    subscription = source.events.observe { [weak self] event in self?.heard(event) }
  }

  var isRunning: Bool { source.isRunning }
  var latestRequest: RequestID? { source.latestRequest }
  var value: Source.Value? { source.state.value }
  var valueOrigin: ValueOrigin? { source.valueOrigin }

  func replaceValue(_ value: Source.Value, origin: ValueOrigin) {
    source.setValue(value, origin: origin)
  }

  func revalidate(isStale: Bool, force: Bool, reason: RequestReason) {
    if source.isRunning {
      if force { source.start(.refresh, reason: reason) }
      return
    }
    switch source.state {
    case .idle, .failed: source.start(.load, reason: reason)
    case .loaded, .loading: if force || isStale { source.start(.refresh, reason: reason) }
    }
  }

  // MARK: - Optimistic patches

  func applyWholePatch(_ id: UInt64, _ transform: @escaping @MainActor (inout Source.Value) -> Void) -> Bool {
    guard let value else { return false }
    if !layers.contains(.whole) {
      wholeBase = (source.valueOrigin ?? .set, metadata.fetchedAt, metadata.savedAt)
    }
    let patch = OptimisticLayers.Patch(id: id, scope: .whole, restore: nil) { any in
      var value = any as! Source.Value
      transform(&value)
      any = value
    }
    writePatched(layers.apply(patch, current: value) as! Source.Value, origin: .set)
    return true
  }

  func applyEntityPatch<E: Identifiable>(
    _ id: UInt64, _ type: E.Type, entityID: E.ID, _ transform: @escaping @MainActor (inout E) -> Void
  ) -> Bool {
    guard let value, Entities.entity(E.self, id: entityID, in: value) != nil else { return false }
    let patch = OptimisticLayers.Patch(
      id: id, scope: .entity(EntityKey(E.self, id: entityID)),
      restore: { rebased, from in
        guard let entity = Entities.entity(E.self, id: entityID, in: from),
          let restored = Entities.modifying(rebased as! Source.Value, E.self, id: entityID, { $0 = entity })
        else { return }
        rebased = restored
      },
      transform: { any in
        // Every copy of the entity in the value; a value that no longer holds it is left as it is.
        if let patched = Entities.modifying(any as! Source.Value, E.self, id: entityID, transform) { any = patched }
      })
    writePatched(layers.apply(patch, current: value) as! Source.Value, origin: source.valueOrigin ?? .set)
    return true
  }

  func modifyEntity<E: Identifiable>(_ type: E.Type, entityID: E.ID, _ transform: (inout E) -> Void) -> Bool {
    guard let value, let changed = Entities.modifying(value, E.self, id: entityID, transform) else { return false }
    // The change is the entity's truth now (a server's answer for it): every layer of it starts again from it.
    writePatched(changed, origin: source.valueOrigin ?? .set)
    return true
  }

  func rollBackPatch(_ id: UInt64) -> Bool {
    guard let (shown, scope) = layers.rollBack(id) else { return false }
    var origin = source.valueOrigin ?? .set
    if scope == .whole, !layers.contains(.whole), let wholeBase {
      // Every whole-value patch is gone: the value is back as it was, with its origin, freshness and date.
      origin = wholeBase.origin
      metadata.fetchedAt = wholeBase.fetchedAt
      metadata.savedAt = wholeBase.savedAt
      self.wholeBase = nil
    }
    writePatched(shown as! Source.Value, origin: origin)
    return true
  }

  func commitPatch(_ id: UInt64) -> Bool {
    let wasPending = layers.contains(patch: id)
    layers.commit(id)
    if !layers.contains(.whole) { wholeBase = nil }
    return wasPending
  }

  var hasPendingPatches: Bool { !layers.isEmpty }

  func hasPendingPatch(_ id: UInt64) -> Bool { layers.contains(patch: id) }

  /// Shows a value computed from the patches, keeping the freshness and the saved date it had.
  private func writePatched(_ value: Source.Value, origin: ValueOrigin) {
    let (fetchedAt, savedAt) = (metadata.fetchedAt, metadata.savedAt)
    isWritingPatch = true
    source.setValue(value, origin: origin)
    isWritingPatch = false
    metadata.fetchedAt = fetchedAt
    metadata.savedAt = savedAt
    metadata.version &+= 1
  }

  func evict() {
    isEvicted = true
    subscription?.cancel()
    subscription = nil
    source.cancel()
  }

  func waitUntilSettled() async {
    await source.waitUntilSettled()
  }

  private func heard(_ event: LoadEvent) {
    guard !isEvicted else { return }
    if !isWritingPatch { superseded(by: event) }
    switch event.kind {
    case .succeeded, .failed, .cancelled:
      // A poll's clock starts again when a request of the key ends.
      if event.part == .value { store.schedulePoll(self) }
      guard case .succeeded = event.kind else { break }
      metadata.version &+= 1
      if event.part == .value {
        metadata.savedAt = nil
        if metadata.countsAsFresh(event.request) { metadata.fetchedAt = store.now }
      }
      // Forwarded before the write, so that the store's `saved` event follows the answer it saves.
      store.forward(event, of: key)
      if let persist, let value = source.state.value { persist(value, event.part) }
      // Changes not sent yet show over the server's answer (which cannot hold them); after it is saved as it came.
      store.applyPinned(to: self)
      return
    case .valueReplaced:
      if !isWritingPatch {
        metadata.version &+= 1
        store.forward(event, of: key)
        store.applyPinned(to: self)
        return
      }
    case .reset:
      // Nothing is shown any more: nothing restored, nothing fresh.
      metadata.version &+= 1
      metadata.savedAt = nil
      metadata.fetchedAt = nil
    default:
      break
    }
    store.forward(event, of: key)
  }

  /// A newer value supersedes the patches under it, and its entities are indexed; a page appended supersedes the
  /// whole-value patches only (its entities keep theirs) and indexes its own entities.
  private func superseded(by event: LoadEvent) {
    switch (event.kind, event.part) {
    case (.succeeded, .nextPage), (.succeeded, .previousPage):
      if let value { layers.supersedeWhole(current: value) }
      wholeBase = nil
      if let pages = value as? any PageEntities {
        store.indexEntities(
          event.part == .nextPage ? pages.lastPageEntities : pages.firstPageEntities, of: key, adding: true)
      }
    case (.succeeded, _), (.valueReplaced, _):
      layers.supersedeAll()
      wholeBase = nil
      store.indexEntities(value.map(Entities.keys(in:)) ?? [], of: key, adding: false)
    case (.reset, _):
      layers.supersedeAll()
      wholeBase = nil
      store.indexEntities([], of: key, adding: false)
    default:
      break
    }
  }
}
