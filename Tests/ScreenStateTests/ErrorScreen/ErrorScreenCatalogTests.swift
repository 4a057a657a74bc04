import Observation
import ScreenState
import ScreenStateTesting
import Testing

/// A model that exists only in this test: a rate-limited screen with a cool-down the test controls.
///
/// It is the whole cost of a new case: one conforming model, chosen by the catalog; no view, projection or
/// adapter changes.
@MainActor
@Observable
final class RateLimitedErrorScreenModel: ErrorScreenModel {
  private(set) var configuration: ErrorScreenConfiguration
  private(set) var primaryTaps = 0
  private(set) var secondaryTaps = 0
  @ObservationIgnored let failure: FailureClassification
  @ObservationIgnored private let context: ErrorScreenContext
  @ObservationIgnored private let coolDown: PendingAnswer<Void>

  init(context: ErrorScreenContext, coolDown: PendingAnswer<Void>) {
    self.failure = context.failure
    self.context = context
    self.coolDown = coolDown
    configuration = ErrorScreenCatalogTests.rateLimitedConfiguration
  }

  func performPrimaryAction() async {
    primaryTaps += 1
    configuration = configuration.busy(true)
    await coolDown.ask()
    configuration = configuration.busy(false)
    await context.retry()
  }

  func performSecondaryAction() async {
    secondaryTaps += 1
    await context.dismiss()
  }
}

/// Adding a case means one new conforming model and no change to any view.
@MainActor
@Suite("LoadableScreen with an ErrorScreenCatalog")
struct ErrorScreenCatalogTests {
  /// Every model the catalog made, in order.
  @MainActor final class Made {
    var rateLimited: [RateLimitedErrorScreenModel] = []
    var noNetwork: [NoNetworkErrorScreenModel] = []
    var kinds: [FailureKind] = []
  }

  @MainActor struct Fixture {
    let screen: LoadableScreen<[Int], any Error>
    let operation: ControllableOperation<[Int], any Error>
    let made: Made
    let coolDown: PendingAnswer<Void>
    let connectivity: PendingAnswer<Bool>
    var loader: Loader<[Int], any Error> { screen.source as! Loader<[Int], any Error> }
  }

  private func makeFixture(
    _ initial: Loadable<[Int], any Error> = .idle, classifier: FailureClassifier = .standard,
    policy: PresentationPolicy = .default
  ) -> Fixture {
    let operation = ControllableOperation<[Int], any Error>()
    let made = Made()
    let coolDown = PendingAnswer<Void>()
    let connectivity = PendingAnswer<Bool>()
    let catalog = ErrorScreenCatalog { context in
      made.kinds.append(context.failure.kind)
      switch context.failure.kind {
      case .rateLimited:
        let model = RateLimitedErrorScreenModel(context: context, coolDown: coolDown)
        made.rateLimited.append(model)
        return model
      case .offline:
        let model = NoNetworkErrorScreenModel(
          context: context, checker: PendingConnectivityChecker(answers: connectivity))
        made.noNetwork.append(model)
        return model
      default:
        return nil
      }
    }
    let loader = Loader(
      initial, classifier: classifier, retryPolicy: .never, timeout: nil, operation: operation.operation)
    let screen = LoadableScreen(loader, policy: policy.untimed, errorScreens: catalog)
    return Fixture(screen: screen, operation: operation, made: made, coolDown: coolDown, connectivity: connectivity)
  }

  private func fail(_ fixture: Fixture, with error: any Error) async {
    let load = Task { await fixture.screen.load() }
    await fixture.operation.nextCall().fail(with: error)
    await load.value
    await fixture.loader.waitUntilSettled()
  }

  /// The one "view" of this test: it draws any projection and knows no case. It is the same for the
  /// built-in models and the test-only one.
  private func draw(_ projection: ScreenProjection<[Int]>) -> String {
    switch projection {
    case .blank: ""
    case .progress: "[spinner]"
    case .content(let items, let isRefreshing, _): "\(items)\(isRefreshing ? " (refreshing)" : "")"
    case .empty: "Nothing here"
    case .failure(let screen):
      [
        "(\(screen.icon))", screen.title, screen.message, screen.isBusy ? "[busy]" : nil,
      ].compactMap { $0 }.joined(separator: " ") + screen.buttons.map { " [\($0.label)]" }.joined()
    }
  }

  static let rateLimitedConfiguration = ErrorScreenConfiguration(
    icon: "hourglass", title: "Slow down", message: "You're going a little fast.",
    buttons: [
      ScreenButton("Wait and retry", action: .errorScreenPrimary),
      ScreenButton("Close", role: .cancel, action: .errorScreenSecondary),
    ])

