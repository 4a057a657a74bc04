import ScreenState
import ScreenStateTesting
import Testing

/// `refresh()`, and the rule that the latest request wins whatever order the responses arrive in.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoaderRefreshTests {
  typealias Operation = ControllableOperation<Int, any Error>

  @Test func refreshKeepsContent() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task.immediate { await loader.refresh() }
    #expect(loader.state == .loading(previous: 1))
    #expect(loader.state.isRefreshing)
    #expect(loader.state.value == 1)
    await op.nextCall().succeed(with: 2)
    await caller.value
    #expect(loader.state == .loaded(2))
  }

  @Test func aFailureAfterARefreshKeepsThePreviousValue() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.refresh() }
    await op.nextCall().fail(with: TestFailure(9))
    await caller.value
    #expect(loader.state == .failed(TestFailure(9), previous: 1))
    #expect(loader.state.value == 1)
  }

  @Test func refreshFromIdleIsAFirstLoad() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task.immediate { await loader.refresh() }
    #expect(loader.state == .loading(previous: nil))
    await op.nextCall().succeed(with: 1)
    await caller.value
    #expect(loader.state == .loaded(1))
  }

  @Test func refreshAfterAFailureKeepsTheValueKeptByTheFailure() async {
    let op = Operation()
    let loader = Loader(
      .failed(TestFailure(1), previous: 3), retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task.immediate { await loader.refresh() }
    #expect(loader.state == .loading(previous: 3))
    await op.nextCall().fail(with: TestFailure(2))
    await caller.value
    #expect(loader.state == .failed(TestFailure(2), previous: 3))
  }

  @Test func refreshWhileLoadingCancelsTheFirstCall() async {
    let op = Operation()  // a well-behaved operation: a cancelled call throws CancellationError
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let load = Task { await loader.load() }
    let first = await op.nextCall()
    let refresh = Task { await loader.refresh() }
    let second = await op.nextCall()
    await first.waitForCancellation()
    await load.value  // the replaced request ended with its cancelled call
    #expect(loader.state == .loading(previous: nil))
    #expect(loader.isRunning)
    #expect(!second.isCancelled)
    second.succeed(with: 2)
    await refresh.value
    #expect(loader.state == .loaded(2))
    #expect(op.callCount == 2)
  }

  @Test func outOfOrderCompletionsLeaveTheNewestResult() async {
    let op = Operation(cancellationFailure: nil)  // ignores cancellation: the old call can still answer
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let load = Task.immediate { await loader.load() }
    let old = await op.nextCall()
    let refresh = Task.immediate { await loader.refresh() }
    let new = await op.nextCall()
    await old.waitForCancellation()

    new.succeed(with: 2)
    await refresh.value
    #expect(loader.state == .loaded(2))

    old.succeed(with: 1)  // the older request finishes last
    await load.value
    #expect(loader.state == .loaded(2))
    await loader.waitUntilSettled()
    #expect(loader.state == .loaded(2))
  }

  @Test func aStaleFailureArrivingLastIsDropped() async {
    let op = Operation(cancellationFailure: nil)
    let loader = Loader(.loaded(0), retryPolicy: .never, timeout: nil, operation: op.operation)
    let firstRefresh = Task.immediate { await loader.refresh() }
    let old = await op.nextCall()
    let secondRefresh = Task.immediate { await loader.refresh() }
    let new = await op.nextCall()
    new.succeed(with: 2)
    await secondRefresh.value
    old.fail(with: TestFailure(1))
    await firstRefresh.value
    #expect(loader.state == .loaded(2))
  }

  @Test func aStaleResponseArrivingFirstIsDroppedToo() async {
    let op = Operation(cancellationFailure: nil)
    let loader = Loader(.loaded(0), retryPolicy: .never, timeout: nil, operation: op.operation)
    let firstRefresh = Task.immediate { await loader.refresh() }
    let old = await op.nextCall()
    let secondRefresh = Task.immediate { await loader.refresh() }
    let new = await op.nextCall()

    old.succeed(with: 1)  // arrives while the newer request is still in flight
    await firstRefresh.value
    #expect(loader.state == .loading(previous: 0))
    #expect(loader.isRunning)

    new.fail(with: TestFailure(2))
    await secondRefresh.value
    // The failure keeps what was on screen before the refresh, not the stale value.
    #expect(loader.state == .failed(TestFailure(2), previous: 0))
  }

  @Test func threeOverlappingRequestsSettledInReverse() async {
    let op = Operation(cancellationFailure: nil)
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    var callers: [Task<Void, Never>] = []
    var calls: [Operation.Call] = []
    for _ in 0..<3 {
      callers.append(Task.immediate { await loader.refresh() })
      calls.append(await op.nextCall())
    }
    for index in [2, 1, 0] {
      calls[index].succeed(with: index)
      await callers[index].value
      #expect(loader.state == .loaded(2))
    }
  }

  @Test func aRefreshReplacingARefreshKeepsTheOriginalValue() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let first = Task.immediate { await loader.refresh() }
    _ = await op.nextCall()
    let second = Task.immediate { await loader.refresh() }
    #expect(loader.state == .loading(previous: 1))
    await first.value
    await op.nextCall().fail(with: TestFailure(3))
    await second.value
    #expect(loader.state == .failed(TestFailure(3), previous: 1))
  }
}
