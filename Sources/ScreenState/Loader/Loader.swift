import Observation

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
/// - A cancelled request (the task cancelled, or a failure its ``FailureClassifier`` calls a cancellation,
///   such as `CancellationError` or `URLError.cancelled`) puts the state back to what it was before it.
/// - Each failed attempt is classified once by ``classifier``; that classification decides the retry and,
///   for the last attempt, is kept as ``failureClassification`` for the screen to present.
/// - A load never runs longer than its policy's ``RetryPolicy/timeBudget`` (15 s by default) when the
///   loader has an ``AttemptTimeout`` (10 s per attempt by default when `Failure` can hold a
///   ``TimeoutError``).
/// - The operation runs in a task the loader owns, so cancelling a caller (a SwiftUI `.task` or
///   `.refreshable` going away) ends that caller's wait, not the work. Releasing the loader cancels the work.
///
/// The loader is `Observable`: reading ``state`` in a view tracks it, and each visible change notifies once.
/// When `Value` is `Equatable`, a change to an equal state notifies no one.
@MainActor
public final class Loader<Value: Sendable, Failure: Error>: Observable {
  /// The rule that classifies each failure, for the retries and for the screen.
  public let classifier: FailureClassifier
  /// The retry policy applied to each request.
  public let retryPolicy: RetryPolicy
  /// The time limit of each attempt, if any.
  public let timeout: AttemptTimeout<Failure>?

  @usableFromInline var machine: LoaderStateMachine<Value, Failure>
  /// The work each new request runs. A ``QueryLoader`` or a ``PageLoader`` replaces it before starting a
  /// request for another query or cursor; a request keeps the operation it started with.
  var operation: @Sendable () async throws(Failure) -> Value
  private let clock: any Clock<Duration>
  private var randomNumberGenerator: any RandomNumberGenerator
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline let typeInfo = LoaderTypeInfo<Value, Failure>.shared
  // Written only on the main actor; read once more by `deinit`, when no other reference exists.
  nonisolated(unsafe) private var tasks = RequestTasks()
  /// Callers awaiting each request, resumed when it ends.
  private var waiters = InlineFirstList<
    (request: RequestID, id: UInt64, continuation: UnsafeContinuation<Void, Never>)
  >()
  private var nextWaiterID: UInt64 = 0
  /// Called after every visible state change; how a ``LoadableScreen`` keeps its projection current.
  @usableFromInline var stateObservers: [@MainActor () -> Void] = []

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
  public init(
    _ initialState: Loadable<Value, Failure> = .idle,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    operation: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    self.machine = LoaderStateMachine(state: initialState, classify: { classifier.classify($0) })
    self.classifier = classifier
    self.retryPolicy = retryPolicy
    self.timeout = timeout
    self.clock = clock
    self.randomNumberGenerator = randomNumberGenerator
    self.operation = operation
  }

  deinit {
    tasks.cancelAll()
  }

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

  /// The request that produced the current settled state; a new failure has a new one.
  var settledBy: RequestID? { machine.settledBy }

  /// Loads when nothing is loaded yet or the last load failed; joins a request already in flight; does
  /// nothing when a value is loaded (use ``refresh()`` to reload). Returns when that request has ended.
  public func load() async {
    await waitForEnd(of: perform(update { $0.load() }))
  }

  /// Reloads, keeping the value on screen: cancels any request in flight and starts a new one.
  /// Returns when the new request has ended.
  public func refresh() async {
    await waitForEnd(of: perform(update { $0.refresh() }))
  }

  /// Tries again after a failure, keeping any value on screen; joins a request in flight; does nothing
  /// otherwise. Returns when that request has ended.
  public func retry() async {
    await waitForEnd(of: perform(update { $0.retry() }))
  }

  /// Stops the request in flight and returns to the state before it; a later response is dropped.
  public func cancel() {
    if let request = update({ $0.cancel() }) { tasks[request]?.cancel() }
  }

