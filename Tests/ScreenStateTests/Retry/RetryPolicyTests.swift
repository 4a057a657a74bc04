import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// `RetryPolicy`: the documented defaults, the backoff, and each decision.
struct RetryPolicyTests {
  typealias Policy = RetryPolicy<any Error>

  // MARK: - Defaults

  @Test func defaultsAreAsDocumented() {
    let policy = Policy()
    #expect(policy.maximumAttempts == 4)  // 3 retries
    #expect(policy.initialDelay == .seconds(1))
    #expect(policy.multiplier == 2)
    #expect(policy.maximumDelay == .seconds(30))
    #expect(policy.jitter == .equal)
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
        guard case .retry(let wait) = policy.decision(after: TestFailure(), attempt: attempt, using: &generator) else {
          Issue.record("attempt \(attempt) was not retried")
          return
        }
        #expect(range.contains(wait.inSeconds), "attempt \(attempt) waited \(wait)")
      }
      #expect(policy.decision(after: TestFailure(), attempt: 4, using: &generator) == .giveUp(.attemptsExhausted))
    }
  }

  @Test func neverAttemptsOnce() {
    var generator = SeededRandomNumberGenerator(seed: 0)
    #expect(Policy.never.maximumAttempts == 1)
    #expect(Policy.never.decision(after: TestFailure(), attempt: 1, using: &generator) == .giveUp(.attemptsExhausted))
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
    #expect(Policy(initialDelay: .seconds(1), maximumDelay: .seconds(Int64.max)).backoff(beforeRetry: 500) == .seconds(Int64.max))
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
    #expect(policy.decision(after: TestFailure(), attempt: 1, using: &generator) == .retry(after: .seconds(1)))
    #expect(policy.decision(after: TestFailure(), attempt: 2, using: &generator) == .retry(after: .seconds(2)))
    #expect(policy.decision(after: TestFailure(), attempt: 3, using: &generator) == .retry(after: .seconds(4)))
    #expect(policy.decision(after: TestFailure(), attempt: 4, using: &generator) == .giveUp(.attemptsExhausted))
    #expect(policy.decision(after: TestFailure(), attempt: 5, using: &generator) == .giveUp(.attemptsExhausted))
  }

  @Test func giveUpWhenNotRetryable() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy()
    let decoding = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad"))
    #expect(policy.decision(after: decoding, attempt: 1, using: &generator) == .giveUp(.notRetryable))
    #expect(
      policy.decision(after: AdvisedFailure(isRetryable: false), attempt: 1, using: &generator) == .giveUp(.notRetryable))
    let custom = Policy(isRetryable: { _ in false })
    #expect(custom.decision(after: TestFailure(), attempt: 1, using: &generator) == .giveUp(.notRetryable))
  }

  @Test func giveUpWhenAttemptsAreExhausted() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(maximumAttempts: 2)
    #expect(policy.decision(after: TestFailure(), attempt: 1, using: &generator).isRetry)
    #expect(policy.decision(after: TestFailure(), attempt: 2, using: &generator) == .giveUp(.attemptsExhausted))
  }

  @Test(arguments: [0, -3])
  func maximumAttemptsBelowOneCountAsOne(_ maximum: Int) {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(maximumAttempts: maximum)
    #expect(policy.decision(after: TestFailure(), attempt: 1, using: &generator) == .giveUp(.attemptsExhausted))
  }

  @Test func aServerGivenDelayIsUsedExactlyWhateverTheJitter() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    for jitter in [Jitter.none, .full, .equal, .proportional(0.5)] {
      let policy = Policy(jitter: jitter)
      let failure = AdvisedFailure(isRetryable: true, retryAfter: .seconds(12))
      for attempt in 1...3 {
        #expect(policy.decision(after: failure, attempt: attempt, using: &generator) == .retry(after: .seconds(12)))
      }
    }
  }

  @Test func aServerGivenDelayOverTheMaximumGivesUp() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(maximumServerDelay: .seconds(60))
    let patient = AdvisedFailure(isRetryable: true, retryAfter: .seconds(60))
    let tooLong = AdvisedFailure(isRetryable: true, retryAfter: .seconds(61))
    #expect(policy.decision(after: patient, attempt: 1, using: &generator) == .retry(after: .seconds(60)))
    #expect(policy.decision(after: tooLong, attempt: 1, using: &generator) == .giveUp(.serverDelayTooLong(.seconds(61))))
  }

  @Test func aCustomServerDelay() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let policy = Policy(serverDelay: { ($0 as? TestFailure).map { .seconds($0.code) } })
    #expect(policy.decision(after: TestFailure(9), attempt: 1, using: &generator) == .retry(after: .seconds(9)))
  }

  @Test func aNegativeServerDelayRetriesAtOnce() {
    var generator = SeededRandomNumberGenerator(seed: 1)
    let failure = AdvisedFailure(isRetryable: true, retryAfter: .seconds(-5))
    #expect(Policy().decision(after: failure, attempt: 1, using: &generator) == .retry(after: .zero))
  }

  @Test func decisionsAreReproducibleWithASeededGenerator() {
    func schedule(_ seed: UInt64) -> [RetryDecision] {
      var generator = SeededRandomNumberGenerator(seed: seed)
      let policy = Policy(maximumAttempts: 8, jitter: .full)
      return (1...8).map { policy.decision(after: TestFailure(), attempt: $0, using: &generator) }
    }
    #expect(schedule(5) == schedule(5))
    #expect(schedule(5) != schedule(6))
  }

  // MARK: - Default predicates

  @Test func defaultRetryability() {
    #expect(Policy.defaultIsRetryable(TestFailure()))
    #expect(Policy.defaultIsRetryable(TimeoutError(duration: .seconds(1))))
    #expect(Policy.defaultIsRetryable(AdvisedFailure(isRetryable: true)))
    #expect(!Policy.defaultIsRetryable(AdvisedFailure(isRetryable: false)))
    #expect(!Policy.defaultIsRetryable(DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: ""))))
    #expect(!RetryPolicy<AdvisedFailure>.defaultIsRetryable(AdvisedFailure(isRetryable: false)))
  }

  @Test func defaultServerDelay() {
    #expect(Policy.defaultServerDelay(AdvisedFailure(isRetryable: true, retryAfter: .seconds(3))) == .seconds(3))
    #expect(Policy.defaultServerDelay(AdvisedFailure(isRetryable: true)) == nil)
    #expect(Policy.defaultServerDelay(TestFailure()) == nil)
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
