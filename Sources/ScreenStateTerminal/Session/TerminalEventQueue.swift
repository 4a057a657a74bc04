// The session's events wait here between the input thread (or the signal handler) that adds them and the one reader
// that takes them. Taking every pending event at once is what lets a reader that fell behind (keys arrive faster than
// it draws) catch up in one step: it handles the whole backlog, then draws once.

/// The events of a ``TerminalSession`` in order, for one reader, taken one at a time or all those pending at once.
final class TerminalEventQueue: Sendable {
  private struct State {
    /// The events not taken yet: those of `pending` from `head` on.
    var pending: [TerminalEvent] = []
    var head = 0
    /// The reader waiting for an event, if any.
    var waiter: CheckedContinuation<Void, Never>?
    var isFinished = false

    var hasPending: Bool { head < pending.count }

    mutating func takeOne() -> TerminalEvent? {
      guard hasPending else { return nil }
      let event = pending[head]
      head += 1
      if head == pending.count { clear() }
      return event
    }

    mutating func takeAll() -> [TerminalEvent]? {
      guard hasPending else { return nil }
      let events = head == 0 ? pending : Array(pending[head...])
      clear()
      return events
    }

    mutating func clear() {
      pending.removeAll(keepingCapacity: true)
      head = 0
    }
  }

  private let state = Locked(State())

  /// Adds `events` after those pending, and wakes the reader. Does nothing once finished.
  func append(contentsOf events: some Collection<TerminalEvent>) {
    guard !events.isEmpty else { return }
    let waiter: CheckedContinuation<Void, Never>? = state.withLock { state in
      guard !state.isFinished else { return nil }
      state.pending.append(contentsOf: events)
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }

  /// Adds `event` after those pending, and wakes the reader.
  func append(_ event: TerminalEvent) {
    append(contentsOf: CollectionOfOne(event))
  }

  /// Ends the queue: the reader takes what is pending, then gets `nil`.
  func finish() {
    let waiter: CheckedContinuation<Void, Never>? = state.withLock { state in
      state.isFinished = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }

  /// The next event, waiting for one; `nil` once the queue is finished and empty, or the task is cancelled.
  func next() async -> TerminalEvent? {
    await receive { $0.takeOne() }
  }

  /// Every pending event in order, waiting for at least one; `nil` once the queue is finished and empty, or the task
  /// is cancelled.
  func nextBatch() async -> [TerminalEvent]? {
    await receive { $0.takeAll() }
  }

  private func receive<Value>(_ take: (inout State) -> Value?) async -> Value? {
    while true {
      let taken: Value?? = state.withLock { state in
        if let value = take(&state) { return .some(value) }
        return state.isFinished ? .some(nil) : nil
      }
      if let taken { return taken }
      guard !Task.isCancelled else { return nil }
      await withTaskCancellationHandler {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
          let waitsNow = state.withLock { state in
            // Checked under the lock: an event, the end or a cancellation that came after the check above.
            guard !state.hasPending, !state.isFinished, !Task.isCancelled else { return false }
            state.waiter = waiter
            return true
          }
          if !waitsNow { waiter.resume() }
        }
      } onCancel: {
        let waiter: CheckedContinuation<Void, Never>? = state.withLock { state in
          defer { state.waiter = nil }
          return state.waiter
        }
        waiter?.resume()
      }
    }
  }
}
