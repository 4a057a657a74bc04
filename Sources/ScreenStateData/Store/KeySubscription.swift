import ScreenStateCore

/// One handle's hold on a key of a ``ResourceStore``: subscribed while it lives (its entry is not evicted), ended by
/// ``release()`` or by its deinit, and what every handle's `load()` does before it loads. ``Resource``,
/// ``PagedResource`` and ``QueryResource`` each keep one.
@MainActor
final class KeySubscription<Source: KeyedSource> {
  let entry: StoreEntry<Source>
  let store: ResourceStore
  // Written only on the main actor; read once more by `deinit`, when no other reference exists.
  nonisolated(unsafe) private(set) var isReleased = false

  /// Subscribes to `entry` of `store`.
  init(entry: StoreEntry<Source>, store: ResourceStore) {
    self.entry = entry
    self.store = store
    store.subscribe(entry)
  }

  deinit {
    guard !isReleased else { return }
    Task { @MainActor [store, entry] in store.unsubscribe(entry) }
  }

  /// The key held.
  var key: ResourceKey { entry.key }

  /// Whether the key's value is stale.
  var isStale: Bool { store.isStale(entry.key) }

  /// What a screen appearing needs before it waits for the key: the lookup reported (a hit or a miss), and a load
  /// when nothing is shown or the last one failed, a refresh of a stale value; nothing once released.
  func revalidateOnAppear() {
    guard !isReleased else { return }
    store.emit(store.lookup(of: entry), of: entry.key)
    entry.revalidate(isStale: store.isStale(entry), force: false, reason: .load)
  }

  /// Ends the subscription now; later calls do nothing.
  func release() {
    guard !isReleased else { return }
    isReleased = true
    store.unsubscribe(entry)
  }
}
