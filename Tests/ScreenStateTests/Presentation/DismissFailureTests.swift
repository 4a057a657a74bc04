import ScreenState
import ScreenStateTesting
import Testing

/// Dismissing an alert is an explicit, tested state change that keeps the content.
@MainActor
@Suite("Dismissing a failure")
struct DismissFailureTests {
  /// A screen whose first load succeeds with `[1, 2]` and whose refresh then fails with `error`.
  private func screenWithFailedRefresh(
    policy: PresentationPolicy = .default, error: any Error = PresentationPlainError()
  ) async -> (LoadableScreen<[Int], any Error>, ControllableOperation<[Int], any Error>) {
    let operation = ControllableOperation<[Int], any Error>()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: operation.operation)
    let screen = LoadableScreen(loader, policy: policy.untimed)
    let load = Task { await screen.load() }
    await operation.nextCall().succeed(with: [1, 2])
    await load.value
    let refresh = Task { await screen.send(.refresh) }
    let call = await operation.nextCall()
    #expect(screen.projection == .content([1, 2], isRefreshing: true, notice: nil))
    call.fail(with: error)
    await refresh.value
    await loader.waitUntilSettled()
    return (screen, operation)
  }

  @Test func dismissingTheAlertKeepsTheContent() async throws {
    let (screen, _) = await screenWithFailedRefresh()
    let alert = try #require(screen.projection.alert)
    #expect(screen.projection.content == [1, 2])
    // The adapter sends whatever the cancel button carries.
    let ok = try #require(alert.buttons.first { $0.role == .cancel })
    #expect(ok.label == "OK")
    #expect(ok.action == .dismissFailure)
    await screen.send(ok.action)
    #expect(screen.projection == .content([1, 2], isRefreshing: false, notice: nil))
    #expect(screen.projection.alert == nil)
    #expect(screen.state.loadedValue == [1, 2])
    #expect(screen.state.isLoaded)
    #expect(screen.state.error == nil)
  }

  @Test func dismissingIsOneObservableChange() async {
    let (screen, _) = await screenWithFailedRefresh()
    let recorder = StateRecorder { screen.projection }
    await screen.send(.dismissFailure)
    #expect(recorder.changeCount == 1)
    #expect(recorder.states.last == .content([1, 2], isRefreshing: false, notice: nil))
  }

  @Test func dismissingTheBannerKeepsTheContent() async throws {
    let (screen, _) = await screenWithFailedRefresh(policy: .banner)
    guard case .banner(let banner)? = screen.projection.notice else {
      Issue.record("expected a banner, got \(screen.projection)")
      return
    }
    #expect(banner.buttons.map(\.label) == ["Try Again", "Dismiss"])
    let dismiss = try #require(banner.buttons.first { $0.role == .cancel })
    await screen.send(dismiss.action)
    #expect(screen.projection == .content([1, 2], isRefreshing: false, notice: nil))
    #expect(screen.state.loadedValue == [1, 2])
  }

  @Test func dismissingAnInlineNoticeKeepsTheContent() async {
    let (screen, _) = await screenWithFailedRefresh(policy: PresentationPolicy(keptContent: .inline))
    guard case .inline? = screen.projection.notice else {
      Issue.record("expected an inline notice, got \(screen.projection)")
      return
    }
    await screen.send(.dismissFailure)
    #expect(screen.projection == .content([1, 2], isRefreshing: false, notice: nil))
  }

  @Test func tryAgainFromTheAlertRefreshesKeepingTheContent() async throws {
    let (screen, operation) = await screenWithFailedRefresh()
    let tryAgain = try #require(screen.projection.alert?.buttons.first { $0.label == "Try Again" })
    let retry = Task { await screen.send(tryAgain.action) }
    let call = await operation.nextCall()
    #expect(screen.projection == .content([1, 2], isRefreshing: true, notice: nil))
    call.succeed(with: [3])
    await retry.value
    #expect(screen.projection == .content([3], isRefreshing: false, notice: nil))
  }

  @Test func dismissingAFullScreenFailureWithNothingKeptGoesBackToBlank() async {
    let operation = ControllableOperation<[Int], any Error>()
    let loader = Loader(retryPolicy: .never, timeout: nil, operation: operation.operation)
    let screen = LoadableScreen(loader, policy: .untimed)
    let load = Task { await screen.load() }
    await operation.nextCall().fail(with: PresentationPlainError())
    await load.value
    #expect(screen.projection.region == .failure)
    await screen.send(.dismissFailure)
    #expect(screen.projection == .blank)
    #expect(loader.state.isIdle)
  }

  // MARK: - The engine and the value underneath

  @Test func loaderDismissFailureKeepsThePreviousValue() async {
    let operation = ControllableOperation<[Int], any Error>()
    let loader = Loader(.loaded([1]), retryPolicy: .never, timeout: nil, operation: operation.operation)
    let refresh = Task { await loader.refresh() }
    let call = await operation.nextCall()
    // Nothing to dismiss while loading.
    loader.dismissFailure()
    #expect(loader.state.isRefreshing)
    call.fail(with: PresentationPlainError())
    await refresh.value
    #expect(loader.state.isFailed)
    loader.dismissFailure()
    #expect(loader.state.loadedValue == [1])
    // Nothing to dismiss when loaded.
    loader.dismissFailure()
    #expect(loader.state.loadedValue == [1])
  }

  @Test func loaderDismissFailureWithNothingKeptGoesIdle() async {
    let loader = Loader<[Int], any Error>(.failed(PresentationPlainError(), previous: nil), timeout: nil) { [] }
    loader.dismissFailure()
    #expect(loader.state.isIdle)
  }

  @Test func loadableDismissingFailure() {
    typealias State = Loadable<Int, PresentationPlainError>
    #expect(State.failed(PresentationPlainError(), previous: 1).dismissingFailure() == .loaded(1))
    #expect(State.failed(PresentationPlainError(), previous: nil).dismissingFailure() == .idle)
    #expect(State.idle.dismissingFailure() == .idle)
    #expect(State.loading(previous: nil).dismissingFailure() == .loading(previous: nil))
    #expect(State.loading(previous: 1).dismissingFailure() == .loading(previous: 1))
    #expect(State.loaded(2).dismissingFailure() == .loaded(2))
  }
}
