import Foundation
import ScreenStateCore

/// One key of a ``ResourceStore``, whatever its kind and types: what the store's bookkeeping needs.
@MainActor
protocol AnyStoreEntry: AnyObject {
  /// What the store keeps about the entry.
  var anyRecord: AnyStoreRecord { get }
  var isRunning: Bool { get }
  /// The latest request of the entry, in flight or not.
  var latestRequest: RequestID? { get }
  /// Starts a request when needed: nothing shown, a failure, a stale value, or `force` (an invalidation, which also
  /// replaces a request in flight, since its answer may predate the change).
  func revalidate(isStale: Bool, force: Bool, reason: RequestReason)
  /// Stops every request: the entry leaves its store.
  func evict()
  func waitUntilSettled() async
  /// Applies optimistic change `id`, `change`, to every copy of its entity the value holds; returns whether there
  /// was one.
  func applyEntityPatch<E: Identifiable>(_ id: UInt64, _ change: EntityChange<E>) -> Bool
  /// Changes every entity of type `E` with id `entityID` now, as a value set by hand (no change to roll back);
  /// returns whether there was one.
  func modifyEntity<E: Identifiable>(_ type: E.Type, entityID: E.ID, _ transform: (inout E) -> Void) -> Bool
  /// Takes every entity of type `E` with id `entityID` out of the value now, under the changes still pending; says
  /// what that did (a value that is the entity is left to the store).
  func removeEntity<E: Identifiable>(_ type: E.Type, entityID: E.ID) -> EntityRemoval
  /// The first entity of type `E` with id `entityID` in the value shown, if it holds one.
  func entity<E: Identifiable>(_ type: E.Type, entityID: E.ID) -> E?
  /// Stops the request in flight and forgets the value.
  func reset()
  /// Replaces every entity of type `E` with id `oldID` by `entity` (of another id) where it is, as a value set by
  /// hand, and records the value's entities in `index` again; returns whether there was one.
  func rekeyEntity<E: Identifiable>(_ type: E.Type, from oldID: E.ID, to entity: E, in index: inout EntityIndex)
    -> Bool
  /// Takes optimistic change `id` back: what shows is recomputed without it, keeping the others. Returns whether it
  /// was still pending (a newer value supersedes changes, which then stay as they are).
  func rollBackPatch(_ id: UInt64) -> Bool
  /// Folds optimistic change `id` into what the value is known to be: its mutation succeeded. Returns whether it was
  /// still pending.
  func commitPatch(_ id: UInt64) -> Bool
  /// Whether optimistic changes are pending over the value.
  var hasPendingPatches: Bool { get }
  /// Whether optimistic change `id` is pending over the value.
  func hasPendingPatch(_ id: UInt64) -> Bool
  /// Records where the entities of the base sit in the store's index; `replacing`, the ones it no longer holds leave.
  func indexEntities(in index: inout EntityIndex, replacing: Bool)
  /// A page was added at one end of the value (`atEnd`: after the last one): the whole-value changes pending are
  /// superseded, and the page's entities recorded.
  func indexAddedPage(atEnd: Bool, in index: inout EntityIndex)
  /// A page loaded was replaced by its answer: the whole-value changes pending are superseded, the entity changes
  /// kept, and the entities recorded again (the old page's leave).
  func indexReplacedPage(in index: inout EntityIndex)
  /// Takes every entity of the entry out of the store's index.
  func unindexEntities(in index: inout EntityIndex)
  /// What an inspector shows of the entry.
  func info(in store: ResourceStore) -> ResourceStore.EntryInfo
  /// Calls `observer` after each visible change of the entry from now on, while `observer` lives.
  func addChangeObserver(_ observer: any SourceChangeObserver)
}

extension AnyStoreEntry {
  var key: ResourceKey { anyRecord.key }
  var serial: UInt64 { anyRecord.serial }
  var kindDescription: String { anyRecord.kindDescription }
  /// Read and changed in place: a computed property of the entry would copy it into a heap-allocated frame.
  var metadata: EntryMetadata {
    get { anyRecord.metadata }
    _modify { yield &anyRecord.metadata }
  }
}

