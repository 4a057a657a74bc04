import ScreenState

/// A `ConnectivityMonitoring` a test switches by hand: the network goes down and comes back when the
/// test says so.
///
/// ```swift
/// let network = ControllableConnectivity()
/// let loader = Loader(configuration: LoadingConfiguration(clock: clock, connectivity: network)) { … }
/// network.goOffline()
/// // a failure that needs the network now waits for it: loader.isWaitingForNetwork == true
/// network.goOnline()      // the request tries again at once
/// ```
@MainActor
public final class ControllableConnectivity: ConnectivityMonitoring {
  private let broadcast: ConnectivityBroadcast

  /// A monitor reporting `path`, reachable by default.
  public init(_ path: NetworkPath = .reachable) {
    broadcast = ConnectivityBroadcast(path)
  }

  /// The path now.
  public var path: NetworkPath { broadcast.path }

  /// Calls `onChange` with every new path from now on.
  public func observe(_ onChange: @escaping @MainActor (NetworkPath) -> Void) -> ChangeSubscription {
    broadcast.observe(onChange)
  }

  /// Reports `path`; observers hear of it when it differs from the path before.
  public func set(_ path: NetworkPath) {
    broadcast.update(path)
  }

  /// Reports no network.
  public func goOffline() {
    set(.unreachable)
  }

  /// Reports a reachable network.
  public func goOnline() {
    set(.reachable)
  }
}
