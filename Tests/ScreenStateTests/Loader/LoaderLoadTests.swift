import ScreenState
import ScreenStateTesting
import Testing

/// `load()`, `retry()` and the initial state.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoaderLoadTests {
  typealias Operation = ControllableOperation<Int, any Error>

  @Test func loadFromIdle() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    #expect(loader.state == .idle)
    #expect(!loader.isRunning)
    let caller = Task { await loader.load() }
    let call = await op.nextCall()
    #expect(loader.state == .loading(previous: nil))
    #expect(loader.state.isFirstLoad)
    #expect(loader.isRunning)
    call.succeed(with: 1)
    await caller.value
    #expect(loader.state == .loaded(1))
    #expect(!loader.isRunning)
    #expect(op.callCount == 1)
  }

  @Test func loadThatFailsFromIdle() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: TestFailure(1))
    await caller.value
    #expect(loader.state == .failed(TestFailure(1), previous: nil))
    #expect(!loader.isRunning)
  }

  @Test func concurrentLoadsRunTheOperationOnce() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let first = Task.immediate { await loader.load() }
    let second = Task.immediate { await loader.load() }
    let third = Task.immediate { await loader.load() }
    let call = await op.nextCall()
    #expect(loader.state == .loading(previous: nil))
    call.succeed(with: 5)
    // Every caller returns once the one shared request ends.
    await first.value
    await second.value
    await third.value
    await loader.waitUntilSettled()
    #expect(op.callCount == 1)
    #expect(loader.state == .loaded(5))
  }

  @Test func concurrentLoadsFromUnorderedTasksRunTheOperationOnce() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    async let first: Void = loader.load()
    async let second: Void = loader.load()
    let call = await op.nextCall()
    call.succeed(with: 5)
    _ = await (first, second)
    await loader.waitUntilSettled()
    #expect(op.callCount == 1)
    #expect(loader.state == .loaded(5))
  }

  @Test func loadWhenLoadedDoesNothing() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().succeed(with: 1)
    await caller.value
    await loader.load()  // returns at once: nothing to wait for
    #expect(loader.state == .loaded(1))
    #expect(!loader.isRunning)
    #expect(op.callCount == 1)
  }

  @Test func loadJoinsARefreshInFlight() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let refresh = Task.immediate { await loader.refresh() }
    let join = Task.immediate { await loader.load() }
    let call = await op.nextCall()
    #expect(loader.state == .loading(previous: 1))
    call.succeed(with: 2)
    await refresh.value
    await join.value
    await loader.waitUntilSettled()
    #expect(op.callCount == 1)
    #expect(loader.state == .loaded(2))
  }

  @Test func loadAfterAFailureStartsAgain() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let first = Task { await loader.load() }
    await op.nextCall().fail(with: TestFailure(1))
    await first.value
    #expect(loader.state == .failed(TestFailure(1), previous: nil))

    let second = Task.immediate { await loader.load() }
    #expect(loader.state == .loading(previous: nil))
    await op.nextCall().succeed(with: 3)
    await second.value
    #expect(loader.state == .loaded(3))
    #expect(op.callCount == 2)
  }

  @Test func loadAfterAFailedRefreshKeepsTheValue() async {
    let op = Operation()
    let loader = Loader(
      .failed(TestFailure(1), previous: 4), retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task.immediate { await loader.load() }
    #expect(loader.state == .loading(previous: 4))
    await op.nextCall().succeed(with: 5)
    await caller.value
    #expect(loader.state == .loaded(5))
  }

  // MARK: - retry()

  @Test func retryWhenIdleOrLoadedDoesNothing() async {
    let op = Operation()
    let idle = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    await idle.retry()
    #expect(idle.state == .idle)
    let loaded = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    await loaded.retry()
    #expect(loaded.state == .loaded(1))
    #expect(op.callCount == 0)
  }

  @Test func retryAfterAFailureStartsAgainKeepingTheValue() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let refresh = Task { await loader.refresh() }
    await op.nextCall().fail(with: TestFailure(2))
    await refresh.value
    #expect(loader.state == .failed(TestFailure(2), previous: 1))

    let retry = Task.immediate { await loader.retry() }
    #expect(loader.state == .loading(previous: 1))
    await op.nextCall().succeed(with: 3)
    await retry.value
    #expect(loader.state == .loaded(3))
    #expect(op.callCount == 2)
  }

  @Test func retryAfterAFailedRetryFailsAgainKeepingTheValue() async {
    let op = Operation()
    let loader = Loader(
      .failed(TestFailure(1), previous: 7), retryPolicy: .never, timeout: nil, operation: op.operation)
    let retry = Task { await loader.retry() }
    await op.nextCall().fail(with: TestFailure(2))
    await retry.value
    #expect(loader.state == .failed(TestFailure(2), previous: 7))
  }

  @Test func retryJoinsARequestInFlight() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let load = Task.immediate { await loader.load() }
    let retry = Task.immediate { await loader.retry() }
    await op.nextCall().succeed(with: 1)
    await load.value
    await retry.value
    await loader.waitUntilSettled()
    #expect(op.callCount == 1)
    #expect(loader.state == .loaded(1))
  }

  // MARK: - Initial state

  @Test func anInitialLoadingStateSettlesToWhatItKeeps() async {
    let op = Operation()
    #expect(Loader(.loading(previous: 3), timeout: nil, operation: op.operation).state == .loaded(3))
    #expect(Loader(.loading(previous: nil), timeout: nil, operation: op.operation).state == .idle)
    #expect(Loader(.loaded(2), timeout: nil, operation: op.operation).state == .loaded(2))
    let failed = Loader(.failed(TestFailure(1), previous: 2), timeout: nil, operation: op.operation)
    #expect(failed.state == .failed(TestFailure(1), previous: 2))
    #expect(!failed.isRunning)
  }

  @Test func aTypedFailureLoader() async {
    let op = ControllableOperation<String, APIError>(cancellationFailure: .cancelled)
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: .broken)
    await caller.value
    #expect(loader.state == .failed(.broken, previous: nil))
  }

  @Test func aLoaderThatCannotFail() async {
    let op = ControllableOperation<[Int], Never>()
    let loader = Loader(timeout: nil, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().succeed(with: [])
    await caller.value
    #expect(loader.state == .loaded([]))
    #expect(loader.state.isEmpty)
  }
}
