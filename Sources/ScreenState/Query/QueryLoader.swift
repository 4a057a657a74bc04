import Observation

/// A loader whose operation takes an input, such as a search text, a filter or an id: changing the query keeps
/// the previous results on screen while the new ones load, and the latest query always wins.
///
/// ```swift
/// @MainActor @Observable final class SearchModel {
///   let search = QueryLoader("", debounce: .milliseconds(300)) { (text: String) in
///     try await api.search(text)
///   }
///   lazy var screen = LoadableScreen(search.loader)
/// }
///
/// // SwiftUI
/// TextField("Search", text: $text)
///   .onChange(of: text) { search.setQuery(text) }
/// ```
///
/// - ``setQuery(_:)`` records the query at once (``query``) and, after ``debounce`` (none by default), replaces
///   any request in flight with one for it: the results shown stay on screen as `.loading(previous:)`, and an
///   answer to an older query is dropped. A query typed again within the debounce replaces the one waiting, so
///   only the last of a burst of keystrokes is sent.
/// - ``shownQuery`` says which query the value on screen answers, so a screen can say "results for …".
/// - Everything else is a ``Loader``'s: ``loader`` retries, times out, classifies and is drawn like any loader,
///   and its ``Loader/retry()`` asks again for the query of the last request: the one that failed, or a newer
///   one cancelled since.
@MainActor
@Observable
public final class QueryLoader<Query: Equatable & Sendable, Value: Sendable, Failure: Error> {
  /// Loads the results; draw it with a ``LoadableScreen`` like any loader.
  @ObservationIgnored public let loader: Loader<Value, Failure>
  /// How long a new query waits before it is sent; a newer query within that time replaces it.
  @ObservationIgnored public let debounce: Duration

  /// The latest query asked for, sent or still waiting for its debounce.
  public private(set) var query: Query
  /// The query whose answer is on screen (loaded, or kept while loading or after a failure); `nil` until one
  /// arrives.
  public private(set) var shownQuery: Query?
  /// Whether a query waits for its debounce before it is sent.
  public var isDebouncing: Bool { pending != nil }

  @ObservationIgnored private let operation: @Sendable (Query) async throws(Failure) -> Value
  @ObservationIgnored private let clock: any Clock<Duration>
  /// The query the loader's operation asks for: the one of the request in flight, or of the next request.
  @ObservationIgnored private var operationQuery: Query
  @ObservationIgnored private var valueRevision: UInt64
  /// The query waiting for its debounce; observed, through ``isDebouncing``.
  private var pending: Task<Void, Never>?

  /// Creates a loader for `operation`, starting at `query` (nothing is requested until ``load()``).
  ///
  /// - Parameters:
  ///   - query: The first query.
  ///   - debounce: How long a new query waits before it is sent (clamped to 0 … 10⁹ s); none by default.
  ///   - classifier: The rule that classifies failures, for retries and presentation alike.
  ///   - retryPolicy: When failed attempts are retried.
  ///   - timeout: The time limit of each attempt.
  ///   - clock: The clock of the debounce, backoff and timeouts; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - operation: Loads the results of a query. It should honour task cancellation.
  public init(
    _ query: Query,
    debounce: Duration = .zero,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    operation: @escaping @Sendable (Query) async throws(Failure) -> Value
  ) {
    self.query = query
    self.operationQuery = query
    self.debounce = debounce.clampedForScheduling
    self.operation = operation
    self.clock = clock
    loader = Loader(
      classifier: classifier, retryPolicy: retryPolicy, timeout: timeout, clock: clock,
      randomNumberGenerator: randomNumberGenerator
    ) { () async throws(Failure) -> Value in
      try await operation(query)
    }
    valueRevision = loader.valueRevision
    loader.observeStateChanges { [weak self] in self?.loaderStateChanged() }
  }

  /// The state of the results; reading it inside an observation tracks it.
  public var state: Loadable<Value, Failure> { loader.state }

  /// Loads the current query when nothing is loaded or the last load failed (a query waiting for its debounce
  /// is sent now); joins a request in flight. Returns when that request has ended.
  public func load() async {
    if !loader.isRunning, !loader.state.isLoaded {
      // The current query, not the one of the last request: it may have been dropped while waiting.
      cancelPending()
      install(query)
    }
    await loader.load()
  }

  /// Loads the current query again, keeping the results on screen; a query waiting for its debounce is sent
  /// now. Returns when the request has ended.
  public func refresh() async {
    cancelPending()
    install(query)
    await loader.refresh()
  }

  /// Asks for the results of `query`: it is sent after ``debounce``, replacing any request in flight, unless
  /// a newer query comes first.
  ///
  /// Asking for the query whose results are shown or loading changes nothing (a query waiting for its
  /// debounce is dropped). Returns at once; ``waitUntilSettled()`` waits for the results.
  public func setQuery(_ query: Query) {
    if self.query != query { self.query = query }
    cancelPending()
    // The results shown answer `shownQuery`, not the query of the last request: that one may have been
    // cancelled or have failed (and its failure dismissed), leaving older results on screen.
    if loader.isRunning ? query == operationQuery : loader.state.isLoaded && query == shownQuery {
      if query != operationQuery { install(query) }  // a refresh of the screen asks for the query shown
      return
    }
    guard debounce > .zero else { return send(query) }
    pending = Task { [weak self, clock, debounce] in
      do {
        try await clock.sleep(for: debounce)
      } catch {
        return  // replaced by a newer query
      }
      guard let self, !Task.isCancelled else { return }
      self.pending = nil
      self.send(query)
    }
  }

  /// Stops the request in flight (the previous results stay) and drops a query waiting for its debounce.
  public func cancel() {
    cancelPending()
    loader.cancel()
  }

  /// Suspends until no query waits for its debounce and no request is in flight; for tests and tools.
  public func waitUntilSettled() async {
    while let pending {
      await pending.value
      if self.pending == pending { break }
    }
    await loader.waitUntilSettled()
  }

  // MARK: - Requests

  private func send(_ query: Query) {
    install(query)
    loader.begin { $0.refresh() }
  }

  /// Makes the loader's next requests ask for `query`.
  private func install(_ query: Query) {
    operationQuery = query
    let operation = operation
    loader.operation = { () async throws(Failure) -> Value in try await operation(query) }
  }

  private func cancelPending() {
    guard let pending else { return }
    pending.cancel()
    self.pending = nil
  }

  /// A request answered: its value answers the query installed when it started, since a new query always
  /// replaces the request in flight.
  ///
  /// A value set by hand (``Loader/setValue(_:)``) keeps the query shown; a reset forgets it.
  private func loaderStateChanged() {
    if loader.state.value == nil {
      if shownQuery != nil { shownQuery = nil }
      return
    }
    let revision = loader.valueRevision
    guard revision != valueRevision else { return }
    valueRevision = revision
    if loader.settledBy != nil, shownQuery != operationQuery { shownQuery = operationQuery }
  }
}
