import Foundation

/// A clock whose time moves only when a test moves it, so backoff and timeouts run in virtual time.
///
/// ```swift
/// let clock = VirtualClock()
/// let loader = Loader(timeout: nil, clock: clock) { try await api.posts() }  // no attempt timeout: only backoffs sleep
/// Task { await loader.load() }
/// await clock.waitForSleepers()          // the first attempt failed; the loader waits for its backoff
/// #expect(clock.pendingDeadlines == [clock.now.advanced(by: .seconds(1))])
/// clock.advanceToNextDeadline()          // the second attempt starts
/// ```
///
/// Sleeps measure from ``now`` when they start; ``advance(by:)`` wakes every sleeper whose deadline it
/// reaches, in deadline order. Wake-ups are delivered to the sleeping tasks, which run afterwards: wait
/// for their next observable effect (a call, a state, a new sleeper) rather than yielding.
public final class VirtualClock: Clock, @unchecked Sendable {
  /// A point in virtual time: the duration since the clock was created.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The time since the clock started.
    public var offset: Duration

    /// Creates the instant `offset` after the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Orders instants by their offsets.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, such as "1.5 seconds".
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  // Sleepers register from any executor, so every piece of state sits behind this lock.
  private let lock = NSLock()
  private var currentTime: Instant
  private var sleepers: [Sleeper] = []
  private var cancelledBeforeRegistration: Set<UInt64> = []
  private var nextSleeperID: UInt64 = 0
  private var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a clock at `now`, zero by default.
  public init(now: Instant = Instant(offset: .zero)) {
    self.currentTime = now
  }

  /// The current virtual time.
  public var now: Instant { lock.withLock { currentTime } }

  /// Zero: virtual time has no granularity.
  public var minimumResolution: Duration { .zero }

  /// The deadlines of the tasks sleeping now, earliest first.
  public var pendingDeadlines: [Instant] {
    lock.withLock { sleepers.map(\.deadline).sorted() }
  }

  /// Suspends until virtual time reaches `deadline`; throws `CancellationError` if the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = lock.withLock {
      nextSleeperID += 1
      return nextSleeperID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = lock.withLock {
          if cancelledBeforeRegistration.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= currentTime { return .success(()) }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome {
          continuation.resume(with: outcome)
        } else {
          notifySleeperWaiters()
        }
      }
    } onCancel: {
      let sleeper: Sleeper? = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
          cancelledBeforeRegistration.insert(id)
          return nil
        }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline is reached.
  public func advance(by duration: Duration = .zero) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `instant` (never backward), waking every sleeper whose deadline is reached.
  public func advance(to instant: Instant) {
    let woken: [Sleeper] = lock.withLock {
      currentTime = max(currentTime, instant)
      let due = sleepers.filter { $0.deadline <= currentTime }.sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= currentTime }
      return due
    }
    for sleeper in woken { sleeper.continuation.resume() }
  }

  /// Moves time to the earliest pending deadline and wakes the sleepers due then; returns `false` if none sleep.
  @discardableResult
  public func advanceToNextDeadline() -> Bool {
    guard let next = pendingDeadlines.first else { return false }
    advance(to: next)
    return true
  }

  /// Suspends until at least `count` tasks are sleeping on this clock.
  public func waitForSleepers(count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = lock.withLock {
        if sleepers.count >= count { return true }
        sleeperWaiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  private func notifySleeperWaiters() {
    let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
      let count = sleepers.count
      let ready = sleeperWaiters.filter { $0.count <= count }.map(\.continuation)
      sleeperWaiters.removeAll { $0.count <= count }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }
}