/// An entry whose value has a known type: what reads, writes and changes use.
@MainActor
protocol ValueStoreEntry<Value>: AnyStoreEntry {
  associatedtype Value
  var value: Value? { get }
  /// Where the value shown came from.
  var valueOrigin: ValueOrigin? { get }
  /// Shows `value` set by the app, cancelling a request in flight.
  func replaceValue(_ value: Value, origin: ValueOrigin)
  /// Applies optimistic change `id` to the whole value; returns whether there was a value.
  func applyWholePatch(_ id: UInt64, _ transform: @escaping @MainActor (inout Value) -> Void) -> Bool
}

extension LoadEntry: ValueStoreEntry {
  private var storeRecord: StoreRecord<Value> { record! }

  var anyRecord: AnyStoreRecord { storeRecord }
  var value: Value? { machine.state.value }

  func replaceValue(_ value: Value, origin: ValueOrigin) {
    setValue(value, origin: origin)
  }

  func revalidate(isStale: Bool, force: Bool, reason: RequestReason) {
    if machine.current != nil {
      if force { start(.refresh, reason: reason) }
      return
    }
    switch machine.state {
    case .idle, .failed: start(.load, reason: reason)
    case .loaded, .loading: if force || isStale { start(.refresh, reason: reason) }
    }
  }

  func evict() {
    storeRecord.store = nil
    eventSource.events?.forwarding = nil
    cancel()
  }

  // MARK: - Optimistic changes

  func applyWholePatch(_ id: UInt64, _ transform: @escaping @MainActor (inout Value) -> Void) -> Bool {
    guard let value else { return false }
    let record = storeRecord
    if !record.containsWholeChanges {
      record.wholeBase = (machine.origin ?? .set, record.metadata.fetchedAt, record.metadata.savedAt)
    }
    showChanged(record.ensuredLayers.apply(PendingPatch(id: id, whole: transform), current: value), origin: .set)
    // An item it inserted (a row created offline) is found by the changes of that entity too.
    if record.layout.holdsEntities, let store = record.store, let shown = self.value {
      record.layout.indexShown(shown, as: holder, in: &store.entityIndex)
    }
    return true
  }

  func applyEntityPatch<E: Identifiable>(_ id: UInt64, _ change: EntityChange<E>) -> Bool {
    let record = storeRecord
    // Only a value that shows the entity; its positions are the base's unless a whole-value change moved them, and an
    // item only a pending change shows (a row created offline) is not among them: looked for in the value itself.
    guard let value,
      record.layout.contains(
        value, E.self, id: change.id, hash: change.hash, useIndex: record.shownKeepsBaseItems)
        || (record.shownKeepsBaseItems
          && record.layout.contains(value, E.self, id: change.id, hash: change.hash, useIndex: false))
    else { return false }
    let shown = record.ensuredLayers.apply(PendingPatch(id: id, entity: change), current: value)
    showChanged(shown, origin: machine.origin ?? .set)
    return true
  }

  func modifyEntity<E: Identifiable>(_ type: E.Type, entityID: E.ID, _ transform: (inout E) -> Void) -> Bool {
    let record = storeRecord
    let hash = entityID.hashValue
    // The entity's truth changes under the changes still pending, which show over it again.
    if let shown = record.layers?.changeBase({ base in
      record.layout.modify(&base, E.self, id: entityID, hash: hash, useIndex: true, transform)
    }) {
      showChanged(shown, origin: machine.origin ?? .set, revalidatesCutRequest: false)
      return true
    }
    guard var value,
      record.layout.modify(
        &value, E.self, id: entityID, hash: hash, useIndex: record.shownKeepsBaseItems, transform)
    else { return false }
    // The change is the entity's truth now (a server's answer for it): it ends a request in flight for good.
    showChanged(value, origin: machine.origin ?? .set, revalidatesCutRequest: false)
    return true
  }

