import Observation

/// Seed 003's "No network" screen: "Check connection" runs a connectivity check, busy while it runs, and
/// calls `onReconnected` once the connection is back (typically to retry the load and leave the screen).
///
/// ```swift
/// NoNetworkErrorScreenModel(checker: TCPConnectivityChecker(host: "api.example.com", port: 443)) {
///   await loader.retry()
/// }
/// ```
@MainActor
@Observable
public final class NoNetworkErrorScreenModel: ErrorScreenModel {
  /// What the screen shows now.
  public private(set) var configuration: ErrorScreenConfiguration
  @ObservationIgnored private let checker: any ConnectivityChecking
  @ObservationIgnored private let onReconnected: @MainActor () async -> Void

  /// The configuration before any check.
  public static let initialConfiguration = ErrorScreenConfiguration(
    icon: .noNetwork,
    title: "No internet connection",
    message: "The app can't reach the internet. Use the button below to check the connection.",
    primaryAction: "Check connection")

  /// The configuration after a check that found no connection.
  public static let stillOfflineConfiguration = ErrorScreenConfiguration(
    icon: .noNetwork,
    title: "Still no connection",
    message: "Check your Wi-Fi or mobile data, then check the connection again.",
    primaryAction: "Check connection")

  /// Creates the model with a checker and what to do once connected again.
  public init(
    checker: any ConnectivityChecking,
    onReconnected: @escaping @MainActor () async -> Void
  ) {
    self.configuration = Self.initialConfiguration
    self.checker = checker
    self.onReconnected = onReconnected
  }

  /// Checks the connection; on success calls `onReconnected`, otherwise says it is still offline.
  public func performPrimaryAction() async {
    guard !configuration.isBusy else { return }
    configuration = configuration.busy(true)
    let connected = await checker.isConnected()
    if connected {
      configuration = configuration.busy(false)
      await onReconnected()
    } else {
      configuration = Self.stillOfflineConfiguration
    }
  }

  /// Nothing: this screen has no secondary action.
  public func performSecondaryAction() async {}
}
