import ScreenStateCore

/// A key's live feed: a sequence of elements, iterated off the main actor while the store wants it running, whose
/// elements are applied to the key on the main actor, at most once per ``minimumInterval``, and which is started again
/// with backoff when it fails or ends.
///
/// The store decides when it runs (``resume()``, ``pause()``); the feed decides the rest, in one place: what an end or
/// a failure leads to, and when the next run starts.
@MainActor
final class LiveFeed<Element: Sendable>: AnyLiveFeed {
  /// The shortest time between two applications of elements to the key: a flood reaches the screens at most about
  /// sixty times a second, each time with every element received since.
  static var minimumInterval: Duration { .milliseconds(16) }

  /// Where a feed is.
  private enum Phase {
    /// Not running and no restart due: before the first screen, paused, or stopped by a failure that cannot succeed.
    case idle
    /// A sequence is iterated.
    case running(Run)
    /// A restart is due at the timer.
    case waiting(TimerQueue.Handle)
  }

  /// One iteration of a sequence.
  private struct Run {
    let number: UInt64
    let task: Task<Void, Never>
    let inbox: LiveInbox<Element>
    let startedAt: Duration
    var received = false
  }

  private let makeRun: @Sendable (LiveInbox<Element>) async throws -> Void
  private let conflates: Bool
  /// Applies elements received, oldest first, to the key; returns whether the key took them.
  private let deliver: ([Element]) -> Void
  /// Shows a failure the retries gave up on.
  private let fail: (any Error, FailureClassification, RetryDecision.GiveUpReason) -> Void
  private weak var store: ResourceStore?
  /// The entry fed.
  private weak var entry: (any AnyStoreEntry)?

  private var phase = Phase.idle
  private var runCount: UInt64 = 0
  /// The failed or empty runs since the last one that received an element (or lasted): the backoff's exponent.
  private var failures = 0
  /// When elements were last applied, and the timer armed for the next application, if any.
  private var lastDelivery: Duration?
  private var deliveryTimer: TimerQueue.Handle?

  init(
    store: ResourceStore, entry: any AnyStoreEntry, conflates: Bool,
    run: @escaping @Sendable (LiveInbox<Element>) async throws -> Void,
    deliver: @escaping ([Element]) -> Void,
    fail: @escaping (any Error, FailureClassification, RetryDecision.GiveUpReason) -> Void
  ) {
    self.store = store
    self.entry = entry
    self.conflates = conflates
    self.makeRun = run
    self.deliver = deliver
    self.fail = fail
  }

  var hasStarted: Bool { runCount > 0 }

  var isRunning: Bool {
    if case .running = phase { return true }
    return false
  }

  func resume() {
    guard case .idle = phase else { return }
    start()
  }

  func pause() {
    switch phase {
    case .idle: return
    case .running(let run):
      run.inbox.close()
      run.task.cancel()
    case .waiting(let timer):
      store?.timers.cancel(timer)
    }
    phase = .idle
    if let deliveryTimer { store?.timers.cancel(deliveryTimer) }
    deliveryTimer = nil
  }

  // MARK: - Runs

  private func start() {
    guard let store else { return }
    runCount &+= 1
    let number = runCount
    let inbox = LiveInbox<Element>(conflates: conflates) { [weak self] in
      Task { @MainActor in self?.inboxHasElements(run: number) }
    }
    let makeRun = self.makeRun
    let task = Task.detached { [weak self] in
      var failure: (any Error)?
      do { try await makeRun(inbox) } catch { failure = error }
      await self?.runEnded(number, failure: failure)
    }
    phase = .running(Run(number: number, task: task, inbox: inbox, startedAt: store.now))
  }

  private func runEnded(_ number: UInt64, failure: (any Error)?) {
    guard case .running(let run) = phase, run.number == number, let store else { return }
    // What the run left is applied first: its last elements are the latest values.
    let received = take(from: run) || run.received
    run.inbox.close()
    phase = .idle
    let configuration = store.configuration
    let classification = failure.map(configuration.classifier.classify)
    let (failures, lasted) = (self.failures, store.now - run.startedAt)
    let next = configuration.randomness.draw { generator in
      LiveRestart.after(
        classification, received: received, lasted: lasted, failures: failures, policy: configuration.retryPolicy,
        using: &generator)
    }
    self.failures = next.failures
    if let failure, let classification, let reason = next.gaveUp { fail(failure, classification, reason) }
    if let wait = next.wait { restart(after: wait) }
  }

  private func restart(after wait: Duration) {
    guard let store else { return }
    phase = .waiting(store.timers.schedule(at: store.now + wait, target: self, token: Self.restartToken))
  }

  // MARK: - Elements

  private func inboxHasElements(run number: UInt64) {
    guard case .running(let run) = phase, run.number == number, deliveryTimer == nil, let store else { return }
    if let lastDelivery, store.now - lastDelivery < Self.minimumInterval {
      deliveryTimer = store.timers.schedule(
        at: lastDelivery + Self.minimumInterval, target: self, token: Self.deliveryToken)
    } else {
      take(from: run)
    }
  }

  /// Applies what `run` received since the last take; returns whether there was anything.
  @discardableResult
  private func take(from run: Run) -> Bool {
    let elements = run.inbox.take()
    guard !elements.isEmpty, let store else { return false }
    lastDelivery = store.now
    failures = 0
    if case .running(var running) = phase, running.number == run.number {
      running.received = true
      phase = .running(running)
    }
    deliver(elements)
    return true
  }
}

extension LiveFeed: TimerTarget {
  private static var restartToken: UInt64 { 0 }
  private static var deliveryToken: UInt64 { 1 }

  package func timerFired(_ token: UInt64) {
    if token == Self.deliveryToken {
      deliveryTimer = nil
      if case .running(let run) = phase { take(from: run) }
      return
    }
    guard case .waiting = phase else { return }
    phase = .idle
    if let store, let entry, store.feedIsWanted(entry, self) { start() }
  }
}
