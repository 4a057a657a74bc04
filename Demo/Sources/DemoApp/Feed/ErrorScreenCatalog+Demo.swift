import ScreenState

extension ErrorScreenCatalog {
  /// The demo feed's error screens.
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
    ErrorScreenCatalog { context in
      switch context.failure.kind {
      case .offline, .cannotReachServer:
        NoNetworkErrorScreenModel(context: context, checker: connectivity)
      case .maintenance, .serverError:
        BackendUnavailableErrorScreenModel(context: context, checker: status)
      case .updateRequired:
        AppUpdateErrorScreenModel(
          status: .required, texts: context.texts, storeURL: storeURL, openURL: openURL, onDismiss: context.dismiss)
      default:
        nil
      }
    }
  }
}
