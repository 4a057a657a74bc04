import Foundation

/// Plays the server of a live key: makes one stream per start of its feed and keeps its continuation, so a test sends,
/// fails or ends the stream running, and counts the starts and the streams stopped.
final class LiveSource<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuations: [AsyncThrowingStream<Element, any Error>.Continuation] = []
  private var terminations = 0

  /// How many streams were made.
  var starts: Int { lock.withLock { continuations.count } }
  /// How many streams ended, whoever ended them (the feed's cancellation included).
  var stops: Int { lock.withLock { terminations } }

  /// A new stream, the one ``send(_:)`` feeds from now on.
  @Sendable func make() -> AsyncThrowingStream<Element, any Error> {
    let (stream, continuation) = AsyncThrowingStream<Element, any Error>.makeStream()
    continuation.onTermination = { [self] _ in lock.withLock { terminations += 1 } }
    lock.withLock { continuations.append(continuation) }
    return stream
  }

  /// Sends `element` on the latest stream.
  func send(_ element: Element) {
    latest?.yield(element)
  }

  /// Ends the latest stream with `error`.
  func fail(_ error: any Error) {
    latest?.finish(throwing: error)
  }

  /// Ends the latest stream normally.
  func end() {
    latest?.finish()
  }

  private var latest: AsyncThrowingStream<Element, any Error>.Continuation? { lock.withLock { continuations.last } }
}
