import ScreenState
import ScreenStateTesting
import Testing

@MainActor @Test func refreshKeepsThePosts() async {
  let posts = ControllableOperation<[Post], any Error>()
  let loader = Loader(.loaded([first]), clock: VirtualClock(), operation: posts.operation)  // no wall-clock timeout
  let recorder = StateRecorder(loader)

  let refresh = Task { await loader.refresh() }
  await posts.nextCall().succeed(with: [first, second])
  await refresh.value

  #expect(recorder.states == [.loaded([first]), .loading(previous: [first]), .loaded([first, second])])
}

// The other examples of TestingScreensWithTextSnapshots.md are in TestingScreensWithTextSnapshots.swift.

private let first = Post(id: 1, title: "First")
private let second = Post(id: 2, title: "Second")
