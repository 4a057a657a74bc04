import ScreenStateCore
import ScreenStateData

/// A button as data: its label, role and the action it sends when tapped.
///
/// Alerts, banners and error screens carry their buttons as values, so what a button says and does is
/// decided (and tested) in one place, and every adapter only draws it.
///
/// ```swift
/// ScreenButton("Try Again", action: ScreenAction.retry)
/// ScreenButton("OK", role: .cancel, action: ScreenAction.dismissFailure)
/// ```
public struct ScreenButton<Action> {
  /// The text on the button.
  public var label: String
  /// How the button is styled.
  public var role: ScreenButtonRole
  /// What tapping it sends.
  public var action: Action

  /// Creates a button.
  public init(_ label: String, role: ScreenButtonRole = .default, action: Action) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// The same button sending `transform(action)`.
  public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> ScreenButton<NewAction> {
    ScreenButton<NewAction>(label, role: role, action: try transform(action))
  }
}

extension ScreenButton: Equatable where Action: Equatable {}
extension ScreenButton: Hashable where Action: Hashable {}
extension ScreenButton: Sendable where Action: Sendable {}
