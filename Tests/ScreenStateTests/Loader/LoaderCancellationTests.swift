import ScreenState
import ScreenStateTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Foundation)
  import Foundation
#endif

/// `cancel()`, `reset()`, and the rule that cancellation is never shown as a failure.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoaderCancellationTests {
  typealias Operation = ControllableOperation<Int, any Error>

  // MARK: - cancel()

  @Test func cancelAFirstLoadGoesBackToIdle() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.load() }
    let call = await op.nextCall()
    loader.cancel()
    #expect(loader.state == .idle)
    #expect(!loader.isRunning)
    await call.waitForCancellation()
    await caller.value
    await loader.waitUntilSettled()
    #expect(loader.state == .idle)
  }

  @Test func cancelARefreshGoesBackToLoaded() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.refresh() }
    let call = await op.nextCall()
    loader.cancel()
    #expect(loader.state == .loaded(1))
    await call.waitForCancellation()
    await caller.value
    #expect(loader.state == .loaded(1))
  }

  @Test func cancelARetryGoesBackToTheFailureWithItsValue() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let refresh = Task { await loader.refresh() }
    await op.nextCall().fail(with: TestFailure(2))
    await refresh.value
    #expect(loader.state == .failed(TestFailure(2), previous: 1))

    let retry = Task.immediate { await loader.retry() }
    #expect(loader.state == .loading(previous: 1))
    let call = await op.nextCall()
    loader.cancel()
    #expect(loader.state == .failed(TestFailure(2), previous: 1))
    await call.waitForCancellation()
    await retry.value
    #expect(loader.state == .failed(TestFailure(2), previous: 1))
  }

  @Test func cancelAfterReplacedRequestsGoesBackToTheStateBeforeAllOfThem() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let first = Task.immediate { await loader.refresh() }
    _ = await op.nextCall()
    let second = Task.immediate { await loader.refresh() }
    _ = await op.nextCall()
    loader.cancel()
    #expect(loader.state == .loaded(1))
    await first.value
    await second.value
    #expect(loader.state == .loaded(1))
  }

  @Test func aResponseAfterCancelIsDropped() async {
    let op = Operation(cancellationFailure: nil)
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task.immediate { await loader.refresh() }
    let call = await op.nextCall()
    loader.cancel()
    await call.waitForCancellation()
    call.succeed(with: 2)
    await caller.value
    #expect(loader.state == .loaded(1))
    let failing = Task.immediate { await loader.refresh() }
    let next = await op.nextCall()
    loader.cancel()
    next.fail(with: TestFailure(3))
    await failing.value
    #expect(loader.state == .loaded(1))
  }

  @Test func cancelWithNothingInFlightChangesNothing() {
    let op = Operation()
    let loader = Loader(.failed(TestFailure(1), previous: 2), timeout: nil, operation: op.operation)
    loader.cancel()
    #expect(loader.state == .failed(TestFailure(1), previous: 2))
    #expect(op.callCount == 0)
  }

  @Test func loadAfterCancelStartsAgain() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let first = Task { await loader.load() }
    _ = await op.nextCall()
    loader.cancel()
    await first.value
    let second = Task { await loader.load() }
    await op.nextCall().succeed(with: 4)
    await second.value
    #expect(loader.state == .loaded(4))
    #expect(op.callCount == 2)
  }

  // MARK: - reset()

  @Test func resetForgetsTheValue() async {
    let op = Operation()
    let loader = Loader(.loaded(1), timeout: nil, operation: op.operation)
    loader.reset()
    #expect(loader.state == .idle)
    let failed = Loader(.failed(TestFailure(1), previous: 2), timeout: nil, operation: op.operation)
    failed.reset()
    #expect(failed.state == .idle)
  }

  @Test func resetDuringARefreshStopsItAndDropsItsResponse() async {
    let op = Operation(cancellationFailure: nil)
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task.immediate { await loader.refresh() }
    let call = await op.nextCall()
    loader.reset()
    #expect(loader.state == .idle)
    #expect(!loader.isRunning)
    await call.waitForCancellation()
    call.succeed(with: 2)
    await caller.value
    #expect(loader.state == .idle)
    // After a reset, a load starts from nothing: the old value is not kept on screen.
    let load = Task.immediate { await loader.load() }
    #expect(loader.state == .loading(previous: nil))
    await op.nextCall().succeed(with: 3)
    await load.value
    #expect(loader.state == .loaded(3))
  }

  @Test func cancelAfterResetGoesBackToIdleNotToTheForgottenValue() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    loader.reset()
    let caller = Task { await loader.refresh() }
    _ = await op.nextCall()
    #expect(loader.state == .loading(previous: nil))
    loader.cancel()
    #expect(loader.state == .idle)
    await caller.value
  }

  // MARK: - Cancellation never surfaces

  @Test func cancellationErrorFromTheOperationIsNotAFailure() async {
    let op = Operation()
    let loader = Loader(.loaded(1), timeout: nil, operation: op.operation)
    let caller = Task { await loader.refresh() }
    await op.nextCall().fail(with: CancellationError())
    await caller.value
    #expect(loader.state == .loaded(1))
    #expect(op.callCount == 1)  // and it is not retried
  }

  @Test func cancellationErrorOnAFirstLoadGoesBackToIdle() async {
    let op = Operation()
    let loader = Loader(timeout: nil, operation: op.operation)
    let caller = Task { await loader.load() }
    await op.nextCall().fail(with: CancellationError())
    await caller.value
    #expect(loader.state == .idle)
  }

  @Test func cancellationErrorDuringARetryGoesBackToTheFailure() async {
    let op = Operation()
    let loader = Loader(.failed(TestFailure(1), previous: 5), timeout: nil, operation: op.operation)
    let caller = Task { await loader.retry() }
    await op.nextCall().fail(with: CancellationError())
    await caller.value
    #expect(loader.state == .failed(TestFailure(1), previous: 5))
  }

  #if canImport(Foundation)
    @Test func cancelledURLLoadIsNotAFailure() async {
      let op = Operation()
      let loader = Loader(.loaded(1), timeout: nil, operation: op.operation)
      let caller = Task { await loader.refresh() }
      await op.nextCall().fail(with: URLError(.cancelled))
      await caller.value
      #expect(loader.state == .loaded(1))
      #expect(op.callCount == 1)
    }

    @Test func otherURLErrorsAreFailures() async {
      let op = Operation()
      let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
      let caller = Task { await loader.refresh() }
      await op.nextCall().fail(with: URLError(.badServerResponse))
      await caller.value
      #expect(loader.state.isFailed)
      #expect((loader.state.error as? URLError)?.code == .badServerResponse)
      #expect(loader.state.value == 1)
    }
  #endif

  @Test func aCancellationDescribingTypedErrorIsNotAFailure() async {
    let op = ControllableOperation<Int, APIError>(cancellationFailure: .cancelled)
    let loader = Loader(.loaded(1), timeout: nil, operation: op.operation)
    let caller = Task { await loader.refresh() }
    await op.nextCall().fail(with: .cancelled)
    await caller.value
    #expect(loader.state == .loaded(1))
    #expect(op.callCount == 1)
  }

  @Test func aCancellationDescribingErrorThatIsNotACancellationIsAFailure() async {
    let op = ControllableOperation<Int, APIError>(cancellationFailure: .cancelled)
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.refresh() }
    await op.nextCall().fail(with: .broken)
    await caller.value
    #expect(loader.state == .failed(.broken, previous: 1))
  }

  @Test func anErrorThrownBecauseTheTaskWasCancelledIsNotAFailure() async {
    // An operation that answers cancellation with an ordinary error rather than CancellationError.
    let op = Operation(cancellationFailure: TestFailure(99))
    let loader = Loader(.loaded(1), timeout: nil, operation: op.operation)
    let caller = Task { await loader.refresh() }
    let call = await op.nextCall()
    loader.cancel()
    await call.waitForCancellation()
    await caller.value
    await loader.waitUntilSettled()
    #expect(loader.state == .loaded(1))
    #expect(op.callCount == 1)
  }

  @Test func cancellingTheCallerEndsItsWaitButNotTheWork() async {
    // Documented: the operation runs in a task the loader owns, so cancelling a caller (a `.task` or
    // `.refreshable` going away) ends that caller's wait, not the work.
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.refresh() }
    let call = await op.nextCall()
    caller.cancel()
    await caller.value  // returns although the call is still pending
    #expect(call.isPending)
    #expect(loader.state == .loading(previous: 1))
    call.succeed(with: 2)
    await loader.waitUntilSettled()
    #expect(loader.state == .loaded(2))  // the work was not cancelled, and no failure appeared
  }

  @Test func aCallerCancelledBeforeItStartsStillStartsTheWork() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      await loader.load()
    }
    let call = await op.nextCall()
    await caller.value
    call.succeed(with: 1)
    await loader.waitUntilSettled()
    #expect(loader.state == .loaded(1))
  }

  @Test func oneCancelledJoinerDoesNotEndTheOthersWait() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let staying = Task.immediate { await loader.load() }
    let leaving = Task.immediate { await loader.load() }
    let call = await op.nextCall()
    leaving.cancel()
    await leaving.value
    #expect(loader.isRunning)
    call.succeed(with: 3)
    await staying.value
    #expect(loader.state == .loaded(3))
  }
}
