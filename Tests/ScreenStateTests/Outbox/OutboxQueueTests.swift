import Foundation
import ScreenState
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData
@testable import ScreenStatePresentation

/// The outbox's rules alone: order, one at a time, waits, what stays queued and what fails for good.
struct OutboxQueueTests {
  static func record(_ number: Int, mutation: String = "like", failed: Bool = false) -> OutboxRecord {
    OutboxRecord(
      id: SubmissionID(rawValue: "id-\(number)"), mutation: mutation, input: Data("\(number)".utf8),
      createdAt: Date(timeIntervalSince1970: 0), attempts: 0, lastFailure: nil, isFailed: failed)
  }

  static func id(_ number: Int) -> SubmissionID { SubmissionID(rawValue: "id-\(number)") }

  static let server = FailureClassification(kind: .serverError, statusCode: 500)
  static let refused = FailureClassification(kind: .clientError, statusCode: 400)
  static let offline = FailureClassification(kind: .offline)

  func next(_ queue: OutboxQueue, at now: Duration = .zero, reachable: Bool = true, active: Bool = true)
    -> OutboxQueue.Next
  {
    queue.next(now: now, isReachable: reachable, isActive: active) { $0 == "like" }
  }

  /// Sends change `number` and ends it with `result` at `now`; returns what became of it.
  func send(_ number: Int, in queue: inout OutboxQueue, ending result: OutboxSendResult, at now: Duration = .zero)
    -> OutboxQueue.SendEnding?
  {
    _ = queue.startSending(Self.id(number))
    return queue.ended(Self.id(number), with: result, now: now)
  }

  @Test func sendsInOrderOneAtATime() {
    var queue = OutboxQueue(records: [Self.record(1), Self.record(2)])
    #expect(next(queue) == .send(Self.id(1)))
    let sent = queue.startSending(Self.id(1))
    #expect(sent?.attempts == 1)
    #expect(next(queue) == .busy)
    let ending = queue.ended(Self.id(1), with: .succeeded, now: .zero)
    #expect(ending == .succeeded)
    #expect(next(queue) == .send(Self.id(2)))
    #expect(queue.records.map(\.id) == [Self.id(2)])
  }

  @Test func nothingIsSentOfflineAwayOrWithoutItsMutation() {
    let queue = OutboxQueue(records: [Self.record(1, mutation: "other"), Self.record(2)])
    #expect(next(queue, reachable: false) == .waitForNetwork)
    #expect(next(queue, active: false) == .waitForActivity)
    // "other" has no mutation registered: it holds nothing back.
    #expect(next(queue) == .send(Self.id(2)))
    #expect(next(OutboxQueue(records: [Self.record(1, mutation: "other")]), reachable: false) == .idle)
  }

  @Test func aFailureWorthRetryingKeepsItQueuedAndHoldsTheRestBack() {
    var queue = OutboxQueue(records: [Self.record(1), Self.record(2)])
    let first = send(1, in: &queue, ending: .failed(Self.server), at: .seconds(10))
    #expect(first == .requeued(until: .seconds(11)))
    #expect(queue.item(Self.id(1))?.phase == .queued)
    #expect(queue.item(Self.id(1))?.record.lastFailure == Self.server)
    #expect(next(queue, at: .seconds(10)) == .wait(until: .seconds(11)))
    // Still first in line when the wait is over: the order holds.
    #expect(next(queue, at: .seconds(11)) == .send(Self.id(1)))
    let second = send(1, in: &queue, ending: .failed(Self.offline), at: .seconds(11))
    #expect(second == .requeued(until: .seconds(13)))
    queue.resumeNow()  // the network came back
    #expect(next(queue, at: .seconds(11)) == .send(Self.id(1)))
    #expect(queue.item(Self.id(1))?.record.attempts == 2)
  }

  @Test func theBackoffDoublesUpToAMinuteAndHonoursTheServerUpToAnHour() {
    let delays = (1...9).map { OutboxQueue.delay(afterFailuresInARow: $0, serverDelay: nil) }
    #expect(delays == [1, 2, 4, 8, 16, 32, 60, 60, 60].map { Duration.seconds($0) })
    #expect(OutboxQueue.delay(afterFailuresInARow: 1, serverDelay: .seconds(120)) == .seconds(120))
    #expect(OutboxQueue.delay(afterFailuresInARow: 3, serverDelay: .seconds(1)) == .seconds(4))
    #expect(OutboxQueue.delay(afterFailuresInARow: 1, serverDelay: .seconds(1_000_000)) == .seconds(3600))
    #expect(OutboxQueue.delay(afterFailuresInARow: .max, serverDelay: nil) == .seconds(60))
    #expect(OutboxQueue.delay(afterFailuresInARow: .min, serverDelay: nil) == .seconds(1))
  }

  @Test func aSuccessEndsTheBackoff() {
    var queue = OutboxQueue(records: [Self.record(1), Self.record(2)])
    _ = send(1, in: &queue, ending: .failed(Self.server))
    let ending = send(1, in: &queue, ending: .succeeded, at: .seconds(1))
    #expect(ending == .succeeded)
    #expect(queue.resumeAt == nil)
    #expect(queue.failuresInARow == 0)
    #expect(next(queue, at: .seconds(1)) == .send(Self.id(2)))
  }

