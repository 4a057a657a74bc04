import ScreenState
import ScreenStateTesting
import Testing

@MainActor
struct LoaderScreenActionTests {
  private func failedLoader() async -> (Loader<[Int], any Error>, ControllableOperation<[Int], any Error>) {
    let operation = ControllableOperation<[Int], any Error>()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: operation.operation)
    let load = Task { await loader.load() }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 404))
    await load.value
    return (loader, operation)
  }

  @Test func retryRetries() async {
    let (loader, operation) = await failedLoader()
    let send = Task { await loader.send(.retry) }
    await operation.nextCall().succeed(with: [1])
    await send.value
    #expect(loader.state == .loaded([1]))
  }

  @Test(arguments: [ScreenAction.errorScreenPrimary, .errorScreenSecondary])
  func anErrorScreenModelsButtonsDoNothingWithoutAModel(_ action: ScreenAction) async {
    // The standard error screen's button sends `.retry`; these two belong to a model, which a bare loader has not.
    let (loader, operation) = await failedLoader()
    await loader.send(action)
    #expect(loader.state.isFailed)
    #expect(operation.callCount == 1)
  }

  @Test func cancelStopsTheLoadInFlight() async {
    let operation = ControllableOperation<[Int], any Error>()
    let loader = Loader(.loaded([1]), timeout: nil, operation: operation.operation)
    let send = Task { await loader.send(.refresh) }
    let call = await operation.nextCall()
    #expect(loader.state == .loading(previous: [1]))
    await loader.send(.cancel)
    #expect(loader.state == .loaded([1]))
    await call.waitForCancellation()
    await send.value
  }

  @Test func dismissingAcceptsTheFailure() async {
    let (loader, _) = await failedLoader()
    await loader.send(.dismissFailure)
    #expect(loader.state == .idle)
  }

  @Test func refreshingReloads() async {
    let operation = ControllableOperation<[Int], any Error>()
    let loader = Loader(.loaded([1]), timeout: nil, operation: operation.operation)
    let send = Task { await loader.send(.refresh) }
    let call = await operation.nextCall()
    #expect(loader.state == .loading(previous: [1]))
    call.succeed(with: [2])
    await send.value
    #expect(loader.state == .loaded([2]))
  }
}
