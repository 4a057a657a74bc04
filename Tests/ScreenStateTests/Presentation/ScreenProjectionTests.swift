import Foundation
import ScreenState
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every projection case from every `Loadable` case, the buttons each failure gets, and the accessors.
@Suite("ScreenProjection")
struct ScreenProjectionTests {
  typealias State = Loadable<[Int], any Error>

  static let unknown = FailureClassification(kind: .unknown)
  static let unknownScreen = ErrorScreenConfiguration(
    icon: .warning, title: "Something went wrong", message: "An unexpected error occurred. Try again.",
    isBusy: false, buttons: [ScreenButton("Try Again", action: .retry)])
  /// The same screen over kept content: "OK" goes back to the content.
  static let unknownScreenOverContent = ErrorScreenConfiguration(
    icon: .warning, title: "Something went wrong", message: "An unexpected error occurred. Try again.",
    isBusy: false,
    buttons: [ScreenButton("Try Again", action: .retry), ScreenButton("OK", role: .cancel, action: .dismissFailure)])

  // MARK: - Loadable cases without failures

  @Test func idleIsBlank() {
    let projection = ScreenProjection(State.idle)
    #expect(projection == .blank)
    #expect(projection.region == .none)
    #expect(projection.notice == nil)
    #expect(projection.alert == nil)
    #expect(projection.isRefreshing == false)
    #expect(projection.content == nil)
    #expect(projection.errorScreen == nil)
  }

  @Test func firstLoadIsProgress() {
    let projection = ScreenProjection(State.loading(previous: nil))
    #expect(projection == .progress)
    #expect(projection.region == .loading)
    #expect(projection.isRefreshing == false)
    #expect(projection.content == nil)
    #expect(projection.notice == nil)
    #expect(projection.errorScreen == nil)
  }

  @Test func refreshKeepsContentAndMarksItRefreshing() {
    let projection = ScreenProjection(State.loading(previous: [1, 2]))
    #expect(projection == .content([1, 2], isRefreshing: true, notice: nil))
    #expect(projection.region == .content)
    #expect(projection.isRefreshing)
    #expect(projection.content == [1, 2])
    #expect(projection.notice == nil)
    #expect(projection.alert == nil)
  }

  @Test func refreshOfAnEmptyCollectionIsEmptyAndRefreshing() {
    let projection = ScreenProjection(State.loading(previous: []))
    #expect(projection == .empty(isRefreshing: true, notice: nil))
    #expect(projection.region == .empty)
    #expect(projection.isRefreshing)
    #expect(projection.content == nil)
  }

  @Test func loadedIsContent() {
    let projection = ScreenProjection(State.loaded([3]))
    #expect(projection == .content([3], isRefreshing: false, notice: nil))
    #expect(projection.region == .content)
    #expect(!projection.isRefreshing)
    #expect(projection.content == [3])
    #expect(projection.errorScreen == nil)
  }

  @Test func loadedEmptyCollectionIsEmpty() {
    let projection = ScreenProjection(State.loaded([]))
    #expect(projection == .empty(isRefreshing: false, notice: nil))
    #expect(projection.region == .empty)
    #expect(projection.content == nil)
  }

  @Test func nonCollectionValuesAreNeverEmptyByDefault() {
    #expect(ScreenProjection(Loadable<Int, Never>.loaded(0)) == .content(0, isRefreshing: false, notice: nil))
    #expect(ScreenProjection(Loadable<Double, Never>.loaded(0)) == .content(0, isRefreshing: false, notice: nil))
    // A `String` is a collection: an empty one is empty content.
    #expect(ScreenProjection(Loadable<String, Never>.loaded("")) == .empty(isRefreshing: false, notice: nil))
    #expect(ScreenProjection(Loadable<[String: Int], Never>.loaded([:])) == .empty(isRefreshing: false, notice: nil))
  }

