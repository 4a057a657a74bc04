import ScreenStateCore

/// Where a live feed's sequence leaves its elements for the main actor, which takes them all at once: a flood
/// costs one hop to the main actor at a time, never one per element.
///
/// Bounded: a sequence that outruns the main actor waits (its iteration suspends) while ``capacity`` elements wait,
/// or, when the elements conflate, only the latest is kept.
final class LiveInbox<Element: Sendable>: @unchecked Sendable {
  /// The most elements kept waiting before the sequence is made to wait.
  static var capacity: Int { 4_096 }

  private let lock = Lock()
  /// Whether only the latest element counts (each is a whole value).
  private let conflates: Bool
  /// Called when the first element arrives into an empty inbox: schedules the main actor's take.
  private let onArrival: @Sendable () -> Void
  // Guarded by `lock`.
  private var waiting: [Element] = []
  private var isScheduled = false
  private var isClosed = false
  private var waitingForRoom: CheckedContinuation<Void, Never>?

  init(conflates: Bool, onArrival: @escaping @Sendable () -> Void) {
    self.conflates = conflates
    self.onArrival = onArrival
  }

  /// Leaves `element` for the main actor; suspends while the inbox is full, until the main actor takes what waits or
  /// the inbox is closed. Returns `false` once closed: the feed stopped.
  func put(_ element: Element) async -> Bool {
    let (schedules, isFull, isOpen): (Bool, Bool, Bool) = lock.withLock {
      guard !isClosed else { return (false, false, false) }
      if conflates { waiting.removeAll(keepingCapacity: true) }
      waiting.append(element)
      defer { isScheduled = true }
      return (!isScheduled, waiting.count >= Self.capacity, true)
    }
    guard isOpen else { return false }
    if schedules { onArrival() }
    if isFull {
      await withCheckedContinuation { continuation in
        let resumesNow = lock.withLock {
          guard !isClosed, waiting.count >= Self.capacity else { return true }
          waitingForRoom = continuation
          return false
        }
        if resumesNow { continuation.resume() }
      }
    }
    return lock.withLock { !isClosed }
  }

  /// How many elements wait.
  var waitingCount: Int { lock.withLock { waiting.count } }

  /// Takes every element waiting, oldest first; the next one to arrive schedules another take.
  func take() -> [Element] {
    let (taken, waiter) = lock.withLock {
      defer {
        waiting = []
        isScheduled = false
        waitingForRoom = nil
      }
      return (waiting, waitingForRoom)
    }
    waiter?.resume()
    return taken
  }

  /// Drops what waits and refuses what comes: the sequence waiting for room goes on, and stops at its next element.
  func close() {
    let waiter = lock.withLock {
      defer {
        isClosed = true
        waiting = []
        waitingForRoom = nil
      }
      return waitingForRoom
    }
    waiter?.resume()
  }

  /// What a run of a feed does: iterates a sequence made by `make` into the run's inbox, until the sequence ends or
  /// fails, or the inbox closes.
  static func iterating<Elements: AsyncSequence & SendableMetatype>(
    _ make: @escaping @Sendable () -> Elements
  ) -> @Sendable (LiveInbox<Element>) async throws -> Void where Elements.Element == Element {
    { inbox in
      var count = 0
      for try await element in make() {
        guard await inbox.put(element) else { return }
        // A sequence whose elements are all there already never suspends: the thread is given up now and then, so
        // that a flood does not hold one of the few threads every task of the app shares.
        count &+= 1
        if count % 1_024 == 0 { await Task.yield() }
      }
    }
  }
}
