import Observation
import ScreenStateCore

/// A loader whose operation takes an input, such as a search text, a filter or an id: changing the query keeps
/// the previous results on screen while the new ones load, and the latest query always wins.
///
/// ```swift
/// @MainActor @Observable final class SearchModel {
///   let search = QueryLoader("", debounce: .milliseconds(300)) { (text: String) in
///     try await api.search(text)
///   }
///   lazy var screen = LoadableScreen(search)
/// }
///
/// // SwiftUI
/// TextField("Search", text: Binding(model.search))   // reads `query`, writes through `setQuery(_:)`
/// ```
///
/// - ``setQuery(_:)`` records the query at once (``query``) and, after ``debounce`` (none by default), replaces
///   any request in flight with one for it: the results shown stay on screen as `.loading(previous:)`, and an
///   answer to an older query is dropped. A query typed again within the debounce replaces the one waiting, so
///   only the last of a burst of keystrokes is sent. The debounce is an entry in the clock's timer queue, not a
///   task per keystroke.
/// - ``shownQuery`` says which query the value on screen answers, so a screen can say "results for …": it is
///   the input of the request that answered, kept in the engine's state, never tracked on the side.
/// - Everything else is a ``Loader``'s: requests retry, time out, are classified and drawn like any loader's, and
///   ``retry()`` asks again for the query of the last request (the one that failed, or a newer one cancelled since).
@MainActor
public final class QueryLoader<Query: Equatable & Sendable, Value: Sendable, Failure: Error>: LoadableSource {
  /// How requests are classified, retried, limited and timed.
  public let configuration: LoadingConfiguration
  /// How long a new query waits before it is sent; a newer query within that time replaces it.
  public let debounce: Duration

  private var machine: LoadState<Query, Value, Failure>
  private var notifications: UInt64 = 0
  private var _query: Query
  /// The query waiting for its debounce, and its timer.
  private var pending: (query: Query, timer: TimerQueue.Handle)?
  private var pendingWaiters: [CheckedContinuation<Void, Never>] = []
  private var pendingToken: UInt64 = 0
  nonisolated(unsafe) private var runner: RequestRunner<Query, Value, Failure>!
  private var eventSource = LoadEventSource()
  private let registrar = ObservationRegistrar()
  private let isSameState: ((Loadable<Value, Failure>, Loadable<Value, Failure>) -> Bool)?

  deinit {
    runner?.abandon()
  }

