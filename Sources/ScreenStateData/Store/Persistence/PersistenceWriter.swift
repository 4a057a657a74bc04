import Dispatch
import Foundation
import ScreenStateCore

/// The write side of a ``ResourceStore``'s persistence: coalesces each key's values and writes them, one batch at a
/// time, on a serial queue of its own, off the main actor.
///
/// - **Coalesced.** A value handed over with ``enqueue(_:for:write:)`` waits in ``pending``, replacing the one
///   waiting for the same key (the last value wins). The store hands the pending values over in one batch (see
///   ``handOff()``) when its timer fires, ``ResourceStore/saveInterval`` after the first value of the batch arrived,
///   so a key is written at most once per interval, and a value is on disk at most one interval after it arrived,
///   plus the time of the write.
/// - **Off the main actor.** Encoding and writing run on a serial `DispatchQueue`, batch after batch, in order: a
///   newer batch never lands before an older one.
/// - **Read your writes.** Until it is written, a value handed over reads back from here (``latest(for:as:)``),
///   so an entry made again for its key (after an eviction) shows it, not the older file.
/// - **Nothing lost.** ``handOff()`` runs from ``ResourceStore/flush()``, and ``handOffAndWait()`` from the store's
///   deinit; what is handed over is written even if the store is gone (the queue keeps the persistence).
///
/// Its state is behind a lock: the store's `deinit`, which may run on any thread, hands the pending values over too.
final class PersistenceWriter: @unchecked Sendable {
  /// One key's value, waiting to be written or being written.
  struct Write: @unchecked Sendable {
    let key: ResourceKey
    /// The value as it will be saved (a `Sendable` value), to read back before it is written.
    let value: any Sendable
    /// When it was handed over: its `savedAt` when it reads back before it is written.
    let handedAt: Date
    /// What the store's `saved(bytes:)` event reports as the part that fetched it.
    let part: LoadPart
    /// Writes it (encoding included); returns the bytes written, if the persistence tells.
    let perform: @Sendable () -> Int?
    /// Orders the writes of one key: only the latest one reads back.
    let generation: UInt64
  }

  private let lock = Lock()
  private let queue: DispatchQueue
  // Guarded by `lock`.
  private var pending: [ResourceKey: Write] = [:]
  private var pendingOrder: [ResourceKey] = []
  private var inFlight: [ResourceKey: Write] = [:]
  private var generation: UInt64 = 0
  private var written = 0
  private var timer: (queue: TimerQueue, handle: TimerQueue.Handle)?
  private var saved: [Saved] = []
  private var onSaved: (@Sendable () -> Void)?

  /// A value written, for the store's `saved(bytes:)` event.
  struct Saved: Sendable {
    let key: ResourceKey
    let part: LoadPart
    let bytes: Int?
  }

  init() {
    // Not `qos: .utility`: on Linux (libdispatch of Swift 6.3.1) a utility queue's blocks were left unrun with every
    // worker thread idle, one run in five of 3,000 outbox scenarios (OutboxPropertyTests), so `flush()` and an
    // outbox's write never returned; at the default QoS, 15,000 scenarios in five runs all passed.
    queue = DispatchQueue(label: "ScreenState.ResourceStore.persistence")
  }

  deinit {
    // Not reached with values pending while the store lives (its deinit hands them over first); written anyway.
    let batch = lock.withLock { takePendingLocked() }
    guard !batch.isEmpty else { return }
    queue.async {
      _ = Self.perform(batch)
    }
  }

