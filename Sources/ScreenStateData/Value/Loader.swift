import Observation
import ScreenStateCore

/// Drives a ``Loadable`` with an async operation: one request at a time, the latest one wins, cancellation
/// is never a failure, and failed attempts are retried with backoff.
///
/// ```swift
/// @MainActor @Observable final class PostsModel {
///   let posts: Loader<[Post], any Error>
///   init(api: API) { posts = Loader { try await api.posts() } }
/// }
///
/// // SwiftUI
/// PostList(model.posts.state)
///   .task { await model.posts.load() }
///   .refreshable { await model.posts.refresh() }
/// ```
///
/// - ``load()`` starts when nothing is loaded or the last load failed, and joins a request in flight instead
///   of starting a second one.
/// - ``refresh()`` keeps the value on screen, cancels the request in flight and starts anew.
/// - ``retry()`` starts again after a failure; ``dismissFailure()`` accepts it and keeps what was shown.
/// - ``cancel()`` and ``reset()`` stop the request in flight.
/// - A response to a request that has been replaced or cancelled is dropped, always.
/// - A cancelled request (cancelled by the app, or ended by a failure its ``FailureClassifier`` calls a
///   cancellation, such as `CancellationError` or `URLError.cancelled`) puts the state back to what it was before it.
/// - Each failed attempt is classified once by ``classifier``; that classification decides the retry and,
///   for the last attempt, is kept as ``failureClassification`` for the screen to present.
/// - A load never runs longer than its policy's ``RetryPolicy/timeBudget`` (15 s by default) when the
///   loader has an ``AttemptTimeout`` (10 s per attempt by default when `Failure` can hold a
///   ``TimeoutError``). Timeouts and retry waits cost an entry in one timer queue per clock, not a task each.
/// - The operation runs in a task the loader owns, so cancelling a caller (a SwiftUI `.task` or
///   `.refreshable` going away) ends that caller's wait, not the work. Releasing the loader cancels the work.
///
/// The loader is `Observable`: reading ``state`` in a view tracks it, and each visible change notifies once.
/// When `Value` is `Equatable`, a change to an equal state notifies no one.
@MainActor
public final class Loader<Value: Sendable, Failure: Error>: LoadableSource {
  /// How requests are classified, retried, limited and timed.
  public let configuration: LoadingConfiguration
  /// The time limit of each attempt, if any.
  public let timeout: AttemptTimeout<Failure>?

  @usableFromInline var machine: LoadState<Void, Value, Failure>
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline let typeInfo = LoaderTypeInfo<Value, Failure>.shared
  /// Counts the notifications sent.
  @usableFromInline var notifications: UInt64 = 0
  nonisolated(unsafe) private var runner: RequestRunner<Void, Value, Failure>!
  private var eventSource = LoadEventSource()

  deinit {
    runner?.abandon()
  }

  /// Creates a loader for `operation`, with every rule of `configuration`.
  ///
  /// ```swift
  /// let posts = Loader(configuration: app.loading) { try await api.posts() }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state before the first request. A loading state settles to the value it keeps,
  ///     because the loader cannot resume someone else's request.
  ///   - configuration: The classifier, retry policy, attempt timeout, clock and randomness.
  ///   - operation: The work that produces a value. It should honour task cancellation.
  public convenience init(
    _ initialState: Loadable<Value, Failure> = .idle,
    configuration: LoadingConfiguration,
    operation: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    self.init(
      initialState, configuration: configuration, timeout: configuration.attemptTimeout(for: Failure.self),
      operation: operation)
  }

  /// Creates a loader for `operation` whose attempts are limited by `timeout`, which makes a failure of the
  /// loader's own type; the other rules come from `configuration`.
  ///
  /// ```swift
  /// Loader(configuration: app.loading, timeout: AttemptTimeout(.seconds(5)) { _ in APIError.timedOut }) { … }
  /// ```
  public init(
    _ initialState: Loadable<Value, Failure> = .idle,
    configuration: LoadingConfiguration,
    timeout: AttemptTimeout<Failure>?,
    operation: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    let classifier = configuration.classifier
    self.machine = LoadState(state: initialState, classify: { classifier.classify($0) })
    self.configuration = configuration
    self.timeout = timeout
    runner = RequestRunner(
      part: .value, configuration: configuration, timeout: timeout,
      operation: operation,
      onEnd: { [weak self] request, outcome in
        self?.finish(request, with: outcome)
      }
    )
    runner.onNetworkWait = { [weak self] request, waiting in
      _ = self?.update { $0.networkWait(request, waiting) }
    }
  }

