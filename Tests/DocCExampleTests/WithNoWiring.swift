import ScreenState

// The example of WithNoWiring.md: compiled, not run (the monitor would probe the network).

enum WithNoWiring {
  @MainActor static func probedConnectivity() -> LoadingConfiguration {
    let monitor = ProbingConnectivityMonitor(probe: TCPConnectivityChecker(host: "api.example.com", port: 443))
    monitor.start()
    let loading = LoadingConfiguration(connectivity: monitor)
    return loading
  }
}
