/// Identifies one request started by a ``Loader``; a completion only counts while its request is current.
@usableFromInline struct RequestID: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let rawValue: UInt64

  @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
  @usableFromInline var description: String { "#\(rawValue)" }
}

/// How a request ended, once its retries are spent.
@usableFromInline enum RequestOutcome<Value, Failure: Error> {
  case success(Value)
  /// The last attempt's failure, with the classification that decided not to retry it.
  case failure(Failure, FailureClassification)
  /// Cancelled by the loader, by the task, or by an error that means cancellation: never shown as a failure.
  case cancelled
}

/// What the engine must do after a command.
@usableFromInline enum StartDecision: Equatable {
  /// Start a new request, cancelling the one it replaces, if any.
  case start(RequestID, replacing: RequestID?)
  /// A request is already in flight: wait for it instead of starting another.
  case join(RequestID)
  /// Nothing to start or wait for.
  case none
}

/// The pure logic of ``Loader``: which command starts, joins, cancels or drops what, and which state follows.
///
/// It owns no tasks and performs no effects; ``Loader`` runs the effects it asks for. Every state change
/// goes through the transitions of ``Loadable``.
///
/// `@usableFromInline`, its transitions `@inlinable`: ``Loader``'s synchronous path is specialized in the
/// calling module (see BENCHMARKS.md, "What `@inlinable` costs"). Its properties are therefore internal
/// rather than `private(set)`; only the transitions below assign them.
@usableFromInline struct LoaderStateMachine<Value, Failure: Error> {
  /// The state a screen shows.
  @usableFromInline var state: Loadable<Value, Failure> {
    didSet { revision &+= 1 }
  }
  /// Counts assignments to ``state``: a command that leaves it unchanged assigned nothing, so the engine
  /// can skip notifying observers even when `Value` is not `Equatable`.
  @usableFromInline var revision: UInt64 = 0
  /// The state before the request in flight started: what a cancellation goes back to.
  @usableFromInline var settledState: Loadable<Value, Failure>
  /// The request whose completion counts; any other completion is stale and dropped.
  @usableFromInline var current: RequestID?
  @usableFromInline var lastIssued: UInt64 = 0
  /// The request that produced the settled state, `nil` when no request did (initial state, reset, dismissal).
  @usableFromInline var settledBy: RequestID?
  /// The classification of the failure in ``state``, made once when it happened; `nil` unless failed.
  @usableFromInline var classification: FailureClassification?
  /// The classification that goes with ``settledState``.
  @usableFromInline var settledClassification: FailureClassification?
  /// Counts the values that arrived (a success, or a value set by hand): a store compares it to tell whether
  /// anything replaced the value it last wrote.
  @usableFromInline var valueRevision: UInt64 = 0

  /// - Parameters:
  ///   - state: The state before the first request.
  ///   - classify: Classifies an initial failure, once.
  init(state: Loadable<Value, Failure> = .idle, classify: (Failure) -> FailureClassification) {
    // A loader cannot resume someone else's request, so an initial loading state settles to what it keeps.
    let settled: Loadable<Value, Failure> =
      if case .loading(let previous) = state { previous.map { .loaded($0) } ?? .idle } else { state }
    self.state = settled
    self.settledState = settled
    classification = settled.error.map(classify)
    settledClassification = classification
  }

  /// `load()`: start when idle or failed, join a request in flight, do nothing when loaded.
  @inlinable mutating func load() -> StartDecision {
    if let current { return .join(current) }
    switch state {
    case .idle, .failed: return start()
    case .loaded, .loading: return .none
    }
  }

  /// `refresh()`: always start anew, keeping the value on screen and replacing any request in flight.
  @inlinable mutating func refresh() -> StartDecision {
    start()
  }

  /// `retry()`: start again only after a failure; join a request in flight; otherwise do nothing.
  @inlinable mutating func retry() -> StartDecision {
    if let current { return .join(current) }
    if case .failed = state { return start() }
    return .none
  }

  /// `cancel()`: drop the request in flight and go back to the state before it. Returns the request to cancel.
  @inlinable mutating func cancel() -> RequestID? {
    guard let cancelled = current else { return nil }
    current = nil
    state = state.cancellingLoad(restoring: settledState)
    classification = settledClassification
    return cancelled
  }

  /// `reset()`: drop the request in flight and forget everything. Returns the request to cancel.
  @inlinable mutating func reset() -> RequestID? {
    let cancelled = current
    current = nil
    state = state.resetting()
    settledState = state
    settledBy = nil
    classification = nil
    settledClassification = nil
    return cancelled
  }

  /// `dismissFailure()`: after a failure, show what was kept as settled (loaded, or idle when nothing was).
  /// Returns whether anything changed; nothing does while a request is in flight or when nothing failed.
  @inlinable mutating func dismissFailure() -> Bool {
    guard current == nil, state.isFailed else { return false }
    state = state.dismissingFailure()
    settledState = state
    settledBy = nil
    classification = nil
    settledClassification = nil
    return true
  }

  /// A request ended. Returns `false`, changing nothing, when the request is no longer current.
  @inlinable mutating func finish(_ request: RequestID, with outcome: RequestOutcome<Value, Failure>) -> Bool {
    guard request == current else { return false }
    current = nil
    switch outcome {
    case .success(let value):
      state = state.succeeding(with: value)
      settledBy = request
      classification = nil
      valueRevision &+= 1
    case .failure(let failure, let failureClassification):
      state = state.failing(with: failure)
      settledBy = request
      classification = failureClassification
    case .cancelled:
      state = state.cancellingLoad(restoring: settledState)
      classification = settledClassification
    }
    settledState = state
    settledClassification = classification
    return true
  }

  /// `setValue(_:)`: show `value` as loaded, dropping the request in flight, whose response is older than
  /// `value`. Returns the request to cancel.
  mutating func setValue(_ value: Value) -> RequestID? {
    let cancelled = current
    current = nil
    state = .loaded(value)
    settledState = state
    settledBy = nil
    classification = nil
    settledClassification = nil
    valueRevision &+= 1
    return cancelled
  }

  @inlinable mutating func start() -> StartDecision {
    let replaced = current
    lastIssued &+= 1
    let request = RequestID(rawValue: lastIssued)
    current = request
    // A replaced request never settled, so the state to go back to stays the one before it.
    state = settledState.startingLoad()
    classification = nil
    return .start(request, replacing: replaced)
  }
}
