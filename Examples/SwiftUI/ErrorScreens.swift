import ScreenState
import ScreenStateSwiftUI
import SwiftUI

/// Seed 003's error screens: one unchanging view, one model per case, chosen in one place.
@MainActor
enum ErrorScreens {
  static let storeURL = "https://apps.apple.com/app/id0000000000"

  /// The screen each full-screen failure gets; anything else gets the standard "Try Again" screen.
  static func catalog(
    backend: any BackendStatusChecking, openStore: @escaping @MainActor (String) async -> Bool
  ) -> ErrorScreenCatalog {
    ErrorScreenCatalog { failure, context in
      switch failure.kind {
      case .offline, .cannotReachServer:
        NoNetworkErrorScreenModel(
          checker: TCPConnectivityChecker(host: "api.example.com", port: 443), onReconnected: context.retry)
      case .maintenance:
        BackendUnavailableErrorScreenModel(
          status: .maintenance(retryAfter: failure.retryAfter), checker: backend, onRecovered: context.retry)
      case .serverError:
        BackendUnavailableErrorScreenModel(status: .serverError, checker: backend, onRecovered: context.retry)
      case .updateRequired:
        AppUpdateErrorScreenModel(status: .required, storeURL: storeURL, openURL: openStore, onDismiss: context.dismiss)
      default:
        nil
      }
    }
  }

  /// The launch check: "update available" offers "Later", "update required" does not.
  static func updateCheck(
    installed: String, minimum: String, latest: String,
    openStore: @escaping @MainActor (String) async -> Bool, onDismiss: @escaping @MainActor () async -> Void
  ) -> ErrorScreen {
    let status = AppUpdateStatus(installed: installed, minimum: minimum, latest: latest)
    return ErrorScreen(
      model: AppUpdateErrorScreenModel(status: status, storeURL: storeURL, openURL: openStore, onDismiss: onDismiss))
  }
}
