/// Everything the universal error screen (seed 003) draws, as plain values: the view knows nothing of
/// networks, servers or updates; a model decides these values and handles the taps.
///
/// ```swift
/// ErrorScreenConfiguration(
///   icon: .noNetwork, title: "No internet connection",
///   message: "Check your connection and try again.", primaryAction: "Check connection")
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
  /// The label of the main call to action, or `nil` for none.
  public var primaryAction: String?
  /// The label of the secondary action (often "Later" or "Close"), or `nil` for none.
  public var secondaryAction: String?

  /// Creates a configuration.
  public init(
    icon: ErrorScreenIcon,
    title: String,
    message: String,
    isBusy: Bool = false,
    primaryAction: String? = nil,
    secondaryAction: String? = nil
  ) {
    self.icon = icon
    self.title = title
    self.message = message
    self.isBusy = isBusy
    self.primaryAction = primaryAction
    self.secondaryAction = secondaryAction
  }

  /// The same configuration, busy or not.
  public func busy(_ isBusy: Bool) -> Self {
    var copy = self
    copy.isBusy = isBusy
    return copy
  }
}

extension ErrorScreenConfiguration {
  /// The default full-screen failure: the kind's icon, the given text, and "Try Again".
  public init(failure: FailureClassification, message: FailureMessage) {
    self.init(
      icon: ErrorScreenIcon(kind: failure.kind),
      title: message.title,
      message: message.message,
      primaryAction: "Try Again")
  }
}

extension ErrorScreenIcon {
  /// The icon that stands for a kind of failure.
  public init(kind: FailureKind) {
    switch kind {
    case .offline: self = .noNetwork
    case .cannotReachServer: self = .serverUnreachable
    case .timedOut: self = .timedOut
    case .maintenance: self = .maintenance
    case .serverError, .rateLimited: self = .serverError
    case .unauthorized: self = .locked
    case .unexpectedResponse: self = .unreadable
    case .updateRequired: self = .updateRequired
    case .clientError, .cancelled, .unknown: self = .warning
    }
  }
}