  /// Stops the request in flight and returns to ``Loadable/idle``, forgetting any value.
  public func reset() {
    if let request = update({ $0.reset() }) { tasks[request]?.cancel() }
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
  public func setValue(_ value: Value) {
    if let request = update({ $0.setValue(value) }) { tasks[request]?.cancel() }
  }

  /// Changes the value shown, if any, with `transform`, as ``setValue(_:)`` would (cancelling the request
  /// in flight). The value shown is the loaded one, or the one kept while loading or after a failure; with no
  /// value (idle, a first load, a failed first load) nothing changes and it returns `false`.
  @discardableResult
  public func modifyValue(_ transform: (inout Value) -> Void) -> Bool {
    guard var value = machine.state.value else { return false }
    transform(&value)
    setValue(value)
    return true
  }

  /// Counts the values that arrived (each success, each ``setValue(_:)``).
  var valueRevision: UInt64 { machine.valueRevision }

  /// Starts what `command` decides without waiting for the request: for an owner (a store) that must know
  /// synchronously that a request is in flight, so that it never starts a second one.
  func begin(_ command: (inout LoaderStateMachine<Value, Failure>) -> StartDecision) {
    guard case .start(let request, let replaced) = update(command) else { return }
    if let replaced { tasks[replaced]?.cancel() }
    tasks.insert(makeTask(for: request), for: request)
  }

  /// Suspends until every task this loader started has ended, replaced and cancelled ones included.
  ///
  /// Useful in tests and command-line tools; a view never needs it.
  public func waitUntilSettled() async {
    while let task = tasks.first {
      _ = await task.result
    }
  }

  // MARK: - Effects

  /// Starts what `decision` asks for and returns the request to wait for, if any.
  private func perform(_ decision: StartDecision) -> RequestID? {
    switch decision {
    case .none:
      return nil
    case .join(let request):
      return request
    case .start(let request, let replaced):
      if let replaced { tasks[replaced]?.cancel() }
      tasks.insert(makeTask(for: request), for: request)
      return request
    }
  }

  /// Waits until `request` ends or the caller is cancelled, whichever comes first: cancelling a caller ends
  /// its wait, not the work, and lets go of the loader, so that releasing the loader can cancel the work.
  ///
  /// The request's task resumes its waiters when it ends (see `finish`), so a wait costs no extra task.
  ///
  /// Inlined into `load()`, `refresh()` and `retry()`, with `perform` synchronous: one async frame instead of
  /// three on the caller's task, whose frames then fit its first allocator slab (one allocation less per call).
  @inline(__always) private func waitForEnd(of request: RequestID?) async {
    guard let request, tasks[request] != nil else { return }
    let waiter = nextWaiterID
    nextWaiterID &+= 1
    await withTaskCancellationHandler {
      // Unsafe rather than checked: it is resumed exactly once, by `finish` or `endWait`, and a checked
      // continuation allocates on every wait.
      await withUnsafeContinuation { continuation in
        waiters.append((request, waiter, continuation))
      }
    } onCancel: { [unowned self] in
      // `unowned`, not `weak`: a weak capture allocates a box on every wait. The handler only runs while
      // this wait is in progress, and the awaiting frame holds `self` until then.
      Task { @MainActor [weak self] in self?.endWait(waiter, of: request) }
    }
  }

  private func endWait(_ waiter: UInt64, of request: RequestID) {
    waiters.remove { $0.request == request && $0.id == waiter }?.continuation.resume()
  }

  /// The task of one request: attempts, backoff and the final outcome. It holds the loader weakly, so
  /// releasing the loader is never delayed by work in flight.
  ///
  /// What the task needs is in one object that holds the loader weakly: a `[weak self]` capture costs a
  /// box of its own (two here: the task's closure and the retry decision's), besides the closure's context.
  private func makeTask(for request: RequestID) -> RequestTask {
    let run = RequestRun(
      loader: self, request: request, operation: operation, clock: clock, timeout: timeout,
      budget: retryPolicy.timeBudget.clampedForScheduling, classifier: classifier)
    return Task { () async throws in await run.execute() }
  }

  /// The attempts of one request: each failure is classified once, and that classification decides whether
  /// to retry; every attempt is cut off at the time budget's end when a timeout failure can be made.
  fileprivate static func run(
    _ operation: @escaping @Sendable () async throws(Failure) -> Value,
    timeout: AttemptTimeout<Failure>?,
    budget: Duration,
    clock: any Clock<Duration>,
    classifier: FailureClassifier,
    decide: (FailureClassification, _ attempt: Int, _ elapsed: Duration) -> RetryDecision
  ) async -> RequestOutcome<Value, Failure> {
    let stopwatch = Stopwatch(clock)
    var attempt = 1
    while true {
      let limit = timeout.map { min($0.duration.clampedForScheduling, max(budget - stopwatch.elapsed(), .zero)) }
      let result = await Attempt.run(operation, limit: limit, timeout: timeout, clock: clock)
      if Task.isCancelled { return .cancelled }
      switch result {
      case .success(let value):
        return .success(value)
      case .failure(let failure):
        let classification = classifier.classify(failure)
        if classification.isCancellation { return .cancelled }
        guard case .retry(let delay) = decide(classification, attempt, stopwatch.elapsed()) else {
          return .failure(failure, classification)
        }
        do {
          try await clock.sleep(for: delay)
        } catch {
          return .cancelled
        }
        attempt += 1
      }
    }
  }

  fileprivate func retryDecision(
    after failure: FailureClassification, attempt: Int, elapsed: Duration
  ) -> RetryDecision {
    retryPolicy.decision(after: failure, attempt: attempt, elapsed: elapsed, using: &randomNumberGenerator)
  }

  /// Calls `observer` after every visible change of ``state``, for as long as the loader lives.
  func observeStateChanges(_ observer: @escaping @MainActor () -> Void) {
    stateObservers.append(observer)
  }

  fileprivate func finish(_ request: RequestID, with outcome: RequestOutcome<Value, Failure>) {
    tasks.remove(request)
    _ = update { $0.finish(request, with: outcome) }
    // After the state is set, so a caller that resumes reads the outcome.
    // Resumed while being removed, without collecting them in a new array: resuming only schedules a caller.
    waiters.removeAll {
      $0.request == request
    } removed: {
      $0.continuation.resume()
    }
  }

  // MARK: - Observation

  /// Applies a command to the state machine, notifying observers once if the state changed visibly.
  ///
  /// `@inlinable`, like ``state`` and ``dismissFailure()``: the synchronous path is specialized in the caller's
  /// module. The async request machinery (tasks, waiters, retries) is not inlinable.
  @inlinable func update<Result>(_ command: (inout LoaderStateMachine<Value, Failure>) -> Result) -> Result {
    var next = machine
    let result = command(&next)
    // No notification when the command assigned no state (a join, a stale completion), whatever `Value`
    // is, or when it assigned an equal one.
    // The cases are compared first: `isSameState` casts both states to an `Equatable` type dynamically, which
    // costs more than the rest of a transition, and a load or its completion always changes the case.
    if next.revision == machine.revision
      || (machine.state.caseIndex == next.state.caseIndex && typeInfo.isSameState?(machine.state, next.state) == true)
    {
      swap(&machine, &next)
    } else {
      // `withMutation` without its closure, and a swap rather than an assignment: the new machine is moved in,
      // not copied (a copy and a destruction of the whole machine, a quarter of a transition).
      registrar.willSet(self, keyPath: typeInfo.stateKeyPath)
      swap(&machine, &next)
      registrar.didSet(self, keyPath: typeInfo.stateKeyPath)
      for observer in stateObservers { observer() }
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

/// One request of a loader: what its task runs, holding the loader weakly.
@MainActor
private final class RequestRun<Value: Sendable, Failure: Error> {
  weak var loader: Loader<Value, Failure>?
  let request: RequestID
  let operation: @Sendable () async throws(Failure) -> Value
  let clock: any Clock<Duration>
  let timeout: AttemptTimeout<Failure>?
  let budget: Duration
  let classifier: FailureClassifier

  init(
    loader: Loader<Value, Failure>, request: RequestID,
    operation: @escaping @Sendable () async throws(Failure) -> Value, clock: any Clock<Duration>,
    timeout: AttemptTimeout<Failure>?, budget: Duration, classifier: FailureClassifier
  ) {
    self.loader = loader
    self.request = request
    self.operation = operation
    self.clock = clock
    self.timeout = timeout
    self.budget = budget
    self.classifier = classifier
  }

  func execute() async {
    let outcome = await Loader.run(
      operation, timeout: timeout, budget: budget, clock: clock, classifier: classifier
    ) { failure, attempt, elapsed in
      self.loader?.retryDecision(after: failure, attempt: attempt, elapsed: elapsed) ?? .giveUp(.notRetryable)
    }
    loader?.finish(request, with: outcome)
  }
}
