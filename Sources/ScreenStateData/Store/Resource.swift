import Foundation
import ScreenStateCore

/// A screen's handle on one key of a ``ResourceStore``: the shared state of the key, and a subscription that keeps
/// the entry from being evicted while the handle lives.
///
/// Every handle of a key observes the same ``loader``, so any of them may load, refresh or set the value for all.
/// Draw it as any source (`LoadableScreen(resource)`), and call ``load()`` when the screen appears. The subscription
/// ends with ``release()`` or when the handle is deinitialised.
@MainActor
public final class Resource<Value: Sendable, Failure: Error>: LoadableSource {
  /// The key this handle observes.
  public let key: ResourceKey
  /// The loader shared by every handle of the key.
  public let loader: Loader<Value, Failure>
  private let subscription: KeySubscription<Loader<Value, Failure>>

  init(entry: StoreEntry<Loader<Value, Failure>>, store: ResourceStore) {
    self.key = entry.key
    self.loader = entry.source
    subscription = KeySubscription(entry: entry, store: store)
  }

  private var store: ResourceStore { subscription.store }

  /// The shared state of the key; reading it inside an observation tracks it.
  public var state: Loadable<Value, Failure> { loader.state }
  /// The classification of the failure shown; `nil` unless failed.
  public var failureClassification: FailureClassification? { loader.failureClassification }
  /// Where the value shown came from: an answer, the disk, a placeholder, or set by hand.
  public var valueOrigin: ValueOrigin? { loader.valueOrigin }
  /// Counts the visible changes of the key's state.
  public var changeCount: UInt64 { loader.changeCount }
  /// Whether a request of the key is in flight.
  public var isRunning: Bool { loader.isRunning }
  /// Whether the key's request waits for the network to come back.
  public var isWaitingForNetwork: Bool { loader.isWaitingForNetwork }
  /// The events of the key's requests.
  public var events: LoadEvents { loader.events }
  /// The configuration of the key's requests (the store's, or the key's own).
  public var configuration: LoadingConfiguration { loader.configuration }

  /// Whether the value shown is stale (see ``ResourceStore/isStale(_:)``).
  public var isStale: Bool { store.isStale(key) }
  /// When the value shown was saved by an earlier launch, while it is the one restored from disk.
  public var savedAt: Date? { store.savedAt(key) }

  /// Loads what the screen needs on appear: starts a load when nothing is shown or the last one failed,
  /// refreshes a stale value (a restored one, a placeholder) while it stays on screen, joins a request in flight,
  /// and does nothing for a fresh value. Returns when that request has ended.
  public func load() async {
    subscription.revalidateOnAppear()
    await loader.load()
  }

  /// Reloads now for every handle of the key, keeping the value on screen (pull to refresh).
  public func refresh() async {
    await loader.refresh()
  }

  /// After a failure, asks again; joins a request in flight.
  public func retry() async {
    await loader.retry()
  }

  /// Stops the key's request in flight, for every handle.
  public func cancel() {
    loader.cancel()
  }

  /// Accepts the failure shown, for every handle.
  public func dismissFailure() {
    loader.dismissFailure()
  }

  /// Shows `value` for every handle of the key, as ``Loader/setValue(_:origin:)``, fresh from now.
  public func setValue(_ value: Value) {
    store.setValue(value, for: key)
  }

  /// Changes the value shown for every handle of the key, fresh from now; `false` with no value shown.
  @discardableResult
  public func modifyValue(_ transform: (inout Value) -> Void) -> Bool {
    store.modifyValue(for: key, as: Value.self, transform)
  }

  /// Stops what is loading and forgets the value, for every handle of the key: the key shows nothing, as before its
  /// first load (a saved copy included), until the next load.
  public func reset() {
    loader.reset()
  }

  /// Suspends until the key's request in flight has ended.
  public func waitUntilSettled() async {
    await loader.waitUntilSettled()
  }

  /// Asks the key again every `interval` while screens show it, the app is in the foreground and the network allows
  /// optional work (reachable, not Low Data Mode, not cellular); a poll never overlaps a request of the key, and
  /// the interval counts from the end of the last one. `nil` stops polling.
  ///
  /// ```swift
  /// scores.poll(every: .seconds(30))
  /// ```
  public func poll(every interval: Duration?) {
    store.setPollInterval(interval, for: subscription.entry)
  }

  /// Ends this handle's subscription now; later calls do nothing. The entry is evicted once no handle
  /// observes it for ``ResourceStore/evictAfter``; a released handle still reads the loader it had.
  public func release() {
    subscription.release()
  }
}
