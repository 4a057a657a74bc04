import ScreenStateCore

/// What a command asks of the engine.
@usableFromInline enum StartDecision: Equatable {
  /// Start request `id`, replacing the one in flight, if any.
  case start(RequestID)
  /// A request is already in flight: wait for it instead of starting another.
  case join(RequestID)
  /// Nothing to start or wait for.
  case none

  /// The request to wait for, if any.
  @inlinable var request: RequestID? {
    switch self {
    case .start(let id), .join(let id): id
    case .none: nil
    }
  }
}

/// The pure state of a value that requests load: which command starts, joins, cancels or drops what, which state
/// follows, where the value shown came from, which input it answers, and why and when the request behind it started.
///
/// It owns no tasks and performs no effects: a ``LoadEntry`` runs the requests it asks for and feeds their ends back.
/// Every state change goes through the transitions of ``Loadable``. `Input` is what each request asks for: nothing
/// (`Void`), a query, or which pages of a list. Its transitions are `@inlinable`, so that the synchronous path of a
/// kind is specialized in the calling module; only they assign its properties.
@usableFromInline struct LoadState<Input, Value, Failure: Error> {
  /// The state a screen shows.
  @usableFromInline var state: Loadable<Value, Failure> {
    didSet { revision &+= 1 }
  }
  /// Counts assignments to ``state``: a command that leaves it unchanged assigned nothing, so the kind can skip
  /// notifying observers even when `Value` is not `Equatable`.
  @usableFromInline var revision: UInt64 = 0
  /// The state before the request in flight started: what a cancellation goes back to.
  @usableFromInline var settledState: Loadable<Value, Failure>
  /// The request whose end counts, and its input; any other end is stale and dropped.
  @usableFromInline var current: RequestID?
  @usableFromInline var currentInput: Input?
  /// The input of the latest request started: what ``retry(_:)`` asks for again.
  @usableFromInline var lastInput: Input?
  @usableFromInline var ids = RequestIDs()
  /// The classification of the failure in ``state``, made once when it happened; `nil` unless failed.
  @usableFromInline var classification: FailureClassification?
  /// The classification that goes with ``settledState``.
  @usableFromInline var settledClassification: FailureClassification?
  /// Where the value in ``state`` came from; `nil` when there is none.
  @usableFromInline var origin: ValueOrigin?
  /// The input whose answer is the value shown, kept when a value is set by hand.
  @usableFromInline var answeredInput: Input?
  /// Counts the values that arrived (an answer, or a value set by hand).
  @usableFromInline var valueRevision: UInt64 = 0
  /// Whether the request in flight waits for the network to come back.
  @usableFromInline var isWaitingForNetwork = false
  /// Why the request behind ``state`` started: the one in flight while loading, the one that failed while failed;
  /// `nil` otherwise.
  @usableFromInline var reason: RequestReason?
  /// The reason that goes with ``settledState``.
  @usableFromInline var settledReason: RequestReason?
  /// When the request in flight started, on the kind's clock; `nil` with none in flight.
  @usableFromInline var startedAt: Duration?

  /// - Parameters:
  ///   - state: The state before the first request. A loading state settles to the value it keeps, because no
  ///     request of someone else can be resumed.
  ///   - origin: Where an initial value came from.
  ///   - classify: Classifies an initial failure, once.
  init(
    state: Loadable<Value, Failure> = .idle, origin: ValueOrigin = .set, classify: (Failure) -> FailureClassification
  ) {
    let settled: Loadable<Value, Failure> =
      if case .loading(let previous) = state { previous.map { .loaded($0) } ?? .idle } else { state }
    self.state = settled
    self.settledState = settled
    classification = settled.error.map(classify)
    settledClassification = classification
    self.origin = settled.value == nil ? nil : origin
  }

  /// The input the value shown answers; `nil` with no value, or one set by hand before any answer.
  @inlinable var shownInput: Input? { state.value == nil ? nil : answeredInput }

  /// `load()`: start when idle or failed, join a request in flight, do nothing when a value is loaded.
  @inlinable mutating func load(
    _ input: Input, reason: RequestReason = .load, at time: Duration = .zero
  ) -> StartDecision {
    if let current { return .join(current) }
    switch state {
    case .idle, .failed: return start(input, reason: reason, at: time)
    case .loaded, .loading: return .none
    }
  }

  /// `refresh()`: always start anew, keeping the value on screen and replacing any request in flight.
  @inlinable mutating func refresh(
    _ input: Input, reason: RequestReason = .refresh, at time: Duration = .zero
  ) -> StartDecision {
    start(input, reason: reason, at: time)
  }

  /// `retry()`: after a failure, ask again for the input of the latest request (`fallback` when there was none);
  /// join a request in flight; otherwise do nothing.
  @inlinable mutating func retry(
    _ fallback: Input, reason: RequestReason = .retry, at time: Duration = .zero
  ) -> StartDecision {
    if let current { return .join(current) }
    if case .failed = state { return start(lastInput ?? fallback, reason: reason, at: time) }
    return .none
  }

  /// `cancel()`: drop the request in flight and go back to the state before it. Returns the request to cancel.
  @inlinable mutating func cancel() -> RequestID? {
    guard let cancelled = current else { return nil }
    current = nil
    currentInput = nil
    isWaitingForNetwork = false
    startedAt = nil
    // Not loading (a request nobody asked for left it loaded): assigned nothing, so no observer hears of it.
    if state.isLoading { state = settledState }
    classification = settledClassification
    reason = settledReason
    return cancelled
  }

  /// `reset()`: drop the request in flight and forget everything. Returns the request to cancel.
  @inlinable mutating func reset() -> RequestID? {
    let cancelled = current
    current = nil
    currentInput = nil
    isWaitingForNetwork = false
    state = state.resetting()
    settledState = state
    classification = nil
    settledClassification = nil
    origin = nil
    answeredInput = nil
    reason = nil
    settledReason = nil
    startedAt = nil
    return cancelled
  }

