/// What the device's network can do now, as a ``ConnectivityMonitoring`` reports it.
///
/// ```swift
/// if !monitor.path.isReachable { /* requests wait for the network instead of failing */ }
/// if monitor.path.isConstrained { /* Low Data Mode: optional work (polling, prefetching) pauses */ }
/// ```
public struct NetworkPath: Hashable, Sendable, CustomStringConvertible {
  /// Whether requests can reach the network.
  public var isReachable: Bool
  /// Whether the person asked to save data (Low Data Mode): optional work pauses.
  public var isConstrained: Bool
  /// Whether the path costs money (cellular, a personal hotspot): optional work pauses.
  public var isExpensive: Bool

  /// Creates a path.
  public init(isReachable: Bool, isConstrained: Bool = false, isExpensive: Bool = false) {
    self.isReachable = isReachable
    self.isConstrained = isConstrained
    self.isExpensive = isExpensive
  }

  /// Creates the path the system reports with `status`: reachable unless the status says nothing can be reached (a
  /// path that comes up on demand, such as VPN on demand, is reachable).
  package init(status: NetworkPathStatus, isConstrained: Bool = false, isExpensive: Bool = false) {
    self.init(isReachable: status.isReachable, isConstrained: isConstrained, isExpensive: isExpensive)
  }

  /// A reachable, unconstrained, inexpensive path.
  public static let reachable = Self(isReachable: true)
  /// No network.
  public static let unreachable = Self(isReachable: false)

  /// Whether optional work (polling, prefetching) may run: the network is reachable, neither constrained nor
  /// expensive.
  public var allowsOptionalWork: Bool { isReachable && !isConstrained && !isExpensive }

  /// A short description, such as `reachable, expensive`.
  public var description: String {
    ([isReachable ? "reachable" : "unreachable"] + (isConstrained ? ["constrained"] : [])
      + (isExpensive ? ["expensive"] : [])).joined(separator: ", ")
  }
}
