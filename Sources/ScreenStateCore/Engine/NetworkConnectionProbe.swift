#if canImport(Network)
  import Dispatch
  import Network

  /// One TCP connection attempt through Network's `NWConnection`, answered by its first decisive state or by its time
  /// limit, whichever comes first; the connection is then cancelled.
  ///
  /// Through the system's networking, a check brings up cellular or a VPN on demand as any request would, which a
  /// BSD socket does not. Everything happens on one serial queue: the attempt's state, its handler and its timer.
  final class NetworkConnectionProbe: @unchecked Sendable {
    private let connection: NWConnection
    private let queue = DispatchQueue(label: "ScreenState.NetworkConnectionProbe")
    /// The caller waiting for the answer; `nil` once answered. Touched only on `queue`.
    private var waiter: CheckedContinuation<Bool, Never>?

    /// Whether a TCP connection to `host` and `port` is ready within `timeout`.
    static func canConnect(host: String, port: UInt16, timeout: Duration) async -> Bool {
      let milliseconds = ConnectionCheckRule.milliseconds(timeout)
      guard !host.isEmpty, milliseconds > 0, let port = NWEndpoint.Port(String(port)) else { return false }
      let probe = NetworkConnectionProbe(host: NWEndpoint.Host(host), port: port)
      return await withCheckedContinuation { probe.start($0, milliseconds: milliseconds) }
    }

    private init(host: NWEndpoint.Host, port: NWEndpoint.Port) {
      connection = NWConnection(host: host, port: port, using: .tcp)
    }

    private func start(_ waiter: CheckedContinuation<Bool, Never>, milliseconds: Int) {
      queue.async { [self] in
        self.waiter = waiter
        // The handler keeps the probe alive until it answers (`finish` lets it go).
        connection.stateUpdateHandler = { [self] state in
          let attempt: ConnectionCheckRule.AttemptState
          switch state {
          case .setup: attempt = .setup
          case .preparing: attempt = .preparing
          case .waiting: attempt = .waiting
          case .ready: attempt = .ready
          case .failed: attempt = .failed
          case .cancelled: attempt = .cancelled
          // A state this code does not know counts as still preparing: the time limit decides.
          @unknown default: attempt = .preparing
          }
          if let answer = ConnectionCheckRule.answer(to: attempt) { finish(answer) }
        }
        connection.start(queue: queue)
        queue.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [weak self] in self?.finish(false) }
      }
    }

    /// Answers once, and ends the attempt. Called on `queue`.
    private func finish(_ connected: Bool) {
      guard let waiter else { return }
      self.waiter = nil
      connection.stateUpdateHandler = nil
      connection.cancel()
      waiter.resume(returning: connected)
    }
  }

#endif
