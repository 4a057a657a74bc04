import Foundation
import ScreenState
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 3, item 2: every policy choice.
@Suite("PresentationPolicy")
struct PresentationPolicyTests {
  typealias State = Loadable<[Int], any Error>

  @Test func defaultIsFullScreenWithNothingAndAlertOverContent() {
    let policy = PresentationPolicy.default
    #expect(policy.keptContent == .alert)
    #expect(policy.overrides.isEmpty)
    for kind in FailureKind.allCases {
      #expect(policy.display(for: kind, hasContent: false) == .fullScreen)
      #expect(policy.display(for: kind, hasContent: true) == .alert)
    }
    #expect(PresentationPolicy().keptContent == .alert)
  }

  @Test func bannerPolicyShowsBannersOverContent() {
    let policy = PresentationPolicy.banner
    #expect(policy.keptContent == .banner)
    for kind in FailureKind.allCases {
      #expect(policy.display(for: kind, hasContent: true) == .banner)
      #expect(policy.display(for: kind, hasContent: false) == .fullScreen)
    }
    let projection = ScreenProjection(State.failed(PresentationPlainError(), previous: [1]), policy: .banner)
    #expect(projection == .content([1], isRefreshing: false, notice: .banner(.failure(FailureKind.unknown.defaultMessage()))))
  }

  @Test(arguments: FailureDisplay.allCases)
  func keptContentAppliesToEveryKind(display: FailureDisplay) {
    let policy = PresentationPolicy(keptContent: display)
    for kind in FailureKind.allCases {
      #expect(policy.display(for: kind, hasContent: true) == display)
    }
  }

  @Test func overridesChooseByKindAndOthersFollowKeptContent() {
    var policy = PresentationPolicy.default
    policy.keptContent = .banner
    policy.overrides[.maintenance] = .fullScreen
    policy.overrides[.offline] = .inline
    policy.overrides[.unauthorized] = .alert
    #expect(policy.display(for: .maintenance, hasContent: true) == .fullScreen)
    #expect(policy.display(for: .offline, hasContent: true) == .inline)
    #expect(policy.display(for: .unauthorized, hasContent: true) == .alert)
    #expect(policy.display(for: .serverError, hasContent: true) == .banner)

    let maintenance = ScreenProjection(
      State.failed(HTTPStatusError(statusCode: 503), previous: [1]), policy: policy)
    #expect(maintenance.errorScreen?.icon == .maintenance)
    #expect(maintenance.errorScreen?.title == "Down for maintenance")
    let offline = ScreenProjection(State.failed(PresentationClassifiedError(.offline), previous: [1]), policy: policy)
    #expect(offline == .content([1], isRefreshing: false, notice: .inline(.failure(FailureKind.offline.defaultMessage()))))
    let unauthorized = ScreenProjection(State.failed(HTTPStatusError(statusCode: 401), previous: [1]), policy: policy)
    #expect(unauthorized.alert == .failure(FailureKind.unauthorized.defaultMessage()))
    let server = ScreenProjection(State.failed(HTTPStatusError(statusCode: 500), previous: [1]), policy: policy)
    #expect(server.notice == .banner(.failure(FailureKind.serverError.defaultMessage())))
  }

  @Test func nothingToShowIsAlwaysFullScreen() {
    // Even a policy that asks for alerts and banners everywhere cannot put an alert over nothing.
    for display in FailureDisplay.allCases {
      let overrides = Dictionary(uniqueKeysWithValues: FailureKind.allCases.map { ($0, display) })
      let policy = PresentationPolicy(keptContent: display, overrides: overrides)
      for kind in FailureKind.allCases {
        #expect(policy.display(for: kind, hasContent: false) == .fullScreen)
        guard kind != .cancelled else { continue }
        let projection = ScreenProjection(State.failed(PresentationClassifiedError(kind), previous: nil), policy: policy)
        #expect(projection.region == .failure, "\(kind) under \(display)")
        #expect(projection.errorScreen?.icon == ErrorScreenIcon(kind: kind))
      }
    }
  }

  @Test func customClassifyDecidesKindMessageAndDisplay() {
    let policy = PresentationPolicy(
      overrides: [.maintenance: .banner],
      classify: { error in
        if error is PresentationPlainError { FailureClassification(kind: .maintenance, retryAfter: .seconds(120)) }
        else { FailureClassification(error) }
      })
    let kept = ScreenProjection(State.failed(PresentationPlainError(), previous: [1]), policy: policy)
    #expect(
      kept.notice
        == .banner(
          BannerState(
            title: "Down for maintenance", message: "The service is being worked on. Try again in 2 minutes.",
            buttons: [
              ButtonState("Try Again", action: .retry), ButtonState("Dismiss", role: .cancel, action: .dismissFailure),
            ])))
    let nothing = ScreenProjection(State.failed(PresentationPlainError(), previous: nil), policy: policy)
    #expect(nothing.errorScreen?.icon == .maintenance)
    #expect(nothing.errorScreen?.message == "The service is being worked on. Try again in 2 minutes.")
    // Other errors keep the default classification.
    #expect(
      ScreenProjection(State.failed(HTTPStatusError(statusCode: 404), previous: [1]), policy: policy).alert?.title
        == "Request not accepted")
  }

  @Test func customMessageWordsEveryPresentation() {
    let policy = PresentationPolicy(message: { failure in
      FailureMessage(title: "Oups (\(failure.kind.rawValue))", message: "Réessayez plus tard.")
    })
    let expected = FailureMessage(title: "Oups (offline)", message: "Réessayez plus tard.")
    let error = URLError(.notConnectedToInternet)
    for display in FailureDisplay.allCases {
      var policy = policy
      policy.keptContent = display
      let projection = ScreenProjection(State.failed(error, previous: [1]), policy: policy)
      switch display {
      case .alert: #expect(projection.alert == .failure(expected))
      case .banner: #expect(projection.notice == .banner(.failure(expected)))
      case .inline: #expect(projection.notice == .inline(.failure(expected)))
      case .fullScreen:
        #expect(projection.errorScreen?.title == expected.title)
        #expect(projection.errorScreen?.message == expected.message)
      }
    }
    let screen = ScreenProjection(State.failed(error, previous: nil), policy: policy).errorScreen
    #expect(screen == ErrorScreenConfiguration(icon: .noNetwork, title: "Oups (offline)", message: "Réessayez plus tard.", primaryAction: "Try Again"))
  }

  @Test func messageClosureReceivesTheClassification() {
    let policy = PresentationPolicy(message: { failure in
      FailureMessage(
        title: "\(failure.kind.rawValue) \(failure.statusCode ?? 0) \(failure.isRetryable)",
        message: "\(failure.retryAfter ?? .zero)")
    })
    let projection = ScreenProjection(
      State.failed(HTTPStatusError(statusCode: 429, retryAfter: .seconds(5)), previous: [1]), policy: policy)
    #expect(projection.alert?.title == "rateLimited 429 true")
    #expect(projection.alert?.message == "\(Duration.seconds(5))")
  }

  @Test func classifyIsCalledWithTheStatesError() {
    let policy = PresentationPolicy(classify: { error in
      FailureClassification(kind: (error as? PresentationPlainError)?.id == 7 ? .offline : .serverError)
    })
    #expect(ScreenProjection(State.failed(PresentationPlainError(id: 7), previous: nil), policy: policy).errorScreen?.icon == .noNetwork)
    #expect(ScreenProjection(State.failed(PresentationPlainError(id: 8), previous: nil), policy: policy).errorScreen?.icon == .serverError)
  }
}