  /// Writes a batch: one key after the other, or, from ``parallelBatch`` keys on, on two threads side by side (its
  /// keys are distinct, so no two writes touch one key; a file system's latency per file then overlaps).
  private static func perform(_ batch: [Write]) -> [Saved] {
    guard batch.count >= parallelBatch else {
      return batch.map { Saved(key: $0.key, part: $0.part, bytes: $0.perform()) }
    }
    let half = (batch.count + 1) / 2
    let halves = Lock()
    nonisolated(unsafe) var written: [[Saved]] = [[], []]
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      let slice = batch[(part * half)..<min(batch.count, (part + 1) * half)]
      let saved = slice.map { Saved(key: $0.key, part: $0.part, bytes: $0.perform()) }
      halves.withLock { written[part] = saved }
    }
    return written[0] + written[1]
  }

  /// The size of a batch from which it is written on two threads.
  static let parallelBatch = 16

  /// Puts `value` in the pending batch for `key`, replacing the value waiting there. Returns whether the batch was
  /// empty: the caller then arms the timer that hands it over.
  func enqueue(
    _ value: any Sendable, for key: ResourceKey, part: LoadPart, write: @escaping @Sendable () -> Int?
  ) -> Bool {
    lock.withLock {
      generation &+= 1
      let wasEmpty = pending.isEmpty
      if pending.updateValue(
        Write(key: key, value: value, handedAt: Date(), part: part, perform: write, generation: generation), forKey: key
      ) == nil {
        pendingOrder.append(key)
      }
      return wasEmpty
    }
  }

  /// Remembers the timer armed for the pending batch, so that a hand-over cancels it.
  func setTimer(_ handle: TimerQueue.Handle, on queue: TimerQueue) {
    let previous = lock.withLock {
      defer { timer = (queue, handle) }
      return timer
    }
    if let previous { previous.queue.cancel(previous.handle) }
  }

  /// Hands every pending value to the queue, as one batch, in the order their keys arrived; cancels the timer.
  func handOff() {
    let (batch, armed) = lock.withLock {
      defer { timer = nil }
      return (takePendingLocked(), timer)
    }
    if let armed { armed.queue.cancel(armed.handle) }
    if !batch.isEmpty { write(batch) }
  }

  /// Hands every pending value to the queue and blocks until all values handed over are written: what the store's
  /// deinit does, so that a store gone has saved what it fetched.
  func handOffAndWait() {
    handOff()
    if lock.withLock({ !inFlight.isEmpty }) {
      queue.sync {}
    }
  }

  /// Drops the values waiting for a batch, then runs `body` on the writing queue once the batches handed over are
  /// written, and returns when it has run: nothing written before is left behind it, nothing waiting is written after.
  func discardPending(then body: @escaping @Sendable () -> Void) async {
    let armed = lock.withLock {
      pending.removeAll()
      pendingOrder.removeAll()
      defer { timer = nil }
      return timer
    }
    if let armed { armed.queue.cancel(armed.handle) }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.async {
        body()
        continuation.resume()
      }
    }
  }

  /// Drops the value of `key` waiting for a batch, then runs `body` on the writing queue, after the batches handed over.
  func discard(_ key: ResourceKey, then body: @escaping @Sendable () -> Void) {
    lock.withLock {
      if pending.removeValue(forKey: key) != nil { pendingOrder.removeAll { $0 == key } }
    }
    queue.async(execute: body)
  }

  /// Suspends until every batch handed over so far is written.
  func waitUntilWritten() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.async { continuation.resume() }
    }
  }

  /// Calls `action` (from the writing queue) after each batch is written: the store then takes the values written
  /// with ``takeSaved()``, on the main actor.
  func setOnSaved(_ action: @escaping @Sendable () -> Void) {
    lock.withLock { onSaved = action }
  }

  /// The values written since the last call, in the order they were written.
  func takeSaved() -> [Saved] {
    lock.withLock {
      defer { saved.removeAll() }
      return saved
    }
  }

  /// The value last handed over for `key` and not yet written, if it is a `Value`, with when it was handed over.
  func latest<Value>(for key: ResourceKey, as type: Value.Type) -> PersistedValue<Value>? {
    lock.withLock {
      guard let write = pending[key] ?? inFlight[key], let value = write.value as? Value else { return nil }
      return PersistedValue(value: value, savedAt: write.handedAt)
    }
  }

  /// Whether a value handed over for `key` is not written yet.
  func hasUnwrittenValue(for key: ResourceKey) -> Bool {
    lock.withLock { pending[key] != nil || inFlight[key] != nil }
  }

  /// How many keys have a value waiting for the next batch.
  var pendingCount: Int { lock.withLock { pending.count } }

  /// How many values the queue has written so far.
  var writtenCount: Int { lock.withLock { written } }

  // MARK: - Private

  private func takePendingLocked() -> [Write] {
    guard !pending.isEmpty else { return [] }
    let batch = pendingOrder.compactMap { pending[$0] }
    pending.removeAll(keepingCapacity: true)
    pendingOrder.removeAll(keepingCapacity: true)
    for write in batch { inFlight[write.key] = write }
    return batch
  }

  private func write(_ batch: [Write]) {
    queue.async { [self] in
      let savedNow = Self.perform(batch)
      let onSaved = lock.withLock {
        saved.append(contentsOf: savedNow)
        written += batch.count
        for write in batch where inFlight[write.key]?.generation == write.generation {
          inFlight[write.key] = nil
        }
        return self.onSaved
      }
      onSaved?()
    }
  }
}
