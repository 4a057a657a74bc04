import Foundation
import ScreenState
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every policy choice: how failures are shown, and in what words.
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
    #expect(
      projection == .content([1], isRefreshing: false, notice: .banner(.failure(FailureClassification(kind: .unknown))))
    )
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
    #expect(
      offline == .content([1], isRefreshing: false, notice: .inline(.failure(FailureClassification(kind: .offline)))))
    let unauthorized = ScreenProjection(State.failed(HTTPStatusError(statusCode: 401), previous: [1]), policy: policy)
    #expect(unauthorized.alert == .failure(FailureClassification(kind: .unauthorized, statusCode: 401)))
    let server = ScreenProjection(State.failed(HTTPStatusError(statusCode: 500), previous: [1]), policy: policy)
    #expect(server.notice == .banner(.failure(FailureClassification(kind: .serverError, statusCode: 500))))
  }

  @Test func nothingToShowIsAlwaysFullScreen() {
    // Even a policy that asks for alerts and banners everywhere cannot put an alert over nothing.
    for display in FailureDisplay.allCases {
      let overrides = Dictionary(uniqueKeysWithValues: FailureKind.allCases.map { ($0, display) })
      let policy = PresentationPolicy(keptContent: display, overrides: overrides)
      for kind in FailureKind.allCases {
        #expect(policy.display(for: kind, hasContent: false) == .fullScreen)
        guard kind != .cancelled else { continue }
        let projection = ScreenProjection(
          State.failed(PresentationClassifiedError(kind), previous: nil), policy: policy)
        #expect(projection.region == .failure, "\(kind) under \(display)")
        #expect(projection.errorScreen?.icon == ErrorScreenIcon(kind: kind))
      }
    }
  }

  @Test func aClassifierDecidesKindMessageAndDisplay() {
    let policy = PresentationPolicy(overrides: [.maintenance: .banner])
    let classifier = FailureClassifier { error in
      error is PresentationPlainError ? FailureClassification(kind: .maintenance, retryAfter: .seconds(120)) : nil
    }
    let kept = ScreenProjection(
      State.failed(PresentationPlainError(), previous: [1]), classifier: classifier, policy: policy)
    #expect(
      kept.notice
        == .banner(
          ScreenBanner(
            title: "Down for maintenance", message: "The service is being worked on. Try again in 2 minutes.",
            buttons: [
              ScreenButton("Try Again", action: .retry),
              ScreenButton("Dismiss", role: .cancel, action: .dismissFailure),
            ])))
    let nothing = ScreenProjection(
      State.failed(PresentationPlainError(), previous: nil), classifier: classifier, policy: policy)
    #expect(nothing.errorScreen?.icon == .maintenance)
    #expect(nothing.errorScreen?.message == "The service is being worked on. Try again in 2 minutes.")
    // Other errors fall back to the standard rule.
    #expect(
      ScreenProjection(
        State.failed(HTTPStatusError(statusCode: 404), previous: [1]), classifier: classifier, policy: policy
      ).alert?.title == "Request not accepted")
  }

  @Test func overriddenTextsWordEveryPresentation() {
    var texts = ScreenTexts(language: "en")
    texts.overrides[.failureTitle(.offline)] = "Oups"
    texts.overrides[.failureMessage(.offline)] = "Réessayez plus tard."
    let error = URLError(.notConnectedToInternet)
    for display in FailureDisplay.allCases {
      let policy = PresentationPolicy(keptContent: display, texts: texts)
      let projection = ScreenProjection(State.failed(error, previous: [1]), policy: policy)
      let words: (String, String)? =
        switch projection.notice {
        case .alert(let alert)?: (alert.title, alert.message ?? "")
        case .banner(let banner)?, .inline(let banner)?: (banner.title, banner.message)
        case nil: projection.errorScreen.map { ($0.title, $0.message) }
        }
      #expect(words?.0 == "Oups", "\(display)")
      #expect(words?.1 == "Réessayez plus tard.", "\(display)")
    }
    let screen = ScreenProjection(State.failed(error, previous: nil), policy: PresentationPolicy(texts: texts))
      .errorScreen
    #expect(
      screen
        == ErrorScreenConfiguration(
          icon: .noNetwork, title: "Oups", message: "Réessayez plus tard.",
          buttons: [ScreenButton("Try Again", action: .retry)]))
  }

  @Test func overridesAreByKind() {
    var texts = ScreenTexts(language: "en")
    texts.overrides[.failureTitle(.maintenance)] = "Back soon"
    let policy = PresentationPolicy(texts: texts)
    let maintenance = ScreenProjection(State.failed(HTTPStatusError(statusCode: 503), previous: nil), policy: policy)
    let server = ScreenProjection(State.failed(HTTPStatusError(statusCode: 500), previous: nil), policy: policy)
    #expect(maintenance.errorScreen?.title == "Back soon")
    #expect(server.errorScreen?.title == "Something went wrong on our side")
  }

  @Test func theClassifierSeesTheStatesError() {
    let classifier = FailureClassifier { error in
      FailureClassification(kind: (error as? PresentationPlainError)?.id == 7 ? .offline : .serverError)
    }
    #expect(
      ScreenProjection(State.failed(PresentationPlainError(id: 7), previous: nil), classifier: classifier)
        .errorScreen?.icon == .noNetwork)
    #expect(
      ScreenProjection(State.failed(PresentationPlainError(id: 8), previous: nil), classifier: classifier)
        .errorScreen?.icon == .serverError)
  }
}
