import ScreenStateCore

/// A screen's handle on a query kept under one key of a ``ResourceStore``: search results or a filtered list that
/// every screen asking for the key shares, and that the store changes like any value it holds — an optimistic
/// update or ``ResourceStore/modifyEntities(_:id:_:)`` reaches the entities in the results shown.
///
/// ```swift
/// let search = store.query("search", initial: "", debounce: .milliseconds(300)) { (text: String) in
///   try await api.search(text)
/// }
/// search.setQuery("lost")          // sent 300 ms after the last keystroke; the latest query wins
/// let screen = LoadableScreen(search)
/// ```
///
/// The subscription ends with ``release()`` or when the handle is deinitialised.
@MainActor
public final class QueryResource<Query: Equatable & Sendable, Value: Sendable, Failure: Error>: LoadableSource {
  /// The key this handle observes.
  public let key: ResourceKey
  /// The query loader shared by every handle of the key.
  public let loader: QueryLoader<Query, Value, Failure>
  private let subscription: KeySubscription<QueryLoader<Query, Value, Failure>>

  init(entry: StoreEntry<QueryLoader<Query, Value, Failure>>, store: ResourceStore) {
    self.key = entry.key
    self.loader = entry.source
    subscription = KeySubscription(entry: entry, store: store)
  }

  private var store: ResourceStore { subscription.store }

  /// The shared results; reading it inside an observation tracks it.
  public var state: Loadable<Value, Failure> { loader.state }
  /// The classification of the failure shown; `nil` unless failed.
  public var failureClassification: FailureClassification? { loader.failureClassification }
  /// Where the results shown came from: an answer, or set by hand.
  public var valueOrigin: ValueOrigin? { loader.valueOrigin }
  /// Counts the visible changes of the results.
  public var changeCount: UInt64 { loader.changeCount }
  /// Whether a request of the key is in flight.
  public var isRunning: Bool { loader.isRunning }
  /// Whether the key's request waits for the network to come back.
  public var isWaitingForNetwork: Bool { loader.isWaitingForNetwork }
  /// The events of the key's requests.
  public var events: LoadEvents { loader.events }
  /// The configuration of the key's requests (the store's).
  public var configuration: LoadingConfiguration { loader.configuration }
  /// The latest query asked for.
  public var query: Query { loader.query }
  /// The query whose results are shown; `nil` before the first answer.
  public var shownQuery: Query? { loader.shownQuery }
  /// Whether a query waits for its debounce.
  public var isDebouncing: Bool { loader.isDebouncing }
  /// Whether the results shown are stale (see ``ResourceStore/isStale(_:)``).
  public var isStale: Bool { store.isStale(key) }

  /// Asks for the results of `query`, after the debounce, for every handle of the key (see
  /// ``QueryLoader/setQuery(_:)``).
  public func setQuery(_ query: Query) {
    loader.setQuery(query)
  }

  /// Loads what the screen needs on appear: the current query when nothing is shown or the last load failed, a
  /// refresh of stale results; joins a request in flight. Returns when that request has ended.
  public func load() async {
    subscription.revalidateOnAppear()
    await loader.load()
  }

  /// Loads the current query again for every handle, keeping the results on screen.
  public func refresh() async {
    await loader.refresh()
  }

  /// After a failure, asks again; joins a request in flight.
  public func retry() async {
    await loader.retry()
  }

  /// Stops the key's request in flight (and a query waiting for its debounce), for every handle.
  public func cancel() {
    loader.cancel()
  }

  /// Accepts the failure shown, for every handle.
  public func dismissFailure() {
    loader.dismissFailure()
  }

  /// Stops what is loading and forgets the results, for every handle of the key.
  public func reset() {
    loader.reset()
  }

  /// Suspends until no query waits for its debounce and no request is in flight.
  public func waitUntilSettled() async {
    await loader.waitUntilSettled()
  }

  /// Ends this handle's subscription now; later calls do nothing. The entry is evicted once no handle observes it
  /// for ``ResourceStore/evictAfter``.
  public func release() {
    subscription.release()
  }
}
