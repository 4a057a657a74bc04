import ScreenState
import ScreenStateTesting
import Testing

@MainActor
struct LoaderSmokeTests {
  @Test func loadsAndRecords() async {
    let op = ControllableOperation<[Int], any Error>()
    let loader = Loader(timeout: nil, operation: op.operation)
    let recorder = StateRecorder(loader)
    let task = Task { await loader.load() }
    let call = await op.nextCall()
    #expect(loader.state == .loading(previous: nil))
    call.succeed(with: [1])
    await task.value
    #expect(recorder.states == [.idle, .loading(previous: nil), .loaded([1])])
  }
}
