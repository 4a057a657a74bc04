import Observation

/// The default full-screen failure: the failure's message and a "Try Again" button that retries.
@MainActor
@Observable
public final class RetryErrorScreenModel: ErrorScreenModel {
  /// What the screen shows now.
  public private(set) var configuration: ErrorScreenConfiguration
  @ObservationIgnored private let retry: @MainActor () async -> Void

  /// Creates the model for a failure, retrying with `retry`.
  public init(configuration: ErrorScreenConfiguration, retry: @escaping @MainActor () async -> Void) {
    self.configuration = configuration
    self.retry = retry
  }

  /// Retries, busy while the retry runs.
  public func performPrimaryAction() async {
    guard !configuration.isBusy else { return }
    configuration = configuration.busy(true)
    await retry()
    configuration = configuration.busy(false)
  }

  /// Nothing: this screen has no secondary action.
  public func performSecondaryAction() async {}
}
