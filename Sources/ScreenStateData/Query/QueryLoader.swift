import ScreenStateCore

/// A loader whose operation takes an input, such as a search text, a filter or an id: changing the query keeps the
/// previous results on screen while the new ones load, and the latest query always wins.
///
/// ```swift
/// let search = QueryLoader("", debounce: .milliseconds(300)) { (text: String) in try await api.search(text) }
/// search.setQuery("lost")       // sent 300 ms after the last keystroke
/// ```
///
/// For search results that a change of an entity must reach (a like on a post in the results), keep the query in a
/// store: ``ResourceStore/query(_:initial:debounce:fetch:)``.
///
/// - ``setQuery(_:)`` records the query at once (``query``) and, after ``debounce`` (none by default), replaces any
///   request in flight with one for it: the results shown stay on screen as `.loading(previous:)`, and an answer to
///   an older query is dropped. A query typed again within the debounce replaces the one waiting, so only the last of
///   a burst of keystrokes is sent. The debounce is an entry in the clock's timer queue, not a task per keystroke.
/// - ``shownQuery`` says which query the value on screen answers, so a screen can say "results for …".
/// - Everything else is every entry's (see ``LoadEntry``); ``LoadEntry/retry()`` asks again for the query of the last
///   request.
@MainActor
public final class QueryLoader<Query: Equatable & Sendable, Value: Sendable, Failure: Error>:
  LoadEntry<Query, Value, Failure>
{
  /// How long a new query waits before it is sent; a newer query within that time replaces it.
  public let debounce: Duration

  private var _query: Query
  /// The query waiting for its debounce, and its timer.
  private var pending: (query: Query, timer: TimerQueue.Handle)?
  private var pendingWaiters: [CheckedContinuation<Void, Never>] = []
  private var pendingToken: UInt64 = 0
  /// Whether the change being committed changes the query shown.
  private var shownChanging = false

  /// Creates a loader for `operation`, starting at `query` (nothing is requested until ``LoadEntry/load()``), with
  /// every rule of `configuration`.
  ///
  /// - Parameters:
  ///   - query: The first query.
  ///   - debounce: How long a new query waits before it is sent (clamped to 0 … 10⁹ s); none by default.
  ///   - configuration: The classifier, retry policy, attempt timeout, clock and randomness.
  ///   - operation: Loads the results of a query. It should honour task cancellation.
  public convenience init(
    _ query: Query,
    debounce: Duration = .zero,
    configuration: LoadingConfiguration,
    operation: @escaping @Sendable (Query) async throws(Failure) -> Value
  ) {
    self.init(
      query, debounce: debounce, configuration: configuration,
      timeout: configuration.attemptTimeout(for: Failure.self), operation: operation)
  }

  init(
    _ query: Query,
    debounce: Duration,
    configuration: LoadingConfiguration,
    timeout: AttemptTimeout<Failure>?,
    operation: @escaping @Sendable (Query) async throws(Failure) -> Value
  ) {
    _query = query
    self.debounce = debounce.clampedForScheduling
    super.init(
      .idle, configuration: configuration, timeout: timeout, work: .withInput(operation), hasCommitHooks: true)
  }

  /// Creates a loader for `operation`, starting at `query` (nothing is requested until ``LoadEntry/load()``).
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
  public convenience init(
    _ query: Query,
    debounce: Duration = .zero,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    operation: @escaping @Sendable (Query) async throws(Failure) -> Value
  ) {
    self.init(
      query, debounce: debounce,
      configuration: LoadingConfiguration(
        classifier: classifier, retryPolicy: retryPolicy, attemptTimeout: timeout?.duration, clock: clock,
        randomness: RandomSource(randomNumberGenerator)),
      timeout: timeout, operation: operation)
  }

  // MARK: - The query

  /// The latest query asked for, sent or still waiting for its debounce.
  public var query: Query {
    registrar.access(self, keyPath: \.query)
    return _query
  }

  /// The query whose answer is on screen (loaded, or kept while loading or after a failure); `nil` until one
  /// arrives. A value set by hand keeps it; a reset forgets it. Reading it tracks it alone.
  public var shownQuery: Query? {
    registrar.access(self, keyPath: \.shownQuery)
    return machine.shownInput
  }

  /// Whether a query waits for its debounce before it is sent. Tracks ``query``.
  public var isDebouncing: Bool {
    registrar.access(self, keyPath: \.query)
    return pending != nil
  }

  /// Asks for the results of `query`: it is sent after ``debounce``, replacing any request in flight, unless a newer
  /// query comes first.
  ///
  /// Asking for the query whose results are shown or loading changes nothing (a query waiting for its debounce is
  /// dropped). Returns at once; ``waitUntilSettled()`` waits for the results.
  public func setQuery(_ query: Query) {
    if _query != query { changeQuery { $0._query = query } }
    cancelPending()
    // The results shown answer `shownQuery`, not the query of the last request: that one may have been cancelled or
    // have failed (and its failure dismissed), leaving older results on screen.
    if let current = machine.currentInput {
      if query == current { return }
    } else if machine.state.isLoaded, query == machine.shownInput {
      return
    }
    guard debounce > .zero else { return send(query, reason: .query) }
    pendingToken &+= 1
    let timer = runner.timers.schedule(at: runner.timers.now + debounce, target: self, token: pendingToken)
    changeQuery { $0.pending = (query, timer) }
  }

  /// Stops the request in flight (the previous results stay) and drops a query waiting for its debounce.
  override public func cancel() {
    cancelPending()
    super.cancel()
  }

  /// Stops everything and forgets the results and the query they answer; ``query`` stays as it is.
  override public func reset() {
    cancelPending()
    super.reset()
  }

  /// Suspends until no query waits for its debounce and no request is in flight; for tests and tools.
  override public func waitUntilSettled() async {
    while !Task.isCancelled {
      if pending != nil {
        await withCheckedContinuation { pendingWaiters.append($0) }
      } else if let current = machine.current {
        await runner.wait(for: current)
      } else {
        return
      }
    }
  }

  // MARK: - What the entry asks

  /// The current query; a query waiting for its debounce is sent now by a load (when one starts) or a refresh.
  override func input(for command: LoadCommand, reason: RequestReason) -> Query {
    switch command {
    case .load: if machine.current == nil, !machine.state.isLoaded { cancelPending() }
    case .refresh: cancelPending()
    case .retry: break
    }
    return _query
  }

  @usableFromInline override func willCommit(
    from old: LoadState<Query, Value, Failure>, to new: LoadState<Query, Value, Failure>
  ) -> Bool {
    shownChanging = old.shownInput != new.shownInput
    if shownChanging { registrar.willSet(self, keyPath: \.shownQuery) }
    return false
  }

  @usableFromInline override func didCommit() {
    guard shownChanging else { return }
    shownChanging = false
    registrar.didSet(self, keyPath: \.shownQuery)
  }

  // MARK: - The debounce

  private func cancelPending() {
    guard let pending else { return }
    runner.timers.cancel(pending.timer)
    changeQuery { $0.pending = nil }
    resumePendingWaiters()
  }

  private func resumePendingWaiters() {
    let waiters = pendingWaiters
    pendingWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  private func changeQuery(_ change: (QueryLoader) -> Void) {
    registrar.willSet(self, keyPath: \.query)
    change(self)
    registrar.didSet(self, keyPath: \.query)
  }
}

extension QueryLoader: TimerTarget {
  package func timerFired(_ token: UInt64) {
    guard token == pendingToken, let pending else { return }
    changeQuery { $0.pending = nil }
    send(pending.query, reason: .query)
    resumePendingWaiters()
  }
}
