import ScreenState
import ScreenStateTesting
import Testing

/// The event recorder: a request, its attempts and waits asserted in one line.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct EventRecorderTests {
  let clock = VirtualClock()

  @Test func oneRequestTwoAttemptsWaitedFiveSecondsForRetryAfter() async {
    let operation = ControllableOperation<Int, any Error>()
    let loader = Loader(
      configuration: LoadingConfiguration(retryPolicy: RetryPolicy(jitter: .none), attemptTimeout: nil, clock: clock),
      operation: operation.operation)
    let recorder = EventRecorder(loader)
    let load = Task.immediate { await loader.load() }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 503, retryAfter: .seconds(5)))
    await clock.waitForSleepers()
    clock.advance(by: .seconds(5))
    await operation.nextCall().succeed(with: 1)
    await load.value
    #expect(recorder.requests == [.init(reason: .load, attempts: 2, waits: [.retryAfter(.seconds(5))])])
    #expect(recorder.requests.first?.description == "load: 2 attempts, waited 5.0 s (Retry-After), succeeded")
  }

  @Test func aFailedRefreshAndItsBackoffs() async {
    let operation = ControllableOperation<Int, any Error>()
    let loader = Loader(
      configuration: LoadingConfiguration(
        retryPolicy: RetryPolicy(maximumAttempts: 3, jitter: .none), attemptTimeout: nil, clock: clock),
      operation: operation.operation)
    let recorder = EventRecorder(loader)
    let refresh = Task.immediate { await loader.refresh() }
    for attempt in 1...3 {
      await operation.nextCall().fail(with: HTTPStatusError(statusCode: 500))
      if attempt < 3 {
        await clock.waitForSleepers()
        _ = clock.advanceToNextDeadline()
      }
    }
    await refresh.value
    #expect(
      recorder.requests == [
        .init(
          reason: .refresh, attempts: 3, waits: [.backoff(.seconds(1)), .backoff(.seconds(2))],
          outcome: .failed(.serverError))
      ])
  }

  @Test func aReplacedRequestIsCancelledAndTheNewOneRuns() async {
    let operation = ControllableOperation<Int, any Error>()
    let loader = Loader(
      configuration: LoadingConfiguration(attemptTimeout: nil, clock: clock), operation: operation.operation)
    let recorder = EventRecorder(loader)
    _ = loader.start(.load)
    _ = loader.start(.refresh)
    #expect(
      recorder.requests == [.init(reason: .load, outcome: .cancelled), .init(reason: .refresh, outcome: .running)])
    recorder.stop()
    loader.cancel()
    #expect(recorder.requests.last?.outcome == .running)
  }

  @Test func aStoreRecorderTellsKeysApart() async {
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock))
    let recorder = EventRecorder(store)
    let first = store.resource("post/1") { 1 }
    let second = store.resource("post/2") { 2 }
    await first.load()
    await second.load()
    await second.refresh()
    #expect(recorder.requests(for: "post/1") == [.init(reason: .load)])
    #expect(recorder.requests(for: "post/2") == [.init(reason: .load), .init(reason: .refresh)])
    #expect(recorder.kinds(for: "post/1").first == .cacheMiss)
  }
}
