import ScreenState
import Testing

/// Alerts, buttons and banners as data.
@Suite("ScreenAlert, ScreenButton, ScreenBanner")
struct ScreenControlsTests {
  /// A failure alert whose words are `title` and `message`, overriding the texts of an unknown failure.
  static func alert(title: String, message: String) -> ScreenAlert<ScreenAction> {
    .failure(FailureClassification(kind: .unknown), texts: texts(title: title, message: message))
  }

  static func banner(title: String, message: String) -> ScreenBanner<ScreenAction> {
    .failure(FailureClassification(kind: .unknown), texts: texts(title: title, message: message))
  }

  static func texts(title: String, message: String) -> ScreenTexts {
    ScreenTexts(overrides: [.failureTitle(.unknown): title, .failureMessage(.unknown): message])
  }

  @Test func theFailureAlertInOneLine() {
    let alert = Self.alert(title: "Error", message: "Could not load posts.")
    #expect(
      alert
        == ScreenAlert(
          title: "Error", message: "Could not load posts.",
          buttons: [
            ScreenButton("OK", role: .cancel, action: ScreenAction.dismissFailure),
            ScreenButton("Try Again", role: .default, action: ScreenAction.retry),
          ]))
    #expect(alert.buttons.map(\.label) == ["OK", "Try Again"])
  }

  @Test func theFailureBannerInOneLine() {
    #expect(
      Self.banner(title: "T", message: "M")
        == ScreenBanner(
          title: "T", message: "M",
          buttons: [
            ScreenButton("Try Again", action: .retry), ScreenButton("Dismiss", role: .cancel, action: .dismissFailure),
          ]))
  }

  @Test func aFailureThatRetryingCannotFixHasNoTryAgain() {
    let alert = ScreenAlert.failure(FailureClassification(kind: .clientError))
    #expect(alert.buttons == [ScreenButton("OK", role: .cancel, action: .dismissFailure)])
    let banner = ScreenBanner.failure(FailureClassification(kind: .updateRequired))
    #expect(banner.buttons == [ScreenButton("Dismiss", role: .cancel, action: .dismissFailure)])
    #expect(ErrorScreenConfiguration.failure(FailureClassification(kind: .unauthorized)).buttons.isEmpty)
  }

  @Test func buttonLabelsComeFromTheTexts() {
    var texts = ScreenTexts(language: "en")
    texts.overrides[.button(.tryAgain)] = "Reload"
    texts.overrides[.button(.ok)] = "Fine"
    let alert = ScreenAlert.failure(FailureClassification(kind: .serverError), texts: texts)
    #expect(alert.buttons.map(\.label) == ["Fine", "Reload"])
    let screen = ErrorScreenConfiguration.failure(FailureClassification(kind: .serverError), texts: texts)
    #expect(screen.buttons.map(\.label) == ["Reload"])
  }

  @Test func buttonDefaults() {
    let button = ScreenButton("Go", action: 1)
    #expect(button.role == .default)
    #expect(button.label == "Go")
    #expect(button.action == 1)
    #expect(Set(ScreenButtonRole.allCases) == [.default, .cancel, .destructive])
  }

  @Test func equalityIgnoresIdentityAndComparesEveryField() {
    let base = ScreenAlert(title: "A", message: "B", buttons: [ScreenButton("X", role: .destructive, action: 1)])
    #expect(base == ScreenAlert(title: "A", message: "B", buttons: [ScreenButton("X", role: .destructive, action: 1)]))
    var other = base
    other.title = "A2"
    #expect(base != other)
    other = base
    other.message = nil
    #expect(base != other)
    other = base
    other.buttons[0].role = .cancel
    #expect(base != other)
    other = base
    other.buttons[0].action = 2
    #expect(base != other)
    other = base
    other.buttons[0].label = "Y"
    #expect(base != other)
    other = base
    other.buttons.append(ScreenButton("Z", action: 3))
    #expect(base != other)
  }

  @Test func hashingMatchesEquality() {
    let alerts = [
      Self.alert(title: "A", message: "B"), Self.alert(title: "A", message: "B"),
      Self.alert(title: "A", message: "C"),
    ]
    #expect(Set(alerts).count == 2)
    #expect(alerts[0].hashValue == alerts[1].hashValue)
    let banners = [Self.banner(title: "a", message: "b"), Self.banner(title: "a", message: "b")]
    #expect(Set(banners).count == 1)
    #expect(
      Set([ScreenButton("a", action: 1), ScreenButton("a", action: 1), ScreenButton("a", role: .cancel, action: 1)])
        .count == 2)
  }

  enum AppAction: Hashable, Sendable {
    case screen(ScreenAction)
    case other
  }

  @Test func mapTransformsEveryAction() {
    let alert = Self.alert(title: "Error", message: "M")
    let mapped: ScreenAlert<AppAction> = alert.map { .screen($0) }
    #expect(mapped.title == "Error")
    #expect(mapped.message == "M")
    #expect(mapped.buttons.map(\.label) == ["OK", "Try Again"])
    #expect(mapped.buttons.map(\.role) == [.cancel, .default])
    #expect(mapped.buttons.map(\.action) == [.screen(.dismissFailure), .screen(.retry)])

    let banner = Self.banner(title: "t", message: "m").map(\.rawValue)
    #expect(banner.buttons.map(\.action) == ["retry", "dismissFailure"])
    #expect(banner.title == "t")

    #expect(
      ScreenButton("b", role: .destructive, action: 2).map { $0 * 10 }
        == ScreenButton("b", role: .destructive, action: 20))
  }

  struct Refused: Error {}

  @Test func mapRethrows() {
    let alert = Self.alert(title: "Error", message: "")
    #expect(throws: Refused.self) {
      _ = try alert.map { action -> Int in
        if action == .retry { throw Refused() }
        return 0
      }
    }
    #expect(throws: Refused.self) { _ = try Self.banner(title: "", message: "").map { _ -> Int in throw Refused() } }
    #expect(throws: Refused.self) { _ = try ScreenButton("x", action: 1).map { _ -> Int in throw Refused() } }
  }

  @Test func actionsNeedNotBeEquatable() {
    // An alert can carry closures: it still maps, it just is not Equatable.
    var tapped: [String] = []
    let alert = ScreenAlert(
      title: "T", buttons: [ScreenButton("Go", action: { (log: inout [String]) in log.append("go") })])
    alert.buttons[0].action(&tapped)
    #expect(tapped == ["go"])
    let labels = alert.map { _ in 0 }.buttons.map(\.label)
    #expect(labels == ["Go"])
  }

  @Test func sendableWhereTheActionIs() {
    _ = requireSendable(Self.alert(title: "T", message: "M"))
    _ = requireSendable(Self.banner(title: "T", message: "M"))
    _ = requireSendable(ScreenButton("x", action: AppAction.other))
    _ = requireSendable(FailureNotice.alert(Self.alert(title: "T", message: "")))
    let sendableClosure: @Sendable () -> Void = {}
    _ = requireSendable(ScreenAlert(title: "T", buttons: [ScreenButton("x", action: sendableClosure)]))
  }
}
