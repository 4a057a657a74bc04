import Observation

/// Seed 003's backend screen: maintenance (saying when to try again, if the server said) or an unexpected
/// server error, with a button that asks the backend for its status again and calls `onRecovered` once it
/// is available.
@MainActor
@Observable
public final class BackendUnavailableErrorScreenModel: ErrorScreenModel {
  /// What the screen shows now.
  public private(set) var configuration: ErrorScreenConfiguration
  /// The status the screen describes.
  public private(set) var status: BackendStatus
  @ObservationIgnored private let checker: any BackendStatusChecking
  @ObservationIgnored private let onRecovered: @MainActor () async -> Void

  /// Creates the model for a known status.
  public init(
    status: BackendStatus,
    checker: any BackendStatusChecking,
    onRecovered: @escaping @MainActor () async -> Void
  ) {
    self.status = status
    self.configuration = Self.configuration(for: status)
    self.checker = checker
    self.onRecovered = onRecovered
  }

  /// The configuration describing `status`.
  public static func configuration(for status: BackendStatus) -> ErrorScreenConfiguration {
    switch status {
    case .maintenance(let retryAfter):
      let message = FailureKind.maintenance.defaultMessage(retryAfter: retryAfter)
      return ErrorScreenConfiguration(
        icon: .maintenance, title: message.title, message: message.message, primaryAction: "Refresh status")
    case .serverError:
      let message = FailureKind.serverError.defaultMessage()
      return ErrorScreenConfiguration(
        icon: .serverError, title: message.title, message: message.message, primaryAction: "Try Again")
    case .available:
      return ErrorScreenConfiguration(
        icon: .upToDate, title: "Back online", message: "The service is available again.",
        primaryAction: "Continue")
    }
  }

  /// Asks the backend again; calls `onRecovered` if it is available, otherwise shows the new status.
  public func performPrimaryAction() async {
    guard !configuration.isBusy else { return }
    configuration = configuration.busy(true)
    let newStatus = await checker.status()
    status = newStatus
    configuration = Self.configuration(for: newStatus)
    if newStatus == .available { await onRecovered() }
  }

  /// Nothing: this screen has no secondary action.
  public func performSecondaryAction() async {}
}
