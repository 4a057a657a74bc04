import Foundation
import Observation
import ScreenState
import ScreenStateTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `LoadableScreen`: the projection adapters draw, followed live, and the actions they send.
@MainActor
@Suite("LoadableScreen")
struct LoadableScreenTests {
  @Test func projectionFollowsTheLoaderAndNotifiesOnce() async {
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(
      Loader(retryPolicy: .never, timeout: nil, operation: operation.operation), policy: .untimed)
    let recorder = StateRecorder { screen.projection }
    let load = Task { await screen.load() }
    let first = await operation.nextCall()
    first.succeed(with: [])
    await load.value
    let refresh = Task { await screen.send(.refresh) }
    await operation.nextCall().succeed(with: [4])
    await refresh.value
    #expect(
      recorder.states == [
        .blank, .progress, .empty(isRefreshing: false, notice: nil), .empty(isRefreshing: true, notice: nil),
        .content([4], isRefreshing: false, notice: nil),
      ])
  }

  /// One classification drives both: the same custom rule decides that a failure is retried and how it is shown.
  @Test func aCustomClassifierChangesBothTheRetriesAndThePresentation() async {
    let clock = VirtualClock()
    let operation = ControllableOperation<[Int], any Error>()
    // The app's own errors: code 7 is a maintenance window the server asks to retry after 2 s, others are final.
    let classifier = FailureClassifier { error in
      guard let failure = error as? TestFailure else { return nil }
      return failure.code == 7
        ? FailureClassification(kind: .maintenance, isRetryable: true, retryAfter: .seconds(2))
        : FailureClassification(kind: .clientError, isRetryable: false)
    }
    let screen = LoadableScreen(
      Loader(
        classifier: classifier, retryPolicy: RetryPolicy(maximumAttempts: 2, jitter: .none), timeout: nil,
        clock: clock, operation: operation.operation), policy: .untimed)
    let load = Task { await screen.load() }
    await operation.nextCall().fail(with: TestFailure(7))
    await clock.waitForSleepers()
    // Retried because the classifier said so, after the server's 2 s (longer than the 1 s backoff).
    #expect(clock.pendingDeadlines == [clock.now.advanced(by: .seconds(2))])
    clock.advanceToNextDeadline()
    await operation.nextCall().fail(with: TestFailure(7))
    await load.value
    #expect(operation.callCount == 2)
    // Shown as the classifier said: maintenance, with the server's delay, on the full screen.
    #expect(screen.projection.errorScreen?.title == "Down for maintenance")
    #expect(screen.projection.errorScreen?.message == "The service is being worked on. Try again in 2 seconds.")
    // A final failure is attempted once and shown as the other kind.
    let retry = Task { await screen.send(.retry) }
    await operation.nextCall().fail(with: TestFailure(1))
    await retry.value
    #expect(operation.callCount == 3)
    #expect(screen.projection.errorScreen?.title == "Request not accepted")
  }

  @Test func loadJoinsAndDoesNotReloadLoadedContent() async {
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(Loader(retryPolicy: .never, timeout: nil, operation: operation.operation))
    let first = Task { await screen.load() }
    let second = Task { await screen.load() }
    await operation.nextCall().succeed(with: [1])
    await first.value
    await second.value
    await screen.load()
    #expect(operation.callCount == 1)
  }

  @Test func customEmptinessAndPolicyAreUsed() async {
    let screen = LoadableScreen(
      Loader<Int, any Error>(.failed(PresentationPlainError(), previous: 0), timeout: nil) { 0 },
      policy: .banner, isEmpty: { $0 == 0 })
    guard case .empty(isRefreshing: false, notice: .banner?) = screen.projection else {
      Issue.record("expected an empty state with a banner, got \(screen.projection)")
      return
    }
    #expect(screen.policy.keptContent == .banner)
    #expect(screen.errorScreenModel == nil)
  }

  @Test func collectionScreensShowEmptyCollectionsAsEmpty() {
    let screen = LoadableScreen(Loader<[String], Never>(.loaded([]), timeout: nil) { [] })
    #expect(screen.projection == .empty(isRefreshing: false, notice: nil))
    let nonCollection = LoadableScreen(Loader<Int, Never>(.loaded(0), timeout: nil) { 0 })
    #expect(nonCollection.projection == .content(0, isRefreshing: false, notice: nil))
  }

  @Test func typedFailuresArePresentedToo() async {
    let operation = ControllableOperation<[Int], HTTPStatusError>(cancellationFailure: nil)
    let screen = LoadableScreen(Loader(retryPolicy: .never, timeout: nil, operation: operation.operation))
    let load = Task { await screen.load() }
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 401))
    await load.value
    #expect(screen.projection.errorScreen?.icon == .locked)
    #expect(screen.projection.errorScreen?.title == "Access denied")
  }

  @Test func retryActionRetriesAFailureAndKeepsContent() async {
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(
      Loader(
        .failed(PresentationPlainError(), previous: [1]), retryPolicy: .never, timeout: nil,
        operation: operation.operation),
      policy: .untimed)
    let retry = Task { await screen.send(.retry) }
    let call = await operation.nextCall()
    #expect(screen.projection == .content([1], isRefreshing: true, notice: nil))
    call.succeed(with: [2])
    await retry.value
    #expect(screen.projection == .content([2], isRefreshing: false, notice: nil))
  }

  @Test func cancelledRefreshIsNotShownAsAFailure() async {
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(Loader(.loaded([1]), retryPolicy: .never, timeout: nil, operation: operation.operation))
    let refresh = Task { await screen.send(.refresh) }
    await operation.nextCall().fail(with: URLError(.cancelled))
    await refresh.value
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
  }

  @Test func declinedAuthenticationIsShownAsUnauthorizedNotHidden() async {
    // `URLError.userCancelledAuthentication` is the person declining to sign in, not a cancelled load: the
    // loader reports it, so the screen must show it (as "Access denied") rather than a blank screen.
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(Loader(retryPolicy: .never, timeout: nil, operation: operation.operation))
    let load = Task { await screen.load() }
    await operation.nextCall().fail(with: URLError(.userCancelledAuthentication))
    await load.value
    #expect(screen.projection.errorScreen?.title == "Access denied")
    // Trying the same request again cannot sign anyone in: the standard screen offers no "Try Again" (an app
    // offers "Sign in" through its catalog), but a retry asked for in code still runs.
    #expect(screen.projection.buttons.isEmpty)
    let again = Task { await screen.send(.retry) }
    await operation.nextCall().succeed(with: [1])
    await again.value
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
  }

  /// The example model from `ErrorScreenModel`'s documentation, verbatim.
  @MainActor @Observable final class JailbrokenModel: ErrorScreenModel {
    let configuration = ErrorScreenConfiguration(
      icon: "jailbroken", title: "Unsupported device", message: "This app cannot run here.")
    func performPrimaryAction() async {}
    func performSecondaryAction() async {}
  }

  @Test func documentedExampleModelPlugsIn() async {
    let catalog = ErrorScreenCatalog { context in context.failure.kind == .unauthorized ? JailbrokenModel() : nil }
    let screen = LoadableScreen(
      Loader<[Int], any Error>(.failed(HTTPStatusError(statusCode: 403), previous: nil), timeout: nil) { [] },
      errorScreens: catalog)
    #expect(
      screen.projection
        == .failure(
          ErrorScreenConfiguration(
            icon: "jailbroken", title: "Unsupported device", message: "This app cannot run here.")))
    await screen.send(.errorScreenPrimary)
    #expect(screen.projection.errorScreen?.title == "Unsupported device")
  }
}
