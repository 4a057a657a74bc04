import ScreenState
import ScreenStateTesting
import Testing

/// One observer notification per visible change, none when a state is replaced by an equal one.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoaderObservationTests {
  typealias Operation = ControllableOperation<Int, any Error>

  @Test func oneNotificationPerVisibleChange() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let counter = ChangeCounter { _ = loader.state }
    let recorder = StateRecorder(loader)

    let caller = Task { await loader.load() }
    await op.nextCall().succeed(with: 1)
    await caller.value
    #expect(counter.count == 2)  // idle → loading → loaded
    #expect(recorder.changeCount == 2)
    #expect(recorder.states == [.idle, .loading(previous: nil), .loaded(1)])
  }

  @Test func commandsThatChangeNothingNotifyNoOne() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let counter = ChangeCounter { _ = loader.state }
    await loader.load()  // loaded: nothing to do
    await loader.retry()  // nothing failed
    loader.cancel()  // nothing in flight
    loader.dismissFailure()  // nothing failed
    #expect(counter.count == 0)
    let idle = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let idleCounter = ChangeCounter { _ = idle.state }
    idle.reset()
    idle.cancel()
    #expect(idleCounter.count == 0)
  }

  @Test func aNewRequestReplacingARefreshKeepsTheSameStateAndNotifiesNoOne() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let counter = ChangeCounter { _ = loader.state }
    let first = Task.immediate { await loader.refresh() }
    #expect(counter.count == 1)  // loaded → loading(previous: 1)
    _ = await op.nextCall()
    let second = Task.immediate { await loader.refresh() }
    #expect(loader.state == .loading(previous: 1))
    #expect(counter.count == 1)  // loading(previous: 1) replaced by an equal state
    await first.value  // the replaced request ends: stale, so no notification
    #expect(counter.count == 1)
    await op.nextCall().succeed(with: 1)  // an equal value still ends the refresh
    await second.value
    #expect(loader.state == .loaded(1))
    #expect(counter.count == 2)
  }

  @Test func aStaleCompletionNotifiesNoOne() async {
    let op = Operation(cancellationFailure: nil)
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let recorder = StateRecorder(loader)
    let load = Task.immediate { await loader.load() }
    let old = await op.nextCall()
    let refresh = Task.immediate { await loader.refresh() }
    let new = await op.nextCall()
    new.succeed(with: 2)
    await refresh.value
    let count = recorder.changeCount
    old.succeed(with: 1)
    await load.value
    #expect(recorder.changeCount == count)
    #expect(recorder.states == [.idle, .loading(previous: nil), .loaded(2)])
  }

  @Test func cancelNotifiesOnce() async {
    let op = Operation()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let recorder = StateRecorder(loader)
    let caller = Task.immediate { await loader.refresh() }
    _ = await op.nextCall()
    loader.cancel()
    await caller.value
    await loader.waitUntilSettled()
    #expect(recorder.states == [.loaded(1), .loading(previous: 1), .loaded(1)])
  }

  @Test func twoChangesInOneTurnAreBothRecorded() async {
    let op = Operation()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let recorder = StateRecorder(loader)
    let counter = ChangeCounter { _ = loader.state }
    let load = Task { await loader.load() }
    await op.nextCall().succeed(with: 1)
    await load.value
    let refresh = Task.immediate { await loader.refresh() }
    _ = await op.nextCall()
    loader.cancel()  // loading(previous: 1) → loaded(1)
    loader.reset()  // loaded(1) → idle, in the same main-actor turn
    await refresh.value
    #expect(
      recorder.states == [.idle, .loading(previous: nil), .loaded(1), .loading(previous: 1), .loaded(1), .idle])
    #expect(recorder.changeCount == 5)
    #expect(counter.count == 5)
  }

  @Test func aFailureThatEqualsTheCurrentOneNotifiesNoOneWhenRepeatedWithoutAChange() async {
    // failed(e, previous: 1) → retry → loading(previous: 1) → failed(e, previous: 1): two visible changes.
    let op = Operation()
    let loader = Loader(
      .failed(TestFailure(1), previous: 1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let counter = ChangeCounter { _ = loader.state }
    let retry = Task { await loader.retry() }
    await op.nextCall().fail(with: TestFailure(1))
    await retry.value
    #expect(loader.state == .failed(TestFailure(1), previous: 1))
    #expect(counter.count == 2)
  }

  // MARK: - Values that are not Equatable

  @Test func nonEquatableValuesNotifyOncePerChange() async {
    let op = ControllableOperation<Opaque, any Error>()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let counter = ChangeCounter { _ = loader.state }
    let caller = Task { await loader.load() }
    await op.nextCall().succeed(with: Opaque(number: 1))
    await caller.value
    #expect(counter.count == 2)
  }

  @Test func nonEquatableValuesAreNotNotifiedForCommandsThatDoNothing() async {
    let op = ControllableOperation<Opaque, any Error>()
    let loader = Loader(.loaded(Opaque(number: 1)), retryPolicy: .never, timeout: nil, operation: op.operation)
    let counter = ChangeCounter { _ = loader.state }
    await loader.load()  // does nothing: loaded
    await loader.retry()  // does nothing: not failed
    loader.cancel()  // does nothing: nothing in flight
    loader.dismissFailure()  // does nothing: not failed
    #expect(counter.count == 0)
  }

  @Test func nonEquatableValuesAreNotNotifiedForAStaleCompletion() async {
    let op = ControllableOperation<Opaque, any Error>(cancellationFailure: nil)
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let load = Task.immediate { await loader.load() }
    let old = await op.nextCall()
    let refresh = Task.immediate { await loader.refresh() }
    let new = await op.nextCall()
    new.succeed(with: Opaque(number: 2))
    await refresh.value
    let counter = ChangeCounter { _ = loader.state }
    old.succeed(with: Opaque(number: 1))
    await load.value
    #expect(counter.count == 0)
    #expect(loader.state.value?.number == 2)
  }
}
