import Observation
import ScreenStateCore

/// The engine behind every state kind: one value loaded by requests for an input (none, a query, which pages of a
/// list), one request at a time, the latest one winning, each failure classified once, retried and timed.
///
/// You never make an entry yourself: ``Loader``, ``QueryLoader`` and ``PageLoader`` are entries, and a
/// ``ResourceStore`` keeps one per key, which its handles (``Resource``, ``QueryResource``, ``PagedResource``) observe.
/// What they share is documented here, once:
///
/// - ``load()`` starts when nothing is shown or the last load failed, and joins a request in flight instead of
///   starting a second one; ``refresh()`` keeps the value on screen and replaces the request in flight; ``retry()``
///   asks again after a failure; ``dismissFailure()`` accepts it and keeps what was shown.
/// - An answer to a request that was replaced or cancelled is dropped, always.
/// - A cancelled request (by the app, or ended by a failure the classifier calls a cancellation, such as
///   `CancellationError` or `URLError.cancelled`) puts the state back to what it was before it: never a failure.
/// - Each failed attempt is classified once by the configuration's ``FailureClassifier``; that classification decides
///   the retry and, for the last attempt, is kept as ``failureClassification`` for the screen.
/// - A request never runs longer than its policy's ``RetryPolicy/timeBudget`` when attempts have a ``timeout``.
///   Timeouts and retry waits cost an entry in one timer queue per clock, not a task each.
/// - The operation runs in a task the entry owns, so cancelling a caller (a SwiftUI `.task` or `.refreshable` going
///   away) ends that caller's wait, not the work. Releasing the entry cancels the work.
/// - Reading ``state`` inside an observation tracks the entry; each visible change notifies once, and a change to an
///   equal state (when `Value` is `Equatable`) notifies no one.
@MainActor
public class LoadEntry<Input: Sendable, Value: Sendable, Failure: Error>: LoadableSource, ChangeReportingSource {
  /// How requests are classified, retried, limited and timed.
  public final let configuration: LoadingConfiguration
  /// The time limit of each attempt, if any.
  public final let timeout: AttemptTimeout<Failure>?

  @usableFromInline final var machine: LoadState<Input, Value, Failure>
  @usableFromInline final let registrar = ObservationRegistrar()
  @usableFromInline final let typeInfo: EntryTypeInfo<Input, Value, Failure>
  /// Counts the notifications sent.
  @usableFromInline final var notifications: UInt64 = 0
  /// Whether a kind has more to reconcile or observe around each change of ``machine``: its
  /// ``willCommit(from:to:)`` and ``didCommit()`` are then called.
  @usableFromInline final let hasCommitHooks: Bool
  /// Whether requests beyond the value's own are in flight (a page beyond either end of a list).
  @usableFromInline final var edgesRunning = false
  /// Whether anything follows the entry's changes as they are made (see ``addChangeObserver(_:)``).
  @usableFromInline final var hasChangeObservers = false
  /// What follows the entry's changes as they are made: the screens drawing it.
  private final var changeObservers: [WeakChangeObserver] = []
  nonisolated(unsafe) final var runner: RequestRunner<Input, Value, Failure>!
  final var eventSource = LoadEventSource()
  /// What a store keeps about the entry, when one keeps it.
  final var record: StoreRecord<Value>?

  deinit {
    runner?.abandon()
  }

  /// An entry starting at `initialState`, running `work` for each request of its value.
  init(
    _ initialState: Loadable<Value, Failure>,
    configuration: LoadingConfiguration,
    timeout: AttemptTimeout<Failure>?,
    work: RequestRunner<Input, Value, Failure>.Work,
    hasCommitHooks: Bool = false
  ) {
    let classifier = configuration.classifier
    machine = LoadState(state: initialState, classify: { classifier.classify($0) })
    self.configuration = configuration
    self.timeout = timeout
    self.hasCommitHooks = hasCommitHooks
    typeInfo = .shared
    runner = RequestRunner(
      part: .value, configuration: configuration, timeout: timeout, work: work,
      onEnd: { [weak self] request, outcome in self?.finish(request, with: outcome) })
    runner.onNetworkWait = { [weak self] request, waiting in
      _ = self?.update { $0.networkWait(request, waiting) }
    }
  }

  // MARK: - State

  /// The rule that classifies each failure, for the retries and for the screen.
  public final var classifier: FailureClassifier { configuration.classifier }
  /// The retry policy applied to each request.
  public final var retryPolicy: RetryPolicy { configuration.retryPolicy }

