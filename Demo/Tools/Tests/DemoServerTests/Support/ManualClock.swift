import Foundation

/// A clock that moves only when a test advances it, so that latency can be tested without waiting in real time.
///
/// Each sleep that has to wait is announced on ``sleepStarted``, so that a test can advance the clock exactly when
/// a request is waiting on it.
final class ManualClock: Clock, @unchecked Sendable {
  /// A moment of a manual clock: the time advanced since the clock was created.
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  /// One element each time a sleep starts waiting, carrying how long it will wait.
  let sleepStarted: AsyncStream<Duration>
  private let announceSleep: AsyncStream<Duration>.Continuation
  // A lock rather than an actor: `now` and `sleep` are called synchronously by the Clock protocol.
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [UUID: Sleeper] = [:]
  private var cancelledSleeps: Set<UUID> = []

  init() {
    (sleepStarted, announceSleep) = AsyncStream.makeStream(of: Duration.self)
  }

  var now: Instant { lock.withLock { current } }

  var minimumResolution: Duration { .zero }

  /// The number of sleeps waiting now.
  var waitingSleepCount: Int { lock.withLock { sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let waiting: Duration? = lock.withLock {
          if cancelledSleeps.remove(id) != nil {
            continuation.resume(throwing: CancellationError())
            return nil
          }
          guard deadline > current else {
            continuation.resume()
            return nil
          }
          sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return current.duration(to: deadline)
        }
        if let waiting { announceSleep.yield(waiting) }
      }
    } onCancel: {
      lock.withLock {
        // The cancellation may arrive before the sleeper is registered; remembering it lets the sleep end at once.
        if let sleeper = sleepers.removeValue(forKey: id) {
          sleeper.continuation.resume(throwing: CancellationError())
        } else {
          cancelledSleeps.insert(id)
        }
      }
    }
  }

  /// Moves the clock forward and wakes every sleep whose deadline is reached.
  func advance(by duration: Duration) {
    let woken: [Sleeper] = lock.withLock {
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.value.deadline <= current }
      for id in due.keys { sleepers.removeValue(forKey: id) }
      return Array(due.values)
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }
}
