/// An alert as data: title, message and buttons, comparable in tests and drawn by each adapter.
///
/// An alert has no identity: two alerts with the same text, buttons and actions are equal, so a test
/// can assert the exact alert a screen shows.
///
/// ```swift
/// let alert = AlertState.failure(title: "Error", message: "Could not load posts.")   // OK + Try Again
/// #expect(alert.buttons.map(\.label) == ["OK", "Try Again"])
/// ```
public struct AlertState<Action> {
  /// The headline.
  public var title: String
  /// The explanation, if any.
  public var message: String?
  /// The buttons, in display order.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The same alert with every button's action transformed.
  public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> AlertState<NewAction> {
    AlertState<NewAction>(title: title, message: message, buttons: try buttons.map { try $0.map(transform) })
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}

extension AlertState where Action == ScreenAction {
  /// Seed 002's failure alert: "OK" dismisses the failure and keeps the content, "Try Again" retries.
  public static func failure(title: String, message: String?) -> Self {
    AlertState(
      title: title,
      message: message,
      buttons: [
        ButtonState("OK", role: .cancel, action: .dismissFailure),
        ButtonState("Try Again", action: .retry),
      ])
  }

  /// The failure alert for a classified failure's message.
  public static func failure(_ message: FailureMessage) -> Self {
    failure(title: message.title, message: message.message)
  }
}
