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
final class RequestRunner<Input: Sendable, Output: Sendable, Failure: Error>: TimerTarget {
  typealias Operation = @Sendable (Input) async throws(Failure) -> Output

  /// The part of its kind the runner loads, for events.
  let part: LoadPart
  /// The rule that classifies each failure.
  let classifier: FailureClassifier
  /// The queue of the runner's timers, whose ``TimerQueue/now`` is the runner's time.
  let timers: TimerQueue
  /// Where events go, when someone observes them.
  weak var events: LoadEvents?

  private let operation: Operation
  private let policy: RetryPolicy
  private let timeout: AttemptTimeout<Failure>?
  private let randomness: RandomSource
  private let onEnd: @MainActor (RequestID, RequestOutcome<Output, Failure>) -> Void
  private var lane: RequestLane<Input>
  // Written on the main actor; read once more by `deinit`, when no other reference exists.
  nonisolated(unsafe) private var attemptTask: Task<Void, Never>?
  nonisolated(unsafe) private var timer: TimerQueue.Handle?
  private var waiters = InlineFirstList<Waiter>()
  private var nextWaiterID: UInt64 = 0

  private struct Waiter {
    let request: RequestID
    let id: UInt64
    let continuation: UnsafeContinuation<Void, Never>
  }

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - part: What the runner loads, for events.
  ///   - configuration: Classifier, retry policy, clock and randomness.
  ///   - timeout: The attempt limit and the failure it becomes; `nil` for none.
  ///   - operation: The work of one attempt.
  ///   - onEnd: Told how each request ended (not when it was cancelled or replaced by the owner).
  init(
    part: LoadPart,
    configuration: LoadingConfiguration,
    timeout: AttemptTimeout<Failure>?,
    operation: @escaping Operation,
    onEnd: @escaping @MainActor (RequestID, RequestOutcome<Output, Failure>) -> Void
  ) {
    self.part = part
    self.classifier = configuration.classifier
    self.policy = configuration.retryPolicy
    self.timeout = timeout
    self.randomness = configuration.randomness
    self.timers = TimerQueue.shared(for: configuration.clock)
    self.operation = operation
    self.onEnd = onEnd
    lane = RequestLane(
      limits: RequestLane.Limits(timeout: timeout?.duration, budget: configuration.retryPolicy.timeBudget))
  }

  deinit {
    attemptTask?.cancel()
    if let timer { timers.cancel(timer) }
  }

  /// The request in flight.
  var current: RequestID? { lane.active?.id }
  /// The input of the request in flight.
  var currentInput: Input? { lane.active?.input }
  /// Whether a request is in flight.
  var isRunning: Bool { lane.active != nil }

  /// Starts request `id` for `input`, replacing (and abandoning) the one in flight, whose callers resume.
  func start(_ id: RequestID, input: Input, reason: RequestReason) {
    let replaced = lane.active?.id
    if let replaced {
      abandonWork()
      emit(.cancelled, replaced)
    }
    emit(.started(reason), id)
    let step = lane.start(id, input: input)
    if let replaced { resumeWaiters(of: replaced) }
    perform(step, for: id)
  }

  /// Drops the request in flight, if any: its attempt is abandoned, its callers resume; the owner is not told.
  @discardableResult
  func cancel() -> RequestID? {
    guard let cancelled = lane.cancel() else { return nil }
    abandonWork()
    emit(.cancelled, cancelled)
    resumeWaiters(of: cancelled)
    return cancelled
  }

  /// Suspends until request `id` ends (or is replaced or cancelled) or the caller is cancelled, whichever comes
  /// first: cancelling a caller ends its wait, not the work.
  func wait(for id: RequestID?) async {
    guard let id, lane.active?.id == id else { return }
    let waiter = nextWaiterID
    nextWaiterID &+= 1
    await withTaskCancellationHandler {
      // Unsafe rather than checked: it is resumed exactly once, by `resumeWaiters` or `endWait`, and a checked
      // continuation allocates on every wait.
      await withUnsafeContinuation { continuation in
        waiters.append(Waiter(request: id, id: waiter, continuation: continuation))
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.endWait(waiter, of: id) }
    }
  }

  // MARK: - Performing the lane's steps

  private func perform(_ step: RequestLane<Input>.Step, for id: RequestID) {
    switch step {
    case .ignore:
      return
    case .run(let attempt):
      runAttempt(attempt, of: id)
    case .wait(let until, let duration, let reason):
      emit(.waiting(duration, reason), id)
      arm(at: until)
    case .succeed, .fail, .cancel:
      preconditionFailure("the lane ends requests through `end`")
    }
  }

  private func runAttempt(_ attempt: Int, of id: RequestID) {
    guard let input = lane.active?.input else { return }
    emit(.attemptStarted(attempt), id)
    let operation = operation
    attemptTask = Task { [weak self] in
      // The attempt's time counts from here, when it really begins.
      guard self?.attemptBegan(attempt, of: id) == true else { return }
      let result = await Self.capture(operation, input)
      self?.attemptEnded(attempt, of: id, with: result)
    }
  }

  /// Arms the deadline of an attempt beginning now; `false` when it was abandoned before it began.
  private func attemptBegan(_ attempt: Int, of id: RequestID) -> Bool {
    guard let deadline = lane.attemptBegan(id, attempt: attempt, now: timers.now) else { return false }
    if let deadline { arm(at: deadline) }
    return true
  }

  private nonisolated static func capture(_ operation: Operation, _ input: Input) async -> Result<Output, Failure> {
    do throws(Failure) {
      return .success(try await operation(input))
    } catch {
      return .failure(error)
    }
  }

  private func attemptEnded(_ attempt: Int, of id: RequestID, with result: Result<Output, Failure>) {
    switch result {
    case .success(let output):
      guard case .succeed(let attempts) = lane.attemptSucceeded(id, attempt: attempt) else { return }
      end(id, with: .success(output), event: .succeeded(attempts: attempts))
    case .failure(let failure):
      attemptFailed(attempt, of: id, failure: failure, classification: classifier.classify(failure))
    }
  }

  private func attemptFailed(
    _ attempt: Int, of id: RequestID, failure: Failure, classification: FailureClassification
  ) {
    let step = randomness.draw { generator in
      lane.attemptFailed(
        id, attempt: attempt, failure: classification, now: timers.now, policy: policy, using: &generator)
    }
    switch step {
    case .ignore:
      return
    case .cancel:
      end(id, with: .cancelled, event: .cancelled)
    case .fail(let reason):
      end(id, with: .failure(failure, classification), event: .failed(classification, reason: reason))
    case .wait, .run, .succeed:
      if !classification.isCancellation { emit(.attemptFailed(attempt, classification), id) }
      attemptTask = nil
      disarm()
      perform(step, for: id)
    }
  }

  func timerFired(_ token: UInt64) {
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
    case .step(let step):
      perform(step, for: id)
    }
  }

  private func end(_ id: RequestID, with outcome: RequestOutcome<Output, Failure>, event: LoadEvent.Kind) {
    attemptTask = nil
    disarm()
    onEnd(id, outcome)
    emit(event, id)
    // After the owner set its state, so a caller that resumes reads the outcome.
    resumeWaiters(of: id)
  }

  // MARK: - Timers, tasks and waiters

  private func arm(at deadline: Duration) {
    disarm()
    guard let id = lane.active?.id else { return }
    timer = timers.schedule(at: deadline, target: self, token: id.rawValue)
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
