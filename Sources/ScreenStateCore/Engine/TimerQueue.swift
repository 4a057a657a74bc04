/// Something a ``TimerQueue`` wakes: a request runner waiting for an attempt's deadline or a retry, a query's
/// debounce, a store's eviction sweep.
@MainActor
package protocol TimerTarget: AnyObject {
  /// The timer scheduled with `token` is due.
  func timerFired(_ token: UInt64)
}

/// Every deadline of every state kind on one clock, in one heap, served by one sleeping task.
///
/// An attempt's timeout, a retry's wait, a debounce or an eviction costs an entry in the heap, not a task of its
/// own: the queue sleeps until the earliest deadline, wakes its targets on the main actor, and sleeps again. A new
/// deadline earlier than the one it sleeps for re-arms it; on the system's clocks, removing the last one leaves the
/// task sleeping until its deadline (it then finds nothing due), so that the next deadline, usually later, costs no
/// new task (see ``cancel(_:)``).
///
/// Times are offsets from the queue's start on its clock (``now``), so the kinds sharing a clock share one time line.
/// Scheduling happens on the main actor; cancelling is allowed from any thread (a `deinit`).
package final class TimerQueue: @unchecked Sendable {
  /// A scheduled timer; cancelling it once it fired does nothing.
  package typealias Handle = DeadlineHeap<Entry>.Handle

  package enum Entry {
    /// A target the queue holds: one that always removes its timers when it goes (a request's runner).
    case strong(any TimerTarget, token: UInt64)
    /// A target the queue must not keep alive (a debounce, an eviction sweep).
    case weak(WeakTimerTarget, token: UInt64)

    @MainActor func fire() {
      switch self {
      case .strong(let target, let token): target.timerFired(token)
      case .weak(let box, let token): box.target?.timerFired(token)
      }
    }
  }

  /// A target held weakly, boxed so that the queue's entries of strongly held targets carry no weak reference.
  final package class WeakTimerTarget {
    weak var target: (any TimerTarget)?

    init(_ target: any TimerTarget) {
      self.target = target
    }
  }

  private let driver: any ClockDriving
  /// Whether the sleeping task stops when no timer is left (see ``cancel(_:)``).
  private let stopsWhenIdle: Bool
  private let lock = Lock()
  // Guarded by `lock`.
  private var heap = DeadlineHeap<Entry>()
  private var sleeper: Task<Void, Never>?
  private var sleepingUntil: Duration?
  private var armCount: UInt64 = 0

  /// A queue on `clock`, starting now.
  init(clock: any Clock<Duration>) {
    driver = makeDriver(clock)
    stopsWhenIdle = !(clock is ContinuousClock || clock is SuspendingClock)
  }

  /// The time since the queue started, on its clock.
  package var now: Duration { driver.now() }

  /// Wakes `target` with `token` at `deadline` (an offset on ``now``'s time line). The queue keeps the target
  /// alive until then when `strongly`, which spares a weak reference but requires the target to remove its timer
  /// whenever it goes.
  @MainActor
  package func schedule(at deadline: Duration, target: any TimerTarget, token: UInt64, strongly: Bool = false) -> Handle
  {
    let entry: Entry = strongly ? .strong(target, token: token) : .weak(WeakTimerTarget(target), token: token)
    return lock.withLock {
      let handle = heap.insert(entry, at: deadline)
      if sleepingUntil.map({ deadline < $0 }) ?? true { armLocked(until: deadline) }
      return handle
    }
  }

  /// Removes a timer.
  ///
  /// On the system's clocks the sleeping task goes on sleeping when none is left, until the deadline it sleeps for:
  /// a timer scheduled for then or later reuses it. A request that answers before its deadline (most do) then costs
  /// no task, where removing the last timer and arming one again would cost every request a task of its own. On any
  /// other clock (a test's virtual clock) the task stops at once when none is left, so that what sleeps on the clock
  /// is exactly what is due: a test that waits for a sleeper waits for the one it expects.
  package func cancel(_ handle: Handle) {
    let stopped: Task<Void, Never>? = lock.withLock {
      guard heap.remove(handle) != nil, heap.isEmpty, stopsWhenIdle else { return nil }
      let stopped = sleeper
      sleeper = nil
      sleepingUntil = nil
      return stopped
    }
    stopped?.cancel()
  }

  /// How many timers are pending; for tests.
  var pendingCount: Int { lock.withLock { heap.count } }

  // MARK: - The sleeping task

  /// Starts a task sleeping until `deadline`, replacing the one sleeping (it is cancelled). Call holding the lock.
  private func armLocked(until deadline: Duration) {
    let previous = sleeper
    armCount &+= 1
    let arm = armCount
    sleepingUntil = deadline
    let driver = driver
    sleeper = Task { @MainActor [weak self] in
      do {
        try await driver.sleep(until: deadline)
      } catch {
        return  // re-armed or stopped
      }
      self?.fire(arm: arm)
    }
    previous?.cancel()
  }

  /// The sleep of arm `arm` ended: wake every target due, then sleep until the next deadline.
  @MainActor
  private func fire(arm: UInt64) {
    let now = driver.now()
    var due: [Entry] = []
    lock.withLock {
      guard arm == armCount else { return }  // re-armed meanwhile: the newer task serves the heap
      sleeper = nil
      sleepingUntil = nil
      while let entry = heap.popDue(at: now) { due.append(entry) }
      if let next = heap.earliest { armLocked(until: next) }
    }
    for entry in due { entry.fire() }
  }
}

extension TimerQueue {
  /// The queue of `clock`: one per clock object, one for `ContinuousClock` and one for `SuspendingClock`; any
  /// other value clock gets a queue of its own.
  @MainActor
  static package func shared(for clock: any Clock<Duration>) -> TimerQueue {
    if clock is ContinuousClock {
      if let continuous = continuousQueue { return continuous }
      let queue = TimerQueue(clock: clock)
      continuousQueue = queue
      return queue
    }
    if clock is SuspendingClock {
      if let suspending = suspendingQueue { return suspending }
      let queue = TimerQueue(clock: clock)
      suspendingQueue = queue
      return queue
    }
    guard type(of: clock) is AnyObject.Type else { return TimerQueue(clock: clock) }
    let key = ObjectIdentifier(clock as AnyObject)
    if let existing = objectQueues[key]?.queue { return existing }
    let queue = TimerQueue(clock: clock)
    if objectQueues.count > 64 { objectQueues = objectQueues.filter { $0.value.queue != nil } }
    objectQueues[key] = WeakQueue(queue: queue)
    return queue
  }
}

private struct WeakQueue {
  weak var queue: TimerQueue?
}

@MainActor private var continuousQueue: TimerQueue?
@MainActor private var suspendingQueue: TimerQueue?
@MainActor private var objectQueues: [ObjectIdentifier: WeakQueue] = [:]

/// A clock seen as offsets from the moment it was wrapped: what lets a queue keep `Duration`s for any clock.
protocol ClockDriving: Sendable {
  func now() -> Duration
  func sleep(until offset: Duration) async throws
}

private struct ClockDriver<C: Clock>: ClockDriving where C.Duration == Duration {
  let clock: C
  package let start: C.Instant

  init(_ clock: C) {
    self.clock = clock
    start = clock.now
  }

  package func now() -> Duration { start.duration(to: clock.now) }

  func sleep(until offset: Duration) async throws {
    try await clock.sleep(until: start.advanced(by: offset), tolerance: nil)
  }
}

private func makeDriver<C: Clock>(_ clock: C) -> any ClockDriving where C.Duration == Duration {
  ClockDriver(clock)
}
