/// Whether the backend accepts connections, holds its port while refusing them, or has neither.
enum ListenerState: Sendable {
  /// Not started, or stopped: no port is held.
  case stopped
  /// Serving HTTP.
  case listening(RunningServer)
  /// Offline: the port is held by a socket that refuses connections.
  case reserved(PortReservation)

  /// The port held, listening or not.
  var port: Int? {
    switch self {
    case .stopped: nil
    case .listening(let server): server.port
    case .reserved(let reservation): reservation.port
    }
  }
}
