/// The pure life of one request at a time: its attempts, their deadlines, the waits between them and its end.
///
/// It owns no task and reads no clock: a ``RequestRunner`` tells it what happened (an attempt ended, a timer
/// fired) with the time, and performs the ``Step`` it returns. The retry decision is the ``RetryPolicy``'s, made
/// from the failure's classification, so what is retried and what a screen shows never disagree.
///
/// - An attempt runs until it ends or until its deadline: `now + timeout`, and never past the request's time
///   budget (`start + budget`). With no timeout there is no deadline: a request is only as long as its attempts.
/// - A failure that can be retried waits (backoff, or the server's delay), then the next attempt runs; a retry is
///   never scheduled past the budget (the policy refuses it).
/// - A cancellation (the classification says so) ends the request as cancelled, never as a failure.
/// - While the network is down (the runner says so), a failure that needs it does not spend a retry: the request
///   waits for the network, within its time budget, then tries again.
///
/// Not generic: the request's input is the runner's to keep. The runner's code is compiled once for every kind (not
/// specialized), where a lane generic over the input would look its type metadata up at every use.
struct RequestLane {
  /// The request in flight.
  struct Active {
    let id: RequestID
    /// When the first attempt began running: the start of the time budget.
    var startedAt: Duration?
    /// The number of the attempt running, or of the one that failed last while waiting.
    var attempt: Int
    /// How many attempts failed for want of a network: they do not count toward the policy's attempts.
    var uncounted = 0
    var phase: Phase
  }

  enum Phase: Equatable {
    /// An attempt was asked for; its task has not begun running yet.
    case starting
    /// An attempt is running; it is cut off at `deadline`, after `limit`, when there is one.
    case running(limit: Duration?, deadline: Duration?)
    /// Waiting before the next attempt, until `until`.
    case waiting(until: Duration)
    /// Waiting for the network to come back, at most until `until` (the end of the time budget).
    case waitingForNetwork(until: Duration)
  }

  /// What the runner must do next.
  enum Step: Equatable {
    /// Nothing: the news was about a request or an attempt that no longer counts.
    case ignore
    /// Run attempt `attempt` (its deadline is set when it begins: ``attemptBegan(_:attempt:now:)``).
    case run(attempt: Int)
    /// Arm a timer for `until`, then run the next attempt.
    case wait(until: Duration, Duration, LoadEvent.WaitReason)
    /// Wait for the network, arming a timer for `until` (the budget's end), then run the next attempt when it is
    /// back.
    case waitForNetwork(until: Duration)
    /// The request succeeded.
    case succeed(attempts: Int)
    /// The request failed for good.
    case fail(RetryDecision.GiveUpReason)
    /// The request ended as cancelled.
    case cancel
  }

  /// The time limits every request of the lane keeps.
  struct Limits {
    /// The limit of one attempt; `nil` when attempts are never cut off.
    var timeout: Duration?
    /// The longest a request may take, attempts and waits included.
    var budget: Duration
  }

  private(set) var active: Active?
  let limits: Limits

  init(limits: Limits) {
    self.limits = Limits(timeout: limits.timeout?.clampedForScheduling, budget: limits.budget.clampedForScheduling)
  }

  /// Starts request `id`, replacing any request in flight (whose attempt is abandoned).
  mutating package func start(_ id: RequestID) -> Step {
    active = Active(id: id, startedAt: nil, attempt: 1, uncounted: 0, phase: .starting)
    return .run(attempt: 1)
  }

  /// Attempt `attempt` of request `id` began running at `now`. Returns `nil` when it no longer counts (abandoned
  /// before it began), otherwise its deadline: `.some(nil)` when attempts are never cut off.
  ///
  /// Deadlines and the time budget count from when attempts begin, not from when they were asked for: a busy main
  /// actor that starts an attempt late does not eat into its time.
  mutating func attemptBegan(_ id: RequestID, attempt: Int, now: Duration) -> Duration?? {
    guard var active, active.id == id, active.attempt == attempt, active.phase == .starting else { return nil }
    let startedAt = active.startedAt ?? now
    active.startedAt = startedAt
    var limit: Duration?
    var deadline: Duration?
    if let timeout = limits.timeout {
      let end = min(now + timeout, startedAt + limits.budget)
      deadline = max(end, now)
      limit = max(end - now, .zero)
    }
    active.phase = .running(limit: limit, deadline: deadline)
    self.active = active
    return .some(deadline)
  }

