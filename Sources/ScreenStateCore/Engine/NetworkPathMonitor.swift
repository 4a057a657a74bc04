#if canImport(Network)
  import Dispatch
  import Network

  /// A ``ConnectivityMonitoring`` on Apple platforms, backed by `NWPathMonitor`: reachability, Low Data Mode
  /// (`isConstrained`) and cellular (`isExpensive`), at no traffic cost.
  ///
  /// A path that comes up on demand (`.requiresConnection`: VPN on demand, cellular that wakes on use) counts as
  /// reachable, since a request is what brings it up. Not for watchOS, where `NWPathMonitor` stays unsatisfied for
  /// ordinary apps (Apple's TN3135): no configuration watches it there by default.
  ///
  /// ```swift
  /// let loading = LoadingConfiguration(connectivity: NetworkPathMonitor.shared)
  /// ```
  @MainActor
  public final class NetworkPathMonitor: ConnectivityMonitoring {
    /// One monitor for the app, started on first use.
    public static let shared = NetworkPathMonitor()

    private let monitor = NWPathMonitor()
    private let broadcast = ConnectivityBroadcast(.reachable)

    /// Creates and starts a monitor.
    public init() {
      monitor.pathUpdateHandler = { [weak self] path in
        let update = NetworkPath(
          status: NetworkPathStatus(of: path), isConstrained: path.isConstrained, isExpensive: path.isExpensive)
        Task { @MainActor in self?.broadcast.update(update) }
      }
      monitor.start(queue: DispatchQueue(label: "ScreenState.NetworkPathMonitor"))
    }

    deinit {
      monitor.cancel()
    }

    /// The path the system reported last.
    public var path: NetworkPath { broadcast.path }

    /// Calls `onChange` with every new path from now on.
    public func observe(_ onChange: @escaping @MainActor (NetworkPath) -> Void) -> ChangeSubscription {
      broadcast.observe(onChange)
    }
  }

  extension NetworkPathStatus {
    /// The status the system reported for `path`.
    init(of path: NWPath) {
      switch path.status {
      case .satisfied: self = .satisfied
      case .unsatisfied: self = .unsatisfied
      case .requiresConnection: self = .requiresConnection
      @unknown default: self = .unknown
      }
    }
  }
#endif
