import ScreenState

/// A connectivity check that never runs: the snapshots only draw the models' first configurations.
struct UnusedConnectivityChecker: ConnectivityChecking {
  func isConnected() async -> Bool { false }
}
