import ScreenState
import Testing

/// Issue 3, item 3: alerts, buttons and banners as data.
@Suite("AlertState, ButtonState, BannerState")
struct AlertStateTests {
  @Test func seed002AlertInOneLine() {
    let alert = AlertState.failure(title: "Error", message: "Could not load posts.")
    #expect(
      alert
        == AlertState(
          title: "Error", message: "Could not load posts.",
          buttons: [
            ButtonState("OK", role: .cancel, action: ScreenAction.dismissFailure),
            ButtonState("Try Again", role: .default, action: ScreenAction.retry),
          ]))
    #expect(alert.buttons.map(\.label) == ["OK", "Try Again"])
    #expect(AlertState.failure(title: "Error", message: nil).message == nil)
  }

  @Test func failureFromAMessage() {
    let message = FailureMessage(title: "T", message: "M")
    #expect(AlertState.failure(message) == .failure(title: "T", message: "M"))
    #expect(
      BannerState.failure(message)
        == BannerState(
          title: "T", message: "M",
          buttons: [
            ButtonState("Try Again", action: .retry), ButtonState("Dismiss", role: .cancel, action: .dismissFailure),
          ]))
  }

  @Test func buttonDefaults() {
    let button = ButtonState("Go", action: 1)
    #expect(button.role == .default)
    #expect(button.label == "Go")
    #expect(button.action == 1)
    #expect(Set(ButtonRole.allCases) == [.default, .cancel, .destructive])
  }

  @Test func equalityIgnoresIdentityAndComparesEveryField() {
    let base = AlertState(title: "A", message: "B", buttons: [ButtonState("X", role: .destructive, action: 1)])
    #expect(base == AlertState(title: "A", message: "B", buttons: [ButtonState("X", role: .destructive, action: 1)]))
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
    other.buttons.append(ButtonState("Z", action: 3))
    #expect(base != other)
  }

  @Test func hashingMatchesEquality() {
    let alerts = [
      AlertState.failure(title: "A", message: "B"), AlertState.failure(title: "A", message: "B"),
      AlertState.failure(title: "A", message: nil),
    ]
    #expect(Set(alerts).count == 2)
    #expect(alerts[0].hashValue == alerts[1].hashValue)
    let banners = [BannerState.failure(FailureMessage(title: "a", message: "b")), .failure(FailureMessage(title: "a", message: "b"))]
    #expect(Set(banners).count == 1)
    #expect(Set([ButtonState("a", action: 1), ButtonState("a", action: 1), ButtonState("a", role: .cancel, action: 1)]).count == 2)
  }

  enum AppAction: Hashable, Sendable {
    case screen(ScreenAction)
    case other
  }

  @Test func mapTransformsEveryAction() {
    let alert = AlertState.failure(title: "Error", message: "M")
    let mapped: AlertState<AppAction> = alert.map { .screen($0) }
    #expect(mapped.title == "Error")
    #expect(mapped.message == "M")
    #expect(mapped.buttons.map(\.label) == ["OK", "Try Again"])
    #expect(mapped.buttons.map(\.role) == [.cancel, .default])
    #expect(mapped.buttons.map(\.action) == [.screen(.dismissFailure), .screen(.retry)])

    let banner = BannerState.failure(FailureMessage(title: "t", message: "m")).map(\.rawValue)
    #expect(banner.buttons.map(\.action) == ["retry", "dismissFailure"])
    #expect(banner.title == "t")

    #expect(ButtonState("b", role: .destructive, action: 2).map { $0 * 10 } == ButtonState("b", role: .destructive, action: 20))
  }

  struct Refused: Error {}

  @Test func mapRethrows() {
    let alert = AlertState.failure(title: "Error", message: nil)
    #expect(throws: Refused.self) {
      _ = try alert.map { action -> Int in
        if action == .retry { throw Refused() }
        return 0
      }
    }
    #expect(throws: Refused.self) { _ = try BannerState.failure(FailureMessage(title: "", message: "")).map { _ -> Int in throw Refused() } }
    #expect(throws: Refused.self) { _ = try ButtonState("x", action: 1).map { _ -> Int in throw Refused() } }
  }

  @Test func actionsNeedNotBeEquatable() {
    // An alert can carry closures: it still maps, it just is not Equatable.
    var tapped: [String] = []
    let alert = AlertState(title: "T", buttons: [ButtonState("Go", action: { (log: inout [String]) in log.append("go") })])
    alert.buttons[0].action(&tapped)
    #expect(tapped == ["go"])
    let labels = alert.map { _ in 0 }.buttons.map(\.label)
    #expect(labels == ["Go"])
  }

  @Test func sendableWhereTheActionIs() {
    _ = requireSendable(AlertState.failure(title: "T", message: "M"))
    _ = requireSendable(BannerState.failure(FailureMessage(title: "T", message: "M")))
    _ = requireSendable(ButtonState("x", action: AppAction.other))
    _ = requireSendable(FailureNotice.alert(.failure(title: "T", message: nil)))
    let sendableClosure: @Sendable () -> Void = {}
    _ = requireSendable(AlertState(title: "T", buttons: [ButtonState("x", action: sendableClosure)]))
  }
}