  /// Creates a loader for `operation`, starting at `query` (nothing is requested until ``load()``), with every
  /// rule of `configuration`.
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
    let classifier = configuration.classifier
    _query = query
    self.debounce = debounce.clampedForScheduling
    self.configuration = configuration
    machine = LoadState(classify: { classifier.classify($0) })
    isSameState = LoadableEquality.isSame(Value.self, Failure.self)
    runner = RequestRunner(
      part: .value, configuration: configuration, timeout: timeout, operation: operation
    ) { [weak self] request, outcome in
      self?.update { $0.finish(request, with: outcome) }
    }
    runner.onNetworkWait = { [weak self] request, waiting in
      self?.update { $0.networkWait(request, waiting) }
    }
  }

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

  // MARK: - State

  /// The state of the results; reading it inside an observation tracks it.
  public var state: Loadable<Value, Failure> {
    registrar.access(self, keyPath: \.state)
    return machine.state
  }

  /// The classification of the failure in ``state``; `nil` unless failed. Tracks ``state``.
  public var failureClassification: FailureClassification? {
    registrar.access(self, keyPath: \.state)
    return machine.classification
  }

  /// Where the results shown came from; `nil` when none are shown. Tracks ``state``.
  public var valueOrigin: ValueOrigin? {
    registrar.access(self, keyPath: \.state)
    return machine.origin
  }

  /// Counts the visible changes of ``state``. Tracks ``state``.
  public var changeCount: UInt64 {
    registrar.access(self, keyPath: \.state)
    return notifications
  }

  /// Whether a request is in flight.
  public var isRunning: Bool { machine.current != nil }

  /// Whether the request in flight waits for the network to come back; tracks ``state``.
  public var isWaitingForNetwork: Bool {
    registrar.access(self, keyPath: \.state)
    return machine.isWaitingForNetwork
  }

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

  /// The events of the loader's requests; see ``LoadEvent``.
  public var events: LoadEvents {
    let events = eventSource.get()
    runner.events = events
    return events
  }

  // MARK: - Commands

  /// Loads the current query when nothing is loaded or the last load failed (a query waiting for its debounce
  /// is sent now); joins a request in flight. Returns when that request has ended.
  public func load() async {
    await wait(for: start(.load))
  }

  /// Loads the current query again, keeping the results on screen; a query waiting for its debounce is sent
  /// now. Returns when the request has ended.
  public func refresh() async {
    await wait(for: start(.refresh))
  }

  /// After a failure, asks again for the query of the last request; joins a request in flight; does nothing
  /// otherwise. Returns when that request has ended.
  public func retry() async {
    await wait(for: start(.retry))
  }

  /// Asks for the results of `query`: it is sent after ``debounce``, replacing any request in flight, unless
  /// a newer query comes first.
  ///
  /// Asking for the query whose results are shown or loading changes nothing (a query waiting for its
  /// debounce is dropped). Returns at once; ``waitUntilSettled()`` waits for the results.
  public func setQuery(_ query: Query) {
    if _query != query { mutateQuery { $0._query = query } }
    cancelPending()
    // The results shown answer `shownQuery`, not the query of the last request: that one may have been
    // cancelled or have failed (and its failure dismissed), leaving older results on screen.
    if let current = machine.currentInput {
      if query == current { return }
    } else if machine.state.isLoaded, query == machine.shownInput {
      return
    }
    guard debounce > .zero else { return send(query) }
    pendingToken &+= 1
    let timer = runner.timers.schedule(at: runner.timers.now + debounce, target: self, token: pendingToken)
    mutateQuery { $0.pending = (query, timer) }
  }

  /// Performs `command` for the current query without waiting (a query waiting for its debounce is sent now, for a
  /// load or a refresh): returns the request started or joined, `nil` when there is none.
  ///
  /// - Parameters:
  ///   - command: What to do; see ``LoadCommand``.
  ///   - reason: Why, as events report it; the command's own reason by default.
  @discardableResult
  public func start(_ command: LoadCommand, reason: RequestReason? = nil) -> RequestID? {
    let decision: StartDecision
    switch command {
    case .load:
      if machine.current == nil, !machine.state.isLoaded { cancelPending() }
      decision = update { $0.load(_query) }
    case .refresh:
      cancelPending()
      decision = update { $0.refresh(_query) }
    case .retry:
      decision = update { $0.retry(_query) }
    }
    return start(decision, reason: reason ?? command.reason)
  }

  /// The latest request started, in flight or not; `nil` before the first.
  public var latestRequest: RequestID? { machine.ids.latest }

  /// Stops the request in flight (the previous results stay) and drops a query waiting for its debounce.
  public func cancel() {
    cancelPending()
    if update({ $0.cancel() }) != nil { runner.cancel() }
  }

  /// Stops everything and forgets the results and the query they answer; ``query`` stays as it is.
  public func reset() {
    cancelPending()
    if update({ $0.reset() }) != nil { runner.cancel() }
    eventSource.emit { LoadEvent(.reset, time: runner.timers.now) }
  }

  /// Accepts a failure: the kept results are shown as loaded, or nothing when none were kept.
  public func dismissFailure() {
    _ = update { $0.dismissFailure() }
  }

  /// Shows `value` as the results now, cancelling the request in flight; the query shown stays.
  public func setValue(_ value: Value, origin: ValueOrigin = .set) {
    if update({ $0.setValue(value, origin: origin) }) != nil { runner.cancel() }
    eventSource.emit { LoadEvent(.valueReplaced(origin), time: runner.timers.now) }
  }

  /// Suspends until no query waits for its debounce and no request is in flight; for tests and tools.
  public func waitUntilSettled() async {
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

  // MARK: - Requests

  private func send(_ query: Query) {
    start(update { $0.refresh(query) }, reason: .query)
  }

  @discardableResult
  private func start(_ decision: StartDecision, reason: RequestReason) -> RequestID? {
    if case .start(let request) = decision, let input = machine.currentInput {
      runner.start(request, input: input, reason: reason)
    }
    return decision.request
  }

  private func wait(for request: RequestID?) async {
    guard let request else { return }
    await runner.wait(for: request)
  }

  private func cancelPending() {
    guard let pending else { return }
    runner.timers.cancel(pending.timer)
    mutateQuery { $0.pending = nil }
    resumePendingWaiters()
  }

  private func resumePendingWaiters() {
    let waiters = pendingWaiters
    pendingWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  // MARK: - Observation

  @discardableResult
  private func update<Result>(_ command: (inout LoadState<Query, Value, Failure>) -> Result) -> Result {
    var next = machine
    let result = command(&next)
    let stateChanged =
      machine.isWaitingForNetwork != next.isWaitingForNetwork
      || (next.revision != machine.revision
        && (machine.state.caseIndex != next.state.caseIndex || machine.origin != next.origin
          || isSameState?(machine.state, next.state) != true))
    let shownChanged = machine.shownInput != next.shownInput
    if stateChanged { registrar.willSet(self, keyPath: \.state) }
    if shownChanged { registrar.willSet(self, keyPath: \.shownQuery) }
    machine = next
    if stateChanged { notifications &+= 1 }
    if shownChanged { registrar.didSet(self, keyPath: \.shownQuery) }
    if stateChanged { registrar.didSet(self, keyPath: \.state) }
    return result
  }

  private func mutateQuery(_ change: (QueryLoader) -> Void) {
    registrar.willSet(self, keyPath: \.query)
    change(self)
    registrar.didSet(self, keyPath: \.query)
  }
}

extension QueryLoader: TimerTarget {
  package func timerFired(_ token: UInt64) {
    guard token == pendingToken, let pending else { return }
    mutateQuery { $0.pending = nil }
    send(pending.query)
    resumePendingWaiters()
  }
}
