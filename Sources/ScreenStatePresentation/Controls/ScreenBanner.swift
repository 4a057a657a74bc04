import ScreenStateCore
import ScreenStateData

/// A notice drawn as a banner or inline over kept content: a title, a message and buttons, as data.
///
/// ```swift
/// if case .banner(let banner)? = screen.projection.notice {
///   #expect(banner.buttons.map(\.action) == [.retry, .dismissFailure])
/// }
/// ```
public struct ScreenBanner<Action> {
  /// The headline.
  public var title: String
  /// The explanation.
  public var message: String
  /// The buttons, in display order.
  public var buttons: [ScreenButton<Action>]

  /// Creates a banner.
  public init(title: String, message: String, buttons: [ScreenButton<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The same banner with every button's action transformed.
  public func map<NewAction>(_ transform: (Action) throws -> NewAction) rethrows -> ScreenBanner<NewAction> {
    ScreenBanner<NewAction>(title: title, message: message, buttons: try buttons.map { try $0.map(transform) })
  }
}

extension ScreenBanner: Equatable where Action: Equatable {}
extension ScreenBanner: Hashable where Action: Hashable {}
extension ScreenBanner: Sendable where Action: Sendable {}
