import Foundation
import ScreenStateCore

/// What a ``ResourceStore`` keeps about one of its entries: its key, its bookkeeping, where its value's entities sit,
/// the optimistic changes pending over its value, and how its value is saved. The store reads and writes it; the entry
/// carries it so that its own transitions reach the store directly (an answer, a value set by the app, a reset),
/// never through its events.
@MainActor
final class StoreRecord<Value>: AnyStoreRecord {
  /// Where the entities of the base (the value under the pending changes, or the value shown) sit.
  let layout: EntityLayout<Value>
  /// The optimistic changes pending over the value, made at the first one.
  var layers: OptimisticLayers<Value>?
  /// Saves a value that arrived, for the part of it that arrived; `nil` when the key is not saved.
  let persist: ((Value, LoadPart) -> Void)?
  /// The validators of the value and the answer of the attempt in flight, for a key fed by a conditional exchange.
  let validation: ValidationState<Value>?

  init(
    key: ResourceKey, serial: UInt64, kindDescription: String, store: ResourceStore,
    persist: ((Value, LoadPart) -> Void)?, validation: ValidationState<Value>? = nil
  ) {
    self.persist = persist
    self.validation = validation
    layout = EntityLayout.make()
    super.init(key: key, serial: serial, kindDescription: kindDescription, store: store)
  }

  /// The optimistic layers, made at the first change.
  var ensuredLayers: OptimisticLayers<Value> {
    if let layers { return layers }
    let made = OptimisticLayers(layout: layout)
    layers = made
    return made
  }

  /// Whether whole-value changes are pending (then the value shown may hold its items elsewhere than the base).
  var containsWholeChanges: Bool { layers?.containsWhole ?? false }

  /// Whether the value shown has the base's items where the base has them (see ``OptimisticLayers``).
  var shownKeepsBaseItems: Bool { layers?.shownKeepsBaseItems ?? true }
}

/// What a store keeps about any of its entries, whatever its value's type: not generic, so that the store's bookkeeping
/// (uses, subscribers, freshness) reads and changes it in place.
@MainActor
class AnyStoreRecord {
  let key: ResourceKey
  /// The entry's number in its store: entries made later have larger ones.
  let serial: UInt64
  /// The kind and types, for a message: `Resource<Int, Never>`.
  let kindDescription: String
  /// The store that keeps the entry; `nil` once it let the entry go.
  weak var store: ResourceStore?
  var metadata: EntryMetadata
  /// Where the value before the first pending whole-value change came from, to restore with it.
  var wholeBase: (origin: ValueOrigin, fetchedAt: Duration?, savedAt: Date?)?
  /// The sequence that feeds the key, if one does (see `ResourceHandle.follow(_:)`).
  var feed: (any AnyLiveFeed)?

  init(key: ResourceKey, serial: UInt64, kindDescription: String, store: ResourceStore) {
    self.key = key
    self.serial = serial
    self.kindDescription = kindDescription
    self.store = store
    metadata = EntryMetadata(now: store.now)
  }
}
