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
    switch event.kind {
    case .succeeded:
      metadata.version &+= 1
      if event.part == .value {
        metadata.savedAt = nil
        if metadata.countsAsFresh(event.request) { metadata.fetchedAt = store.now }
      }
      // Forwarded before the write, so that the store's `saved` event follows the answer it saves.
      store.forward(event, of: key)
      if let persist, let value = source.state.value { persist(value, event.part) }
      return
    case .valueReplaced:
      metadata.version &+= 1
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
}