  /// The current state; reading it inside an observation (a SwiftUI body) tracks it.
  @inlinable public final var state: Loadable<Value, Failure> {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return machine.state
  }

  /// Whether a request is in flight.
  @inlinable public final var isRunning: Bool { machine.current != nil || edgesRunning }

  /// The classification of the failure in ``state``, made once when it happened; `nil` unless failed. Tracks
  /// ``state``.
  @inlinable public final var failureClassification: FailureClassification? {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return machine.classification
  }

  /// Where the value shown came from: an answer, the disk, a placeholder, or set by hand; `nil` when none is shown.
  /// Tracks ``state``.
  public final var valueOrigin: ValueOrigin? {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return machine.origin
  }

  /// Whether the request in flight waits for the network to come back (see ``LoadingConfiguration/connectivity``);
  /// tracks ``state``.
  public final var isWaitingForNetwork: Bool {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return machine.isWaitingForNetwork
  }

  /// Why the request behind ``state`` started: the one in flight while loading, the one that failed while failed;
  /// `nil` otherwise. Tracks ``state``.
  public final var requestReason: RequestReason? {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return machine.reason
  }

  /// When the request in flight started, on the time line of the configuration's clock (``LoadEvent/time``'s);
  /// `nil` with none in flight. Tracks ``state``.
  public final var requestStartedAt: Duration? {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return machine.startedAt
  }

  /// Counts the visible changes of ``state``; reading it inside an observation tracks ``state``.
  public final var changeCount: UInt64 {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return notifications
  }

  /// The latest request started, in flight or not; `nil` before the first.
  public final var latestRequest: RequestID? { machine.ids.latest }

  /// The events of the entry's requests; see ``LoadEvent``.
  public var events: LoadEvents {
    let events = eventSource.get()
    runner.report(to: events)
    return events
  }

  // MARK: - Commands

  /// Loads when nothing is loaded yet or the last load failed; joins a request already in flight; does nothing when
  /// a value is loaded (use ``refresh()`` to reload). Returns when that request has ended.
  public final func load() async {
    // The runner's wait, not `wait(for:)`: one async frame instead of two on the caller's task.
    await runner.wait(for: start(.load))
  }

  /// Reloads, keeping the value on screen: replaces any request in flight with a new one. Returns when the new request
  /// has ended.
  public final func refresh() async {
    await runner.wait(for: start(.refresh))
  }

