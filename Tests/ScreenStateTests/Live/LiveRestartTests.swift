import ScreenStateTesting
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData

/// What follows the end of a live feed's run: a pure function of the run, the failures before it and the policy.
struct LiveRestartTests {
  let policy = RetryPolicy(maximumAttempts: 3, initialDelay: .seconds(1), maximumDelay: .seconds(30), jitter: .none)

  func after(
    _ failure: FailureClassification?, received: Bool = false, lasted: Duration = .zero, failures: Int
  ) -> LiveRestart {
    var generator = SeededRandomNumberGenerator(seed: 1)
    return LiveRestart.after(
      failure, received: received, lasted: lasted, failures: failures, policy: policy, using: &generator)
  }

  @Test func anEndAfterAValueOrALongRunStartsAgainAfterTheFirstWait() {
    #expect(after(nil, received: true, failures: 5) == LiveRestart(failures: 0, wait: .seconds(1)))
    #expect(after(nil, lasted: .seconds(30), failures: 5) == LiveRestart(failures: 0, wait: .seconds(1)))
  }

  @Test func endsAtOnceWaitLongerEachTimeUpToTheLongestWait() {
    var failures = 0
    var waits: [Duration?] = []
    for _ in 0..<7 {
      let next = after(nil, failures: failures)
      failures = next.failures
      waits.append(next.wait)
      #expect(next.gaveUp == nil)
    }
    #expect(waits == [2, 4, 8, 16, 30, 30, 30].map { .seconds($0) })
  }

  @Test func failuresAreRetriedThenGivenUpOnAndStillTriedAgainAtLongerWaits() {
    let failure = SampleFailure(.serverError).classification
    #expect(after(failure, failures: 0) == LiveRestart(failures: 1, wait: .seconds(1)))
    #expect(after(failure, failures: 1) == LiveRestart(failures: 2, wait: .seconds(2)))
    #expect(after(failure, failures: 2) == LiveRestart(failures: 3, gaveUp: .attemptsExhausted, wait: .seconds(4)))
    #expect(after(failure, failures: 9) == LiveRestart(failures: 10, gaveUp: .attemptsExhausted, wait: .seconds(30)))
    // A run that received something starts the count again.
    #expect(after(failure, received: true, failures: 9) == LiveRestart(failures: 1, wait: .seconds(1)))
  }

  @Test func aFailureThatCannotSucceedIsShownAndNotTriedAgainByItself() {
    let failure = SampleFailure(.unauthorized).classification
    #expect(after(failure, failures: 0) == LiveRestart(failures: 1, gaveUp: .notRetryable, wait: nil))
  }

  @Test func aServerDelayIsHonouredOnceTheRetriesGaveUp() {
    let failure = SampleFailure(.maintenance).classification  // Retry-After: 120 s, beyond the policy's 5 s
    let next = after(failure, failures: 0)
    #expect(next.gaveUp == .serverDelayTooLong(.seconds(120)))
    #expect(next.wait == .seconds(120))
  }

  @Test func aCancellationIsAnEndNotAFailure() {
    let cancelled = FailureClassification(kind: .cancelled)
    #expect(after(cancelled, received: true, failures: 3) == LiveRestart(failures: 0, wait: .seconds(1)))
  }
}