  /// Creates a loader for `operation`.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first request. A loading state settles to the value it keeps,
  ///     because the loader cannot resume someone else's request.
  ///   - classifier: The rule that classifies failures, for retries and presentation alike.
  ///   - retryPolicy: When failed attempts are retried; ``RetryPolicy/default`` retries 3 times with backoff
  ///     within 15 s.
  ///   - timeout: The time limit of each attempt; ``AttemptTimeout/standard`` (10 s, when `Failure` can hold a
  ///     ``TimeoutError``) by default, `nil` for none.
  ///   - clock: The clock that times backoff, timeouts and the time budget; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - operation: The work that produces a value. It should honour task cancellation.
  public convenience init(
    _ initialState: Loadable<Value, Failure> = .idle,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    operation: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    self.init(
      initialState,
      configuration: LoadingConfiguration(
        classifier: classifier, retryPolicy: retryPolicy, attemptTimeout: timeout?.duration, clock: clock,
        randomness: RandomSource(randomNumberGenerator)),
      timeout: timeout, operation: operation)
  }

  /// The rule that classifies each failure, for the retries and for the screen.
  public var classifier: FailureClassifier { configuration.classifier }
  /// The retry policy applied to each request.
  public var retryPolicy: RetryPolicy { configuration.retryPolicy }

  /// The current state; reading it inside an observation (a SwiftUI body) tracks it.
  @inlinable public var state: Loadable<Value, Failure> {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.state
  }

  /// Whether a request is in flight.
  @inlinable public var isRunning: Bool { machine.current != nil }

  /// The classification of the failure in ``state``, made once when the failure happened by
  /// ``classifier``; `nil` unless the state is failed. Reading it inside an observation tracks ``state``.
  @inlinable public var failureClassification: FailureClassification? {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.classification
  }

  /// Where the value shown came from: an answer, or set by hand; `nil` when none is shown. Tracks ``state``.
  public var valueOrigin: ValueOrigin? {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.origin
  }

  /// Whether the request in flight waits for the network to come back (see ``LoadingConfiguration/connectivity``);
  /// reading it inside an observation tracks ``state``.
  public var isWaitingForNetwork: Bool {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.isWaitingForNetwork
  }

  /// Counts the visible changes of ``state``; reading it inside an observation tracks ``state``.
  public var changeCount: UInt64 {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return notifications
  }

  /// The latest request started, in flight or not; `nil` before the first.
  public var latestRequest: RequestID? { machine.ids.latest }

  /// The events of the loader's requests; see ``LoadEvent``.
  public var events: LoadEvents {
    let events = eventSource.get()
    runner.events = events
    return events
  }

  /// Loads when nothing is loaded yet or the last load failed; joins a request already in flight; does
  /// nothing when a value is loaded (use ``refresh()`` to reload). Returns when that request has ended.
  public func load() async {
    // The runner's wait, not `wait(for:)`: one async frame instead of two on the caller's task, whose frames then
    // fit its first allocator slab.
    await runner.wait(for: start(.load))
  }

  /// Reloads, keeping the value on screen: cancels any request in flight and starts a new one.
  /// Returns when the new request has ended.
  public func refresh() async {
    await runner.wait(for: start(.refresh))
  }

  /// Tries again after a failure, keeping any value on screen; joins a request in flight; does nothing
  /// otherwise. Returns when that request has ended.
  public func retry() async {
    await runner.wait(for: start(.retry))
  }

  /// Performs `command` without waiting: returns the request started or joined, `nil` when there is none.
  ///
  /// ```swift
  /// Button("Reload") { loader.start(.refresh) }     // no Task needed
  /// ```
  ///
  /// - Parameters:
  ///   - command: What to do; see ``LoadCommand``.
  ///   - reason: Why, as events report it; the command's own reason by default.
  @discardableResult
  public func start(_ command: LoadCommand, reason: RequestReason? = nil) -> RequestID? {
    let decision: StartDecision =
      switch command {
      case .load: update { $0.load(()) }
      case .refresh: update { $0.refresh(()) }
      case .retry: update { $0.retry(()) }
      }
    if case .start(let request) = decision { runner.start(request, input: (), reason: reason ?? command.reason) }
    return decision.request
  }

  /// Suspends until `request` ends (or is replaced or cancelled) or the caller is cancelled, whichever comes
  /// first: cancelling a caller ends its wait, not the work. Returns at once for `nil` or a request that ended.
  public func wait(for request: RequestID?) async {
    await runner.wait(for: request)
  }

