import Foundation
import ScreenState
import ScreenStateTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `RetryPolicy.default` decides from the failure classification, end to end through a `Loader`.
@MainActor
@Suite("RetryPolicy.default uses classification")
struct DefaultRetryPolicyClassificationTests {
  private func makeLoader() -> (Loader<Int, any Error>, ControllableOperation<Int, any Error>, VirtualClock) {
    let operation = ControllableOperation<Int, any Error>()
    let clock = VirtualClock()
    let loader = Loader(
      timeout: nil, clock: clock, randomNumberGenerator: SeededRandomNumberGenerator(seed: 7),
      operation: operation.operation)
    return (loader, operation, clock)
  }

  @Test(arguments: [
    HTTPStatusError(statusCode: 404) as any Error, HTTPStatusError(statusCode: 400), HTTPStatusError(statusCode: 401),
    HTTPStatusError(statusCode: 426), URLError(.notConnectedToInternet),
    DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad")),
  ])
  func notRetryableFailuresAreAttemptedOnce(error: any Error) async {
    let (loader, operation, clock) = makeLoader()
    let load = Task { await loader.load() }
    await operation.nextCall().fail(with: error)
    await load.value
    await loader.waitUntilSettled()
    #expect(operation.callCount == 1)
    #expect(loader.state.isFailed)
    #expect(clock.pendingDeadlines.isEmpty)
    #expect(clock.now == VirtualClock.Instant(offset: .zero))
  }

  @Test func serviceUnavailableWithRetryAfterWaitsExactlyThatLong() async {
    let (loader, operation, clock) = makeLoader()
    let load = Task { await loader.load() }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 503, retryAfterHeader: "2", now: .zero))
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [VirtualClock.Instant(offset: .seconds(2))])
    // Not a moment earlier.
    clock.advance(by: .milliseconds(1_999))
    #expect(clock.pendingDeadlines.count == 1)
    #expect(operation.callCount == 1)
    clock.advance(by: .milliseconds(1))
    let second = await operation.nextCall()
    #expect(clock.now == VirtualClock.Instant(offset: .seconds(2)))
    #expect(loader.state == .loading(previous: nil))
    second.succeed(with: 42)
    await load.value
    #expect(loader.state == .loaded(42))
    #expect(operation.callCount == 2)
  }

  @Test func serviceUnavailableWithRetryAfterDateWaitsUntilThen() async {
    let (loader, operation, clock) = makeLoader()
    let load = Task { await loader.load() }
    let error = HTTPStatusError(
      statusCode: 503, retryAfterHeader: "Thu, 01 Jan 1970 00:00:05 GMT", now: .seconds(1))
    await operation.nextCall().fail(with: error)
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [VirtualClock.Instant(offset: .seconds(4))])
    clock.advanceToNextDeadline()
    await operation.nextCall().succeed(with: 1)
    await load.value
    #expect(loader.state == .loaded(1))
  }

  @Test func tooLongARetryAfterEndsTheRetriesAndShowsWhen() async {
    let (loader, operation, clock) = makeLoader()
    let load = Task { await loader.load() }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 503, retryAfterHeader: "120", now: .zero))
    await load.value
    #expect(operation.callCount == 1)
    #expect(clock.pendingDeadlines.isEmpty)
    let projection = ScreenProjection(loader.state)
    #expect(projection.errorScreen?.message == "The service is being worked on. Try again in 2 minutes.")
  }

  @Test func transientFailuresAreRetriedWithBackoff() async {
    let (loader, operation, clock) = makeLoader()
    let load = Task { await loader.load() }
    await operation.nextCall().fail(with: URLError(.timedOut))
    await clock.waitForSleepers()
    let first = clock.pendingDeadlines[0].offset
    // The default's first backoff is 1 s with equal jitter: between 0.5 s and 1 s.
    #expect(first >= .milliseconds(500) && first <= .seconds(1))
    clock.advanceToNextDeadline()
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 502))
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await operation.nextCall().fail(with: URLError(.cannotConnectToHost))
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    await load.value
    // Four attempts in all, then the failure is shown.
    #expect(operation.callCount == 4)
    #expect(FailureClassifier.standard.classify(loader.state.error!).kind == .serverError)
  }

  @Test func aNotRetryableFailureAfterARetryStopsAtOnce() async {
    let (loader, operation, clock) = makeLoader()
    let load = Task { await loader.load() }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 503, retryAfter: .seconds(1)))
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 404))
    await load.value
    #expect(operation.callCount == 2)
    #expect(clock.now == VirtualClock.Instant(offset: .seconds(1)))
  }

  @Test func offlineIsNotRetried() async {
    let (loader, operation, clock) = makeLoader()
    let load = Task { await loader.load() }
    await operation.nextCall().fail(with: URLError(.notConnectedToInternet))
    await load.value
    #expect(operation.callCount == 1)
    #expect(clock.pendingDeadlines.isEmpty)
    #expect(ScreenProjection(loader.state).errorScreen?.icon == .noNetwork)
  }

  @Test func urlCancellationIsNeverAFailure() async {
    let (loader, operation, _) = makeLoader()
    let load = Task { await loader.load() }
    await operation.nextCall().fail(with: URLError(.cancelled))
    await load.value
    #expect(operation.callCount == 1)
    #expect(loader.state == .idle)
    #expect(ScreenProjection(loader.state) == .blank)
  }
}
