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
