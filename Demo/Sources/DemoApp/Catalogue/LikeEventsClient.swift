import Foundation

/// Follows the like counts of every post as they change, whoever changes them: `GET /posts/likes/events`, a stream
/// of server-sent events that the server ends after a while (a minute on the demo's backend), when ``events()`` is
/// called again to follow on.
public struct LikeEventsClient: Sendable {
  /// The longest the stream may stay silent before it fails, in whole seconds: longer than two of the backend's
  /// keep-alives (one every 15 s), so that only a server that went away trips it.
  public static let idleTimeoutSeconds = 40

  private let http: DemoHTTPClient

  /// Creates a client that listens through `http`.
  public init(http: DemoHTTPClient) {
    self.http = http
  }

  /// The latest like count of every post changed since the server started, then each post's new count as it
  /// changes, in order (the request is sent at once): a stream opened again misses nothing.
  ///
  /// Comments, events of other types and data that is not a count are skipped. The sequence finishes when the server
  /// ends the stream, and throws ``HTTPStatusError`` for a status other than 200 or the `URLError` of a transport
  /// failure (`URLError(.cancelled)` once `http` is closed). Cancelling the task iterating it, or ending the
  /// iteration, ends it at once.
  public func events() -> AsyncThrowingStream<LikeCount, any Error> {
    let chunks = http.chunks(
      of: "posts/likes/events", accept: "text/event-stream", idleTimeoutSeconds: Self.idleTimeoutSeconds)
    let (counts, continuation) = AsyncThrowingStream.makeStream(of: LikeCount.self)
    let reading = Task {
      var parser = ServerSentEventParser()
      do {
        for try await chunk in chunks {
          for event in parser.feed(chunk) {
            if let count = Self.likeCount(in: event) { continuation.yield(count) }
          }
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    // A consumer that stops ends the reading, which ends the transfer's stream (see `StreamingTransfer`).
    continuation.onTermination = { _ in reading.cancel() }
    return counts
  }

  /// The count a `likes` event carries, or `nil` for another event or data that is not a count.
  static func likeCount(in event: ServerSentEvent) -> LikeCount? {
    guard event.type == "likes" else { return nil }
    return try? JSONDecoder().decode(LikeCount.self, from: Data(event.data.utf8))
  }
}
