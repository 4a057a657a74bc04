import Observation
import ScreenStateCore
import ScreenStateData

/// The "no network" screen: it says what failed (no internet connection, or the server out of reach),
/// "Check connection" runs a real connectivity check, busy while it runs, and `onReconnected` is called once
/// the connection is back (typically to retry the load and leave the screen).
///
/// ```swift
/// ErrorScreenCatalog { context in
///   NoNetworkErrorScreenModel(context: context, checker: TCPConnectivityChecker(host: "api.example.com", port: 443))
/// }
/// ```
@MainActor
@Observable
public final class NoNetworkErrorScreenModel: ErrorScreenModel {
  /// What the screen shows now.
  public private(set) var configuration: ErrorScreenConfiguration
  @ObservationIgnored private let failure: FailureClassification
  @ObservationIgnored private let texts: ScreenTexts
  @ObservationIgnored private let checker: any ConnectivityChecking
  @ObservationIgnored private let onReconnected: @MainActor () async -> Void

  /// Creates the model for `failure` (``FailureKind/offline`` or ``FailureKind/cannotReachServer``), with a
  /// checker and what to do once connected again.
  public init(
    failure: FailureClassification = FailureClassification(kind: .offline),
    texts: ScreenTexts = .standard,
    checker: any ConnectivityChecking,
    onReconnected: @escaping @MainActor () async -> Void
  ) {
    self.failure = failure
    self.texts = texts
    self.checker = checker
    self.onReconnected = onReconnected
    configuration = Self.initialConfiguration(for: failure, texts: texts)
  }

  /// Creates the model for the failure of `context`, retrying the load once connected.
  public convenience init(context: ErrorScreenContext, checker: any ConnectivityChecking) {
    self.init(failure: context.failure, texts: context.texts, checker: checker, onReconnected: context.retry)
  }

  /// The configuration before any check: the failure's own words, so the screen says the same as an alert
  /// for the same failure would, and "Check connection".
  public static func initialConfiguration(
    for failure: FailureClassification, texts: ScreenTexts = .standard
  ) -> ErrorScreenConfiguration {
    let message = texts.failureMessage(for: failure)
    return ErrorScreenConfiguration(
      icon: ErrorScreenIcon(kind: failure.kind), title: message.title, message: message.message,
      buttons: [checkButton(texts)])
  }

  /// The configuration after a check that could not connect: "Still no connection" when the device is
  /// offline, "Still can't reach the server" when the server is out of reach.
  public static func stillDisconnectedConfiguration(
    for failure: FailureClassification, texts: ScreenTexts = .standard
  ) -> ErrorScreenConfiguration {
    let offline = failure.kind == .offline
    return ErrorScreenConfiguration(
      icon: ErrorScreenIcon(kind: failure.kind),
      title: texts[offline ? .stillOfflineTitle : .stillUnreachableTitle],
      message: texts[offline ? .stillOfflineMessage : .stillUnreachableMessage],
      buttons: [checkButton(texts)])
  }

  private static func checkButton(_ texts: ScreenTexts) -> ScreenButton<ScreenAction> {
    ScreenButton(texts[.button(.checkConnection)], action: .errorScreenPrimary)
  }

  /// Checks the connection; on success calls `onReconnected`, otherwise says it is still disconnected.
  public func performPrimaryAction() async {
    guard !configuration.isBusy else { return }
    configuration = configuration.busy(true)
    if await checker.isConnected() {
      configuration = configuration.busy(false)
      await onReconnected()
    } else {
      configuration = Self.stillDisconnectedConfiguration(for: failure, texts: texts)
    }
  }

  /// Nothing: this screen has no secondary action.
  public func performSecondaryAction() async {}
}
