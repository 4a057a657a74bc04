import ScreenStateCore
import ScreenStateData

// The one place where a failure's words and buttons are decided, for alerts, banners, inline notices and the
// standard error screen alike: what a button says, its role and what it sends never differ between them.

extension ScreenAlert where Action == ScreenAction {
  /// The alert for a failure over kept content: "OK" dismisses the failure and keeps the content, and
  /// "Try Again" retries when trying again can help (see ``FailureKind/offersRetry``).
  public static func failure(_ failure: FailureClassification, texts: ScreenTexts = .standard) -> Self {
    let message = texts.failureMessage(for: failure)
    return ScreenAlert(
      title: message.title, message: message.message,
      buttons: [FailureControls.acknowledge(.ok, texts)] + FailureControls.retry(failure, texts))
  }
}

extension ScreenBanner where Action == ScreenAction {
  /// The banner (or inline notice) for a failure over kept content: "Try Again" when trying again can help,
  /// and "Dismiss", which hides it and keeps the content.
  public static func failure(_ failure: FailureClassification, texts: ScreenTexts = .standard) -> Self {
    let message = texts.failureMessage(for: failure)
    return ScreenBanner(
      title: message.title, message: message.message,
      buttons: FailureControls.retry(failure, texts) + [FailureControls.acknowledge(.dismiss, texts)])
  }
}

extension ScreenBanner where Action == ScreenAction {
  /// The banner for a failed action (a like, a save) over the content: its title names the action ("Couldn't like
  /// the post"), its message says what happened, "Try Again" takes the action again when that can help, and
  /// "Dismiss" hides it. An item gone or changed on the server is said so (see ``ScreenTexts/actionFailureMessage(for:)``).
  ///
  /// With `asksWhoseChangeWins` (an action whose ``FailableAction/asksWhoseChangeWins`` is true: its change met a
  /// newer value on the server), the banner asks: "Keep Mine" sends the change again over the server's value
  /// (``ScreenAction/retry``), "Use Theirs" gives it up for the server's value (``ScreenAction/dismissFailure``).
  public static func actionFailure(
    _ failure: FailureClassification, actionName: ActionName?, texts: ScreenTexts = .standard,
    asksWhoseChangeWins: Bool = false
  ) -> Self {
    let message = texts.actionFailureMessage(for: failure)
    let title =
      actionName.map { texts.format(.actionFailedTitle, texts.text(of: $0)) } ?? texts[.actionFailedUnnamedTitle]
    if asksWhoseChangeWins {
      return ScreenBanner(
        title: title, message: texts.format(.actionFailedMessage, message.title, texts[.actionConflictQuestion]),
        buttons: [
          ScreenButton(texts[.button(.keepMine)], action: .retry),
          ScreenButton(texts[.button(.useTheirs)], role: .cancel, action: .dismissFailure),
        ])
    }
    return ScreenBanner(
      title: title, message: texts.format(.actionFailedMessage, message.title, message.message),
      buttons: FailureControls.retry(failure, texts) + [FailureControls.acknowledge(.dismiss, texts)])
  }
}

extension ErrorScreenConfiguration {
  /// The standard full-screen failure: the kind's icon and words, "Try Again" when trying again can help, and
  /// "OK" back to the content when content is kept behind the screen.
  public static func failure(
    _ failure: FailureClassification,
    texts: ScreenTexts = .standard,
    keepsContent: Bool = false
  ) -> Self {
    let message = texts.failureMessage(for: failure)
    return ErrorScreenConfiguration(
      icon: ErrorScreenIcon(kind: failure.kind), title: message.title, message: message.message,
      buttons: FailureControls.retry(failure, texts)
        + (keepsContent ? [FailureControls.acknowledge(.ok, texts)] : []))
  }
}

enum FailureControls {
  /// "Try Again", sending `action` (``ScreenAction/retry`` unless said otherwise), when the failure's kind
  /// offers a retry.
  static func retry(
    _ failure: FailureClassification, _ texts: ScreenTexts, action: ScreenAction = .retry
  ) -> [ScreenButton<ScreenAction>] {
    failure.kind.offersRetry ? [ScreenButton(texts[.button(.tryAgain)], action: action)] : []
  }

  /// A cancel-role button that accepts the failure and keeps the content.
  static func acknowledge(_ label: ScreenButtonText, _ texts: ScreenTexts) -> ScreenButton<ScreenAction> {
    ScreenButton(texts[.button(label)], role: .cancel, action: .dismissFailure)
  }
}