  func removeEntity<E: Identifiable>(_ type: E.Type, entityID: E.ID) -> EntityRemoval {
    let record = storeRecord
    let layers = record.layers.flatMap { $0.isEmpty ? nil : $0 }
    guard var target = layers?.base ?? value else { return .none }
    let removal = record.layout.remove(&target, E.self, id: entityID)
    guard removal == .removed else { return removal }
    // The server said the entity is gone: the value saved for the next launch loses it too.
    record.persist?(target, .value)
    let wasRequesting = machine.current != nil
    if let layers {
      // The changes still pending show over the base without it, found at the positions recorded for it.
      layers.replaceBase(target)
      record.store?.reindex(self, replacing: true)
      if let shown = layers.folded() {
        showChanged(shown, origin: machine.origin ?? .set, revalidatesCutRequest: false)
      }
    } else {
      showChanged(target, origin: machine.origin ?? .set, revalidatesCutRequest: false)
      record.store?.reindex(self, replacing: true)
    }
    // A request cut short may have been asked before the server dropped the entity: asked again (once no change is
    // pending over the value), it cannot hold it.
    if wasRequesting, machine.current == nil { record.store?.invalidateWhenSettled(key) }
    return .removed
  }

  func entity<E: Identifiable>(_ type: E.Type, entityID: E.ID) -> E? {
    guard let value else { return nil }
    return storeRecord.layout.entity(E.self, id: entityID, in: value)
  }

  func rekeyEntity<E: Identifiable>(_ type: E.Type, from oldID: E.ID, to entity: E, in index: inout EntityIndex)
    -> Bool
  {
    let record = storeRecord
    let hash = oldID.hashValue
    let replace: (inout E) -> Void = { $0 = entity }
    // A request the new value cuts short may have been asked before the server made the entity: asked again (once no
    // change is pending over the value), it holds it.
    let wasRequesting = machine.current != nil
    defer { if wasRequesting, machine.current == nil { record.store?.invalidateWhenSettled(key) } }
    // Under the changes pending: the base's item is replaced and recorded under its new id before they are applied
    // again, so those of the new id (pointed at it already) find it.
    if let layers = record.layers, !layers.isEmpty {
      guard
        let shown = layers.changeBase({ base in
          guard record.layout.modify(&base, E.self, id: oldID, hash: hash, useIndex: false, replace) else {
            return false
          }
          record.layout.index(base, replacing: true, as: holder, in: &index)
          return true
        })
      else { return false }
      showChanged(shown, origin: machine.origin ?? .set, revalidatesCutRequest: false)
      return true
    }
    guard var value, record.layout.modify(&value, E.self, id: oldID, hash: hash, useIndex: false, replace) else {
      return false
    }
    showChanged(value, origin: machine.origin ?? .set, revalidatesCutRequest: false)
    indexEntities(in: &index, replacing: true)
    return true
  }

  func rollBackPatch(_ id: UInt64) -> Bool {
    let record = storeRecord
    guard let (shown, wasWhole) = record.layers?.rollBack(id) else { return false }
    var origin = machine.origin ?? .set
    if wasWhole, !record.containsWholeChanges, let wholeBase = record.wholeBase {
      // Every whole-value change is gone: the value is back as it was, with its origin, freshness and date.
      origin = wholeBase.origin
      record.metadata.fetchedAt = wholeBase.fetchedAt
      record.metadata.savedAt = wholeBase.savedAt
      record.wholeBase = nil
    }
    showChanged(shown, origin: origin)
    return true
  }

  func commitPatch(_ id: UInt64) -> Bool {
    let record = storeRecord
    let committed = record.layers?.commit(id)
    if !record.containsWholeChanges { record.wholeBase = nil }
    // A whole-value change folded into the base may have moved its items: they are recorded again.
    if committed?.itemsMoved == true { record.store?.reindex(self) }
    return committed != nil
  }

  var hasPendingPatches: Bool { !(record?.layers?.isEmpty ?? true) }

  func hasPendingPatch(_ id: UInt64) -> Bool { record?.layers?.contains(patch: id) ?? false }

