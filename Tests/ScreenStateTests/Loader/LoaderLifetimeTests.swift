import ScreenState
import ScreenStateTesting
import Testing

/// Releasing a loader cancels its work, and nothing keeps a loader alive but its owners.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoaderLifetimeTests {
  typealias Operation = ControllableOperation<Int, any Error>

  @Test func aSettledLoaderIsReleased() async {
    let op = Operation()
    weak var weakLoader: Loader<Int, any Error>?
    do {
      let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
      weakLoader = loader
      let caller = Task { await loader.load() }
      await op.nextCall().succeed(with: 1)
      await caller.value
      #expect(loader.state == .loaded(1))
    }
    #expect(weakLoader == nil)
  }

  @Test func aLoaderIsReleasedWhileACallIsPending() async {
    // No retain cycle: the task running the operation holds the loader weakly.
    let op = Operation(cancellationFailure: nil)
    weak var weakLoader: Loader<Int, any Error>?
    let call: Operation.Call
    do {
      let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
      weakLoader = loader
      let caller = Task { await loader.load() }
      call = await op.nextCall()
      caller.cancel()  // the caller (a `.task` going away) stops waiting and lets go of the loader
      await caller.value
    }
    #expect(weakLoader == nil)
    #expect(call.isPending)
    // Settling the orphaned call later is harmless.
    await call.waitForCancellation()
    call.succeed(with: 1)
  }

  @Test func releasingTheLoaderCancelsItsInFlightCall() async {
    let op = Operation()
    let call: Operation.Call
    do {
      let loader = Loader(retryPolicy: .never, timeout: nil, operation: op.operation)
      let caller = Task { await loader.load() }
      call = await op.nextCall()
      caller.cancel()
      await caller.value
    }
    await call.waitForCancellation()
    #expect(call.isCancelled)
  }

  @Test func releasingTheLoaderDuringABackoffCancelsTheSleep() async {
    let clock = VirtualClock()
    let op = Operation()
    weak var weakLoader: Loader<Int, any Error>?
    do {
      let loader = Loader(clock: clock, operation: op.operation)
      weakLoader = loader
      let caller = Task { await loader.load() }
      await op.nextCall().fail(with: TestFailure(1))
      await clock.waitForSleepers()
      caller.cancel()
      await caller.value
    }
    #expect(weakLoader == nil)
    // Cancelling a sleep removes it from the clock at once: no retry can wake up later.
    #expect(clock.pendingDeadlines.isEmpty)
  }

  @Test func theOperationDoesNotRetainTheLoader() async {
    // A loader whose operation captures an object that refers back to nothing: the loader must still go.
    final class API: Sendable {
      func fetch() async throws -> Int { 1 }
    }
    let api = API()
    weak var weakLoader: Loader<Int, any Error>?
    do {
      let loader = Loader(retryPolicy: .never, timeout: nil) { try await api.fetch() }
      weakLoader = loader
      await loader.load()
      #expect(loader.state == .loaded(1))
    }
    #expect(weakLoader == nil)
  }
}
