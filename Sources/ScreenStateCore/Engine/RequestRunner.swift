/// Performs the requests of one ``RequestLane``: runs each attempt of an operation in a task, arms the lane's
/// timers on the shared ``TimerQueue``, classifies failures, resumes the callers waiting for a request, and
/// tells its owner how each request ended.
///
/// Every state kind is built on runners: a ``Loader`` has one, a ``PageLoader`` one per part of its list (first
/// page, next page, previous page), a ``Mutation`` one. The owner keeps the state and decides which request runs;
/// the runner only performs it. A request started while another runs replaces it: the older attempt is abandoned
/// (its task cancelled, its answer ignored) and its callers resume at once.
///
/// An attempt that ignores cancellation is abandoned all the same: a timeout or a cancel never waits for it.
@MainActor
package final class RequestRunner<Input: Sendable, Output: Sendable, Failure: Error>: TimerTarget {
  package typealias Operation = @Sendable (Input) async throws(Failure) -> Output

  /// The work of an attempt: an operation of the request's input, or one without any (a `Loader`'s), called as it
  /// is rather than through a wrapping closure, whose frame would cost each attempt an allocation.
  package enum Work {
    case withInput(Operation)
    case withoutInput(@Sendable () async throws(Failure) -> Output)
  }

  /// The part of its kind the runner loads, for events.
  let part: LoadPart
  /// The rule that classifies each failure.
  let classifier: FailureClassifier
  /// The queue of the runner's timers, whose ``TimerQueue/now`` is the runner's time.
  package let timers: TimerQueue
  /// Where events go, when someone observes them. Private, so that reading it from the runner's own code needs no
  /// exclusivity check.
  private weak var events: LoadEvents?

  /// Sends the runner's events to `events` from now on.
  package func report(to events: LoadEvents?) { self.events = events }

  private let work: Work
  private let policy: RetryPolicy
  private let timeout: AttemptTimeout<Failure>?
  private let randomness: RandomSource
  private let connectivity: (any ConnectivityMonitoring)?
  /// Told when the request in flight starts or stops waiting for the network; set once by the owner.
  package var onNetworkWait: (@MainActor (RequestID, Bool) -> Void)?
  /// While the request waits for the network: the subscription that tells when it comes back, and the failure it
  /// reports if the network does not come back in time. Apart, so that every request's end checks the subscription
  /// alone, a type that needs no metadata looked up at run time.
  private var networkSubscription: ChangeSubscription?
  private var networkWait: (failure: Failure, classification: FailureClassification)?
  private let onEnd: @MainActor (RequestID, RequestOutcome<Output, Failure>) -> Void
  private var lane: RequestLane
  /// The input of the request in flight, kept only for an operation that takes one: in this generic code, every
  /// use of an `Input?` looks its type up at run time, which a `Loader` (no input) then never pays for.
  private var input: Input?
  // Written on the main actor; read once more by `deinit`, when no other reference exists.
  // Typed as throwing though it never throws: `Task.init` wraps a non-throwing operation in one more allocated thunk.
  nonisolated(unsafe) private var attemptTask: Task<Void, any Error>?
  nonisolated(unsafe) private var timer: TimerQueue.Handle?
  private var waiters = InlineFirstList<RequestWaiter>()
  private var nextWaiterID: UInt64 = 0

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - part: What the runner loads, for events.
  ///   - configuration: Classifier, retry policy, clock and randomness.
  ///   - timeout: The attempt limit and the failure it becomes; `nil` for none.
  ///   - operation: The work of one attempt.
  ///   - onEnd: Told how each request ended (not when it was cancelled or replaced by the owner).
  package convenience init(
    part: LoadPart,
    configuration: LoadingConfiguration,
    timeout: AttemptTimeout<Failure>?,
    operation: @escaping Operation,
    onEnd: @escaping @MainActor (RequestID, RequestOutcome<Output, Failure>) -> Void
  ) {
    self.init(part: part, configuration: configuration, timeout: timeout, work: .withInput(operation), onEnd: onEnd)
  }

  package init(
    part: LoadPart,
    configuration: LoadingConfiguration,
    timeout: AttemptTimeout<Failure>?,
    work: Work,
    onEnd: @escaping @MainActor (RequestID, RequestOutcome<Output, Failure>) -> Void
  ) {
    self.part = part
    self.classifier = configuration.classifier
    self.policy = configuration.retryPolicy
    self.timeout = timeout
    self.randomness = configuration.randomness
    self.connectivity = configuration.connectivity
    self.timers = TimerQueue.shared(for: configuration.clock)
    self.work = work
    self.onEnd = onEnd
    lane = RequestLane(
      limits: RequestLane.Limits(timeout: timeout?.duration, budget: configuration.retryPolicy.timeBudget))
  }

  /// Creates a runner of an operation that takes no input.
  package convenience init(
    part: LoadPart,
    configuration: LoadingConfiguration,
    timeout: AttemptTimeout<Failure>?,
    operation: @escaping @Sendable () async throws(Failure) -> Output,
    onEnd: @escaping @MainActor (RequestID, RequestOutcome<Output, Failure>) -> Void
  ) where Input == Void {
    self.init(part: part, configuration: configuration, timeout: timeout, work: .withoutInput(operation), onEnd: onEnd)
  }

  deinit {
    attemptTask?.cancel()
    if let timer { timers.cancel(timer) }
  }

  /// The request in flight.
  package var current: RequestID? { lane.active?.id }
  /// The input of the request in flight.
  var currentInput: Input? { lane.active == nil ? nil : input }
  /// Whether a request is in flight.
  var isRunning: Bool { lane.active != nil }

  /// Starts request `id` for `input`, replacing (and abandoning) the one in flight, whose callers resume.
  package func start(_ id: RequestID, input: Input, reason: RequestReason) {
    let replaced = lane.active?.id
    if let replaced {
      abandonWork()
      emit(.cancelled, replaced)
    }
    emit(.started(reason), id)
    if case .withInput = work { keepInput(input) }
    let step = lane.start(id)
    if let replaced { resumeWaiters(of: replaced) }
    perform(step, for: id)
  }

  /// Drops the request in flight, if any: its attempt is abandoned, its callers resume; the owner is not told.
  @discardableResult
  package func cancel() -> RequestID? {
    guard let cancelled = lane.cancel() else { return nil }
    dropInput()
    abandonWork()
    emit(.cancelled, cancelled)
    resumeWaiters(of: cancelled)
    return cancelled
  }

  /// Suspends until request `id` ends (or is replaced or cancelled) or the caller is cancelled, whichever comes
  /// first: cancelling a caller ends its wait, not the work.
  @inline(__always) package func wait(for id: RequestID?) async {
    guard let id, lane.active?.id == id else { return }
    let waiter = nextWaiterID
    nextWaiterID &+= 1
    await withTaskCancellationHandler {
      // Unsafe rather than checked: it is resumed exactly once, by `resumeWaiters` or `endWait`, and a checked
      // continuation allocates on every wait.
      await withUnsafeContinuation { continuation in
        waiters.append(RequestWaiter(request: id, id: waiter, continuation: continuation))
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.endWait(waiter, of: id) }
    }
  }

  // MARK: - Performing the lane's steps

  private func perform(_ step: RequestLane.Step, for id: RequestID) {
    switch step {
    case .ignore:
      return
    case .run(let attempt):
      runAttempt(attempt, of: id)
    case .wait(let until, let duration, let reason):
      emit(.waiting(duration, reason), id)
      arm(at: until)
    case .waitForNetwork, .succeed, .fail, .cancel:
      preconditionFailure("the lane ends requests, and waits for the network, through the runner's own paths")
    }
  }

  private func runAttempt(_ attempt: Int, of id: RequestID) {
    emit(.attemptStarted(attempt), id)
    // The task captures the runner alone: a closure capturing one object uses it as its context, so starting an
    // attempt allocates the task and nothing else. The attempt it runs is the lane's when it begins; an attempt
    // abandoned before it began (a cancel, a replacement) had its task cancelled first.
    attemptTask = Task { () async throws in await self.performAttempt() }
  }

  /// Runs the lane's attempt, from when it really begins (its time counts from here) to its answer.
  ///
  /// Its frame holds only the attempt's number and request across the wait, and no value of a generic type: the
  /// frames of an attempt then fit its task's first allocator slab.
  private func performAttempt() async {
    guard !Task.isCancelled, let (id, attempt) = beginAttempt() else { return }
    do throws(Failure) {
      switch work {
      case .withInput(let operation):
        attemptSucceeded(attempt, of: id, with: try await operation(activeInput()))
      case .withoutInput(let operation):
        attemptSucceeded(attempt, of: id, with: try await operation())
      }
    } catch {
      attemptFailed(attempt, of: id, failure: error, classification: classifier.classify(error))
    }
  }

  /// The attempt of the lane begins now: arms its deadline. Returns it, or `nil` when it was abandoned before.
  private func beginAttempt() -> (RequestID, Int)? {
    guard let active = lane.active,
      let deadline = lane.attemptBegan(active.id, attempt: active.attempt, now: timers.now)
    else { return nil }
    if let deadline { arm(at: deadline) }
    return (active.id, active.attempt)
  }

  /// Stops the work for good because the owner is going away: cancels the attempt in flight and removes the timer.
  /// Callable from the owner's `deinit`, on any thread; the runner itself then goes when its attempt returns.
  nonisolated package func abandon() {
    attemptTask?.cancel()
    if let timer { timers.cancel(timer) }
  }

  private func attemptSucceeded(_ attempt: Int, of id: RequestID, with output: Output) {
    guard case .succeed(let attempts) = lane.attemptSucceeded(id, attempt: attempt) else { return }
    end(id, with: .success(output), event: .succeeded(attempts: attempts))
  }

  private func attemptFailed(
    _ attempt: Int, of id: RequestID, failure: Failure, classification: FailureClassification
  ) {
    let networkIsDown = connectivity.map { !$0.path.isReachable } ?? false
    let step = randomness.draw { generator in
      lane.attemptFailed(
        id, attempt: attempt, failure: classification, now: timers.now, networkIsDown: networkIsDown, policy: policy,
        using: &generator)
    }
    switch step {
    case .ignore:
      return
    case .cancel:
      end(id, with: .cancelled, event: .cancelled)
    case .fail(let reason):
      end(id, with: .failure(failure, classification), event: .failed(classification, reason: reason))
    case .waitForNetwork(let until):
      emit(.attemptFailed(attempt, classification), id)
      attemptTask = nil
      waitForNetwork(id, until: until, failure: failure, classification: classification)
    case .wait, .run, .succeed:
      if !classification.isCancellation { emit(.attemptFailed(attempt, classification), id) }
      attemptTask = nil
      disarm()
      perform(step, for: id)
    }
  }

  package func timerFired(_ token: UInt64) {
    timer = nil
    guard let id = lane.active?.id, id.rawValue == token else { return }
    switch lane.timerFired(id, now: timers.now) {
    case .ignore:
      return
    case .timedOut(let attempt, let limit):
      attemptTask?.cancel()
      attemptTask = nil
      emit(.attemptTimedOut(attempt, after: limit), id)
      guard let timeout else { return }
      let failure = timeout.failure(limit)
      attemptFailed(attempt, of: id, failure: failure, classification: classifier.classify(failure))
    case .step(.fail(let reason)):
      // The network did not come back within the time budget: the failure that waited for it is the answer.
      guard let networkWait else { return }
      end(
        id, with: .failure(networkWait.failure, networkWait.classification),
        event: .failed(networkWait.classification, reason: reason))
    case .step(let step):
      perform(step, for: id)
    }
  }

  // MARK: - Waiting for the network

  private func waitForNetwork(
    _ id: RequestID, until: Duration, failure: Failure, classification: FailureClassification
  ) {
    guard let connectivity else { return }
    emit(.waiting(max(until - timers.now, .zero), .network), id)
    arm(at: until)
    let subscription = connectivity.observe { [weak self] path in
      guard path.isReachable else { return }
      self?.networkReturned()
    }
    networkSubscription = subscription
    networkWait = (failure, classification)
    onNetworkWait?(id, true)
    // The network may have come back between the failure and now.
    if connectivity.path.isReachable { networkReturned() }
  }

  private func networkReturned() {
    guard let id = lane.active?.id else { return }
    let step = lane.networkReturned(id)
    guard case .run = step else { return }
    stopWaitingForNetwork()
    disarm()
    perform(step, for: id)
  }

  private func stopWaitingForNetwork() {
    guard networkSubscription != nil else { return }
    endNetworkWait()
    if let id = lane.active?.id { onNetworkWait?(id, false) }
  }

  /// Forgets the wait for the network. Not inlined: its generic code looks up the failure's type at run time, which
  /// the callers, checking ``networkSubscription`` first, pay only when there is a wait.
  @inline(never) private func endNetworkWait() {
    networkSubscription?.cancel()
    networkSubscription = nil
    networkWait = nil
  }

  private func end(_ id: RequestID, with outcome: RequestOutcome<Output, Failure>, event: LoadEvent.Kind) {
    dropInput()
    attemptTask = nil
    disarm()
    if networkSubscription != nil { endNetworkWait() }
    onEnd(id, outcome)
    emit(event, id)
    // After the owner set its state, so a caller that resumes reads the outcome.
    resumeWaiters(of: id)
  }

  // MARK: - Timers, tasks and waiters

  private func arm(at deadline: Duration) {
    disarm()
    guard let id = lane.active?.id else { return }
    // Held strongly by the queue (no weak reference, whose side table costs an allocation per runner): the timer
    // is removed when its request ends, and by `abandon()` when the owner goes.
    timer = timers.schedule(at: deadline, target: self, token: id.rawValue, strongly: true)
  }

  private func disarm() {
    guard let timer else { return }
    self.timer = nil
    timers.cancel(timer)
  }

  private func abandonWork() {
    attemptTask?.cancel()
    attemptTask = nil
    disarm()
    if networkSubscription != nil { endNetworkWait() }
  }

  private func dropInput() {
    if case .withInput = work { clearInput() }
  }

  // Not inlined, these three: the optimizer would otherwise look `Input?` up at run time before the test of the work,
  // for a `Loader` too (metadata accessors may be called speculatively).

  @inline(never) private func keepInput(_ input: Input) {
    self.input = input
  }

  @inline(never) private func clearInput() {
    input = nil
  }

  /// The input of the request in flight, which one that takes an input always has.
  @inline(never) private func activeInput() -> Input {
    input!
  }

  private func resumeWaiters(of request: RequestID) {
    // Resumed while being removed, without collecting them in a new array: resuming only schedules a caller.
    waiters.removeAll {
      $0.request == request
    } removed: {
      $0.continuation.resume()
    }
  }

  private func endWait(_ waiter: UInt64, of request: RequestID) {
    waiters.remove { $0.request == request && $0.id == waiter }?.continuation.resume()
  }

  private func emit(_ kind: LoadEvent.Kind, _ request: RequestID) {
    guard let events, events.isObserved else { return }
    events.emit(LoadEvent(kind, request: request, part: part, time: timers.now))
  }
}

/// A caller waiting for a request of a ``RequestRunner``. Not nested in the generic runner: a type of its own, so that
/// the runner's list of waiters is of one concrete type, whose code is specialized and needs no metadata looked up.
private struct RequestWaiter {
  let request: RequestID
  let id: UInt64
  let continuation: UnsafeContinuation<Void, Never>
}