  /// Shows a value computed from the optimistic changes, keeping the freshness and the saved date it had. A request
  /// it cuts short is made again once no change is pending (or the value would keep what the server held before the
  /// change), unless the value is the entity's truth (`revalidatesCutRequest` false).
  private func showChanged(_ value: Value, origin: ValueOrigin, revalidatesCutRequest: Bool = true) {
    let record = storeRecord
    let (fetchedAt, savedAt) = (record.metadata.fetchedAt, record.metadata.savedAt)
    if record.layout.notesShown { record.layout.noteShown(value) }
    if show(value, origin: origin) != nil {
      if revalidatesCutRequest { record.metadata.revalidateWhenSettled = true }
      record.store?.valueRequestEnded(self)
    }
    record.metadata.fetchedAt = fetchedAt
    record.metadata.savedAt = savedAt
    record.metadata.version &+= 1
  }

  // MARK: - Entities

  func indexEntities(in index: inout EntityIndex, replacing: Bool) {
    let record = storeRecord
    guard record.layout.holdsEntities else { return }
    record.layout.index(record.layers?.base ?? value, replacing: replacing, as: holder, in: &index)
    // Items only a pending whole-value change shows (a row created offline) stay found by the changes of them.
    if record.containsWholeChanges, let shown = value { record.layout.indexShown(shown, as: holder, in: &index) }
    if record.layout.notesShown, let shown = value { record.layout.noteShown(shown) }
  }

  func indexAddedPage(atEnd: Bool, in index: inout EntityIndex) {
    let record = storeRecord
    record.wholeBase = nil
    guard let value else { return }
    // With whole-value changes gone, the base is the value shown: its items are not where the old base's were.
    let movedItems = record.layers?.supersedeWhole(current: value) ?? false
    guard record.layout.holdsEntities else { return }
    if movedItems || !record.layout.indexPage(of: value, atEnd: atEnd, as: holder, in: &index) {
      indexEntities(in: &index, replacing: false)
    }
  }

  func indexReplacedPage(in index: inout EntityIndex) {
    let record = storeRecord
    record.wholeBase = nil
    guard let value else { return }
    _ = record.layers?.supersedeWhole(current: value)
    indexEntities(in: &index, replacing: true)
  }

  func unindexEntities(in index: inout EntityIndex) {
    let record = storeRecord
    guard record.layout.holdsEntities else { return }
    record.layout.index(nil, replacing: true, as: holder, in: &index)
  }

  private var holder: EntityHolder { EntityHolder(serial: storeRecord.serial, entry: self) }

  // MARK: - Inspection

  func info(in store: ResourceStore) -> ResourceStore.EntryInfo {
    let record = storeRecord
    let now = store.currentTime
    let state = machine.state
    let stage: ResourceStore.EntryInfo.Stage =
      switch state {
      case .idle: .idle
      case .loading: .loading
      case .loaded: .loaded
      case .failed: .failed
      }
    let value = state.value
    let metadata = record.metadata
    let idle = max(now - metadata.lastUsedAt, .zero)
    return ResourceStore.EntryInfo(
      key: record.key, kind: record.kindDescription, stage: stage, hasValue: value != nil,
      failure: machine.classification, valueOrigin: machine.origin, isRunning: isRunning,
      latestRequest: latestRequest, isStale: store.isStale(self),
      age: metadata.fetchedAt.map { max(now - $0, .zero) }, savedAt: metadata.savedAt,
      subscribers: metadata.subscribers, idle: idle,
      evictedIn: metadata.subscribers == 0 ? max(store.evictAfter - idle, .zero) : nil,
      itemCount: (value as? any Collection)?.count, pageCount: (value as? any PageCounted)?.pageCount,
      nextPage: pagedNextPage(), isLive: record.feed?.isRunning ?? false)
  }

  private func pagedNextPage() -> ResourceStore.EntryInfo.NextPage? {
    guard let paged = self as? any PagedLoadableSource else { return nil }
    return Self.nextPage(of: paged)
  }

  private static func nextPage(of source: some PagedLoadableSource) -> ResourceStore.EntryInfo.NextPage? {
    switch source.nextPage {
    case .available?: .available
    case .loading?: .loading
    case .failed(_, let classification)?: .failed(classification)
    case .end?: .end
    case nil: nil
    }
  }
}
