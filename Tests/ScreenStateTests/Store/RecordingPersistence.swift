import Foundation
import ScreenState

/// A persistence in memory that records every call: which key, which value (as JSON), on which thread, in order.
final class RecordingPersistence: ResourcePersistence, @unchecked Sendable {
  struct Call: Equatable {
    var key: ResourceKey
    /// The value written, as JSON; `nil` for a read.
    var json: String?
    var onMainActor: Bool
  }

  static let savedAt = Date(timeIntervalSince1970: 1_000)

  /// Whether the caller runs on the main queue, the main actor's executor (on Linux, under `swift test`, that queue
  /// is not always drained by the main thread, so `Thread.isMainThread` does not tell).
  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  private let lock = NSLock()
  private var saved: [ResourceKey: Data] = [:]
  private var writeCalls: [Call] = []
  private var readCalls: [Call] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var readWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var heldKey: ResourceKey?
  private let held = DispatchSemaphore(value: 0)

  /// The writes so far, in order.
  var writes: [Call] { lock.withLock { writeCalls } }
  /// The reads so far, in order.
  var reads: [Call] { lock.withLock { readCalls } }
  /// The values written, as JSON, in order.
  var written: [String] { writes.compactMap(\.json) }

  /// Saves `value` for `key` without recording a write: what an earlier launch left.
  func preload<Value: Encodable>(_ value: Value, for key: ResourceKey) throws {
    let data = try JSONEncoder().encode(value)
    lock.withLock { saved[key] = data }
  }

  /// Suspends until at least `count` writes have been made.
  func waitForWrites(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = lock.withLock {
        if writeCalls.count >= count { return true }
        waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Makes every read but those of `key` wait, off the main thread, until ``releaseReads()``.
  func holdReads(except key: ResourceKey) {
    lock.withLock { heldKey = key }
  }

  /// Lets the reads held by ``holdReads(except:)`` go on, and no longer holds any.
  func releaseReads() {
    let wasHolding = lock.withLock {
      defer { heldKey = nil }
      return heldKey != nil
    }
    if wasHolding { held.signal() }
  }

  /// Suspends until at least `count` reads have started.
  func waitForReads(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = lock.withLock {
        if readCalls.count >= count { return true }
        readWaiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  func read<Value: Decodable>(_ type: Value.Type, for key: ResourceKey) -> PersistedValue<Value>? {
    let onMainActor = Self.isOnMainQueue
    let (ready, hold): ([CheckedContinuation<Void, Never>], Bool) = lock.withLock {
      readCalls.append(Call(key: key, json: nil, onMainActor: onMainActor))
      let count = readCalls.count
      let ready = readWaiters.filter { $0.count <= count }.map(\.continuation)
      readWaiters.removeAll { $0.count <= count }
      return (ready, heldKey != nil && heldKey != key && !onMainActor)
    }
    for continuation in ready { continuation.resume() }
    if hold {
      held.wait()
      held.signal()  // one release lets every held read go
    }
    let data = lock.withLock { saved[key] }
    guard let data, let value = try? JSONDecoder().decode(Value.self, from: data) else { return nil }
    return PersistedValue(value: value, savedAt: Self.savedAt)
  }

  func write<Value: Encodable>(_ value: Value, for key: ResourceKey) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(value) else { return }
    let call = Call(key: key, json: String(decoding: data, as: UTF8.self), onMainActor: Self.isOnMainQueue)
    let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
      saved[key] = data
      writeCalls.append(call)
      let count = writeCalls.count
      let ready = waiters.filter { $0.count <= count }.map(\.continuation)
      waiters.removeAll { $0.count <= count }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  func remove(_ key: ResourceKey) {
    _ = lock.withLock { saved.removeValue(forKey: key) }
  }

  func removeAll() {
    lock.withLock { saved.removeAll() }
  }
}