  /// Stops the request in flight and returns to the state before it; a later response is dropped.
  public func cancel() {
    if update({ $0.cancel() }) != nil { runner.cancel() }
  }

  /// Stops the request in flight and returns to ``Loadable/idle``, forgetting any value.
  public func reset() {
    if update({ $0.reset() }) != nil { runner.cancel() }
    eventSource.emit { LoadEvent(.reset, time: runner.timers.now) }
  }

  /// Acknowledges a failure, as when the user dismisses its alert: the kept value is shown as loaded, or the
  /// state returns to ``Loadable/idle`` when nothing was kept. Does nothing unless the state is failed.
  @inlinable public func dismissFailure() {
    _ = update { $0.dismissFailure() }
  }

  /// Shows `value` as loaded now, as after a successful load, and cancels the request in flight, if any.
  ///
  /// The request in flight was sent before `value` was known, so its response is older than `value` and is
  /// dropped (silently, as any cancelled request): a set value is never overwritten by an older response.
  /// Callers waiting for that request return. Use it for a value that arrived another way (a push, the
  /// response of a mutation, an optimistic update); ``refresh()`` afterwards asks the server again.
  ///
  /// - Parameters:
  ///   - value: The value to show.
  ///   - origin: Where it came from: ``ValueOrigin/set`` by default; a store passes ``ValueOrigin/restored`` for
  ///     a value read from disk, ``ValueOrigin/placeholder`` for one derived from another key.
  public func setValue(_ value: Value, origin: ValueOrigin = .set) {
    if update({ $0.setValue(value, origin: origin) }) != nil { runner.cancel() }
    eventSource.emit { LoadEvent(.valueReplaced(origin), time: runner.timers.now) }
  }

  /// Changes the value shown, if any, with `transform`, as ``setValue(_:origin:)`` would (cancelling the request
  /// in flight). The value shown is the loaded one, or the one kept while loading or after a failure; with no
  /// value (idle, a first load, a failed first load) nothing changes and it returns `false`.
  @discardableResult
  public func modifyValue(_ transform: (inout Value) -> Void) -> Bool {
    guard var value = machine.state.value else { return false }
    transform(&value)
    setValue(value)
    return true
  }

  /// Suspends until no request is in flight, including requests started while it waits. An attempt abandoned by
  /// a cancel or a replacement is not waited for: its answer no longer counts.
  ///
  /// Useful in tests and command-line tools; a view never needs it.
  public func waitUntilSettled() async {
    while let current = machine.current {
      await runner.wait(for: current)
      if Task.isCancelled { return }
    }
  }

  // MARK: - Effects

  private func finish(_ request: RequestID, with outcome: RequestOutcome<Value, Failure>) {
    _ = update { $0.finish(request, with: outcome) }
  }

  // MARK: - Observation

  /// Applies a command to the state, notifying observers once if the state changed visibly.
  ///
  /// `@inlinable`, like ``state`` and ``dismissFailure()``: the synchronous path is specialized in the caller's
  /// module. The async request machinery (tasks, waiters, retries) is not inlinable.
  @inlinable func update<Result>(_ command: (inout LoadState<Void, Value, Failure>) -> Result) -> Result {
    var next = machine
    let result = command(&next)
    // No notification when the command assigned no state (a join, a stale completion), whatever `Value`
    // is, or when it assigned an equal one from the same origin.
    // The cases are compared first: `isSameState` casts both states to an `Equatable` type dynamically, which
    // costs more than the rest of a transition, and a load or its completion always changes the case.
    if machine.isWaitingForNetwork == next.isWaitingForNetwork
      && (next.revision == machine.revision
        || (machine.state.caseIndex == next.state.caseIndex && machine.origin == next.origin
          && typeInfo.isSameState?(machine.state, next.state) == true))
    {
      swap(&machine, &next)
    } else {
      // `withMutation` without its closure, and a swap rather than an assignment: the new machine is moved in,
      // not copied (a copy and a destruction of the whole machine, a quarter of a transition).
      registrar.willSet(self, keyPath: typeInfo.stateKeyPath)
      swap(&machine, &next)
      notifications &+= 1
      registrar.didSet(self, keyPath: typeInfo.stateKeyPath)
    }
    return result
  }
}

extension Loadable {
  /// Which case this is, payload aside.
  @inlinable var caseIndex: Int {
    switch self {
    case .idle: 0
    case .loading: 1
    case .loaded: 2
    case .failed: 3
    }
  }
}
