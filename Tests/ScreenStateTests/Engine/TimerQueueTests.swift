import ScreenState
import ScreenStateTesting
import Testing

/// One timer queue per clock: every loader's deadlines and waits are entries in one heap served by one sleeping
/// task, not a task each.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct TimerQueueTests {
  @Test func tenLoadersWithTimeoutsSleepOnTheClockOnce() async {
    let clock = VirtualClock()
    let configuration = LoadingConfiguration(retryPolicy: .never, attemptTimeout: .seconds(10), clock: clock)
    let operation = ControllableOperation<Int, any Error>()
    let loaders = (0..<10).map { _ in Loader(configuration: configuration, operation: operation.operation) }
    let loads = loaders.map { loader in Task.immediate { await loader.load() } }
    var calls: [ControllableOperation<Int, any Error>.Call] = []
    for _ in loaders { calls.append(await operation.nextCall()) }
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [VirtualClock.Instant(offset: .seconds(10))])
    for (index, call) in calls.enumerated() { call.succeed(with: index) }
    for load in loads { await load.value }
    // The last deadline gone, the queue's task stops: nothing sleeps on the clock any more.
    #expect(clock.pendingDeadlines.isEmpty)
    // Each loader has its own call's answer; the calls come in the order the loads reached the operation.
    #expect(Set(loaders.compactMap(\.state.value)) == Set(0..<10))
    #expect(loaders.allSatisfy { !$0.state.isLoading })
  }

  @Test func aDeadlineThatPassesTimesOutOnlyItsOwnAttempt() async {
    let clock = VirtualClock()
    let operation = ControllableOperation<Int, any Error>()
    let fast = Loader(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: .seconds(2), clock: clock),
      operation: operation.operation)
    let slow = Loader(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: .seconds(5), clock: clock),
      operation: operation.operation)
    let fastLoad = Task.immediate { await fast.load() }
    let fastCall = await operation.nextCall()
    let slowLoad = Task.immediate { await slow.load() }
    _ = await operation.nextCall()
    await clock.waitForSleepers()
    clock.advance(by: .seconds(2))
    await fastLoad.value
    #expect(fast.state.error is TimeoutError)
    #expect(slow.state.isLoading)
    #expect(fastCall.isCancelled || fastCall.isPending)
    clock.advance(by: .seconds(3))
    await slowLoad.value
    #expect(slow.state.error is TimeoutError)
  }
}
