import Observation
import ScreenState
import ScreenStateTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct StateRecorderTests {
  @MainActor @Observable
  final class Model {
    var count = 0
    var title = "a"
  }

  @Test func startsWithTheCurrentState() {
    let model = Model()
    let recorder = StateRecorder { model.count }
    #expect(recorder.states == [0])
    #expect(recorder.changeCount == 0)
  }

  @Test func recordsEveryChangeInOrder() {
    let model = Model()
    let recorder = StateRecorder { model.count }
    model.count = 1
    model.count = 2
    model.count = 3
    #expect(recorder.states == [0, 1, 2, 3])
    #expect(recorder.changeCount == 3)
  }

  @Test func anEqualValueIsNotAChange() {
    let model = Model()
    let recorder = StateRecorder { model.count }
    model.count = 0
    model.count = 1
    model.count = 1
    #expect(recorder.states == [0, 1])
    #expect(recorder.changeCount == 1)
  }

  @Test func tracksEveryPropertyTheReadTouches() {
    let model = Model()
    let recorder = StateRecorder { "\(model.title)\(model.count)" }
    model.count = 1
    model.title = "b"
    #expect(recorder.states == ["a0", "a1", "b1"])
  }

  @Test func aPropertyNotReadIsNotRecorded() {
    let model = Model()
    let recorder = StateRecorder { model.count }
    model.title = "b"
    #expect(recorder.changeCount == 0)
  }

  @Test func waitForStatesResumesOnceEnoughAreRecorded() async {
    let model = Model()
    let recorder = StateRecorder { model.count }
    await recorder.waitForStates(count: 1)  // the initial state is already there
    Task {
      model.count = 1
      model.count = 2
    }
    await recorder.waitForStates(count: 3)
    #expect(recorder.states == [0, 1, 2])
  }

  @Test func recordsALoader() async {
    let op = ControllableOperation<Int, any Error>()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let recorder = StateRecorder(loader)
    let caller = Task { await loader.load() }
    await op.nextCall().succeed(with: 1)
    await caller.value
    #expect(recorder.states == [.idle, .loading(previous: nil), .loaded(1)])
  }

  @Test func recordsTwoLoaderChangesInOneTurn() async {
    let op = ControllableOperation<Int, any Error>()
    let loader = Loader(.loaded(1), retryPolicy: .never, timeout: nil, operation: op.operation)
    let recorder = StateRecorder(loader)
    let caller = Task.immediate { await loader.refresh() }
    loader.cancel()
    loader.reset()
    await caller.value
    #expect(recorder.states == [.loaded(1), .loading(previous: 1), .loaded(1), .idle])
  }

  @Test func waitForStatesFollowsALoader() async {
    let op = ControllableOperation<Int, any Error>()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
    let recorder = StateRecorder(loader)
    Task { await loader.load() }
    await recorder.waitForStates(count: 2)
    #expect(recorder.states.last == .loading(previous: nil))
    await op.nextCall().succeed(with: 2)
    await recorder.waitForStates(count: 3)
    #expect(loader.state == .loaded(2))
  }
}
