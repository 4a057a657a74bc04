import ScreenState
import ScreenStateTesting
import Testing

/// `Loader.setValue(_:)` and `modifyValue(_:)`: a value set by hand is never overwritten by an older response.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoaderSetValueTests {
  typealias Operation = ControllableOperation<Int, any Error>

  @Test func setValueShowsTheValueAsLoaded() {
    let loader = Loader<Int, any Error>(retryPolicy: .never, timeout: nil) { 0 }
    loader.setValue(5)
    #expect(loader.state == .loaded(5))
    #expect(!loader.isRunning)
  }

  @Test func setValueDropsTheRequestInFlightAndItsLateResponse() async {
    let op = Operation(cancellationFailure: nil)  // ignores cancellation: its response comes late
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let caller = Task { await loader.load() }
    let call = await op.nextCall()
    loader.setValue(7)
    #expect(loader.state == .loaded(7))
    #expect(!loader.isRunning)
    await call.waitForCancellation()
    call.succeed(with: 1)
    await caller.value  // the caller of the replaced request returns
    await loader.waitUntilSettled()
    #expect(loader.state == .loaded(7))
  }

  @Test func setValueAfterAFailureClearsIt() {
    let loader = Loader<Int, any Error>(.failed(TestFailure(1), previous: 2), retryPolicy: .never, timeout: nil) { 0 }
    loader.setValue(3)
    #expect(loader.state == .loaded(3))
    #expect(loader.failureClassification == nil)
  }

  @Test func modifyValueChangesTheValueShown() {
    let loader = Loader<Int, any Error>(.failed(TestFailure(1), previous: 2), retryPolicy: .never, timeout: nil) { 0 }
    #expect(loader.modifyValue { $0 += 10 })
    #expect(loader.state == .loaded(12))
  }

  @Test func modifyValueWithoutAValueDoesNothing() {
    let loader = Loader<Int, any Error>(retryPolicy: .never, timeout: nil) { 0 }
    #expect(!loader.modifyValue { $0 += 10 })
    #expect(loader.state == .idle)
  }

  @Test func aRefreshAfterSetValueStillWins() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    loader.setValue(1)
    let caller = Task.immediate { await loader.refresh() }
    #expect(loader.state == .loading(previous: 1))
    await op.nextCall().succeed(with: 2)
    await caller.value
    #expect(loader.state == .loaded(2))
  }

  @Test func setValueNotifiesOnce() {
    let loader = Loader<Int, any Error>(retryPolicy: .never, timeout: nil) { 0 }
    let recorder = StateRecorder(loader)
    loader.setValue(1)
    loader.setValue(1)
    #expect(recorder.states == [.idle, .loaded(1)])
  }
}
