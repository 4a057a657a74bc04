import ScreenStateCore
import ScreenStateData

/// An alert as data: title, message and buttons, comparable in tests and drawn by each adapter.
///
/// An alert has no identity: two alerts with the same text, buttons and actions are equal, so a test
/// can assert the exact alert a screen shows.
///
/// ```swift
/// let alert = screen.projection.alert
/// #expect(alert?.buttons.map(\.label) == ["OK", "Try Again"])
/// #expect(alert?.buttons.map(\.action) == [.dismissFailure, .retry])
/// ```
public struct ScreenAlert<Action> {
  /// The headline.
  public var title: String
  /// The explanation, if any.
  public var message: String?
  /// The buttons, in display order.
  public var buttons: [ScreenButton<Action>]

  /// Creates an alert.
  public init(title: String, message: String? = nil, buttons: [ScreenButton<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The same alert with every button's action transformed.
  public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> ScreenAlert<NewAction> {
    ScreenAlert<NewAction>(title: title, message: message, buttons: try buttons.map { try $0.map(transform) })
  }
}

extension ScreenAlert: Equatable where Action: Equatable {}
extension ScreenAlert: Hashable where Action: Hashable {}
extension ScreenAlert: Sendable where Action: Sendable {}
