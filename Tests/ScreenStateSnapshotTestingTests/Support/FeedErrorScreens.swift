import ScreenState

/// A connectivity check that never runs: the snapshots only draw the model's first configuration.
struct UnusedConnectivityChecker: ConnectivityChecking {
  func isConnected() async -> Bool { false }
}

/// A backend status check that never runs.
struct UnusedBackendStatusChecker: BackendStatusChecking {
  func status() async -> BackendStatus { .available }
}

/// The feed's error screens, as the demo wires them: no network with a connection check, maintenance and
/// server errors with a status check, and a required update.
let feedErrorScreens = ErrorScreenCatalog { context in
  switch context.failure.kind {
  case .offline, .cannotReachServer:
    NoNetworkErrorScreenModel(context: context, checker: UnusedConnectivityChecker())
  case .maintenance, .serverError:
    BackendUnavailableErrorScreenModel(context: context, checker: UnusedBackendStatusChecker())
  case .updateRequired:
    AppUpdateErrorScreenModel(
      status: .required, texts: context.texts, storeURL: "https://example.com/app", openURL: { _ in false },
      onDismiss: context.dismiss)
  default:
    nil
  }
}
