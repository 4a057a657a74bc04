import ScreenState
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real connectivity check against sockets this test opens itself on the loopback interface.
@Suite("TCPConnectivityChecker")
struct TCPConnectivityCheckerTests {
  /// A TCP socket bound to 127.0.0.1 on a port the system picks; listening or not.
  final class LoopbackSocket {
    let descriptor: Int32
    let port: UInt16

    init(listening: Bool, backlog: Int32 = 16) throws {
      #if canImport(Glibc) || canImport(Musl)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
      #endif
      try #require(descriptor >= 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = 0
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      try #require(bound == 0)
      if listening { try #require(listen(descriptor, backlog) == 0) }
      var actual = sockaddr_in()
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let named = withUnsafeMutablePointer(to: &actual) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
      }
      try #require(named == 0)
      self.descriptor = descriptor
      self.port = UInt16(bigEndian: actual.sin_port)
    }

    deinit { close(descriptor) }
  }

  private func elapsed(_ work: () async -> Bool) async -> (Bool, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = await work()
    return (result, start.duration(to: clock.now))
  }

  // The time bounds below are far from the timeouts they tell apart, never close to what a run takes: the suite
  // also runs under ThreadSanitizer on a shared two-core machine, where a loopback connect took over 4 s.

  @Test func listeningPortIsConnected() async throws {
    let server = try LoopbackSocket(listening: true)
    let checker = TCPConnectivityChecker(host: "127.0.0.1", port: server.port, timeout: .seconds(120))
    let (connected, duration) = await elapsed { await checker.isConnected() }
    #expect(connected)
    // Connected, not merely not timed out yet.
    #expect(duration < .seconds(60))
  }

  @Test func listeningPortByNameIsConnected() async throws {
    let server = try LoopbackSocket(listening: true)
    #expect(await TCPConnectivityChecker(host: "localhost", port: server.port, timeout: .seconds(2)).isConnected())
  }

  @Test func repeatedChecksWork() async throws {
    let server = try LoopbackSocket(listening: true, backlog: 64)
    let checker = TCPConnectivityChecker(host: "127.0.0.1", port: server.port, timeout: .seconds(2))
    for _ in 0..<5 {
      #expect(await checker.isConnected())
    }
  }

  @Test func closedPortIsNotConnected() async throws {
    // Bound but not listening: the port is ours, and refuses connections.
    let closed = try LoopbackSocket(listening: false)
    let checker = TCPConnectivityChecker(host: "127.0.0.1", port: closed.port, timeout: .seconds(120))
    let (connected, duration) = await elapsed { await checker.isConnected() }
    #expect(!connected)
    // The refusal is seen at once; the check does not wait for its timeout.
    #expect(duration < .seconds(60))
  }

  /// No time is asserted: how long a name takes to fail is the resolver's business (an offline machine with a
  /// name server configured waits for that server's timeout, 5 s on these machines), not the checker's.
  @Test(arguments: ["nonexistent.invalid", "no such host", ""])
  func unresolvableHostIsNotConnected(host: String) async {
    let checker = TCPConnectivityChecker(host: host, port: 443, timeout: .seconds(1))
    #expect(await checker.isConnected() == false)
  }

  @Test func unansweredConnectionTimesOut() async throws {
    // A backlog of zero accepts one pending connection; further handshakes go unanswered.
    let server = try LoopbackSocket(listening: true, backlog: 0)
    let checker = TCPConnectivityChecker(host: "127.0.0.1", port: server.port, timeout: .milliseconds(200))
    var first = true
    for _ in 0..<3 {
      let (connected, duration) = await elapsed { await checker.isConnected() }
      if !first { #expect(!connected) }
      // Whatever happens, the check ends after its timeout, long before the system's own (about two minutes).
      #expect(duration < .seconds(30))
      first = false
    }
  }

  @Test(arguments: [Duration.seconds(Int64.max), .seconds(1e15)])
  func hugeTimeoutsDoNotCrash(timeout: Duration) async throws {
    let closed = try LoopbackSocket(listening: false)
    let checker = TCPConnectivityChecker(host: "127.0.0.1", port: closed.port, timeout: timeout)
    #expect(await !checker.isConnected())
    let server = try LoopbackSocket(listening: true)
    #expect(await TCPConnectivityChecker(host: "127.0.0.1", port: server.port, timeout: timeout).isConnected())
  }

  @Test(arguments: [Duration.zero, .seconds(-1), .seconds(Int64.min)])
  func zeroOrNegativeTimeoutsGiveUpAtOnce(timeout: Duration) async throws {
    // Against a server that never answers, "no time at all" must not become "wait forever".
    let server = try LoopbackSocket(listening: true, backlog: 0)
    let filler = TCPConnectivityChecker(host: "127.0.0.1", port: server.port, timeout: .milliseconds(100))
    _ = await filler.isConnected()  // takes the only pending slot
    let checker = TCPConnectivityChecker(host: "127.0.0.1", port: server.port, timeout: timeout)
    let (connected, duration) = await elapsed { await checker.isConnected() }
    #expect(!connected)
    // Far from both sides: the check takes milliseconds, or seconds on a loaded machine under ThreadSanitizer
    // (3.9 s measured), while "forever" or the system's own connect timeout (about two minutes) is the bug.
    #expect(duration < .seconds(60))
  }

  @Test func defaults() {
    let checker = TCPConnectivityChecker(host: "api.example.com", port: 443)
    #expect(checker.timeout == .seconds(3))
    #expect(checker.host == "api.example.com")
    #expect(checker.port == 443)
  }
}
