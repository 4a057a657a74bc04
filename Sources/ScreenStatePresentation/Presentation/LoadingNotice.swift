import ScreenStateCore
import ScreenStateData

/// What a screen says about a load that is taking long, beside its spinner: "Still loading…" once the load has run
/// for the ``LoadingTiming/escalation`` delay, or "Waiting for the network…" while its request waits for the network
/// to come back (see ``LoadingConfiguration/connectivity``); never a failure, and always with a Cancel button.
///
/// ``LoadableScreen/loadingNotice`` says when one shows; adapters draw it under first-load progress, or beside a
/// refresh's indicator, and send its buttons' actions:
///
/// ```swift
/// if let notice = screen.loadingNotice {
///   Text(notice.title)                                   // "Still loading…"
///   ForEach(notice.buttons) { Button($0.label) { await screen.send($0.action) } }   // Cancel → .cancel
/// }
/// ```
public struct LoadingNotice: Hashable, Sendable {
  /// Why the screen says something.
  public enum Reason: String, Hashable, Sendable, CaseIterable {
    /// The load has run longer than the escalation delay.
    case slow
    /// The request waits for the network to come back before it tries again.
    case waitingForNetwork
  }

  /// Why the screen says something.
  public var reason: Reason
  /// The headline: "Still loading…", "Waiting for the network…".
  public var title: String
  /// The explanation: "This is taking longer than usual.", "It loads as soon as you're back online."
  public var message: String
  /// The buttons, in display order: Cancel (``ScreenAction/cancel``, the cancel role).
  public var buttons: [ScreenButton<ScreenAction>]

  /// Creates a notice.
  public init(reason: Reason, title: String, message: String, buttons: [ScreenButton<ScreenAction>]) {
    self.reason = reason
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The standard notice for `reason`, in the words of `texts`, with its Cancel button.
  public init(_ reason: Reason, texts: ScreenTexts = .standard) {
    let (title, message): (ScreenTextKey, ScreenTextKey) =
      switch reason {
      case .slow: (.stillLoading, .stillLoadingMessage)
      case .waitingForNetwork: (.waitingForNetwork, .waitingForNetworkMessage)
      }
    self.init(
      reason: reason, title: texts[title], message: texts[message],
      buttons: [ScreenButton(texts[.button(.cancel)], role: .cancel, action: .cancel)])
  }
}
