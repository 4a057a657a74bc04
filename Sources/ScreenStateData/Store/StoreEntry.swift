import Foundation
import ScreenStateCore

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
  /// Stops every request and takes the entry's entities out of the store's index: the entry leaves the store.
  func evict()
  func waitUntilSettled() async
  /// The entry's number in its store: entries made later have larger ones.
  var serial: UInt64 { get }
  /// Applies optimistic patch `id`, `change`, to every copy of its entity the value holds; returns whether there
  /// was one.
  func applyEntityPatch<E: Identifiable>(_ id: UInt64, _ change: EntityChange<E>) -> Bool
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
  let serial: UInt64
  let source: Source
  let kindDescription: String
  var metadata: EntryMetadata
  private var subscription: LoadEventSubscription?
  private unowned let store: ResourceStore
  private let persist: ((Source.Value, LoadPart) -> Void)?
  private var isEvicted = false
  /// Where the entities of the base (the value under the pending patches, or the value shown) sit.
  private let layout: EntityLayout<Source.Value>
  /// The optimistic patches pending over the value, made at the first patch.
  private var patchLayers: OptimisticLayers<Source.Value>?
  /// Where the value before the first pending whole-value patch came from, to restore with it.
  private var wholeBase: (origin: ValueOrigin, fetchedAt: Duration?, savedAt: Date?)?
  /// What the entry is writing to its source, if anything: a value it computed (not a newer value superseding its
  /// patches).
  private var writing: PatchedWrite?

  init(
    key: ResourceKey, serial: UInt64, source: Source, kindDescription: String, store: ResourceStore,
    persist: ((Source.Value, LoadPart) -> Void)?
  ) {
    self.key = key
    self.serial = serial
    layout = EntityLayout.make()
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
    if !containsWholePatches {
      wholeBase = (source.valueOrigin ?? .set, metadata.fetchedAt, metadata.savedAt)
    }
    writePatched(layers.apply(PendingPatch(id: id, whole: transform), current: value), origin: .set)
    return true
  }

  func applyEntityPatch<E: Identifiable>(_ id: UInt64, _ change: EntityChange<E>) -> Bool {
    // Only a value that shows the entity; its positions are the base's unless a whole-value patch moved them.
    let useIndex = shownKeepsBaseItems
    guard let value, layout.contains(value, E.self, id: change.id, hash: change.hash, useIndex: useIndex) else {
      return false
    }
    let shown = layers.apply(PendingPatch(id: id, entity: change), current: value)
    writePatched(shown, origin: source.valueOrigin ?? .set)
    return true
  }

  func modifyEntity<E: Identifiable>(_ type: E.Type, entityID: E.ID, _ transform: (inout E) -> Void) -> Bool {
    guard var value,
      layout.modify(
        &value, E.self, id: entityID, hash: entityID.hashValue, useIndex: shownKeepsBaseItems, transform)
    else { return false }
    // The change is the entity's truth now (a server's answer for it): every layer of it starts again from it.
    writePatched(value, origin: source.valueOrigin ?? .set, as: .entitySetByHand)
    return true
  }

  func rollBackPatch(_ id: UInt64) -> Bool {
    guard let (shown, wasWhole) = patchLayers?.rollBack(id) else { return false }
    var origin = source.valueOrigin ?? .set
    if wasWhole, !containsWholePatches, let wholeBase {
      // Every whole-value patch is gone: the value is back as it was, with its origin, freshness and date.
      origin = wholeBase.origin
      metadata.fetchedAt = wholeBase.fetchedAt
      metadata.savedAt = wholeBase.savedAt
      self.wholeBase = nil
    }
    writePatched(shown, origin: origin)
    return true
  }

  func commitPatch(_ id: UInt64) -> Bool {
    let committed = patchLayers?.commit(id)
    if !containsWholePatches { wholeBase = nil }
    // A whole-value change folded into the base may have moved its items: they are recorded again.
    if committed?.itemsMoved == true { indexEntities(of: patchLayers?.base ?? value, replacing: false) }
    return committed != nil
  }

  var hasPendingPatches: Bool { !(patchLayers?.isEmpty ?? true) }

  func hasPendingPatch(_ id: UInt64) -> Bool { patchLayers?.contains(patch: id) ?? false }

  /// The patches, made at the first one.
  private var layers: OptimisticLayers<Source.Value> {
    if let patchLayers { return patchLayers }
    let layers = OptimisticLayers(layout: layout)
    patchLayers = layers
    return layers
  }

  private var containsWholePatches: Bool { patchLayers?.containsWhole ?? false }

  /// Whether the value shown has the base's items where the base has them (see ``OptimisticLayers``).
  private var shownKeepsBaseItems: Bool { patchLayers?.shownKeepsBaseItems ?? true }

  /// Shows a value computed from the patches, keeping the freshness and the saved date it had.
  private func writePatched(_ value: Source.Value, origin: ValueOrigin, as write: PatchedWrite = .optimistic) {
    let (fetchedAt, savedAt) = (metadata.fetchedAt, metadata.savedAt)
    if layout.notesShown { layout.noteShown(value) }
    writing = write
    source.setValue(value, origin: origin)
    writing = nil
    metadata.fetchedAt = fetchedAt
    metadata.savedAt = savedAt
    metadata.version &+= 1
  }

  /// Records where the entities of `value` (the base) sit, in the entry's layout and the store's index; with
  /// `replacing` (a newer value), the entities it does not hold leave the index. `value` is not even read for a
  /// value type without entities.
  private func indexEntities(of value: @autoclosure () -> Source.Value?, replacing: Bool) {
    guard layout.holdsEntities else { return }
    layout.index(value(), replacing: replacing, as: EntityHolder(serial: serial, entry: self), in: &store.entityIndex)
    if layout.notesShown, let shown = self.value { layout.noteShown(shown) }
  }

  func evict() {
    indexEntities(of: nil, replacing: true)
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
    if writing == nil { superseded(by: event) }
    if writing == .optimistic, case .cancelled = event.kind, event.part == .value {
      // An optimistic change cut a request short (a revalidation, a refresh): it is made again once no change is
      // pending, or the value would keep what the server held before it.
      metadata.revalidateWhenSettled = true
    }
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
      if writing == nil {
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
      wholeBase = nil
      guard let value else { return }
      // With whole-value patches gone, the base is the value shown: its items are not where the old base's were.
      let movedItems = patchLayers?.supersedeWhole(current: value) ?? false
      let holder = EntityHolder(serial: serial, entry: self)
      if movedItems
        || !layout.indexPage(of: value, atEnd: event.part == .nextPage, as: holder, in: &store.entityIndex)
      {
        indexEntities(of: value, replacing: false)
      }
    case (.succeeded, _), (.valueReplaced, _):
      patchLayers?.supersedeAll()
      wholeBase = nil
      indexEntities(of: value, replacing: true)
    case (.reset, _):
      patchLayers?.supersedeAll()
      wholeBase = nil
      indexEntities(of: nil, replacing: true)
    default:
      break
    }
  }
}
