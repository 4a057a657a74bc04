import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// The retry schedule under a virtual clock, what is not retried, server-given delays, timeouts and the time
/// budget. Loaders here run without the default attempt timeout unless a test is about timeouts, so that the
/// only sleeps on the virtual clock are the ones a test measures.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoaderRetryTests {
  typealias Operation = ControllableOperation<Int, any Error>
  typealias Instant = VirtualClock.Instant

  /// Fails every attempt and returns the deadline of each backoff sleep, relative to the clock's start.
  private func failEveryAttempt(
    _ op: Operation, clock: VirtualClock, attempts: Int, failure: any Error = TestFailure(1)
  ) async -> [Duration] {
    var deadlines: [Duration] = []
    for attempt in 1...attempts {
      let call = await op.nextCall()
      #expect(call.index == attempt - 1)
      call.fail(with: failure)
      guard attempt < attempts else { break }
      await clock.waitForSleepers()
      let pending = clock.pendingDeadlines
      #expect(pending.count == 1)
      deadlines.append(pending[0].offset)
      clock.advanceToNextDeadline()
    }
    return deadlines
  }

  @Test func defaultScheduleWithoutJitterIsOneTwoFourSecondsThenFailure() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(retryPolicy: RetryPolicy(jitter: .none), timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    let deadlines = await failEveryAttempt(op, clock: clock, attempts: 4)
    // Waits of 1 s, 2 s and 4 s: deadlines at 1 s, 3 s and 7 s.
    #expect(deadlines == [.seconds(1), .seconds(3), .seconds(7)])
    await caller.value
    #expect(loader.state == .failed(TestFailure(1), previous: nil))
    #expect(op.callCount == 4)
    #expect(clock.pendingDeadlines.isEmpty)
    #expect(clock.now == Instant(offset: .seconds(7)))
  }

  @Test func theStateStaysLoadingThroughTheRetries() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(
      .loaded(1), retryPolicy: RetryPolicy(jitter: .none), timeout: nil, clock: clock, operation: op.operation)
    let recorder = StateRecorder(loader)
    let caller = Task { await loader.refresh() }
    await op.nextCall().fail(with: TestFailure(1))
    await clock.waitForSleepers()
    #expect(loader.state == .loading(previous: 1))
    clock.advanceToNextDeadline()
    await op.nextCall().succeed(with: 2)
    await caller.value
    // A retried failure is never shown: only loading, then the result.
    #expect(recorder.states == [.loaded(1), .loading(previous: 1), .loaded(2)])
  }

  @Test func theBackoffIsNotCutShort() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(retryPolicy: RetryPolicy(jitter: .none), timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: TestFailure(1))
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(999))
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(1))])  // still asleep
    clock.advance(by: .milliseconds(1))
    #expect(clock.pendingDeadlines.isEmpty)
    await op.nextCall().succeed(with: 1)
    await caller.value
    #expect(loader.state == .loaded(1))
    #expect(op.callCount == 2)
  }

  @Test func theBackoffIsCapped() async {
    let clock = VirtualClock()
    let op = Operation()
    let policy = RetryPolicy(
      maximumAttempts: 6, initialDelay: .seconds(1), multiplier: 3, maximumDelay: .seconds(5), jitter: .none,
      timeBudget: .seconds(60))
    let loader = Loader(retryPolicy: policy, timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    let deadlines = await failEveryAttempt(op, clock: clock, attempts: 6)
    // Waits of 1, 3, 5, 5, 5 seconds.
    #expect(deadlines == [.seconds(1), .seconds(4), .seconds(9), .seconds(14), .seconds(19)])
    await caller.value
    #expect(op.callCount == 6)
    #expect(loader.state.isFailed)
  }

  @Test func equalJitterWithASeededGeneratorIsBoundedAndReproducible() async {
    func schedule(seed: UInt64) async -> [Duration] {
      let clock = VirtualClock()
      let op = Operation()
      let loader = Loader(
        retryPolicy: RetryPolicy(maximumAttempts: 6, timeBudget: .seconds(60)), timeout: nil, clock: clock,
        randomNumberGenerator: SeededRandomNumberGenerator(seed: seed), operation: op.operation)
      let caller = Task { await loader.load() }
      let deadlines = await failEveryAttempt(op, clock: clock, attempts: 6)
      await caller.value
      var waits: [Duration] = []
      var last = Duration.zero
      for deadline in deadlines {
        waits.append(deadline - last)
        last = deadline
      }
      return waits
    }
    let waits = await schedule(seed: 42)
    let bases: [Duration] = [.seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16)]
    #expect(waits.count == bases.count)
    for (wait, base) in zip(waits, bases) {
      #expect(wait >= base / 2 && wait <= base, "wait \(wait) for a backoff of \(base)")
    }
    #expect(await schedule(seed: 42) == waits)
    #expect(await schedule(seed: 7) != waits)
  }

  @Test func fullJitterStaysWithinTheBackoff() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(
      retryPolicy: RetryPolicy(maximumAttempts: 3, jitter: .full), timeout: nil, clock: clock,
      randomNumberGenerator: SeededRandomNumberGenerator(seed: 1), operation: op.operation)
    let caller = Task { await loader.load() }
    let deadlines = await failEveryAttempt(op, clock: clock, attempts: 3)
    await caller.value
    #expect(deadlines[0] >= .zero && deadlines[0] <= .seconds(1))
    #expect(deadlines[1] - deadlines[0] >= .zero && deadlines[1] - deadlines[0] <= .seconds(2))
  }

  @Test func aSuccessfulRetryLoads() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: TestFailure(1))
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await op.nextCall().succeed(with: 8)
    await caller.value
    #expect(loader.state == .loaded(8))
  }

  @Test func refreshDuringABackoffStartsAFreshRequestAtOnce() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(
      .loaded(1), retryPolicy: RetryPolicy(jitter: .none), timeout: nil, clock: clock, operation: op.operation)
    let first = Task { await loader.refresh() }
    await op.nextCall().fail(with: TestFailure(1))
    await clock.waitForSleepers()
    let second = Task.immediate { await loader.refresh() }
    #expect(clock.pendingDeadlines.isEmpty)  // the replaced request's backoff was cancelled
    await first.value
    let call = await op.nextCall()
    #expect(call.index == 1)
    call.fail(with: TestFailure(2))
    await clock.waitForSleepers()
    // The new request counts its own attempts: its first retry waits 1 s again.
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(1))])
    clock.advanceToNextDeadline()
    await op.nextCall().succeed(with: 3)
    await second.value
    #expect(loader.state == .loaded(3))
  }

  // MARK: - Not retried

  @Test func aDecodingErrorIsAttemptedOnce() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    let failure = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "garbage"))
    await op.nextCall().fail(with: failure)
    await caller.value
    #expect(op.callCount == 1)
    #expect(loader.state.error is DecodingError)
    #expect(clock.pendingDeadlines.isEmpty)
  }

  @Test func aFailureAdvisingNoRetryIsAttemptedOnce() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: AdvisedFailure(isRetryable: false))
    await caller.value
    #expect(op.callCount == 1)
    #expect(loader.state == .failed(AdvisedFailure(isRetryable: false), previous: nil))
  }

  @Test func aCustomClassifierDecidesWhatIsRetried() async {
    let clock = VirtualClock()
    let op = Operation()
    let classifier = FailureClassifier { error in
      FailureClassification(kind: .serverError, isRetryable: (error as? TestFailure)?.code == 503)
    }
    let loader = Loader(
      classifier: classifier, retryPolicy: RetryPolicy(jitter: .none), timeout: nil, clock: clock,
      operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: TestFailure(503))
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await op.nextCall().fail(with: TestFailure(404))
    await caller.value
    #expect(op.callCount == 2)
    #expect(loader.state == .failed(TestFailure(404), previous: nil))
  }

  @Test func theNeverPolicyAttemptsOnce() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: TestFailure(1))
    await caller.value
    #expect(op.callCount == 1)
    #expect(loader.state.isFailed)
  }

  // MARK: - Server-given delays

  @Test func aServerGivenDelayLongerThanTheBackoffIsHonouredExactly() async {
    let clock = VirtualClock()
    let op = Operation()
    // Default policy, equal jitter (a first backoff of 0.5–1 s): the server's 3 s are waited, unjittered.
    let loader = Loader(
      timeout: nil, clock: clock, randomNumberGenerator: SeededRandomNumberGenerator(seed: 3), operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: AdvisedFailure(isRetryable: true, retryAfter: .seconds(3)))
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(3))])
    clock.advanceToNextDeadline()
    await op.nextCall().succeed(with: 1)
    await caller.value
    #expect(loader.state == .loaded(1))
  }

  @Test func aServerGivenDelayOfExactlyTheMaximumIsHonoured() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: AdvisedFailure(isRetryable: true, retryAfter: .seconds(5)))
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(5))])
    clock.advanceToNextDeadline()
    await op.nextCall().succeed(with: 1)
    await caller.value
  }

  @Test func aServerGivenDelayOverTheMaximumStopsRetrying() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    let failure = AdvisedFailure(isRetryable: true, retryAfter: .seconds(6))
    await op.nextCall().fail(with: failure)
    await caller.value
    #expect(op.callCount == 1)
    #expect(loader.state == .failed(failure, previous: nil))
    #expect(clock.pendingDeadlines.isEmpty)
  }

  @Test(arguments: [Duration.zero, .seconds(-30)])
  func aServerAskingForNoDelayStillGetsTheBackoff(retryAfter: Duration) async {
    // `Retry-After: 0` (or a date in the past) must not make the client hammer: the waits are the backoff's.
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(retryPolicy: RetryPolicy(jitter: .none), timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    let deadlines = await failEveryAttempt(
      op, clock: clock, attempts: 4, failure: HTTPStatusError(statusCode: 503, retryAfter: retryAfter))
    await caller.value
    #expect(deadlines == [.seconds(1), .seconds(3), .seconds(7)])
    #expect(op.callCount == 4)
  }

  @Test func aPastRetryAfterDateStillGetsTheBackoff() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(retryPolicy: RetryPolicy(jitter: .none), timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    let stale = HTTPStatusError(
      statusCode: 429, retryAfterHeader: "Sun, 06 Nov 1994 08:49:37 GMT", now: .seconds(1_800_000_000))
    #expect(stale.retryAfter == .zero)
    let deadlines = await failEveryAttempt(op, clock: clock, attempts: 4, failure: stale)
    await caller.value
    #expect(deadlines == [.seconds(1), .seconds(3), .seconds(7)])
  }

  @Test func cancelDuringABackoffStopsTheRetries() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(.loaded(1), timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.refresh() }
    await op.nextCall().fail(with: TestFailure(1))
    await clock.waitForSleepers()
    loader.cancel()
    await caller.value
    #expect(clock.pendingDeadlines.isEmpty)
    #expect(loader.state == .loaded(1))
    #expect(op.callCount == 1)
  }

  // MARK: - Timeouts

  @Test func anAttemptTimeoutFiresInVirtualTimeAndIsRetried() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(
      retryPolicy: RetryPolicy(jitter: .none), timeout: .after(.seconds(10)), clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    let first = await op.nextCall()
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(10))])
    clock.advance(by: .seconds(10))
    await first.waitForCancellation()  // the timed-out attempt is cancelled
    await clock.waitForSleepers()  // then the backoff before the retry
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(11))])
    #expect(loader.state == .loading(previous: nil))
    clock.advanceToNextDeadline()
    let second = await op.nextCall()
    second.succeed(with: 4)
    await caller.value
    #expect(loader.state == .loaded(4))
    #expect(clock.pendingDeadlines.isEmpty)  // the second attempt's timer was cancelled
  }

  @Test func timeoutsThatExhaustTheAttemptsFailWithTimeoutError() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(
      retryPolicy: RetryPolicy(maximumAttempts: 2, jitter: .none), timeout: .after(.seconds(5)), clock: clock,
      operation: op.operation)
    let caller = Task { await loader.load() }
    _ = await op.nextCall()
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()  // first timeout at 5 s
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()  // backoff until 6 s
    _ = await op.nextCall()
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(11))])
    clock.advanceToNextDeadline()  // second timeout at 11 s
    await caller.value
    #expect(loader.state == .failed(TimeoutError(duration: .seconds(5)), previous: nil))
    #expect(op.callCount == 2)
  }

  @Test func aTypedTimeoutFailure() async {
    let clock = VirtualClock()
    let op = ControllableOperation<Int, APIError>(cancellationFailure: .cancelled)
    let loader = Loader(
      retryPolicy: .never, timeout: AttemptTimeout(.seconds(2)) { _ in APIError.timedOut }, clock: clock,
      operation: op.operation)
    let caller = Task { await loader.load() }
    _ = await op.nextCall()
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await caller.value
    #expect(loader.state == .failed(.timedOut, previous: nil))
  }

  @Test func anAttemptThatEndsBeforeItsTimeoutIsNotAffected() async {
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: .after(.seconds(10)), clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    let call = await op.nextCall()
    await clock.waitForSleepers()
    call.succeed(with: 1)
    await caller.value
    #expect(loader.state == .loaded(1))
    #expect(clock.pendingDeadlines.isEmpty)
    #expect(clock.now == Instant(offset: .zero))
  }

  // MARK: - The time budget

  @Test func aHungServerIsReportedWithinTheDefaultBudget() async {
    // The defaults: 10 s per attempt, 15 s for the whole load. A server that never answers is reported as
    // timed out 15 s after the load started, never later.
    let clock = VirtualClock()
    let op = Operation()
    let loader = Loader(
      clock: clock, randomNumberGenerator: SeededRandomNumberGenerator(seed: 1), operation: op.operation)
    let caller = Task { await loader.load() }
    let first = await op.nextCall()
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(10))])
    clock.advanceToNextDeadline()
    await first.waitForCancellation()
    await clock.waitForSleepers()  // the backoff, 0.5–1 s
    clock.advanceToNextDeadline()
    _ = await op.nextCall()
    await clock.waitForSleepers()
    // The second attempt may only run until the budget ends.
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(15))])
    clock.advanceToNextDeadline()
    await caller.value
    #expect(loader.state.error is TimeoutError)
    #expect(loader.failureClassification?.kind == .timedOut)
    #expect(clock.now == Instant(offset: .seconds(15)))
    #expect(op.callCount == 2)
  }

  @Test func noWaitStartsThatWouldEndAfterTheBudget() async {
    let clock = VirtualClock()
    let op = Operation()
    let policy = RetryPolicy(maximumAttempts: 10, jitter: .none, timeBudget: .seconds(6))
    let loader = Loader(retryPolicy: policy, timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    // Waits of 1 s and 2 s fit (deadlines at 1 s and 3 s); the next, 4 s, would end at 7 s: no retry.
    let deadlines = await failEveryAttempt(op, clock: clock, attempts: 3)
    await caller.value
    #expect(deadlines == [.seconds(1), .seconds(3)])
    #expect(op.callCount == 3)
    #expect(loader.state.isFailed)
  }

  // MARK: - One classification

  @Test func eachFailedAttemptIsClassifiedOnceAndTheLastOneIsKept() async {
    let clock = VirtualClock()
    let op = Operation()
    let counter = ClassificationCounter()
    let loader = Loader(
      classifier: FailureClassifier { _ in
        counter.increment()
        return FailureClassification(kind: .serverError, statusCode: 500)
      },
      retryPolicy: RetryPolicy(maximumAttempts: 3, jitter: .none), timeout: nil, clock: clock, operation: op.operation)
    let caller = Task { await loader.load() }
    _ = await failEveryAttempt(op, clock: clock, attempts: 3)
    await caller.value
    #expect(counter.count == 3)  // one per attempt, none for the presentation
    #expect(loader.failureClassification == FailureClassification(kind: .serverError, statusCode: 500))
    let screen = LoadableScreen(loader)
    #expect(screen.projection.errorScreen?.icon == .serverError)
    #expect(counter.count == 3)
  }
}

/// Counts calls from any thread; a classifier is `@Sendable`.
final class ClassificationCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  var count: Int { lock.withLock { value } }
  func increment() { lock.withLock { value += 1 } }
}
