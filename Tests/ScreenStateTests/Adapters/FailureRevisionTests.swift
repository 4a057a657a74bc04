import ScreenState
import ScreenStateTesting
import Testing

/// `LoadableScreen.failureRevision` and `coveredContent`: what adapters need of a screen
/// to key alerts and to keep a list under an error screen.
@MainActor
@Suite("LoadableScreen failure revision and covered content")
struct FailureRevisionTests {
  @Test func theRevisionGrowsOncePerFailureShown() async {
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(Loader(retryPolicy: .never, timeout: nil, operation: operation.operation))
    #expect(screen.failureRevision == 0)
    let load = Task { await screen.load() }
    await operation.nextCall().fail(with: PresentationPlainError())
    await load.value
    #expect(screen.projection.errorScreen != nil)
    #expect(screen.failureRevision == 1)
    let retry = Task { await screen.send(.retry) }
    await operation.nextCall().succeed(with: [1])
    await retry.value
    #expect(screen.failureRevision == 1)
    for expected in 2...3 {
      let refresh = Task { await screen.send(.refresh) }
      await operation.nextCall().fail(with: PresentationPlainError())
      await refresh.value
      #expect(screen.projection.alert != nil)
      #expect(screen.failureRevision == expected)
    }
    await screen.send(.dismissFailure)
    #expect(screen.failureRevision == 3)
  }

  @Test func contentCoveredByAFullScreenFailureIsKept() async {
    let operation = ControllableOperation<[Int], any Error>()
    // Maintenance over kept content takes the whole screen under this policy.
    let policy = PresentationPolicy(keptContent: .fullScreen)
    let screen = LoadableScreen(
      Loader(retryPolicy: .never, timeout: nil, operation: operation.operation), policy: policy)
    let load = Task { await screen.load() }
    await operation.nextCall().succeed(with: [1, 2])
    await load.value
    #expect(screen.coveredContent == nil)
    let refresh = Task { await screen.send(.refresh) }
    await operation.nextCall().fail(with: PresentationClassifiedError(.maintenance))
    await refresh.value
    #expect(screen.projection.errorScreen != nil)
    #expect(screen.coveredContent == [1, 2])
    await screen.send(.dismissFailure)
    #expect(screen.projection.content == [1, 2])
    #expect(screen.coveredContent == nil)
  }

  @Test func nothingIsCoveredWhenTheFirstLoadFails() async {
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(Loader(retryPolicy: .never, timeout: nil, operation: operation.operation))
    let load = Task { await screen.load() }
    await operation.nextCall().fail(with: PresentationPlainError())
    await load.value
    #expect(screen.coveredContent == nil)
  }
}
