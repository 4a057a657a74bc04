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
/// - A cancelled request (the task cancelled, `CancellationError`, `URLError.cancelled`, or a
///   ``CancellationDescribing`` failure) puts the state back to what it was before the request.
/// - The operation runs in a task the loader owns, so cancelling a caller (a SwiftUI `.task` or
///   `.refreshable` going away) ends that caller's wait, not the work. Releasing the loader cancels the work.
///
/// The loader is `Observable`: reading ``state`` in a view tracks it, and each visible change notifies once.
/// When `Value` is `Equatable`, a change to an equal state notifies no one.
@MainActor
public final class Loader<Value: Sendable, Failure: Error>: Observable {
  /// The retry policy applied to each request.
  public let retryPolicy: RetryPolicy<Failure>
  /// The time limit of each attempt, if any.
  public let timeout: AttemptTimeout<Failure>?

  private var machine: LoaderStateMachine<Value, Failure>
  private let operation: @Sendable () async throws(Failure) -> Value
  private let clock: any Clock<Duration>
  private var randomNumberGenerator: any RandomNumberGenerator
  private let registrar = ObservationRegistrar()
  private let typeInfo = LoaderTypeInfo<Value, Failure>.shared
  // Written only on the main actor; read once more by `deinit`, when no other reference exists.
  nonisolated(unsafe) private var tasks = RequestTasks()
  /// Callers awaiting each request, resumed when it ends.
  private var waiters: [(request: RequestID, id: UInt64, continuation: UnsafeContinuation<Void, Never>)] = []
  private var nextWaiterID: UInt64 = 0

  /// Creates a loader for `operation`.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first request. A loading state settles to the value it keeps,
  ///     because the loader cannot resume someone else's request.
  ///   - retryPolicy: When failed attempts are retried; ``RetryPolicy/default`` retries 3 times with backoff.
  ///   - timeout: An optional time limit per attempt.
  ///   - clock: The clock that times backoff and timeouts; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - operation: The work that produces a value. It should honour task cancellation.
  public init(
    _ initialState: Loadable<Value, Failure> = .idle,
    retryPolicy: RetryPolicy<Failure> = .default,
    timeout: AttemptTimeout<Failure>? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    operation: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    self.machine = LoaderStateMachine(state: initialState)
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
  public var state: Loadable<Value, Failure> {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.state
  }

  /// Whether a request is in flight.
  public var isRunning: Bool { machine.current != nil }

  /// The request that produced the current settled state; a new failure has a new one.
  var settledBy: RequestID? { machine.settledBy }

  /// Loads when nothing is loaded yet or the last load failed; joins a request already in flight; does
  /// nothing when a value is loaded (use ``refresh()`` to reload). Returns when that request has ended.
  public func load() async {
    await perform(update { $0.load() })
  }

  /// Reloads, keeping the value on screen: cancels any request in flight and starts a new one.
  /// Returns when the new request has ended.
  public func refresh() async {
    await perform(update { $0.refresh() })
  }

  /// Tries again after a failure, keeping any value on screen; joins a request in flight; does nothing
  /// otherwise. Returns when that request has ended.
  public func retry() async {
    await perform(update { $0.retry() })
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
  public func dismissFailure() {
    _ = update { $0.dismissFailure() }
  }

  /// Suspends until every task this loader started has ended, replaced and cancelled ones included.
  ///
  /// Useful in tests and command-line tools; a view never needs it.
  public func waitUntilSettled() async {
    while let task = tasks.first {
      await task.value
    }
  }

  // MARK: - Effects

  private func perform(_ decision: StartDecision) async {
    switch decision {
    case .none:
      return
    case .join(let request):
      await waitForEnd(of: request)
    case .start(let request, let replaced):
      if let replaced { tasks[replaced]?.cancel() }
      tasks.insert(makeTask(for: request), for: request)
      await waitForEnd(of: request)
    }
  }

  /// Waits until `request` ends or the caller is cancelled, whichever comes first: cancelling a caller ends
  /// its wait, not the work, and lets go of the loader, so that releasing the loader can cancel the work.
  ///
  /// The request's task resumes its waiters when it ends (see `finish`), so a wait costs no extra task.
  private func waitForEnd(of request: RequestID) async {
    guard tasks[request] != nil else { return }
    let waiter = nextWaiterID
    nextWaiterID &+= 1
    await withTaskCancellationHandler {
      // Unsafe rather than checked: it is resumed exactly once, by `finish` or `endWait`, and a checked
      // continuation allocates on every wait.
      await withUnsafeContinuation { continuation in
        waiters.append((request, waiter, continuation))
      }
    } onCancel: { [weak self] in
      guard let self else { return }
      Task { @MainActor in self.endWait(waiter, of: request) }
    }
  }

  private func endWait(_ waiter: UInt64, of request: RequestID) {
    guard let index = waiters.firstIndex(where: { $0.request == request && $0.id == waiter }) else { return }
    waiters.remove(at: index).continuation.resume()
  }

  /// The task of one request: attempts, backoff and the final outcome. It holds the loader weakly, so
  /// releasing the loader is never delayed by work in flight.
  private func makeTask(for request: RequestID) -> Task<Void, Never> {
    Task { [weak self, operation, clock, timeout] in
      let outcome = await Self.run(operation, timeout: timeout, clock: clock) { [weak self] failure, attempt in
        self?.retryDecision(after: failure, attempt: attempt) ?? .giveUp(.notRetryable)
      }
      self?.finish(request, with: outcome)
    }
  }

  private static func run(
    _ operation: @escaping @Sendable () async throws(Failure) -> Value,
    timeout: AttemptTimeout<Failure>?,
    clock: any Clock<Duration>,
    decide: (Failure, Int) -> RetryDecision
  ) async -> RequestOutcome<Value, Failure> {
    var attempt = 1
    while true {
      let result = await Attempt.run(operation, timeout: timeout, clock: clock)
      if Task.isCancelled { return .cancelled }
      switch result {
      case .success(let value):
        return .success(value)
      case .failure(let failure):
        if isCancellation(failure) { return .cancelled }
        guard case .retry(let delay) = decide(failure, attempt) else { return .failure(failure) }
        do {
          try await clock.sleep(for: delay)
        } catch {
          return .cancelled
        }
        attempt += 1
      }
    }
  }

  private func retryDecision(after failure: Failure, attempt: Int) -> RetryDecision {
    retryPolicy.decision(after: failure, attempt: attempt, using: &randomNumberGenerator)
  }

  private func finish(_ request: RequestID, with outcome: RequestOutcome<Value, Failure>) {
    tasks.remove(request)
    _ = update { $0.finish(request, with: outcome) }
    // After the state is set, so a caller that resumes reads the outcome.
    guard waiters.contains(where: { $0.request == request }) else { return }
    let ended = waiters.filter { $0.request == request }
    waiters.removeAll { $0.request == request }
    for waiter in ended { waiter.continuation.resume() }
  }

  // MARK: - Observation

  /// Applies a command to the state machine, notifying observers once if the state changed visibly.
  private func update<Result>(_ command: (inout LoaderStateMachine<Value, Failure>) -> Result) -> Result {
    var next = machine
    let result = command(&next)
    // No notification when the command assigned no state (a join, a stale completion), whatever `Value`
    // is, or when it assigned an equal one.
    if next.revision == machine.revision || typeInfo.isSameState?(machine.state, next.state) == true {
      machine = next
    } else {
      registrar.withMutation(of: self, keyPath: typeInfo.stateKeyPath) { machine = next }
    }
    return result
  }
}
