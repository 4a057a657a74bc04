#if canImport(Network)
  /// The connectivity monitor of a ``LoadingConfiguration`` on the system's clocks when it is given none: the
  /// system's path monitor, `NetworkPathMonitor.shared`, started on first use. Made without the main actor, as a
  /// configuration is.
  @MainActor
  final class SystemNetworkMonitor: ConnectivityMonitoring {
    /// The one default monitor.
    nonisolated static package let shared = SystemNetworkMonitor()

    private nonisolated init() {}

    /// The path the system reported last.
    var path: NetworkPath { NetworkPathMonitor.shared.path }

    /// Calls `onChange` with every new path from now on.
    func observe(_ onChange: @escaping @MainActor (NetworkPath) -> Void) -> ChangeSubscription {
      NetworkPathMonitor.shared.observe(onChange)
    }
  }
#endif
