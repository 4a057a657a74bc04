import ScreenState

/// A connectivity check that never runs: the snapshots only draw the model's first configuration.
struct UnusedConnectivityChecker: ConnectivityChecking {
  func isConnected() async -> Bool { false }
}

/// A backend status check that never runs.
struct UnusedBackendStatusChecker: BackendStatusChecking {
  func status() async -> BackendStatus { .available }
}

/// The feed's error screens, as the demo wires them (seed 003): no network with a connection check,
/// maintenance and server errors with a status check, and a required update.
let feedErrorScreens = ErrorScreenCatalog { failure, context in
  switch failure.kind {
  case .offline, .cannotReachServer:
    NoNetworkErrorScreenModel(checker: UnusedConnectivityChecker(), onReconnected: context.retry)
  case .maintenance:
    BackendUnavailableErrorScreenModel(
      status: .maintenance(retryAfter: failure.retryAfter), checker: UnusedBackendStatusChecker(),
      onRecovered: context.retry)
  case .serverError:
    BackendUnavailableErrorScreenModel(
      status: .serverError, checker: UnusedBackendStatusChecker(), onRecovered: context.retry)
  case .updateRequired:
    AppUpdateErrorScreenModel(
      status: .required, storeURL: "https://example.com/app", openURL: { _ in false }, onDismiss: context.dismiss)
  default:
    nil
  }
}
