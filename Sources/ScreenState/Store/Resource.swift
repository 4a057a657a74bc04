/// A screen's handle on one key of a ``ResourceStore``: the shared ``loader``, its ``state``, and a
/// subscription that keeps the entry from being evicted while the handle lives.
///
/// Every handle of a key observes the same loader, so any of them may load, refresh or set the value for all.
/// Draw it as any loader (`LoadableScreen(resource.loader)`), and call ``load()`` when the screen appears.
/// The subscription ends with ``release()`` or when the handle is deinitialised.
@MainActor
public final class Resource<Value: Sendable, Failure: Error> {
  /// The key this handle observes.
  public let key: ResourceKey
  /// The loader shared by every handle of the key; observe ``Loader/state`` or give it to a ``LoadableScreen``.
  public let loader: Loader<Value, Failure>
  private let entry: ResourceEntry<Value, Failure>
  private let store: ResourceStore
  // Written only on the main actor; read once more by `deinit`, when no other reference exists.
  nonisolated(unsafe) private var isReleased = false

  init(entry: ResourceEntry<Value, Failure>, store: ResourceStore) {
    self.key = entry.key
    self.loader = entry.loader
    self.entry = entry
    self.store = store
  }

  deinit {
    guard !isReleased else { return }
    Task { @MainActor [store, entry] in store.unsubscribe(entry) }
  }

  /// The shared state of the key; reading it inside an observation tracks it.
  public var state: Loadable<Value, Failure> { loader.state }

  /// Whether the value shown is stale (see ``ResourceStore/isStale(_:)``).
  public var isStale: Bool { store.isStale(key) }

  /// Loads what the screen needs on appear: starts a load when nothing is shown or the last one failed,
  /// refreshes a stale value while it stays on screen, joins a request in flight, and does nothing for a fresh
  /// value. Returns when that request has ended.
  public func load() async {
    if !isReleased { entry.revalidate(isStale: store.isStale(key), force: false) }
    await loader.load()
  }

  /// Reloads now for every handle of the key, keeping the value on screen (pull to refresh).
  public func refresh() async {
    await loader.refresh()
  }

  /// Shows `value` for every handle of the key, as ``Loader/setValue(_:)``, fresh from now.
  public func setValue(_ value: Value) {
    store.setValue(value, for: key)
  }

  /// Ends this handle's subscription now; later calls do nothing. The entry is evicted once no handle
  /// observes it for ``ResourceStore/evictAfter``; a released handle still reads the loader it had.
  public func release() {
    guard !isReleased else { return }
    isReleased = true
    store.unsubscribe(entry)
  }
}
