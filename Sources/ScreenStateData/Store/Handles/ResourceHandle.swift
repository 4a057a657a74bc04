import Foundation
import ScreenStateCore

/// A screen's handle on one key of a ``ResourceStore``: the key's shared state, and a subscription that keeps its entry
/// from being evicted while the handle lives. ``Resource``, ``QueryResource`` and ``PagedResource`` are handles; what
/// they share is documented here, once.
///
/// Every handle of a key observes the same entry, so any of them may load, refresh or set the value for all. Draw it
/// as any source (`LoadableScreen(resource)`), and call ``load()`` when the screen appears. The subscription ends with
/// ``release()`` or when the handle is deinitialised.
@MainActor
public class ResourceHandle<Input: Sendable, Value: Sendable, Failure: Error>: LoadableSource,
  ChangeReportingSource
{
  /// The key this handle observes.
  public final let key: ResourceKey
  /// The entry of the key, shared by every handle of it.
  final let entry: LoadEntry<Input, Value, Failure>
  final let store: ResourceStore
  // Written only on the main actor; read once more by `deinit`, when no other reference exists.
  nonisolated(unsafe) private final var isReleased = false

  init(entry: LoadEntry<Input, Value, Failure>, store: ResourceStore) {
    self.key = entry.key
    self.entry = entry
    self.store = store
    store.subscribe(entry)
  }

  deinit {
    guard !isReleased else { return }
    Task { @MainActor [store, entry] in store.unsubscribe(entry) }
  }

  /// The shared state of the key; reading it inside an observation tracks it.
  public final var state: Loadable<Value, Failure> { entry.state }
  /// The classification of the failure shown; `nil` unless failed.
  public final var failureClassification: FailureClassification? { entry.failureClassification }
  /// Where the value shown came from: an answer, the disk, a placeholder, or set by hand.
  public final var valueOrigin: ValueOrigin? { entry.valueOrigin }
  /// Counts the visible changes of the key's state.
  public final var changeCount: UInt64 { entry.changeCount }
  /// Whether a request of the key is in flight.
  public final var isRunning: Bool { entry.isRunning }
  /// Whether the key's request waits for the network to come back.
  public final var isWaitingForNetwork: Bool { entry.isWaitingForNetwork }
  /// Why the request behind the state started (see ``LoadEntry/requestReason``).
  public final var requestReason: RequestReason? { entry.requestReason }
  /// When the request in flight started (see ``LoadEntry/requestStartedAt``).
  public final var requestStartedAt: Duration? { entry.requestStartedAt }
  /// The events of the key's requests.
  public final var events: LoadEvents { entry.events }
  /// Counts the values of the key that arrived (see ``LoadEntry/valueRevision``).
  package final var valueRevision: UInt64 { entry.valueRevision }
  /// The configuration of the key's requests (the store's).
  public final var configuration: LoadingConfiguration { entry.configuration }

  /// Follows the key's changes as they are made (see ``LoadEntry/addChangeObserver(_:)``).
  package final func addChangeObserver(_ observer: any SourceChangeObserver) {
    entry.addChangeObserver(observer)
  }

  /// Whether the value shown is stale (see ``ResourceStore/isStale(_:)``).
  public final var isStale: Bool { store.isStale(key) }
  /// When the value shown was saved by an earlier launch, while it is the one restored from disk.
  public final var savedAt: Date? { store.savedAt(key) }

  /// Loads what the screen needs on appear: starts a load when nothing is shown or the last one failed, revalidates a
  /// stale value (a restored one, a placeholder) while it stays on screen, joins a request in flight, and does nothing
  /// for a fresh value. Returns when that request has ended.
  public final func load() async {
    if !isReleased {
      let lookup = store.lookup(of: entry)
      store.emit(lookup, of: key)
      // A value of the key's own, stale, is revalidated while it stays on screen: nobody asked for that request.
      let reason: RequestReason = lookup == .cacheHit(stale: true) ? .revalidation : .load
      entry.revalidate(isStale: store.isStale(entry), force: false, reason: reason)
    }
    await entry.load()
  }

  /// Reloads now for every handle of the key, keeping the value on screen (pull to refresh).
  public final func refresh() async {
    await entry.refresh()
  }

  /// After a failure, asks again; joins a request in flight.
  public final func retry() async {
    await entry.retry()
  }

  /// Stops what is loading, for every handle.
  public final func cancel() {
    entry.cancel()
  }

  /// Accepts the failure shown, for every handle.
  public final func dismissFailure() {
    entry.dismissFailure()
  }

  /// Shows `value` for every handle of the key, fresh from now, as ``ResourceStore/setValue(_:for:)``.
  public final func setValue(_ value: Value) {
    store.setValue(value, for: key)
  }

  /// Changes the value shown for every handle of the key, fresh from now; `false` with no value shown. Items of a
  /// paginated list changed in place keep its pages, its footer and a next page in flight.
  @discardableResult
  public final func modifyValue(_ transform: (inout Value) -> Void) -> Bool {
    store.modifyValue(for: key, as: Value.self, transform)
  }

  /// Stops what is loading and forgets the value, for every handle of the key: the key shows nothing, as before its
  /// first load (a saved copy included), until the next load.
  public final func reset() {
    entry.reset()
  }

  /// Suspends until no request of the key is in flight.
  public final func waitUntilSettled() async {
    await entry.waitUntilSettled()
  }

  /// Asks the key again every `interval` while screens show it, the app is in the foreground and the network allows
  /// optional work (reachable, not Low Data Mode, not cellular); a poll never overlaps a request of the key, and the
  /// interval counts from the end of the last one. `nil` stops polling.
  ///
  /// ```swift
  /// scores.poll(every: .seconds(30))
  /// ```
  public final func poll(every interval: Duration?) {
    store.setPollInterval(interval, for: entry)
  }

  /// Ends this handle's subscription now; later calls do nothing. The entry is evicted once no handle observes it for
  /// ``ResourceStore/evictAfter``; a released handle still reads the entry it had.
  public final func release() {
    guard !isReleased else { return }
    isReleased = true
    store.unsubscribe(entry)
  }
}
