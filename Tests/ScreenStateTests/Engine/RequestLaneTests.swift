import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData
@testable import ScreenStatePresentation

/// The pure life of a request: attempts, deadlines counted from when an attempt begins, waits and the end.
struct RequestLaneTests {
  typealias Lane = RequestLane

  static let retryable = FailureClassification(kind: .serverError)
  var generator = SeededRandomNumberGenerator(seed: 1)
  let policy = RetryPolicy(jitter: .none)

  @Test mutating func aSuccessEndsTheRequest() {
    var lane = Lane(limits: .init(timeout: .seconds(10), budget: .seconds(15)))
    let id = RequestID(rawValue: 1)
    #expect(lane.start(id) == .run(attempt: 1))
    #expect(lane.attemptBegan(id, attempt: 1, now: .seconds(2)) == .some(.seconds(12)))
    #expect(lane.attemptSucceeded(id, attempt: 1) == .succeed(attempts: 1))
    #expect(lane.active == nil)
  }

  @Test mutating func aFailureWaitsThenRunsTheNextAttemptWithinTheBudget() {
    var lane = Lane(limits: .init(timeout: .seconds(10), budget: .seconds(15)))
    let id = RequestID(rawValue: 1)
    _ = lane.start(id)
    _ = lane.attemptBegan(id, attempt: 1, now: .zero)
    let step = lane.attemptFailed(
      id, attempt: 1, failure: Self.retryable, now: .seconds(3), policy: policy, using: &generator)
    #expect(step == .wait(until: .seconds(4), .seconds(1), .backoff))
    #expect(lane.timerFired(id, now: .seconds(4)) == .step(.run(attempt: 2)))
    // The second attempt's deadline is cut at the budget's end, 15 s after the first attempt began.
    #expect(lane.attemptBegan(id, attempt: 2, now: .seconds(6)) == .some(.seconds(15)))
    #expect(lane.timerFired(id, now: .seconds(15)) == .timedOut(attempt: 2, after: .seconds(9)))
  }

  @Test mutating func aServerDelayIsReportedAsOne() {
    var lane = Lane(limits: .init(timeout: nil, budget: .seconds(15)))
    let id = RequestID(rawValue: 1)
    _ = lane.start(id)
    _ = lane.attemptBegan(id, attempt: 1, now: .zero)
    let failure = FailureClassification(statusCode: 503, retryAfter: .seconds(3))!
    #expect(
      lane.attemptFailed(id, attempt: 1, failure: failure, now: .zero, policy: policy, using: &generator)
        == .wait(until: .seconds(3), .seconds(3), .serverDelay))
  }

  @Test mutating func newsOfAReplacedRequestOrAnAbandonedAttemptIsIgnored() {
    var lane = Lane(limits: .init(timeout: .seconds(10), budget: .seconds(15)))
    let first = RequestID(rawValue: 1)
    let second = RequestID(rawValue: 2)
    _ = lane.start(first)
    _ = lane.attemptBegan(first, attempt: 1, now: .zero)
    _ = lane.start(second)
    #expect(lane.attemptBegan(first, attempt: 1, now: .zero) == nil)
    #expect(lane.attemptSucceeded(first, attempt: 1) == .ignore)
    #expect(lane.timerFired(first, now: .seconds(100)) == .ignore)
    #expect(
      lane.attemptFailed(first, attempt: 1, failure: Self.retryable, now: .zero, policy: policy, using: &generator)
        == .ignore)
    #expect(lane.active?.id == second && lane.active?.attempt == 1)
  }

  @Test mutating func aCancellationEndsTheRequestAsCancelledNeverFailed() {
    var lane = Lane(limits: .init(timeout: nil, budget: .seconds(15)))
    let id = RequestID(rawValue: 1)
    _ = lane.start(id)
    _ = lane.attemptBegan(id, attempt: 1, now: .zero)
    let cancelled = FailureClassification(kind: .cancelled)
    #expect(
      lane.attemptFailed(id, attempt: 1, failure: cancelled, now: .zero, policy: policy, using: &generator) == .cancel)
  }

  @Test mutating func anAttemptBeginningLateKeepsItsWholeTimeout() {
    // Asked for at 0, begun at 5 (a busy main actor): its deadline is 10 s after it began, not after it was asked.
    var lane = Lane(limits: .init(timeout: .seconds(10), budget: .seconds(15)))
    let id = RequestID(rawValue: 1)
    _ = lane.start(id)
    #expect(lane.attemptBegan(id, attempt: 1, now: .seconds(5)) == .some(.seconds(15)))
  }
}
