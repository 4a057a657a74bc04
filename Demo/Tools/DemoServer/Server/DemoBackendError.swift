/// Why the demo backend could not start listening or could not hold its port while offline.
public enum DemoBackendError: Error, Hashable, CustomStringConvertible {
  /// The HTTP server could not listen on the address, usually because another program uses the port.
  case bindFailed(host: String, port: Int, reason: String)
  /// The port could not be held while offline, usually because another program took it.
  case portReservationFailed(host: String, port: Int, reason: String)

  /// A sentence for a person, naming the address and the cause.
  public var description: String {
    switch self {
    case .bindFailed(let host, let port, let reason):
      "the demo backend cannot listen on \(host):\(port): \(reason)"
    case .portReservationFailed(let host, let port, let reason):
      "the demo backend cannot hold \(host):\(port) while offline: \(reason)"
    }
  }
}