  @Test func aRefusalFailsForGoodHoldsNothingBackAndCanBeRetriedOrDiscarded() {
    var queue = OutboxQueue(records: [Self.record(1), Self.record(2)])
    let refused = send(1, in: &queue, ending: .failed(Self.refused))
    #expect(refused == .failed)
    #expect(queue.item(Self.id(1))?.phase == .failed)
    #expect(queue.records.first?.isFailed == true)
    #expect(next(queue) == .send(Self.id(2)))
    let retried = queue.retry(Self.id(1))
    #expect(retried)
    let retriedAgain = queue.retry(Self.id(1))
    #expect(!retriedAgain)  // queued now: nothing to retry
    #expect(next(queue) == .send(Self.id(1)))  // back in its place, first
    _ = queue.startSending(Self.id(1))
    let whileSending = queue.discard(Self.id(1))
    #expect(whileSending == nil)  // being sent: its answer decides
    _ = queue.ended(Self.id(1), with: .failed(Self.refused), now: .zero)
    let discarded = queue.discard(Self.id(1))
    #expect(discarded?.phase == .failed)
    #expect(queue.records.map(\.id) == [Self.id(2)])
  }

  @Test func aCancelledSendLeavesAndAnInterruptedOneWaits() {
    var queue = OutboxQueue(records: [Self.record(1), Self.record(2)])
    let interrupted = send(1, in: &queue, ending: .interrupted)
    #expect(interrupted == .requeued(until: .seconds(1)))
    #expect(queue.item(Self.id(1))?.phase == .queued)
    let cancelled = send(1, in: &queue, ending: .cancelled)
    #expect(cancelled == .cancelled)
    #expect(queue.item(Self.id(1)) == nil)
  }

  @Test func whatIsSavedWhileSendingIsQueuedOnTheNextLaunch() {
    var queue = OutboxQueue(records: [Self.record(1), Self.record(2, failed: true)])
    _ = queue.startSending(Self.id(1))
    let relaunched = OutboxQueue(records: queue.records)
    #expect(relaunched.items.map(\.phase) == [.queued, .failed])
    #expect(relaunched.items.first?.record.attempts == 1)
  }

  @Test func whatStaysQueuedIsTheClassifiersRetryableFailuresAndOffline() {
    for kind in FailureKind.allCases {
      let expected = kind != .cancelled && (kind.isUsuallyRetryable || kind == .offline)
      #expect(OutboxQueue.keepsQueued(FailureClassification(kind: kind)) == expected, "\(kind)")
    }
    // The classifier decides: a 500 it says cannot succeed fails for good.
    #expect(!OutboxQueue.keepsQueued(FailureClassification(kind: .serverError, isRetryable: false)))
  }

  @Test func answersForChangesNotBeingSentAreIgnored() {
    var queue = OutboxQueue(records: [Self.record(1)])
    let ending = queue.ended(Self.id(1), with: .succeeded, now: .zero)
    #expect(ending == nil)
    let started = queue.startSending(Self.id(9))
    #expect(started == nil)
    #expect(queue.records.count == 1)
  }

  @Test func sendNowDuringASendSparesItsFailureTheWait() {
    var queue = OutboxQueue(records: [Self.record(1), Self.record(2)])
    _ = queue.startSending(Self.id(1))
    queue.resumeNow()  // "Send now" while change 1 is being sent
    let ending = queue.ended(Self.id(1), with: .failed(Self.server), now: .seconds(10))
    #expect(ending == .requeued(until: .seconds(10)))
    #expect(next(queue, at: .seconds(10)) == .send(Self.id(1)))
    // Asked for once: the next failure waits again, its backoff counting both.
    let again = send(1, in: &queue, ending: .failed(Self.server), at: .seconds(10))
    #expect(again == .requeued(until: .seconds(12)))
    #expect(next(queue, at: .seconds(10)) == .wait(until: .seconds(12)))
  }

  @Test func sendNowDuringASendThatSucceedsLeavesNoMark() {
    var queue = OutboxQueue(records: [Self.record(1), Self.record(2)])
    _ = queue.startSending(Self.id(1))
    queue.resumeNow()
    #expect(queue.ended(Self.id(1), with: .succeeded, now: .zero) == .succeeded)
    #expect(send(2, in: &queue, ending: .failed(Self.server), at: .seconds(5)) == .requeued(until: .seconds(6)))
  }

  @Test func sendNowWithNothingBeingSentOnlyEndsTheWait() {
    var queue = OutboxQueue(records: [Self.record(1)])
    _ = send(1, in: &queue, ending: .failed(Self.server), at: .zero)
    queue.resumeNow()
    #expect(next(queue) == .send(Self.id(1)))
    #expect(send(1, in: &queue, ending: .failed(Self.server), at: .zero) == .requeued(until: .seconds(2)))
  }
}
