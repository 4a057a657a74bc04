import Hummingbird
import Logging
import NIOCore

/// A Hummingbird server listening on one address, and the task that runs it.
struct RunningServer: Sendable {
  /// The port actually bound, never 0.
  let port: Int
  /// The socket accepting connections.
  private let listeningChannel: any Channel
  private let task: Task<Void, any Error>

  /// Starts a server on `host:port` and returns once it listens; port 0 lets the system choose a free port.
  static func start(
    host: String,
    port: Int,
    router: Router<BasicRequestContext>,
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
    let task = Task {
      defer { reportListening.finish() }
      try await application.run()
    }
    for await channel in listeningChannels {
      let boundPort = channel.localAddress?.port ?? port
      return RunningServer(port: boundPort, listeningChannel: channel, task: task)
    }

    // The stream ended without a port: the server stopped before listening (almost always a failed bind), or
    // this start was cancelled, in which case the server must not be left running.
    task.cancel()
    let reason =
      switch await task.result {
      case .failure(let error): String(describing: error)
      case .success: "the server stopped before it listened"
      }
    throw .bindFailed(host: host, port: port, reason: reason)
  }

  /// Closes the listening socket, so that new connections are refused; open connections stay until ``stop()``.
  func closeListener() async {
    // Closing twice, or a channel that failed, reports an error that changes nothing here.
    try? await listeningChannel.close()
  }

  /// Closes the listening socket and every open connection, and returns once the server has finished.
  ///
  /// Cancellation rather than a graceful shutdown: an offline server must drop kept-alive connections at once,
  /// or a client would go on reaching it through them.
  func stop() async {
    await closeListener()
    task.cancel()
    _ = await task.result
  }
}
