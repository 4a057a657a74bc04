import Observation
import ScreenStateCore
import ScreenStateData

/// The backend screen: maintenance (saying when to try again, if the server said) or an unexpected server
/// error, with a button that asks the backend for its status again and calls `onRecovered` once it is
/// available. A status check that fails keeps what the screen said and adds that the status is unknown.
@MainActor
@Observable
public final class BackendUnavailableErrorScreenModel: ErrorScreenModel {
  /// What the screen shows now.
  public private(set) var configuration: ErrorScreenConfiguration
  /// The status the screen describes: the last one a check could read.
  public private(set) var status: BackendStatus
  @ObservationIgnored private let texts: ScreenTexts
  @ObservationIgnored private let checker: any BackendStatusChecking
  @ObservationIgnored private let onRecovered: @MainActor () async -> Void

  /// Creates the model for a known status.
  public init(
    status: BackendStatus,
    texts: ScreenTexts = .standard,
    checker: any BackendStatusChecking,
    onRecovered: @escaping @MainActor () async -> Void
  ) {
    self.status = status
    self.texts = texts
    self.checker = checker
    self.onRecovered = onRecovered
    configuration = Self.configuration(for: status, texts: texts)
  }

  /// Creates the model for the failure of `context`: maintenance (with the server's delay) for a
  /// ``FailureKind/maintenance`` failure, a server error otherwise; retries the load once recovered.
  public convenience init(context: ErrorScreenContext, checker: any BackendStatusChecking) {
    let status: BackendStatus =
      context.failure.kind == .maintenance ? .maintenance(retryAfter: context.failure.retryAfter) : .serverError
    self.init(status: status, texts: context.texts, checker: checker, onRecovered: context.retry)
  }

  /// The configuration describing `status`; for ``BackendStatus/unknown``, the words of a server error.
  public static func configuration(
    for status: BackendStatus, texts: ScreenTexts = .standard
  ) -> ErrorScreenConfiguration {
    switch status {
    case .maintenance(let retryAfter):
      return failureConfiguration(
        FailureClassification(kind: .maintenance, retryAfter: retryAfter), button: .refreshStatus, texts)
    case .serverError, .unknown:
      return failureConfiguration(FailureClassification(kind: .serverError), button: .tryAgain, texts)
    case .available:
      return ErrorScreenConfiguration(
        icon: .upToDate, title: texts[.backendAvailableTitle], message: texts[.backendAvailableMessage],
        buttons: [ScreenButton(texts[.button(.continue)], action: .errorScreenPrimary)])
    }
  }

  private static func failureConfiguration(
    _ failure: FailureClassification, button: ScreenButtonText, _ texts: ScreenTexts
  ) -> ErrorScreenConfiguration {
    let message = texts.failureMessage(for: failure)
    return ErrorScreenConfiguration(
      icon: ErrorScreenIcon(kind: failure.kind), title: message.title, message: message.message,
      buttons: [ScreenButton(texts[.button(button)], action: .errorScreenPrimary)])
  }

  /// Asks the backend again; calls `onRecovered` if it is available, shows a new status if it reports one,
  /// and keeps the screen's title with "the status could not be checked" if the check fails.
  public func performPrimaryAction() async {
    guard !configuration.isBusy else { return }
    configuration = configuration.busy(true)
    let newStatus = await checker.status()
    guard newStatus != .unknown else {
      var unchanged = Self.configuration(for: status, texts: texts)
      unchanged.message = texts[.statusUnknownMessage]
      configuration = unchanged
      return
    }
    status = newStatus
    configuration = Self.configuration(for: newStatus, texts: texts)
    if newStatus == .available { await onRecovered() }
  }

  /// Nothing: this screen has no secondary action.
  public func performSecondaryAction() async {}
}
