import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// A Hummingbird server listening on one address, run in a service group so that it stops by a graceful shutdown.
///
/// Never by cancelling it: a cancelled server drops the connections it has accepted but not yet handed to a
/// handler, and NIO stops the process on each one ("Deinited NIOAsyncWriter without calling finish()"), which going
/// offline while clients connect would do. A graceful shutdown closes the listener, hands every accepted connection
/// to a handler, closes idle ones and lets the others end; the backend's own waits (latency, a hung or dripping
/// answer) end at once on it (see ``BackendRouter``), so the shutdown is quick.
struct RunningServer: Sendable {
  /// How long a graceful shutdown may take before the server is cancelled after all; only a handler ignoring the
  /// shutdown could make it this slow.
  static let shutdownLimit: Duration = .seconds(5)

  /// The port actually bound, never 0.
  let port: Int
  /// The socket accepting connections.
  private let listeningChannel: any Channel
  /// The event loops the server's connections run on.
  private let eventLoopGroup: any EventLoopGroup
  /// The group running the server, which starts its graceful shutdown.
  private let serviceGroup: ServiceGroup
  private let task: Task<Void, any Error>

  /// Starts a server on `host:port` and returns once it listens; port 0 lets the system choose a free port.
  static func start(
    host: String,
    port: Int,
    router: Router<DemoRequestContext>,
    logger: Logger
  ) async throws(DemoBackendError) -> RunningServer {
    let (listeningChannels, reportListening) = AsyncStream.makeStream(of: (any Channel).self)
    let application = Application(
      router: router,
      configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
      onServerRunning: { channel in
        reportListening.yield(channel)
        reportListening.finish()
      },
      logger: logger
    )
    let serviceGroup = ServiceGroup(
      configuration: ServiceGroupConfiguration(services: [application], gracefulShutdownSignals: [], logger: logger))
    let task = Task {
      defer { reportListening.finish() }
      try await serviceGroup.run()
    }
    for await channel in listeningChannels {
      let boundPort = channel.localAddress?.port ?? port
      return RunningServer(
        port: boundPort, listeningChannel: channel, eventLoopGroup: application.eventLoopGroup,
        serviceGroup: serviceGroup, task: task)
    }

    // The stream ended without a port: the server stopped before listening (almost always a failed bind), or
    // this start was cancelled. Nothing was accepted, so cancelling cannot drop a connection.
    task.cancel()
    let reason =
      switch await task.result {
      case .failure(let error): String(describing: error)
      case .success: "the server stopped before it listened"
      }
    throw .bindFailed(host: host, port: port, reason: reason)
  }

  /// Closes the listening socket, so that new connections are refused; open connections stay until ``stop()``.
  ///
  /// Connections accepted before are still handed to handlers: the server keeps reading its accepted connections
  /// until their stream ends.
  func closeListener() async {
    await stopAccepting()
    // Closing twice, or a channel that failed, reports an error that changes nothing here.
    try? await listeningChannel.close()
  }

  /// Stops taking connections from the socket, then lets the ones just taken reach the server, so that closing
  /// the listener drops none.
  ///
  /// A connection accepted in the instant the listener closes is set up on its own event loop and handed to a
  /// stream that has already ended; NIO then stops the process when it drops it. With reads off (set on the
  /// listener's event loop, so no accept is under way once it is set), every connection already accepted has its
  /// set-up queued on some event loop, and its hand-over queued after it on the listener's loop: a turn of every
  /// loop, then of the listener's, runs them all. It takes microseconds, so clients are refused as soon as before.
  private func stopAccepting() async {
    try? await listeningChannel.setOption(ChannelOptions.autoRead, value: false).get()
    for _ in 0..<2 {
      for loop in eventLoopGroup.makeIterator() {
        try? await loop.submit {}.get()
      }
      try? await listeningChannel.eventLoop.submit {}.get()
    }
  }

  /// Stops listening, ends every open connection, and returns once the server has finished.
  ///
  /// Idle kept-alive connections are closed at once and waiting answers end at once, so an offline server cannot
  /// be reached through a connection from before.
  func stop() async {
    await stopAccepting()
    await serviceGroup.triggerGracefulShutdown()
    let task = self.task
    // A last resort, never needed by the backend's own handlers: cancel a shutdown that does not end.
    let deadline = Task {
      try await Task.sleep(for: Self.shutdownLimit)
      task.cancel()
    }
    _ = await task.result
    deadline.cancel()
  }
}
