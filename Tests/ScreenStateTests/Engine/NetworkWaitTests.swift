import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// While the network is down a failure that needs it waits for the network, within the time budget, instead of
/// spending the request's retries; it tries again as soon as the network is back.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct NetworkWaitTests {
  typealias Operation = ControllableOperation<Int, any Error>

  let clock = VirtualClock()
  let network = ControllableConnectivity()

  func loader(_ op: Operation, retries: RetryPolicy = RetryPolicy(jitter: .none)) -> Loader<Int, any Error> {
    Loader(
      configuration: LoadingConfiguration(
        retryPolicy: retries, attemptTimeout: nil, clock: clock, connectivity: network),
      operation: op.operation)
  }

  @Test func aLoadStartedOfflineWaitsForTheNetworkThenLoads() async {
    let op = Operation()
    let loader = loader(op)
    network.goOffline()
    let load = Task.immediate { await loader.load() }
    await op.nextCall().fail(with: URLError(.notConnectedToInternet))
    _ = await eventually { loader.isWaitingForNetwork }
    #expect(loader.isWaitingForNetwork)
    #expect(loader.state == .loading(previous: nil))  // no failure shown: it waits
    clock.advance(by: .seconds(10))  // no retry is spent while offline, however long
    for _ in 0..<20 { await Task.yield() }
    #expect(op.callCount == 1)
    network.goOnline()
    let again = await op.nextCall()
    #expect(!loader.isWaitingForNetwork)
    again.succeed(with: 7)
    await load.value
    #expect(loader.state == .loaded(7))
  }

  @Test func waitingForTheNetworkSpendsNoRetry() async {
    let op = Operation()
    let loader = loader(op, retries: RetryPolicy(maximumAttempts: 2, jitter: .none, timeBudget: .seconds(60)))
    network.goOffline()
    let load = Task.immediate { await loader.load() }
    await op.nextCall().fail(with: URLError(.notConnectedToInternet))
    _ = await eventually { loader.isWaitingForNetwork }
    network.goOnline()
    // The attempt that failed offline did not count: the server error still gets its one retry.
    await op.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await op.nextCall().succeed(with: 1)
    await load.value
    #expect(loader.state == .loaded(1))
    #expect(op.callCount == 3)
  }

  @Test func theTimeBudgetBoundsTheWait() async {
    let op = Operation()
    let loader = loader(op, retries: RetryPolicy(jitter: .none, timeBudget: .seconds(15)))
    network.goOffline()
    let load = Task.immediate { await loader.load() }
    await op.nextCall().fail(with: URLError(.notConnectedToInternet))
    _ = await eventually { loader.isWaitingForNetwork }
    await clock.waitForSleepers()
    clock.advance(by: .seconds(15))
    await load.value
    #expect(loader.state.isFailed)
    #expect(loader.failureClassification?.kind == .offline)
    #expect(!loader.isWaitingForNetwork)
    #expect(op.callCount == 1)
  }

  @Test func aCancelEndsTheWait() async {
    let op = Operation()
    let loader = loader(op)
    network.goOffline()
    let load = Task.immediate { await loader.load() }
    await op.nextCall().fail(with: URLError(.notConnectedToInternet))
    _ = await eventually { loader.isWaitingForNetwork }
    loader.cancel()
    await load.value
    #expect(loader.state == .idle)
    #expect(!loader.isWaitingForNetwork)
    network.goOnline()
    for _ in 0..<20 { await Task.yield() }
    #expect(op.callCount == 1)
  }

  @Test func withNoMonitorEveryFailureCounts() async {
    let op = Operation()
    let loader = Loader(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      operation: op.operation)
    let load = Task.immediate { await loader.load() }
    await op.nextCall().fail(with: URLError(.notConnectedToInternet))
    await load.value
    #expect(loader.state.isFailed)
  }

  @Test func theWaitIsAnEvent() async {
    let op = Operation()
    let loader = loader(op)
    var kinds: [LoadEvent.Kind] = []
    let subscription = loader.events.observe { kinds.append($0.kind) }
    network.goOffline()
    let load = Task.immediate { await loader.load() }
    await op.nextCall().fail(with: URLError(.notConnectedToInternet))
    _ = await eventually { loader.isWaitingForNetwork }
    network.goOnline()
    await op.nextCall().succeed(with: 2)
    await load.value
    #expect(kinds.contains(.waiting(.seconds(15), .network)))
    subscription.cancel()
  }
}
