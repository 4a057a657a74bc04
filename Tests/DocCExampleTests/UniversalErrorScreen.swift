import ScreenState

// The examples of UniversalErrorScreen.md.

enum UniversalErrorScreen {
  static func offlineConfiguration() -> ErrorScreenConfiguration {
    let offline = ErrorScreenConfiguration(
      icon: .noNetwork, title: "No internet connection",
      message: "Check your connection and try again.",
      buttons: [ScreenButton("Check connection", action: .errorScreenPrimary)])
    return offline
  }

  @MainActor static func screenWithACatalog(
    statusEndpoint: some BackendStatusChecking
  ) -> LoadableScreen<[Post], any Error> {
    let catalog = ErrorScreenCatalog { context in
      switch context.failure.kind {
      case .offline, .cannotReachServer:
        NoNetworkErrorScreenModel(context: context, checker: TCPConnectivityChecker(host: "api.example.com", port: 443))
      case .maintenance, .serverError:
        BackendUnavailableErrorScreenModel(context: context, checker: statusEndpoint)
      default:
        nil  // the standard screen
      }
    }
    let screen = LoadableScreen(Loader { try await api.posts() }, errorScreens: catalog)
    return screen
  }
}
