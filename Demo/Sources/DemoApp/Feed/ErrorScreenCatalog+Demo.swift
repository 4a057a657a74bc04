import ScreenState

extension ErrorScreenCatalog {
  /// The demo feed's error screens, as seed 003 describes them.
  ///
  /// - offline or server unreachable: "No network", whose "Check connection" opens a real TCP connection to the
  ///   server and retries the load once it succeeds;
  /// - maintenance or server error: "Backend unavailable", saying when to try again (from `Retry-After`), whose
  ///   button asks `/status` and retries once the backend is available;
  /// - update required: the update screen, whose "Update" opens the store through `openURL`, and no "Later";
  /// - anything else: the library's standard "Try Again" screen.
  ///
  /// - Parameters:
  ///   - connectivity: The real connectivity check.
  ///   - status: Asks the backend for its status.
  ///   - storeURL: Where an update is.
  ///   - openURL: Opens the store.
  public static func demo(
    connectivity: any ConnectivityChecking,
    status: any BackendStatusChecking,
    storeURL: String = StoreLink.updateURL,
    openURL: @escaping @MainActor @Sendable (String) async -> Bool
  ) -> Self {
    ErrorScreenCatalog { failure, context in
      switch failure.kind {
      case .offline, .cannotReachServer:
        NoNetworkErrorScreenModel(checker: connectivity, onReconnected: context.retry)
      case .maintenance:
        BackendUnavailableErrorScreenModel(
          status: .maintenance(retryAfter: failure.retryAfter), checker: status, onRecovered: context.retry)
      case .serverError:
        BackendUnavailableErrorScreenModel(status: .serverError, checker: status, onRecovered: context.retry)
      case .updateRequired:
        AppUpdateErrorScreenModel(
          status: .required, storeURL: storeURL, openURL: openURL, onDismiss: context.dismiss)
      default:
        nil
      }
    }
  }
}
