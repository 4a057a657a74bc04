import ScreenState
import ScreenStateTesting
import Testing

/// `setValue(_:)` and `modifyValue(_:)`: the app's own value is shown at once, and no answer to a request that
/// was in flight can ever replace it.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoaderValueTests {
  typealias Operation = ControllableOperation<Int, any Error>

  @Test func setValueShowsTheValueAsLoaded() {
    let loader = Loader<Int, any Error>(retryPolicy: .never, timeout: nil) { 0 }
    let recorder = StateRecorder { loader.state }
    loader.setValue(7)
    #expect(loader.state == .loaded(7))
    #expect(recorder.states == [.idle, .loaded(7)])
  }

  @Test func theValueAlreadyShownNotifiesNoOne() {
    let loader = Loader<Int, any Error>(.loaded(7), retryPolicy: .never, timeout: nil) { 0 }
    let recorder = StateRecorder { loader.state }
    loader.setValue(7)
    #expect(recorder.changeCount == 0)
  }

  @Test func anAnswerToARequestInFlightNeverReplacesASetValue() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let refresh = Task { await loader.refresh() }
    let call = await op.nextCall()
    #expect(loader.state == .loading(previous: 1))

    loader.setValue(5)
    #expect(loader.state == .loaded(5))
    #expect(!loader.isRunning)
    await refresh.value  // the caller's wait ends with its request
    call.succeed(with: 2)
    await loader.waitUntilSettled()
    #expect(loader.state == .loaded(5))
    #expect(call.isCancelled)
  }

  @Test func aFailureAfterASetValueIsDroppedToo() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let load = Task { await loader.load() }
    let call = await op.nextCall()
    loader.setValue(3)
    call.fail(with: TestFailure(500))
    await load.value
    await loader.waitUntilSettled()
    #expect(loader.state == .loaded(3))
    #expect(loader.failureClassification == nil)
  }

  @Test func aRefreshAfterASetValueLoadsAgain() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    loader.setValue(3)
    let refresh = Task { await loader.refresh() }
    await op.nextCall().succeed(with: 4)
    await refresh.value
    #expect(loader.state == .loaded(4))
  }

  @Test func modifyValueChangesTheValueShown() {
    let loader = Loader<[Int], any Error>(.loaded([1, 2, 3]), retryPolicy: .never, timeout: nil) { [] }
    #expect(loader.modifyValue { $0.removeAll { $0 == 2 } })
    #expect(loader.state == .loaded([1, 3]))
  }

  @Test func modifyValueChangesAValueKeptAfterAFailure() {
    let loader = Loader<[Int], any Error>(.failed(TestFailure(500), previous: [1]), retryPolicy: .never, timeout: nil) {
      []
    }
    #expect(loader.modifyValue { $0.append(2) })
    #expect(loader.state == .loaded([1, 2]))
    #expect(loader.failureClassification == nil)
  }

  @Test func modifyValueWithNothingShownDoesNothing() {
    let loader = Loader<[Int], any Error>(.failed(TestFailure(500), previous: nil), retryPolicy: .never, timeout: nil) {
      []
    }
    let recorder = StateRecorder { loader.state }
    #expect(!loader.modifyValue { $0.append(2) })
    #expect(loader.state == .failed(TestFailure(500), previous: nil))
    #expect(recorder.changeCount == 0)
  }
}
