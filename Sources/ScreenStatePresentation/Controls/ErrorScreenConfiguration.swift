import ScreenStateCore
import ScreenStateData

/// Everything the universal error screen draws, as plain values: icon, title, message, whether work is
/// running, and its buttons. The view knows nothing of networks, servers or updates; a model (or the
/// standard rule, ``failure(_:texts:keepsContent:)``) decides these values.
///
/// It has the same shape as ``ScreenAlert`` and ``ScreenBanner``: words, then ``ScreenButton``s of
/// ``ScreenAction``s, which adapters draw in order and send when pressed.
///
/// ```swift
/// ErrorScreenConfiguration(
///   icon: .noNetwork, title: "No internet connection",
///   message: "Check your connection and try again.",
///   buttons: [ScreenButton("Check connection", action: .errorScreenPrimary)])
/// ```
public struct ErrorScreenConfiguration: Hashable, Sendable {
  /// The lead icon.
  public var icon: ErrorScreenIcon
  /// The headline.
  public var title: String
  /// The explanation and advice.
  public var message: String
  /// Whether work is running (a check, a retry): adapters show progress and disable the buttons.
  public var isBusy: Bool
  /// The buttons, in display order; the first default-role button is the call to action.
  public var buttons: [ScreenButton<ScreenAction>]

  /// Creates a configuration.
  public init(
    icon: ErrorScreenIcon,
    title: String,
    message: String,
    isBusy: Bool = false,
    buttons: [ScreenButton<ScreenAction>] = []
  ) {
    self.icon = icon
    self.title = title
    self.message = message
    self.isBusy = isBusy
    self.buttons = buttons
  }

  /// The same configuration, busy or not.
  public func busy(_ isBusy: Bool) -> Self {
    var copy = self
    copy.isBusy = isBusy
    return copy
  }
}
