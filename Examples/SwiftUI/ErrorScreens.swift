import ScreenState
import ScreenStateSwiftUI
import SwiftUI

/// The universal error screens: one unchanging view, one model per case, chosen in one place.
@MainActor
enum ErrorScreens {
  static let storeURL = "https://apps.apple.com/app/id0000000000"

  /// The screen each full-screen failure gets; anything else gets the standard "Try Again" screen.
  static func catalog(
    backend: any BackendStatusChecking, openStore: @escaping @MainActor (String) async -> Bool
  ) -> ErrorScreenCatalog {
    ErrorScreenCatalog { context in
      switch context.failure.kind {
      case .offline, .cannotReachServer:
        NoNetworkErrorScreenModel(context: context, checker: TCPConnectivityChecker(host: "api.example.com", port: 443))
      case .maintenance, .serverError:
        BackendUnavailableErrorScreenModel(context: context, checker: backend)
      case .updateRequired:
        AppUpdateErrorScreenModel(
          status: .required, texts: context.texts, storeURL: storeURL, openURL: openStore, onDismiss: context.dismiss)
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
