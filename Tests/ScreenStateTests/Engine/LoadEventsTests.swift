import ScreenState
import ScreenStateTesting
import Testing

/// What a kind reports of its requests: in order, each with its request, nothing built while nobody observes.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoadEventsTests {
  @Test func aRetriedRequestReportsEachAttemptItsWaitAndItsEnd() async {
    let clock = VirtualClock()
    let operation = ControllableOperation<Int, any Error>()
    let loader = Loader(
      configuration: LoadingConfiguration(retryPolicy: RetryPolicy(jitter: .none), attemptTimeout: nil, clock: clock),
      operation: operation.operation)
    var events: [LoadEvent] = []
    let subscription = loader.events.observe { events.append($0) }
    let load = Task.immediate { await loader.load() }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 503, retryAfter: .seconds(2)))
    await clock.waitForSleepers()
    clock.advance(by: .seconds(2))
    await operation.nextCall().succeed(with: 7)
    await load.value
    let unavailable = FailureClassification(statusCode: 503, retryAfter: .seconds(2))!
    #expect(
      events.map(\.kind) == [
        .started(.load), .attemptStarted(1), .attemptFailed(1, unavailable), .waiting(.seconds(2), .serverDelay),
        .attemptStarted(2), .succeeded(attempts: 2),
      ])
    #expect(Set(events.map(\.request)) == [loader.latestRequest])
    #expect(events.last?.time == .seconds(2))
    subscription.cancel()
    let refresh = Task.immediate { await loader.refresh() }
    await operation.nextCall().succeed(with: 8)
    await refresh.value
    #expect(events.count == 6)
  }

  @Test func aReleasedSubscriptionHearsNothingMore() async {
    let loader = Loader { 1 }
    var heard = 0
    do {
      let subscription = loader.events.observe { _ in heard += 1 }
      await loader.load()
      _ = subscription
    }
    let count = heard
    await loader.refresh()
    #expect(count > 0)
    #expect(heard == count)
  }

  @Test func aStoreReportsItsKeysEventsWithTheKey() async {
    let store = ResourceStore(configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil))
    var keys: [ResourceKey?] = []
    let subscription = store.events.observe { keys.append($0.key) }
    let post = store.resource("post/1") { 1 }
    await post.load()
    #expect(!keys.isEmpty)
    #expect(keys.allSatisfy { $0 == "post/1" })
    subscription.cancel()
  }
}