  /// Drops the request in flight; returns it, if there was one.
  mutating package func cancel() -> RequestID? {
    defer { active = nil }
    return active?.id
  }

  /// Attempt `attempt` of request `id` returned a value.
  mutating func attemptSucceeded(_ id: RequestID, attempt: Int) -> Step {
    guard let active, active.id == id, active.attempt == attempt, case .running = active.phase else { return .ignore }
    self.active = nil
    return .succeed(attempts: attempt)
  }

  /// Attempt `attempt` of request `id` failed with `failure`, at `now`: a wait and another attempt, or the end.
  /// `networkIsDown` says the network cannot be reached now: a failure that needs it then waits for it.
  mutating func attemptFailed(
    _ id: RequestID,
    attempt: Int,
    failure: FailureClassification,
    now: Duration,
    networkIsDown: Bool = false,
    policy: RetryPolicy,
    using generator: inout some RandomNumberGenerator
  ) -> Step {
    guard var active, active.id == id, active.attempt == attempt, case .running = active.phase else { return .ignore }
    if failure.isCancellation {
      self.active = nil
      return .cancel
    }
    let budgetEnd = (active.startedAt ?? now) + limits.budget
    if networkIsDown, failure.isRetryable || failure.kind == .offline, now < budgetEnd {
      active.uncounted += 1
      active.phase = .waitingForNetwork(until: budgetEnd)
      self.active = active
      return .waitForNetwork(until: budgetEnd)
    }
    let decision = policy.decision(
      after: failure, attempt: attempt - active.uncounted, elapsed: now - (active.startedAt ?? now), using: &generator)
    switch decision {
    case .giveUp(let reason):
      self.active = nil
      return .fail(reason)
    case .retry(let wait):
      let until = now + wait
      active.phase = .waiting(until: until)
      self.active = active
      let reason: LoadEvent.WaitReason = failure.retryAfter.map { $0 >= wait } == true ? .serverDelay : .backoff
      return .wait(until: until, wait, reason)
    }
  }

  /// A timer of request `id` fired at `now`. Returns the limit of the attempt that ran out of time (the runner
  /// then reports it as a failure with ``attemptFailed(_:attempt:failure:now:policy:using:)``), or the next
  /// attempt to run after a wait.
  mutating func timerFired(_ id: RequestID, now: Duration) -> TimerStep {
    guard let active, active.id == id else { return .ignore }
    switch active.phase {
    case .running(let limit, let deadline?):
      guard now >= deadline else { return .ignore }
      return .timedOut(attempt: active.attempt, after: limit ?? .zero)
    case .running(_, nil), .starting:
      return .ignore
    case .waiting(let until):
      guard now >= until else { return .ignore }
      self.active?.attempt += 1
      self.active?.phase = .starting
      return .step(.run(attempt: active.attempt + 1))
    case .waitingForNetwork(let until):
      guard now >= until else { return .ignore }
      self.active = nil
      return .step(.fail(.timeBudgetExhausted))
    }
  }

  /// The network came back: a request waiting for it runs its next attempt now.
  mutating func networkReturned(_ id: RequestID) -> Step {
    guard let active, active.id == id, case .waitingForNetwork = active.phase else { return .ignore }
    self.active?.attempt += 1
    self.active?.phase = .starting
    return .run(attempt: active.attempt + 1)
  }

  /// Whether the request in flight waits for the network.
  var isWaitingForNetwork: Bool {
    if case .waitingForNetwork? = active?.phase { return true }
    return false
  }

  /// What a timer's firing leads to.
  enum TimerStep: Equatable {
    case ignore
    /// The running attempt ran out of time after `after`.
    case timedOut(attempt: Int, after: Duration)
    case step(Step)
  }
}