  /// Tries again after a failure, keeping any value on screen; joins a request in flight; does nothing otherwise.
  /// Returns when that request has ended.
  public final func retry() async {
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
  ///   - reason: Why, as events and ``requestReason`` report it; the command's own reason by default.
  @discardableResult
  public final func start(_ command: LoadCommand, reason: RequestReason? = nil) -> RequestID? {
    let reason = reason ?? command.reason
    let input = input(for: command, reason: reason)
    let now = runner.timers.now
    let decision: StartDecision =
      switch command {
      case .load: update { $0.load(input, reason: reason, at: now) }
      case .refresh: update { $0.refresh(input, reason: reason, at: now) }
      case .retry: update { $0.retry(input, reason: reason, at: now) }
      }
    if case .start(let request) = decision {
      // A retry asks again for what failed, not for the kind's input now.
      runner.start(request, input: command == .retry ? retriedInput(or: input) : input, reason: reason)
    }
    return decision.request
  }

  /// The input of the retry started. Not inlined: its `Input?` is looked up at run time, which only a retry pays.
  @inline(never) private func retriedInput(or input: Input) -> Input { machine.currentInput ?? input }

  /// Starts a request for `input` now, replacing the one in flight, for `reason`: a query sent after its debounce.
  final func send(_ input: Input, reason: RequestReason) {
    let now = runner.timers.now
    if case .start(let request) = update({ $0.refresh(input, reason: reason, at: now) }) {
      runner.start(request, input: input, reason: reason)
    }
  }

  /// Suspends until `request` ends (or is replaced or cancelled) or the caller is cancelled, whichever comes first:
  /// cancelling a caller ends its wait, not the work. Returns at once for `nil` or a request that ended.
  public final func wait(for request: RequestID?) async {
    await runner.wait(for: request)
  }

  /// Stops the request in flight and returns to the state before it; a later response is dropped.
  public func cancel() {
    guard update({ $0.cancel() }) != nil else { return }
    runner.cancel()
    record?.store?.valueRequestEnded(self)
  }

  /// Stops the request in flight and returns to ``Loadable/idle``, forgetting any value.
  public func reset() {
    if update({ $0.reset() }) != nil {
      runner.cancel()
      record?.store?.valueRequestEnded(self)
    }
    eventSource.emit { LoadEvent(.reset, time: runner.timers.now) }
    record?.store?.entryWasReset(self)
  }

  /// Acknowledges a failure, as when the user dismisses its alert: the kept value is shown as loaded, or the state
  /// returns to ``Loadable/idle`` when nothing was kept. Does nothing unless the state is failed.
  @inlinable public final func dismissFailure() {
    guard !hasCommitHooks else {
      _ = update { $0.dismissFailure() }
      return
    }
    // A failure dismissed always changes the state's case: changed in place, with no copy of the machine, once the
    // observers were told it will change.
    guard machine.current == nil, machine.state.isFailed else { return }
    registrar.willSet(StateSubject.shared, keyPath: \StateSubject.state)
    _ = machine.dismissFailure()
    didChangeInPlace()
  }

  /// Shows `value` as loaded now, as after a successful load, and cancels the request in flight, if any.
  ///
  /// The request in flight was sent before `value` was known, so its response is older than `value` and is dropped
  /// (silently, as any cancelled request): a set value is never overwritten by an older response. Callers waiting for
  /// that request return. ``refresh()`` afterwards asks the server again.
  ///
  /// - Parameters:
  ///   - value: The value to show.
  ///   - origin: Where it came from: ``ValueOrigin/set`` by default.
  public final func setValue(_ value: Value, origin: ValueOrigin = .set) {
    guard let store = record?.store else {
      show(value, origin: origin)
      return
    }
    if show(value, origin: origin) != nil { store.valueRequestEnded(self) }
    store.entryValueReplaced(self)
  }

  /// Changes the value shown, if any, with `transform`, as ``setValue(_:origin:)`` would (cancelling the request in
  /// flight). The value shown is the loaded one, or the one kept while loading or after a failure; with no value
  /// (idle, a first load, a failed first load) nothing changes and it returns `false`.
  @discardableResult
  public final func modifyValue(_ transform: (inout Value) -> Void) -> Bool {
    guard var value = machine.state.value else { return false }
    transform(&value)
    setValue(value)
    return true
  }

  /// Suspends until no request is in flight, including requests started while it waits. An attempt abandoned by a
  /// cancel or a replacement is not waited for: its answer no longer counts.
  ///
  /// Useful in tests and command-line tools; a view never needs it.
  public func waitUntilSettled() async {
    while let current = machine.current {
      await runner.wait(for: current)
      if Task.isCancelled { return }
    }
  }

  // MARK: - Following changes

  /// Calls `observer` after each visible change of the entry from now on, once it is complete, while `observer`
  /// lives.
  package final func addChangeObserver(_ observer: any SourceChangeObserver) {
    changeObservers.removeAll { $0.observer == nil }
    changeObservers.append(WeakChangeObserver(observer: observer))
    hasChangeObservers = true
  }

  /// Counts the values that arrived (an answer, a value set, a page added); untracked.
  package final var valueRevision: UInt64 { machine.valueRevision }

  /// Ends a change made in place, once its observers were told it will happen: they are told it did, and so is
  /// whatever follows the entry.
  @usableFromInline final func didChangeInPlace() {
    notifications &+= 1
    registrar.didSet(StateSubject.shared, keyPath: \StateSubject.state)
    if hasChangeObservers { reportChange() }
  }

  /// Tells every observer of the change just made.
  @usableFromInline final func reportChange() {
    var sawReleased = false
    for entry in changeObservers {
      if let observer = entry.observer { observer.sourceDidChange() } else { sawReleased = true }
    }
    guard sawReleased else { return }
    changeObservers.removeAll { $0.observer == nil }
    hasChangeObservers = !changeObservers.isEmpty
  }

  // MARK: - What a kind says

  /// What `command`, started for `reason`, asks for: a kind's own input (its query, the pages of its list). Called
  /// once per command.
  func input(for command: LoadCommand, reason: RequestReason) -> Input {
    preconditionFailure("\(Self.self) says what its commands ask for")
  }

  /// Called before `new` replaces `old` when ``hasCommitHooks``; returns whether something else the kind shows
  /// changed with it.
  @usableFromInline func willCommit(
    from old: LoadState<Input, Value, Failure>, to new: LoadState<Input, Value, Failure>
  ) -> Bool {
    false
  }

  /// Called after a change of ``machine`` when ``hasCommitHooks``.
  @usableFromInline func didCommit() {}

  // MARK: - Effects

  /// Shows `value` with `origin`, cancelling the request in flight; returns the request cancelled. The store's own
  /// writes (a value with its optimistic changes) come here without being told back to the store.
  @discardableResult
  final func show(_ value: Value, origin: ValueOrigin) -> RequestID? {
    let cancelled: RequestID?
    if !hasCommitHooks, machine.current == nil {
      // Nothing in flight to cancel: the value replaces the one shown in place, with no copy of the machine. Whether
      // observers are told is decided first, as `commit` decides it: not for an equal value from the same origin.
      let visible =
        machine.state.caseIndex != 2 || machine.origin != origin
        || typeInfo.isSameState?(machine.state, .loaded(value)) != true
      if visible { registrar.willSet(StateSubject.shared, keyPath: \StateSubject.state) }
      cancelled = machine.setValue(value, origin: origin)
      if visible { didChangeInPlace() }
    } else {
      cancelled = update { $0.setValue(value, origin: origin) }
    }
    if cancelled != nil { runner.cancel() }
    eventSource.emit { LoadEvent(.valueReplaced(origin), time: runner.timers.now) }
    return cancelled
  }

  /// Replaces the value of a settled, loaded state, keeping where it came from; returns whether it did.
  final func replaceSettledValue(_ value: Value) -> Bool {
    update { $0.replaceValue(value) }
  }

  private func finish(_ request: RequestID, with outcome: RequestOutcome<Value, Failure>) {
    if let validation = record?.validation, outcome.isSuccess {
      finishValidated(request, with: outcome, validation)
      return
    }
    guard update({ $0.finish(request, with: outcome) }), let record else { return }
    record.store?.entryEnded(self, part: .value, request: request, succeeded: outcome.isSuccess)
  }

  // MARK: - Observation

  /// Applies a command to the state, notifying observers once if the state changed visibly.
  ///
  /// `@inlinable`, like ``state`` and ``dismissFailure()``: the synchronous path is specialized in the caller's
  /// module. The async request machinery (tasks, waiters, retries) is not inlinable.
  @inlinable @discardableResult
  final func update<Result>(_ command: (inout LoadState<Input, Value, Failure>) -> Result) -> Result {
    var next = machine
    let result = command(&next)
    commit(&next)
    return result
  }

  /// Moves `next` in, notifying observers once if it differs visibly from the state shown, or `alsoVisible`.
  @inlinable @inline(__always)
  final func commit(_ next: inout LoadState<Input, Value, Failure>, alsoVisible: Bool = false) {
    let hooked = hasCommitHooks && willCommit(from: machine, to: next)
    // No notification when the command assigned no state (a join, a stale completion), whatever `Value` is, or when
    // it assigned an equal one from the same origin, for a request as automatic as before where a screen shows it
    // (loading or failed). The cases are compared first: `isSameState` casts both states to an `Equatable` type
    // dynamically, which costs more than the rest of a transition.
    let isQuiet =
      !alsoVisible && !hooked && machine.isWaitingForNetwork == next.isWaitingForNetwork
      && (next.revision == machine.revision
        || (machine.state.caseIndex == next.state.caseIndex && machine.origin == next.origin
          && (!next.state.showsReason || machine.reason?.isAutomatic == next.reason?.isAutomatic)
          && typeInfo.isSameState?(machine.state, next.state) == true))
    if isQuiet {
      swap(&machine, &next)
    } else {
      // `withMutation` without its closure, and a swap rather than an assignment: the new machine is moved in, not
      // copied.
      registrar.willSet(StateSubject.shared, keyPath: \StateSubject.state)
      swap(&machine, &next)
      notifications &+= 1
      registrar.didSet(StateSubject.shared, keyPath: \StateSubject.state)
    }
    if hasCommitHooks { didCommit() }
    if !isQuiet && hasChangeObservers { reportChange() }
  }
}

extension RequestOutcome {
  /// Whether the request succeeded.
  var isSuccess: Bool { output != nil }

  /// The answer, when the request succeeded.
  var output: Output? {
    if case .success(let output) = self { return output }
    return nil
  }

  /// The failure, when the request failed.
  var failure: Failure? {
    if case .failure(let failure, _) = self { return failure }
    return nil
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

  /// Whether a screen shows this state differently for a request nobody asked for: loading (no refresh indicator)
  /// or failed (a quieter notice).
  @inlinable var showsReason: Bool {
    switch self {
    case .loading, .failed: true
    case .idle, .loaded: false
    }
  }
}
