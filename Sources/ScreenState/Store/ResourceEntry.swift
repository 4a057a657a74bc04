/// What a ``ResourceStore`` knows of each entry, whatever its value type.
@MainActor
protocol StoredResource: AnyObject {
  var key: ResourceKey { get }
  /// How many live ``Resource`` handles observe the entry.
  var subscribers: Int { get set }
  /// When the entry was last handed out, on the store's use counter: the least recent goes first.
  var lastUse: UInt64 { get set }
  /// The store time when the last subscriber left; `nil` while subscribed.
  var unusedSince: Duration? { get set }
  /// The store time of the value shown, `nil` when it is stale by decree (never fetched, restored from
  /// disk, invalidated).
  var fetchedAt: Duration? { get set }
  var isRunning: Bool { get }
  /// Starts a request when needed: nothing shown, a failure, a stale value, or `force` (an invalidation,
  /// which also replaces a request in flight, since its response may predate the change).
  func revalidate(isStale: Bool, force: Bool)
  func waitUntilSettled() async
}

/// An entry whose value has a known type: what optimistic updates and peeks use.
@MainActor
protocol ValueStoring<Value>: StoredResource {
  associatedtype Value
  var value: Value? { get }
  /// Replaces the value shown (cancelling a request in flight); `fetchedAt` says how fresh it is.
  func replaceValue(_ value: Value, fetchedAt: Duration?)
  /// Counts the values that arrived: an optimistic update compares it to know nothing replaced its value.
  var valueRevision: UInt64 { get }
}

/// One key's shared state: the loader every handle of the key observes, and the bookkeeping of the store.
@MainActor
final class ResourceEntry<Value: Sendable, Failure: Error>: ValueStoring {
  let key: ResourceKey
  let loader: Loader<Value, Failure>
  var subscribers = 0
  var lastUse: UInt64 = 0
  var unusedSince: Duration?
  var fetchedAt: Duration?
  private var seenRevision: UInt64
  private let now: @Sendable () -> Duration
  private let persist: ((Value) -> Void)?

  init(
    key: ResourceKey, loader: Loader<Value, Failure>, now: @escaping @Sendable () -> Duration,
    persist: ((Value) -> Void)?
  ) {
    self.key = key
    self.loader = loader
    self.now = now
    self.persist = persist
    seenRevision = loader.valueRevision
    loader.observeStateChanges { [weak self] in self?.noteArrivals() }
  }

  var isRunning: Bool { loader.isRunning }
  var value: Value? { loader.state.value }
  var valueRevision: UInt64 { loader.valueRevision }

  /// A new value is fresh from now; a fetched one (not one set by hand) is also written to disk.
  func noteArrivals() {
    guard loader.valueRevision != seenRevision else { return }
    seenRevision = loader.valueRevision
    fetchedAt = now()
    if loader.settledBy != nil, case .loaded(let value) = loader.state { persist?(value) }
  }

  func replaceValue(_ value: Value, fetchedAt: Duration?) {
    loader.setValue(value)
    noteArrivals()
    self.fetchedAt = fetchedAt
  }

  func revalidate(isStale: Bool, force: Bool) {
    if loader.isRunning {
      if force { loader.begin { $0.refresh() } }
      return
    }
    switch loader.state {
    case .idle, .failed: loader.begin { $0.load() }
    case .loaded, .loading: if force || isStale { loader.begin { $0.refresh() } }
    }
  }

  func waitUntilSettled() async {
    await loader.waitUntilSettled()
  }
}