  @Test func customEmptinessDecidesTheEmptyState() {
    let isEmpty: (Int) -> Bool = { $0 == 0 }
    #expect(
      ScreenProjection(Loadable<Int, Never>.loaded(0), isEmpty: isEmpty) == .empty(isRefreshing: false, notice: nil))
    #expect(
      ScreenProjection(Loadable<Int, Never>.loaded(1), isEmpty: isEmpty)
        == .content(1, isRefreshing: false, notice: nil))
    #expect(
      ScreenProjection(Loadable<Int, Never>.loading(previous: 0), isEmpty: isEmpty)
        == .empty(isRefreshing: true, notice: nil))
    // A collection's own emptiness can be overridden too (here: "empty" means fewer than two items).
    #expect(
      ScreenProjection(State.loaded([1]), isEmpty: { $0.count < 2 }) == .empty(isRefreshing: false, notice: nil))
  }

  @Test func neverFailingStatesProject() {
    let states: [Loadable<[String], Never>] = [.idle, .loading(previous: nil), .loading(previous: ["a"]), .loaded([])]
    #expect(
      states.map { ScreenProjection($0) } == [
        .blank, .progress, .content(["a"], isRefreshing: true, notice: nil), .empty(isRefreshing: false, notice: nil),
      ])
  }

  // MARK: - Failures

  @Test func failureWithNothingKeptIsFullScreen() {
    let projection = ScreenProjection(State.failed(PresentationPlainError(), previous: nil))
    #expect(projection == .failure(Self.unknownScreen))
    #expect(projection.region == .failure)
    #expect(projection.errorScreen == Self.unknownScreen)
    #expect(projection.notice == nil)
    #expect(projection.alert == nil)
    #expect(projection.content == nil)
    #expect(!projection.isRefreshing)
  }

  @Test(arguments: FailureDisplay.allCases)
  func failureWithNothingKeptIsFullScreenWhateverThePolicy(display: FailureDisplay) {
    let policy = PresentationPolicy(keptContent: display, overrides: [.unknown: display])
    #expect(
      ScreenProjection(State.failed(PresentationPlainError(), previous: nil), policy: policy)
        == .failure(Self.unknownScreen))
  }

  @Test func failureWithContentKeptShowsAnAlertByDefault() {
    let projection = ScreenProjection(State.failed(PresentationPlainError(), previous: [1]))
    let alert = ScreenAlert.failure(Self.unknown)
    #expect(projection == .content([1], isRefreshing: false, notice: .alert(alert)))
    #expect(projection.region == .content)
    #expect(projection.notice == .alert(alert))
    #expect(projection.alert == alert)
    #expect(projection.content == [1])
    #expect(!projection.isRefreshing)
    #expect(projection.errorScreen == nil)
    // The failure alert: "OK" keeps the content, "Try Again" retries.
    #expect(alert.title == "Something went wrong")
    #expect(alert.message == "An unexpected error occurred. Try again.")
    #expect(alert.buttons.map(\.label) == ["OK", "Try Again"])
    #expect(alert.buttons.map(\.role) == [.cancel, .default])
    #expect(alert.buttons.map(\.action) == [.dismissFailure, .retry])
  }

  @Test func failureWithContentKeptUnderEachDisplay() {
    let state = State.failed(PresentationPlainError(), previous: [1])
    let banner = ScreenBanner.failure(Self.unknown)
    #expect(ScreenProjection(state, policy: PresentationPolicy(keptContent: .alert)).alert == .failure(Self.unknown))
    let bannerProjection = ScreenProjection(state, policy: PresentationPolicy(keptContent: .banner))
    #expect(bannerProjection == .content([1], isRefreshing: false, notice: .banner(banner)))
    #expect(bannerProjection.alert == nil)
    #expect(bannerProjection.region == .content)
    let inlineProjection = ScreenProjection(state, policy: PresentationPolicy(keptContent: .inline))
    #expect(inlineProjection == .content([1], isRefreshing: false, notice: .inline(banner)))
    #expect(inlineProjection.alert == nil)
    let fullScreen = ScreenProjection(state, policy: PresentationPolicy(keptContent: .fullScreen))
    #expect(fullScreen == .failure(Self.unknownScreenOverContent))
    #expect(fullScreen.content == nil)
    #expect(fullScreen.region == .failure)
  }

  @Test func failureWithAnEmptyCollectionKeptUnderEachDisplay() {
    let state = State.failed(PresentationPlainError(), previous: [])
    let banner = ScreenBanner.failure(Self.unknown)
    let expected: [FailureDisplay: ScreenProjection<[Int]>] = [
      .alert: .empty(isRefreshing: false, notice: .alert(.failure(Self.unknown))),
      .banner: .empty(isRefreshing: false, notice: .banner(banner)),
      .inline: .empty(isRefreshing: false, notice: .inline(banner)),
      .fullScreen: .failure(Self.unknownScreenOverContent),
    ]
    for display in FailureDisplay.allCases {
      let projection = ScreenProjection(state, policy: PresentationPolicy(keptContent: display))
      #expect(projection == expected[display], "\(display)")
    }
    #expect(ScreenProjection(state).alert == .failure(Self.unknown))
    #expect(ScreenProjection(state).region == .empty)
  }

  @Test func failureUsesTheKindsIconAndMessage() {
    let offline = ScreenProjection(State.failed(URLError(.notConnectedToInternet), previous: nil))
    #expect(
      offline
        == .failure(
          ErrorScreenConfiguration(
            icon: .noNetwork, title: "No internet connection", message: "Check your connection and try again.",
            buttons: [ScreenButton("Try Again", action: .retry)])))
    let maintenance = ScreenProjection(
      State.failed(HTTPStatusError(statusCode: 503, retryAfter: .seconds(120)), previous: [1]))
    #expect(maintenance.alert?.title == "Down for maintenance")
    #expect(maintenance.alert?.message == "The service is being worked on. Try again in 2 minutes.")
  }

  // MARK: - Cancellation is not a failure

  @Test(arguments: [
    CancellationError() as any Error, URLError(.cancelled), PresentationClassifiedError(.cancelled),
  ])
  func cancelledFailureShowsKeptContentOrBlank(error: any Error) {
    #expect(ScreenProjection(State.failed(error, previous: nil)) == .blank)
    #expect(ScreenProjection(State.failed(error, previous: [1])) == .content([1], isRefreshing: false, notice: nil))
    #expect(ScreenProjection(State.failed(error, previous: [])) == .empty(isRefreshing: false, notice: nil))
    for display in FailureDisplay.allCases {
      let policy = PresentationPolicy(keptContent: display, overrides: [.cancelled: display])
      #expect(ScreenProjection(State.failed(error, previous: [1]), policy: policy).notice == nil)
      #expect(ScreenProjection(State.failed(error, previous: nil), policy: policy) == .blank)
    }
  }

  @Test func customClassifierCanTurnAFailureIntoACancellation() {
    let classifier = FailureClassifier { _ in FailureClassification(kind: .cancelled) }
    #expect(
      ScreenProjection(State.failed(PresentationPlainError(), previous: [1]), classifier: classifier).notice == nil)
  }

  @Test func aGivenClassificationIsUsedAsIs() {
    // The loader's classification (made once, when the failure happened) is not made again.
    let projection = ScreenProjection(
      State.failed(PresentationPlainError(), previous: nil), classification: FailureClassification(kind: .maintenance))
    #expect(projection.errorScreen?.icon == .maintenance)
    #expect(projection.errorScreen?.title == "Down for maintenance")
  }

  // MARK: - Buttons

  @Test(arguments: FailureKind.allCases.filter { $0 != .cancelled })
  func everyFailureOffersTryAgainOnlyWhereItCanHelp(kind: FailureKind) {
    let failure = FailureClassification(kind: kind)
    let screen = ScreenProjection(State.failed(PresentationPlainError(), previous: nil), classification: failure)
    let alert = ScreenProjection(State.failed(PresentationPlainError(), previous: [1]), classification: failure)
    let banner = ScreenProjection(
      State.failed(PresentationPlainError(), previous: [1]), classification: failure, policy: .banner)
    let retries = kind.offersRetry
    #expect(screen.buttons.contains { $0.action == .retry } == retries, "\(kind)")
    #expect(alert.buttons.contains { $0.action == .retry } == retries, "\(kind)")
    #expect(banner.buttons.contains { $0.action == .retry } == retries, "\(kind)")
    // Over kept content there is always a way back to it.
    #expect(alert.buttons.contains { $0.action == .dismissFailure && $0.role == .cancel })
    #expect(banner.buttons.contains { $0.action == .dismissFailure && $0.role == .cancel })
  }

  @Test func theSameButtonSaysAndDoesTheSameEverywhere() {
    let failure = FailureClassification(kind: .serverError)
    let labels = [FailureDisplay.alert, .banner, .inline, .fullScreen].flatMap { display in
      ScreenProjection(
        State.failed(PresentationPlainError(), previous: [1]), classification: failure,
        policy: PresentationPolicy(keptContent: display)
      ).buttons
    }
    for button in labels where button.action == .retry {
      #expect(button.label == "Try Again" && button.role == .default)
    }
    for button in labels where button.action == .dismissFailure {
      #expect(button.role == .cancel)
    }
  }

  @Test func buttonsAccessorCoversEveryCase() {
    #expect(ScreenProjection<Int>.blank.buttons.isEmpty)
    #expect(ScreenProjection<Int>.progress.buttons.isEmpty)
    #expect(ScreenProjection<Int>.content(1, isRefreshing: false, notice: nil).buttons.isEmpty)
    #expect(ScreenProjection<Int>.failure(Self.unknownScreen).buttons == Self.unknownScreen.buttons)
  }

  // MARK: - Values and conformances

  @Test func projectionsAreHashableAndSendable() {
    let projections: [ScreenProjection<[Int]>] = [
      .blank, .progress, .content([1], isRefreshing: false, notice: nil),
      .content([1], isRefreshing: true, notice: nil),
      .empty(isRefreshing: false, notice: nil), .failure(Self.unknownScreen),
      .content([1], isRefreshing: false, notice: .alert(.failure(Self.unknown))),
      .content([1], isRefreshing: false, notice: .banner(.failure(Self.unknown))),
      .content([1], isRefreshing: false, notice: .inline(.failure(Self.unknown))),
    ]
    #expect(Set(projections).count == projections.count)
    #expect(Set(projections + projections).count == projections.count)
    _ = requireSendable(projections)
  }

  @Test func regionCoversEveryCase() {
    let regions = [
      ScreenProjection<Int>.blank, .progress, .content(1, isRefreshing: false, notice: nil),
      .empty(isRefreshing: false, notice: nil), .failure(Self.unknownScreen),
    ].map(\.region)
    #expect(regions == [.none, .loading, .content, .empty, .failure])
    #expect(Set(regions) == Set(ScreenRegion.allCases))
  }

  @Test func emptyProjectionExposesItsNoticeAndRefreshing() {
    let notice = FailureNotice.banner(.failure(Self.unknown))
    let projection = ScreenProjection<[Int]>.empty(isRefreshing: true, notice: notice)
    #expect(projection.notice == notice)
    #expect(projection.isRefreshing)
    #expect(projection.alert == nil)
    let alerting = ScreenProjection<[Int]>.empty(isRefreshing: false, notice: .alert(.failure(Self.unknown)))
    #expect(alerting.alert == .failure(Self.unknown))
  }
}
