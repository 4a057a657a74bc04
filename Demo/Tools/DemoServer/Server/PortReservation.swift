#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback TCP port bound by a socket that never listens, so that while the backend plays "offline" clients
/// get "connection refused" and no other program can take the port it must come back on.
///
/// The port is freed when the last reference to the reservation goes away.
final class PortReservation: Sendable {
  /// The port held.
  let port: Int
  private let descriptor: Int32

  /// Binds `host:port` without listening; port 0 holds a free port chosen by the system.
  init(host: String, port: Int) throws(DemoBackendError) {
    func failure(_ reason: String) -> DemoBackendError {
      .portReservationFailed(host: host, port: port, reason: reason)
    }
    guard let portNumber = UInt16(exactly: port) else { throw failure("the port is out of range") }
    var address = sockaddr_in()
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw failure("not an IPv4 address") }
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = portNumber.bigEndian
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif

    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      // CLOEXEC so that a program the demo starts never inherits the port.
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw failure(Self.lastErrorMessage()) }

    // The server that just closed leaves connections in TIME_WAIT on this port; without SO_REUSEADDR the bind
    // would fail until they expire.
    var enabled: Int32 = 1
    let bound =
      setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &enabled, socklen_t(MemoryLayout<Int32>.size)) == 0
      && withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
    guard bound else {
      let message = Self.lastErrorMessage()
      close(descriptor)
      throw failure(message)
    }

    var boundAddress = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &boundAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) == 0 }
    }
    guard named else {
      let message = Self.lastErrorMessage()
      close(descriptor)
      throw failure(message)
    }
    self.port = Int(UInt16(bigEndian: boundAddress.sin_port))
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  private static func lastErrorMessage() -> String {
    String(cString: strerror(errno))
  }
}