  /// `dismissFailure()`: after a failure, show what was kept as settled (loaded, or idle when nothing was).
  /// Returns whether anything changed; nothing does while a request is in flight or when nothing failed.
  @inlinable mutating func dismissFailure() -> Bool {
    guard canDismissFailure else { return false }
    state = state.dismissingFailure()
    settledState = state
    classification = nil
    settledClassification = nil
    reason = nil
    settledReason = nil
    return true
  }

  /// Whether ``dismissFailure()`` changes anything: a failure shown, no request in flight. It then always changes the
  /// state's case.
  @inlinable var canDismissFailure: Bool { current == nil && state.isFailed }

  /// A request ended. Returns `false`, changing nothing, when the request is no longer current.
  @inlinable mutating func finish(_ request: RequestID, with outcome: RequestOutcome<Value, Failure>) -> Bool {
    guard request == current else { return false }
    let input = currentInput
    current = nil
    currentInput = nil
    isWaitingForNetwork = false
    startedAt = nil
    switch outcome {
    case .success(let value):
      state = state.succeeding(with: value)
      classification = nil
      reason = nil
      origin = .fetched
      answeredInput = input
      valueRevision &+= 1
    case .failure(let failure, let failureClassification):
      state = state.failing(with: failure)
      classification = failureClassification
    case .cancelled:
      if state.isLoading { state = settledState }
      classification = settledClassification
      reason = settledReason
    }
    settledState = state
    settledClassification = classification
    settledReason = reason
    return true
  }

  /// The request's answer was "not modified": the value shown before it is loaded again, as it was, and counts as
  /// fetched; no value arrived (``valueRevision`` stays). Returns `false`, changing nothing, when the request is no
  /// longer current or no value is shown.
  @inlinable mutating func finishNotModified(_ request: RequestID) -> Bool {
    guard request == current, let value = settledState.value ?? state.value else { return false }
    current = nil
    currentInput = nil
    isWaitingForNetwork = false
    startedAt = nil
    // Left loaded, fetched, by a request nobody asked for: assigned nothing, so no observer hears of it. A restored
    // value becoming fetched is seen (``ValueOrigin``).
    if case .loaded = state, origin == .fetched {} else { state = .loaded(value) }
    classification = nil
    reason = nil
    origin = .fetched
    settledState = state
    settledClassification = nil
    settledReason = nil
    return true
  }

  /// `setValue(_:)`: show `value` as loaded, dropping the request in flight, whose answer is older than `value`.
  /// Returns the request to cancel.
  @inlinable mutating func setValue(_ value: Value, origin: ValueOrigin) -> RequestID? {
    let cancelled = current
    // The request's fields are set only with one in flight: left alone without one, so that clearing `Input?` (whose
    // type unspecialized code looks up at run time) costs nothing then.
    if cancelled != nil {
      current = nil
      currentInput = nil
      isWaitingForNetwork = false
      startedAt = nil
    }
    state = .loaded(value)
    settledState = state
    classification = nil
    settledClassification = nil
    reason = nil
    settledReason = nil
    self.origin = origin
    valueRevision &+= 1
    return cancelled
  }

  /// A value arrived without a request (an element of a live feed): it is shown, as fetched, and is what a
  /// cancellation goes back to; a request in flight goes on, and its answer, when it comes, is the value then.
  @inlinable mutating func receive(_ value: Value) {
    if current == nil {
      state = .loaded(value)
      classification = nil
      reason = nil
    } else {
      state = state.isLoading ? .loading(previous: value) : .loaded(value)
    }
    settledState = .loaded(value)
    settledClassification = nil
    settledReason = nil
    origin = .fetched
    valueRevision &+= 1
  }

  /// A failure arrived without a request (a live feed's): shown over what is shown, for `reason`, unless a request is
  /// in flight, whose end decides what shows. Returns whether it was shown.
  @inlinable mutating func failUnrequested(
    _ failure: Failure, classification failureClassification: FailureClassification, reason: RequestReason
  ) -> Bool {
    guard current == nil else { return false }
    state = state.failing(with: failure)
    classification = failureClassification
    self.reason = reason
    settledState = state
    settledClassification = classification
    settledReason = reason
    return true
  }

  /// The request in flight started or stopped waiting for the network. Returns whether anything changed.
  @inlinable mutating func networkWait(_ request: RequestID, _ waiting: Bool) -> Bool {
    guard request == current, isWaitingForNetwork != waiting else { return false }
    isWaitingForNetwork = waiting
    return true
  }

  /// Replaces the value of a settled, loaded state, keeping where it came from: a page appended to a list.
  /// Returns whether it did; nothing changes while a request is in flight or nothing is loaded.
  @inlinable mutating func replaceValue(_ value: Value) -> Bool {
    guard current == nil, case .loaded = state else { return false }
    state = .loaded(value)
    settledState = state
    valueRevision &+= 1
    return true
  }

  @inlinable mutating func start(
    _ input: Input, reason: RequestReason = .refresh, at time: Duration = .zero
  ) -> StartDecision {
    let request = ids.next()
    current = request
    currentInput = input
    isWaitingForNetwork = false
    lastInput = input
    self.reason = reason
    startedAt = time
    // A replaced request never settled, so the state to go back to stays the one before it. A request nobody asked
    // for leaves a loaded value as it is: nothing changes until it answers with something new.
    if reason.isAutomatic, case .loaded = settledState {
      if state.isLoading { state = settledState }  // it replaces one the person asked for
    } else {
      state = settledState.startingLoad()
    }
    classification = nil
    return .start(request)
  }
}
