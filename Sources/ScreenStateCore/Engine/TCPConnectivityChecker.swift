#if !canImport(Network)
  import Dispatch

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif
#endif

/// A real connectivity check: opens a TCP connection to a host and port within a timeout, then closes it.
///
/// It sends no data. Point it at the API's own host to learn whether that server can be reached, which is what a
/// "Check connection" button needs to know.
///
/// ```swift
/// let checker = TCPConnectivityChecker(host: "api.example.com", port: 443, timeout: .seconds(3))
/// if await checker.isConnected() { ... }
/// ```
///
/// How it connects depends on the platform, always through what the platform's apps are meant to use:
/// - iOS, macOS, tvOS, visionOS: Network's `NWConnection`, which brings up cellular or a VPN on demand as any request
///   would, and resolves the name within the timeout too.
/// - watchOS, where ordinary apps may not open connections of their own (Apple's TN3135): a `HEAD /` request through
///   `URLSession`, https on port 443 and http on any other (which App Transport Security may refuse: use 443). Any
///   answer, even an error status, counts as connected.
/// - Linux and others: a non-blocking socket; name resolution is not bounded by the timeout there.
public struct TCPConnectivityChecker: ConnectivityChecking {
  /// The host name or address to connect to.
  public var host: String
  /// The TCP port.
  public var port: UInt16
  /// The longest the check may take, over all the host's addresses. On Linux, name resolution is not bounded by it:
  /// use an address, or a host the resolver answers quickly, when that matters.
  public var timeout: Duration

  /// Creates a checker for `host:port`.
  public init(host: String, port: UInt16, timeout: Duration = .seconds(3)) {
    self.host = host
    self.port = port
    self.timeout = timeout
  }

  /// Whether a connection to the host could be opened within the timeout (on watchOS, whether the host answered).
  public func isConnected() async -> Bool {
    #if canImport(Network)
      if SystemPlatform.current.allowsLowLevelNetworking {
        return await NetworkConnectionProbe.canConnect(host: host, port: port, timeout: timeout)
      }
      return await HTTPConnectionProbe.canConnect(host: host, port: port, timeout: timeout)
    #else
      return await connectWithSocket()
    #endif
  }
}

#if !canImport(Network)
  extension TCPConnectivityChecker {
    private func connectWithSocket() async -> Bool {
      let host = host
      let port = port
      // Clamped to poll's range: a negative timeout must not mean "wait forever", nor a huge one overflow.
      let milliseconds = Int32(min(max(timeout / .milliseconds(1), 0), Double(Int32.max)).rounded(.up))
      // Name resolution and the connect wait block a thread: keep them off the cooperative pool, and off the
      // global queue too, whose few threads (one per core) a slow DNS lookup elsewhere can hold for seconds. A queue
      // of its own is overcommitting: it gets a thread even when the pool is busy.
      return await withCheckedContinuation { continuation in
        DispatchQueue(label: "ScreenState.TCPConnectivityChecker").async {
          continuation.resume(returning: Self.canConnect(host: host, port: port, timeoutMilliseconds: milliseconds))
        }
      }
    }

    private static func canConnect(host: String, port: UInt16, timeoutMilliseconds: Int32) -> Bool {
      var hints = addrinfo()
      hints.ai_family = AF_UNSPEC
      #if canImport(Glibc) || canImport(Musl)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      #else
        hints.ai_socktype = SOCK_STREAM
      #endif
      var list: UnsafeMutablePointer<addrinfo>?
      guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return false }
      defer { freeaddrinfo(first) }

      // One deadline for all addresses, so a host with several of them still answers within the timeout.
      let deadline = ContinuousClock.now.advanced(by: .milliseconds(timeoutMilliseconds))
      var candidate: UnsafeMutablePointer<addrinfo>? = first
      while let address = candidate {
        if attempt(address.pointee, deadline: deadline) { return true }
        guard ContinuousClock.now < deadline else { return false }
        candidate = address.pointee.ai_next
      }
      return false
    }

    private static func attempt(_ address: addrinfo, deadline: ContinuousClock.Instant) -> Bool {
      let socketDescriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
      guard socketDescriptor >= 0 else { return false }
      defer { close(socketDescriptor) }
      let flags = fcntl(socketDescriptor, F_GETFL, 0)
      guard flags >= 0, fcntl(socketDescriptor, F_SETFL, flags | O_NONBLOCK) == 0 else { return false }

      if connect(socketDescriptor, address.ai_addr, address.ai_addrlen) == 0 { return true }
      guard errno == EINPROGRESS else { return false }

      var descriptor = pollfd(fd: socketDescriptor, events: Int16(POLLOUT), revents: 0)
      var ready: Int32
      repeat {
        // A signal interrupts poll with EINTR; wait again for what is left of the timeout.
        ready = poll(&descriptor, 1, remainingMilliseconds(until: deadline))
      } while ready < 0 && errno == EINTR
      guard ready == 1 else { return false }
      var socketError: Int32 = 0
      var length = socklen_t(MemoryLayout<Int32>.size)
      guard getsockopt(socketDescriptor, SOL_SOCKET, SO_ERROR, &socketError, &length) == 0 else { return false }
      return socketError == 0
    }

    private static func remainingMilliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
      let remaining = ContinuousClock.now.duration(to: deadline) / .milliseconds(1)
      return Int32(min(max(remaining, 0), Double(Int32.max)).rounded(.up))
    }
  }
#endif
