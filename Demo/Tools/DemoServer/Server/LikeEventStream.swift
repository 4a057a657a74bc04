import Hummingbird
import NIOCore
import ServiceLifecycle

/// How a backend streams `GET /posts/likes/events`: the changes each connection listens to, and the keep-alive
/// and time limit of each stream, measured on the backend's clock.
struct LikeEventStream: Sendable {
  /// Where the backend publishes the changes of like counts.
  let broadcast: LikeBroadcast
  /// The time between two keep-alive comments, which keep idle proxies from closing the connection.
  let keepAliveInterval: Duration
  /// How long a stream runs before it ends; the client reconnects, and a connection its client abandoned closes.
  let limit: Duration
  /// The clock both are measured on.
  let clock: any Clock<Duration>

  /// A body that subscribes when it starts, writes each change as a ``ResponsePlanner/likeEvent(_:)`` and a
  /// keep-alive comment every ``keepAliveInterval``, and ends after ``limit``, or at once (with what is pending)
  /// when the server shuts down.
  func body() -> ResponseBody {
    ResponseBody { writer in
      let listener = broadcast.subscribe()
      defer { broadcast.unsubscribe(listener) }
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          try await clock.sleep(for: limit)
          listener.finish()
        }
        group.addTask {
          while true {
            try await clock.sleep(for: keepAliveInterval)
            listener.keepAlive()
          }
        }
        try await withGracefulShutdownHandler {
          while let item = await listener.next() {
            switch item {
            case .change(let count): try await writer.write(ByteBuffer(string: ResponsePlanner.likeEvent(count)))
            case .keepAlive: try await writer.write(ByteBuffer(string: ResponsePlanner.keepAliveComment))
            }
          }
        } onGracefulShutdown: {
          listener.finish()
        }
        group.cancelAll()
      }
      try await writer.finish(nil)
    }
  }
}