  @Test func catalogChoosesTheTestOnlyModel() async throws {
    let fixture = makeFixture()
    await fail(fixture, with: HTTPStatusError(statusCode: 429, retryAfter: .seconds(30)))
    #expect(fixture.screen.projection == .failure(Self.rateLimitedConfiguration))
    #expect(
      draw(fixture.screen.projection) == "(hourglass) Slow down You're going a little fast. [Wait and retry] [Close]")
    let model = try #require(fixture.screen.errorScreenModel as? RateLimitedErrorScreenModel)
    #expect(model === fixture.made.rateLimited.first)
    // The catalog sees the classification.
    #expect(model.failure.kind == .rateLimited)
    #expect(model.failure.retryAfter == .seconds(30))
    #expect(model.failure.statusCode == 429)
  }

  @Test func theSameModelServesTheFailureWhileItIsShown() async throws {
    let fixture = makeFixture()
    await fail(fixture, with: HTTPStatusError(statusCode: 429))
    for _ in 0..<5 {
      _ = fixture.screen.projection
      _ = fixture.screen.errorScreenModel
    }
    #expect(fixture.made.rateLimited.count == 1)
    #expect(fixture.screen.errorScreenModel === fixture.made.rateLimited[0])
  }

  @Test func primaryReachesTheModelAndItsBusyStateIsLive() async throws {
    let fixture = makeFixture()
    await fail(fixture, with: HTTPStatusError(statusCode: 429))
    let first = try #require(fixture.screen.errorScreenModel as? RateLimitedErrorScreenModel)
    let recorder = StateRecorder { fixture.screen.projection }

    let tap = Task { await fixture.screen.send(.errorScreenPrimary) }
    await fixture.coolDown.waitForCall()
    #expect(first.primaryTaps == 1)
    #expect(fixture.screen.projection == .failure(Self.rateLimitedConfiguration.busy(true)))
    #expect(draw(fixture.screen.projection).contains("[busy]"))
    // Observers of the screen's projection were told, without anyone touching the loader.
    #expect(
      recorder.states == [.failure(Self.rateLimitedConfiguration), .failure(Self.rateLimitedConfiguration.busy(true))])

    // The cool-down ends; the model retries through its context.
    fixture.coolDown.answer(())
    let retryCall = await fixture.operation.nextCall()
    #expect(fixture.screen.projection == .progress)
    retryCall.fail(with: HTTPStatusError(statusCode: 429))
    await tap.value

    // A new failure gets a new model, fresh and not busy.
    let second = try #require(fixture.screen.errorScreenModel as? RateLimitedErrorScreenModel)
    #expect(fixture.made.rateLimited.count == 2)
    #expect(second !== first)
    #expect(second.primaryTaps == 0)
    #expect(fixture.screen.projection == .failure(Self.rateLimitedConfiguration))
  }

  @Test func retryThatSucceedsLeavesTheErrorScreen() async {
    let fixture = makeFixture()
    await fail(fixture, with: HTTPStatusError(statusCode: 429))
    let tap = Task { await fixture.screen.send(.errorScreenPrimary) }
    await fixture.coolDown.waitForCall()
    fixture.coolDown.answer(())
    await fixture.operation.nextCall().succeed(with: [1])
    await tap.value
    #expect(fixture.screen.projection == .content([1], isRefreshing: false, notice: nil))
    #expect(fixture.screen.errorScreenModel == nil)
  }

  @Test func secondaryReachesTheModel() async throws {
    let fixture = makeFixture()
    await fail(fixture, with: HTTPStatusError(statusCode: 429))
    let model = try #require(fixture.screen.errorScreenModel as? RateLimitedErrorScreenModel)
    await fixture.screen.send(.errorScreenSecondary)
    #expect(model.secondaryTaps == 1)
    #expect(model.primaryTaps == 0)
    // "Close" dismissed the failure through the context: nothing was kept, so the screen is blank.
    #expect(fixture.screen.projection == .blank)
    #expect(fixture.loader.state.isIdle)
    #expect(fixture.screen.errorScreenModel == nil)
  }

  @Test func aLaterFailureOfTheSameKindGetsANewModel() async throws {
    let fixture = makeFixture()
    await fail(fixture, with: HTTPStatusError(statusCode: 429))
    let first = try #require(fixture.screen.errorScreenModel)
    await fixture.screen.send(.errorScreenSecondary)
    await fail(fixture, with: HTTPStatusError(statusCode: 429))
    let second = try #require(fixture.screen.errorScreenModel)
    #expect(first !== second)
  }

  @Test func aNewFailureGetsANewModelEvenIfNobodyLookedInBetween() async throws {
    let fixture = makeFixture()
    await fail(fixture, with: HTTPStatusError(statusCode: 429))
    let first = try #require(fixture.screen.errorScreenModel)
    // Retry directly on the loader, without reading the projection while it loads.
    let retry = Task { await fixture.loader.retry() }
    await fixture.operation.nextCall().fail(with: HTTPStatusError(statusCode: 429))
    await retry.value
    let second = try #require(fixture.screen.errorScreenModel)
    #expect(first !== second)
  }

  @Test func otherFailuresGetTheStandardScreen() async throws {
    let fixture = makeFixture()
    await fail(fixture, with: HTTPStatusError(statusCode: 500))
    #expect(fixture.screen.errorScreenModel == nil)
    #expect(fixture.made.kinds == [.serverError])
    #expect(fixture.screen.projection.errorScreen?.title == "Something went wrong on our side")
    let button = try #require(fixture.screen.projection.buttons.first)
    #expect(button == ScreenButton("Try Again", action: .retry))
    let tap = Task { await fixture.screen.send(button.action) }
    let call = await fixture.operation.nextCall()
    #expect(fixture.screen.projection == .progress)
    call.succeed(with: [])
    await tap.value
    #expect(fixture.screen.projection == .empty(isRefreshing: false, notice: nil))
  }

  @Test func noNetworkModelThroughTheCatalog() async throws {
    let fixture = makeFixture()
    await fail(fixture, with: PresentationClassifiedError(.offline))
    let offline = FailureClassification(kind: .offline)
    #expect(fixture.screen.projection == .failure(NoNetworkErrorScreenModel.initialConfiguration(for: offline)))
    let tap = Task { await fixture.screen.send(.errorScreenPrimary) }
    await fixture.connectivity.waitForCall()
    #expect(
      fixture.screen.projection == .failure(NoNetworkErrorScreenModel.initialConfiguration(for: offline).busy(true)))
    fixture.connectivity.answer(true)
    await fixture.operation.nextCall().succeed(with: [7])
    await tap.value
    #expect(fixture.screen.projection == .content([7], isRefreshing: false, notice: nil))
  }

  @Test func noNetworkModelStaysWhenStillOffline() async throws {
    let fixture = makeFixture()
    await fail(fixture, with: PresentationClassifiedError(.offline))
    let model = try #require(fixture.screen.errorScreenModel)
    let tap = Task { await fixture.screen.send(.errorScreenPrimary) }
    await fixture.connectivity.waitForCall()
    fixture.connectivity.answer(false)
    await tap.value
    #expect(fixture.operation.callCount == 1)
    #expect(
      fixture.screen.projection
        == .failure(
          NoNetworkErrorScreenModel.stillDisconnectedConfiguration(for: FailureClassification(kind: .offline))))
    #expect(fixture.screen.projection.errorScreen?.title == "Still no connection")
    #expect(fixture.screen.errorScreenModel === model)
  }

  @Test func catalogSeesTheLoadersClassification() async throws {
    let fixture = makeFixture(classifier: FailureClassifier { _ in FailureClassification(kind: .rateLimited) })
    await fail(fixture, with: PresentationPlainError())
    #expect(fixture.screen.errorScreenModel is RateLimitedErrorScreenModel)
  }

  @Test func fullScreenOverKeptContentUsesTheCatalogToo() async throws {
    let fixture = makeFixture(.loaded([1]), policy: PresentationPolicy(overrides: [.rateLimited: .fullScreen]))
    let refresh = Task { await fixture.screen.send(.refresh) }
    await fixture.operation.nextCall().fail(with: HTTPStatusError(statusCode: 429))
    await refresh.value
    #expect(fixture.screen.projection == .failure(Self.rateLimitedConfiguration))
    let tap = Task { await fixture.screen.send(.errorScreenPrimary) }
    await fixture.coolDown.waitForCall()
    fixture.coolDown.answer(())
    let call = await fixture.operation.nextCall()
    // The retry keeps the old content on screen.
    #expect(fixture.screen.projection == .content([1], isRefreshing: true, notice: nil))
    call.succeed(with: [2])
    await tap.value
    #expect(fixture.screen.projection == .content([2], isRefreshing: false, notice: nil))
  }

  @Test func errorScreenActionsDoNothingWithoutAnErrorScreen() async {
    let fixture = makeFixture(.loaded([1]))
    await fixture.screen.send(.errorScreenPrimary)
    await fixture.screen.send(.errorScreenSecondary)
    #expect(fixture.operation.callCount == 0)
    #expect(fixture.made.kinds.isEmpty)
    #expect(fixture.screen.projection == .content([1], isRefreshing: false, notice: nil))
  }

  @Test func alertsDoNotMakeModels() async {
    let fixture = makeFixture(.loaded([1]))
    let refresh = Task { await fixture.screen.send(.refresh) }
    await fixture.operation.nextCall().fail(with: HTTPStatusError(statusCode: 429))
    await refresh.value
    #expect(fixture.screen.projection.alert?.title == "Too many requests")
    #expect(fixture.screen.errorScreenModel == nil)
    #expect(fixture.made.kinds.isEmpty)
  }

  // MARK: - Built-in models through a catalog

  @Test func backendAndUpdateModelsThroughACatalog() async throws {
    let statuses = PendingAnswer<BackendStatus>()
    let opener = PendingAnswer<Bool>()
    let catalog = ErrorScreenCatalog { context in
      switch context.failure.kind {
      case .maintenance:
        BackendUnavailableErrorScreenModel(context: context, checker: PendingBackendStatusChecker(answers: statuses))
      case .updateRequired:
        AppUpdateErrorScreenModel(
          status: .required, texts: context.texts, storeURL: "https://apps.example.com/id1",
          openURL: { await opener.ask($0) }, onDismiss: context.dismiss)
      default:
        nil
      }
    }
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(
      Loader(retryPolicy: .never, timeout: nil, operation: operation.operation), errorScreens: catalog)

    // Maintenance, saying when to come back; the status check recovers and the load is retried.
    let load = Task { await screen.load() }
    await operation.nextCall().fail(
      with: HTTPStatusError(statusCode: 503, retryAfterHeader: "Thu, 01 Jan 1970 00:05:00 GMT", now: .zero))
    await load.value
    #expect(screen.projection.errorScreen?.message == "The service is being worked on. Try again in 5 minutes.")
    #expect(screen.projection.buttons.map(\.label) == ["Refresh status"])
    let refresh = Task { await screen.send(.errorScreenPrimary) }
    await statuses.waitForCall()
    #expect(screen.projection.errorScreen?.isBusy == true)
    statuses.answer(.available)
    // Recovered: the model retries the load, which now says an update is required.
    await operation.nextCall().fail(with: HTTPStatusError(statusCode: 426))
    await refresh.value
    #expect(screen.errorScreenModel is AppUpdateErrorScreenModel)
    #expect(screen.projection.buttons == [ScreenButton("Update", action: .errorScreenPrimary)])
    await screen.send(.errorScreenSecondary)
    #expect(screen.projection.errorScreen?.title == "Update required")
    let update = Task { await screen.send(.errorScreenPrimary) }
    await opener.waitForCall()
    #expect(screen.projection.errorScreen?.isBusy == true)
    opener.answer(true)
    await update.value
    #expect(opener.arguments == ["https://apps.example.com/id1"])
  }

  // MARK: - The standard catalog

  @Test func standardCatalogRetriesFromTheErrorScreen() async throws {
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(
      Loader(retryPolicy: .never, timeout: nil, operation: operation.operation), policy: .untimed)
    let load = Task { await screen.load() }
    let first = await operation.nextCall()
    #expect(screen.projection == .progress)
    first.fail(with: HTTPStatusError(statusCode: 503, retryAfter: .seconds(60)))
    await load.value
    #expect(screen.errorScreenModel == nil)
    #expect(
      screen.projection
        == .failure(
          ErrorScreenConfiguration(
            icon: .maintenance, title: "Down for maintenance",
            message: "The service is being worked on. Try again in 1 minute.",
            buttons: [ScreenButton("Try Again", action: .retry)])))
    let tap = Task { await screen.send(screen.projection.buttons[0].action) }
    let second = await operation.nextCall()
    #expect(screen.projection == .progress)
    second.succeed(with: [1, 2, 3])
    await tap.value
    #expect(screen.projection == .content([1, 2, 3], isRefreshing: false, notice: nil))
    #expect(screen.errorScreenModel == nil)
  }

  @Test func standardCatalogSecondaryDoesNothing() async throws {
    let screen = LoadableScreen(
      Loader<[Int], any Error>(.failed(PresentationPlainError(), previous: nil), retryPolicy: .never, timeout: nil) {
        []
      })
    let before = screen.projection
    await screen.send(.errorScreenSecondary)
    #expect(screen.projection == before)
    let context = ErrorScreenContext(failure: FailureClassification(kind: .offline), retry: {}, dismiss: {})
    #expect(ErrorScreenCatalog.standard.model(for: context) == nil)
    #expect(context.standardConfiguration == .failure(FailureClassification(kind: .offline)))
  }
}
