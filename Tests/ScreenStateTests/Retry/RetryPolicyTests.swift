import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// `RetryPolicy`: the documented defaults, the backoff, and each decision.
struct RetryPolicyTests {
  typealias Policy = RetryPolicy
  /// A failure the policy may retry, with no server delay.
  static let retryable = FailureClassification(kind: .unknown)

  // MARK: - Defaults

  @Test func defaultsAreAsDocumented() {
    let policy = Policy()
    #expect(policy.maximumAttempts == 4)  // 3 retries
    #expect(policy.initialDelay == .seconds(1))
    #expect(policy.multiplier == 2)
    #expect(policy.maximumDelay == .seconds(30))
    #expect(policy.jitter == .equal)
    #expect(policy.maximumServerDelay == .seconds(5))
    #expect(policy.timeBudget == .seconds(15))
    let byName = Policy.default
    #expect(byName.maximumAttempts == 4)
    #expect(byName.initialDelay == .seconds(1))
    #expect(byName.multiplier == 2)
    #expect(byName.maximumDelay == .seconds(30))
    #expect(byName.jitter == .equal)
  }

  @Test func theDefaultWaitsAreHalfToOneTwoAndFourSeconds() {
    // The documented waits with equal jitter: 0.5–1 s, 1–2 s and 2–4 s, then no fourth retry.
    var generator = SeededRandomNumberGenerator(seed: 11)
    let policy = Policy.default
    for _ in 0..<200 {
      for (attempt, range) in [(1, 0.5...1.0), (2, 1.0...2.0), (3, 2.0...4.0)] {
        guard case .retry(let wait) = policy.decision(after: Self.retryable, attempt: attempt, using: &generator) else {
          Issue.record("attempt \(attempt) was not retried")
          return
        }
        #expect(range.contains(wait.inSeconds), "attempt \(attempt) waited \(wait)")
      }
      #expect(policy.decision(after: Self.retryable, attempt: 4, using: &generator) == .giveUp(.attemptsExhausted))
    }
  }

  @Test func neverAttemptsOnce() {
    var generator = SeededRandomNumberGenerator(seed: 0)
    #expect(Policy.never.maximumAttempts == 1)
    #expect(Policy.never.decision(after: Self.retryable, attempt: 1, using: &generator) == .giveUp(.attemptsExhausted))
  }

  // MARK: - Backoff

  @Test func backoffDoublesFromOneSecondUpToTheCap() {
    let policy = Policy()
    let expected: [Duration] = [
      .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(16), .seconds(30), .seconds(30),
    ]
    for (retry, delay) in expected.enumerated() {
      #expect(policy.backoff(beforeRetry: retry) == delay, "retry \(retry)")
    }
    #expect(policy.backoff(beforeRetry: 1_000) == .seconds(30))
    #expect(policy.backoff(beforeRetry: Int.max) == .seconds(30))
  }

  @Test func backoffBeforeANegativeRetryIsTheInitialDelay() {
    #expect(Policy().backoff(beforeRetry: -1) == .seconds(1))
  }

  @Test func backoffWithAnotherMultiplierAndCap() {
    let policy = Policy(initialDelay: .milliseconds(200), multiplier: 3, maximumDelay: .seconds(5))
    let expected: [Duration] = [.milliseconds(200), .milliseconds(600), .milliseconds(1_800), .seconds(5), .seconds(5)]
    for (retry, delay) in expected.enumerated() {
      #expect(policy.backoff(beforeRetry: retry) == delay, "retry \(retry)")
    }
  }

  @Test func aMultiplierOfOneIsAConstantDelay() {
    let policy = Policy(initialDelay: .seconds(2), multiplier: 1)
    for retry in 0..<10 {
      #expect(policy.backoff(beforeRetry: retry) == .seconds(2))
    }
  }

