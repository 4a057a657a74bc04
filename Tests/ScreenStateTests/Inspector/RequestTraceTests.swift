import ScreenState
import Testing

/// Requests rebuilt from their events: attempts, their ends and waits, the outcome; one trace per request, a kind
/// made anew starting new traces, and a bound on how many are kept.
struct RequestTraceTests {
  let unavailable = FailureClassification(statusCode: 503, retryAfter: .seconds(5))!
  let timedOut = FailureClassification(kind: .timedOut)
  let request = RequestID(rawValue: 1)

  func event(_ kind: LoadEvent.Kind, at seconds: Int, request: RequestID? = RequestID(rawValue: 1)) -> LoadEvent {
    LoadEvent(kind, request: request, time: .seconds(seconds))
  }

  @Test func aRetriedRequestHasItsAttemptsTheirWaitsAndItsOutcome() {
    var log = RequestTraceLog()
    for event in [
      event(.started(.load), at: 0), event(.attemptStarted(1), at: 0), event(.attemptFailed(1, unavailable), at: 1),
      event(.waiting(.seconds(5), .serverDelay), at: 1), event(.attemptStarted(2), at: 6),
      event(.attemptTimedOut(2, after: .seconds(10)), at: 16), event(.waiting(.seconds(2), .backoff), at: 16),
      event(.attemptStarted(3), at: 18), event(.succeeded(attempts: 3), at: 19),
    ] {
      log.record(event)
    }
    let trace = try! #require(log.traces.first)
    #expect(log.traces.count == 1)
    #expect(trace.reason == .load)
    #expect(trace.outcome == .succeeded)
    #expect(trace.duration == .seconds(19))
    #expect(trace.attempts.map(\.ending) == [.failed(unavailable), .timedOut(after: .seconds(10)), .succeeded])
    #expect(trace.attempts.map(\.duration) == [.seconds(1), .seconds(10), .seconds(1)])
    #expect(trace.waits == [RequestTrace.Wait(.seconds(5), .serverDelay), RequestTrace.Wait(.seconds(2), .backoff)])
  }

  @Test func aLastAttemptThatTimedOutKeepsItsTimeoutWhenTheRequestFails() {
    var trace = RequestTrace(request: request)
    trace.record(event(.started(.refresh), at: 0))
    trace.record(event(.attemptStarted(1), at: 0))
    trace.record(event(.attemptTimedOut(1, after: .seconds(8)), at: 8))
    trace.record(event(.failed(timedOut, reason: .attemptsExhausted), at: 8))
    #expect(trace.attempts.map(\.ending) == [.timedOut(after: .seconds(8))])
    #expect(trace.outcome == .failed(timedOut, reason: .attemptsExhausted))
  }

  @Test func aCancelledRequestAbandonsItsAttempt() {
    var trace = RequestTrace(request: request)
    trace.record(event(.started(.load), at: 0))
    trace.record(event(.attemptStarted(1), at: 0))
    trace.record(event(.cancelled, at: 2))
    #expect(trace.attempts.map(\.ending) == [.cancelled])
    #expect(trace.outcome == .cancelled)
    #expect(!trace.isRunning)
  }

  @Test func eventsOfNoRequestOpenNoTrace() {
    var log = RequestTraceLog()
    #expect(log.record(LoadEvent(.valueReplaced(.set))) == nil)
    #expect(log.record(LoadEvent(.markedStale, key: "post/1")) == nil)
    #expect(log.traces.isEmpty)
  }

  @Test func requestsOfDifferentKeysAndPartsAreDifferentTraces() {
    var log = RequestTraceLog()
    log.record(LoadEvent(.started(.load), request: request, key: "a"))
    log.record(LoadEvent(.started(.load), request: request, key: "b"))
    log.record(LoadEvent(.started(.nextPage), request: request, part: .nextPage, key: "b"))
    log.record(LoadEvent(.succeeded(attempts: 1), request: request, key: "b"))
    #expect(log.traces.map(\.key) == ["a", "b", "b"])
    #expect(log.traces.map(\.outcome) == [nil, .succeeded, nil])
  }

  @Test func aMutationMadeAnewStartsANewTraceForItsFirstRequest() {
    var log = RequestTraceLog()
    for kind: LoadEvent.Kind in [.queued(patches: 2), .started(.submit), .attemptStarted(1), .cancelled] {
      log.record(LoadEvent(kind, request: request, part: .mutation))
    }
    log.record(LoadEvent(.rolledBack(patches: 2), request: request, part: .mutation))
    // The same screen opened again: a new mutation, whose first request is #1 again.
    log.record(LoadEvent(.queued(patches: 1), request: request, part: .mutation))
    log.record(LoadEvent(.started(.submit), request: request, part: .mutation))
    #expect(log.traces.count == 2)
    #expect(log.traces.map(\.patches) == [2, 1])
    #expect(log.traces.map(\.rolledBack) == [2, nil])
    #expect(log.traces.map(\.reason) == [.submit, .submit])
  }

  @Test func aBoundedLogDropsTheOldestFinishedRequestsFirst() {
    var log = RequestTraceLog(limit: 2)
    log.record(event(.started(.load), at: 0, request: RequestID(rawValue: 1)))
    log.record(event(.started(.refresh), at: 1, request: RequestID(rawValue: 2)))
    log.record(event(.succeeded(attempts: 1), at: 2, request: RequestID(rawValue: 2)))
    log.record(event(.started(.refresh), at: 3, request: RequestID(rawValue: 3)))
    #expect(log.traces.map(\.request.rawValue) == [1, 3])
  }
}
