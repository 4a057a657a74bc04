import Foundation

/// Plays the server of a live key: makes one stream per start of its feed and keeps its continuation, so a test sends,
/// fails or ends the stream running, and counts the starts, the streams stopped and the elements asked for.
final class LiveSource<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuations: [AsyncThrowingStream<Element, any Error>.Continuation] = []
  private var terminations = 0
  private var requests = 0

  /// How many streams were made.
  var starts: Int { lock.withLock { continuations.count } }
  /// How many streams ended, whoever ended them (the feed's cancellation included).
  var stops: Int { lock.withLock { terminations } }
  /// How many elements the feed asked its streams for. The feed asks for the next element once it has left the one
  /// before for the main actor, so `pulls == n + 1` says the first `n` elements sent are on their way to the key.
  var pulls: Int { lock.withLock { requests } }

  /// A new stream, the one ``send(_:)`` feeds from now on.
  @Sendable func make() -> Stream {
    let (stream, continuation) = AsyncThrowingStream<Element, any Error>.makeStream()
    continuation.onTermination = { [self] _ in lock.withLock { terminations += 1 } }
    lock.withLock { continuations.append(continuation) }
    return Stream(elements: stream) { [self] in lock.withLock { requests += 1 } }
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

  /// One stream of the source, which counts each element asked of it.
  struct Stream: AsyncSequence, Sendable {
    let elements: AsyncThrowingStream<Element, any Error>
    let onRequest: @Sendable () -> Void

    func makeAsyncIterator() -> Iterator {
      Iterator(elements: elements.makeAsyncIterator(), onRequest: onRequest)
    }

    struct Iterator: AsyncIteratorProtocol {
      var elements: AsyncThrowingStream<Element, any Error>.Iterator
      let onRequest: @Sendable () -> Void

      mutating func next() async throws -> Element? {
        onRequest()
        return try await elements.next()
      }
    }
  }
}