  @Test func hugeMultipliersReachTheCapWithoutOverflowing() {
    #expect(Policy(multiplier: 1e30).backoff(beforeRetry: 1) == .seconds(30))
    #expect(Policy(multiplier: 1e30).backoff(beforeRetry: 5) == .seconds(30))
    #expect(Policy(multiplier: .infinity).backoff(beforeRetry: 2) == .seconds(30))
    // Durations are clamped to a billion seconds, far below where arithmetic on them could overflow.
    #expect(
      Policy(initialDelay: .seconds(1), maximumDelay: .seconds(Int64.max)).backoff(beforeRetry: 500)
        == .seconds(1_000_000_000))
  }

  @Test func anInitialDelayAboveTheCapIsCapped() {
    #expect(Policy(initialDelay: .seconds(60), maximumDelay: .seconds(30)).backoff(beforeRetry: 0) == .seconds(30))
  }

  @Test func backoffNeverDecreasesAndNeverExceedsTheCap() {
    let policy = Policy(initialDelay: .milliseconds(150), multiplier: 1.7, maximumDelay: .seconds(20))
    var previous = Duration.zero
    for retry in 0..<60 {
      let delay = policy.backoff(beforeRetry: retry)
      #expect(delay >= previous)
      #expect(delay <= .seconds(20))
      previous = delay
    }
  }

  // MARK: - Decisions

  @Test func retriesWithTheBackoffOfTheAttemptWithoutJitter() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(jitter: .none)
    #expect(policy.decision(after: Self.retryable, attempt: 1, using: &generator) == .retry(after: .seconds(1)))
    #expect(policy.decision(after: Self.retryable, attempt: 2, using: &generator) == .retry(after: .seconds(2)))
    #expect(policy.decision(after: Self.retryable, attempt: 3, using: &generator) == .retry(after: .seconds(4)))
    #expect(policy.decision(after: Self.retryable, attempt: 4, using: &generator) == .giveUp(.attemptsExhausted))
    #expect(policy.decision(after: Self.retryable, attempt: 5, using: &generator) == .giveUp(.attemptsExhausted))
  }

  @Test func giveUpWhenNotRetryable() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy()
    #expect(
      policy.decision(after: FailureClassification(kind: .unexpectedResponse), attempt: 1, using: &generator)
        == .giveUp(.notRetryable))
    #expect(
      policy.decision(
        after: FailureClassification(kind: .serverError, isRetryable: false), attempt: 1, using: &generator)
        == .giveUp(.notRetryable))
    // A cancellation is never retried, whatever its flag says.
    #expect(
      policy.decision(after: FailureClassification(kind: .cancelled, isRetryable: true), attempt: 1, using: &generator)
        == .giveUp(.notRetryable))
  }

  @Test func giveUpWhenAttemptsAreExhausted() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(maximumAttempts: 2)
    #expect(policy.decision(after: Self.retryable, attempt: 1, using: &generator).isRetry)
    #expect(policy.decision(after: Self.retryable, attempt: 2, using: &generator) == .giveUp(.attemptsExhausted))
  }

  @Test(arguments: [0, -3])
  func maximumAttemptsBelowOneCountAsOne(_ maximum: Int) {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(maximumAttempts: maximum)
    #expect(policy.decision(after: Self.retryable, attempt: 1, using: &generator) == .giveUp(.attemptsExhausted))
  }

  @Test func aServerGivenDelayLongerThanTheBackoffIsUsedExactlyWhateverTheJitter() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    for jitter in [Jitter.none, .full, .equal, .proportional(0.5)] {
      let policy = Policy(jitter: jitter, maximumServerDelay: .seconds(60), timeBudget: .seconds(100))
      let failure = FailureClassification(kind: .maintenance, retryAfter: .seconds(12))
      for attempt in 1...3 {
        #expect(policy.decision(after: failure, attempt: attempt, using: &generator) == .retry(after: .seconds(12)))
      }
    }
  }

  @Test func aServerGivenDelayOverTheMaximumGivesUp() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(maximumServerDelay: .seconds(10))
    let patient = FailureClassification(kind: .rateLimited, retryAfter: .seconds(10))
    let tooLong = FailureClassification(kind: .rateLimited, retryAfter: .seconds(11))
    #expect(policy.decision(after: patient, attempt: 1, using: &generator) == .retry(after: .seconds(10)))
    #expect(
      policy.decision(after: tooLong, attempt: 1, using: &generator) == .giveUp(.serverDelayTooLong(.seconds(11))))
  }

  @Test(arguments: [Duration.zero, .milliseconds(1), .seconds(-5)])
  func aServerDelayShorterThanTheBackoffWaitsTheBackoff(delay: Duration) {
    // `Retry-After: 0`, or a date in the past, must not shorten the wait: a client would hammer.
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(jitter: .none)
    let failure = FailureClassification(kind: .maintenance, retryAfter: delay)
    #expect(policy.decision(after: failure, attempt: 1, using: &generator) == .retry(after: .seconds(1)))
    #expect(policy.decision(after: failure, attempt: 2, using: &generator) == .retry(after: .seconds(2)))
    #expect(policy.decision(after: failure, attempt: 3, using: &generator) == .retry(after: .seconds(4)))
  }

  @Test func aJitteredWaitIsNeverShorterThanTheServersDelay() {
    var generator = SeededRandomNumberGenerator(seed: 9)
    let policy = Policy(jitter: .full)
    let failure = FailureClassification(kind: .rateLimited, retryAfter: .milliseconds(700))
    for _ in 0..<500 {
      guard case .retry(let wait) = policy.decision(after: failure, attempt: 1, using: &generator) else {
        Issue.record("not retried")
        return
      }
      #expect(wait >= .milliseconds(700) && wait <= .seconds(1))
    }
  }

  // MARK: - Time budget

  @Test func noWaitMayEndAfterTheBudget() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(jitter: .none, timeBudget: .seconds(10))
    #expect(
      policy.decision(after: Self.retryable, attempt: 1, elapsed: .seconds(8), using: &generator)
        == .retry(after: .seconds(1)))
    #expect(
      policy.decision(after: Self.retryable, attempt: 1, elapsed: .seconds(9), using: &generator)
        == .giveUp(.timeBudgetExhausted))
    #expect(
      policy.decision(after: Self.retryable, attempt: 2, elapsed: .seconds(8), using: &generator)
        == .giveUp(.timeBudgetExhausted))
  }

  @Test func aWaitEndingExactlyAtTheBudgetIsNotStarted() {
    // It would leave no time for the attempt after it: the rule the documentation states ("a wait starts only if
    // it ends before the budget runs out").
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(jitter: .none, timeBudget: .seconds(10))
    #expect(
      policy.decision(after: Self.retryable, attempt: 1, elapsed: .seconds(9), using: &generator)
        == .giveUp(.timeBudgetExhausted))
    #expect(
      policy.decision(
        after: Self.retryable, attempt: 1, elapsed: .seconds(9) - .nanoseconds(1), using: &generator)
        == .retry(after: .seconds(1)))
  }

  @Test func aServerAskingFiveSecondsGetsTwoWaitsInTheDefaultBudget() {
    // 503 with Retry-After: 5, answered at once: waits end at 5 s and 10 s; a third would end at 15 s, the budget.
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy()
    let failure = FailureClassification(statusCode: 503, retryAfter: .seconds(5))!
    var elapsed = Duration.zero
    var waits: [Duration] = []
    for attempt in 1...4 {
      guard
        case .retry(let wait) = policy.decision(after: failure, attempt: attempt, elapsed: elapsed, using: &generator)
      else { break }
      waits.append(wait)
      elapsed += wait
    }
    #expect(waits == [.seconds(5), .seconds(5)])
  }

  @Test func theDefaultBudgetHoldsTheDefaultScheduleOfQuickFailures() {
    // Three retries of failures that come back at once: 1 + 2 + 4 s of waits, well inside 15 s.
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(jitter: .none)
    var elapsed = Duration.zero
    for attempt in 1...3 {
      guard
        case .retry(let wait) = policy.decision(
          after: Self.retryable, attempt: attempt, elapsed: elapsed, using: &generator)
      else {
        Issue.record("attempt \(attempt) was not retried")
        return
      }
      elapsed += wait
    }
    #expect(elapsed == .seconds(7))
  }

  @Test func decisionsAreReproducibleWithASeededGenerator() {
    func schedule(_ seed: UInt64) -> [RetryDecision] {
      var generator = SeededRandomNumberGenerator(seed: seed)
      let policy = Policy(maximumAttempts: 8, jitter: .full)
      return (1...8).map { policy.decision(after: Self.retryable, attempt: $0, using: &generator) }
    }
    #expect(schedule(5) == schedule(5))
    #expect(schedule(5) != schedule(6))
  }

  // MARK: - Hostile inputs

  @Test func everyInputIsAcceptedWithoutTrapping() {
    let durations: [Duration] = [
      .zero, .seconds(-1), .seconds(Int64.min), .seconds(Int64.max), .nanoseconds(1),
      Duration(secondsComponent: Int64.max, attosecondsComponent: 999_999_999_999_999_999),
      Duration(secondsComponent: Int64.min, attosecondsComponent: -999_999_999_999_999_999),
    ]
    let multipliers: [Double] = [
      0, -1, 1, 2, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    let jitters: [Jitter] = [
      .none, .full, .equal, .proportional(.nan), .proportional(.infinity), .proportional(-.infinity), .proportional(-3),
      .proportional(7),
    ]
    let attempts = [Int.min, -1, 0, 1, 2, 64, Int.max]
    var generator = SeededRandomNumberGenerator(seed: 4)
    for delay in durations {
      for multiplier in multipliers {
        for jitter in jitters {
          let policy = Policy(
            maximumAttempts: 5, initialDelay: delay, multiplier: multiplier,
            maximumDelay: durations.randomElement(using: &generator)!,
            jitter: jitter, maximumServerDelay: delay, timeBudget: durations.randomElement(using: &generator)!)
          for attempt in attempts {
            let backoff = policy.backoff(beforeRetry: attempt)
            #expect(backoff >= .zero)
            for retryAfter in [nil] + durations {
              let failure = FailureClassification(kind: .serverError, retryAfter: retryAfter)
              if case .retry(let wait) = policy.decision(
                after: failure, attempt: attempt, elapsed: delay, using: &generator)
              {
                #expect(wait >= .zero)
              }
            }
          }
        }
      }
    }
  }

  @Test func policiesAreHashableValues() {
    #expect(Policy() == Policy.default)
    #expect(Policy(jitter: .full) != Policy())
    #expect(Set([Policy(), Policy(), Policy.never]).count == 2)
  }
}

extension RetryDecision {
  var isRetry: Bool {
    if case .retry = self { true } else { false }
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var inSeconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
