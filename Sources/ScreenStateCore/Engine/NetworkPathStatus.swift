/// What the system says of a network path (`NWPath.Status`), as a value of the core, and whether requests can use it.
package enum NetworkPathStatus: Hashable, Sendable {
  /// The path can be used.
  case satisfied
  /// No path: nothing can be reached.
  case unsatisfied
  /// No path is up yet, but starting a connection brings one up: VPN on demand, or cellular that wakes on use.
  case requiresConnection
  /// A status this code does not know, from a newer system.
  case unknown

  /// Whether requests can reach the network: a path that comes up on demand counts (a request is what brings it up),
  /// and so does a status not known here, since counting an unknown path as down would hold every request back for
  /// a network that is there.
  package var isReachable: Bool {
    switch self {
    case .satisfied, .requiresConnection, .unknown: true
    case .unsatisfied: false
    }
  }
}
