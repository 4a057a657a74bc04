/// A failure notice drawn as a banner or inline over kept content: the message and its buttons as data.
public struct BannerState<Action> {
  /// The headline.
  public var title: String
  /// The explanation.
  public var message: String
  /// The buttons, in display order.
  public var buttons: [ButtonState<Action>]

  /// Creates a banner.
  public init(title: String, message: String, buttons: [ButtonState<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The same banner with every button's action transformed.
  public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> BannerState<NewAction> {
    BannerState<NewAction>(title: title, message: message, buttons: try buttons.map { try $0.map(transform) })
  }
}

extension BannerState: Equatable where Action: Equatable {}
extension BannerState: Hashable where Action: Hashable {}
extension BannerState: Sendable where Action: Sendable {}

extension BannerState where Action == ScreenAction {
  /// A failure banner: "Try Again" retries, "Dismiss" hides it and keeps the content.
  public static func failure(_ message: FailureMessage) -> Self {
    BannerState(
      title: message.title,
      message: message.message,
      buttons: [
        ButtonState("Try Again", action: .retry),
        ButtonState("Dismiss", role: .cancel, action: .dismissFailure),
      ])
  }
}
