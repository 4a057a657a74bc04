/// A button as data: its label, role and the action it sends when tapped.
///
/// ```swift
/// ButtonState("Try Again", action: ScreenAction.retry)
/// ButtonState("OK", role: .cancel, action: ScreenAction.dismissFailure)
/// ```
public struct ButtonState<Action> {
  /// The text on the button.
  public var label: String
  /// How the button is styled.
  public var role: ButtonRole
  /// What tapping it sends.
  public var action: Action

  /// Creates a button.
  public init(_ label: String, role: ButtonRole = .default, action: Action) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// The same button sending `transform(action)`.
  public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> ButtonState<NewAction> {
    ButtonState<NewAction>(label, role: role, action: try transform(action))
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
