import Foundation
import ScreenStateCore

extension ResourceStore {
  /// How long a fetched value waits before it is saved: the values of a second are written together, one per key
  /// (the latest), as TanStack Query's persister throttles its writes. A key is thus written at most once a second,
  /// and a crash (even `kill -9`) loses at most the values of the last second.
  public static let saveInterval: Duration = .seconds(1)

  /// A value read ahead by ``restore(_:as:)``, until the first handle of its key takes it.
  struct RestoredValue {
    /// The `PersistedValue` read.
    var saved: any Sendable
  }

  /// Writes every value waiting to be saved now, rather than at the end of its ``saveInterval``, and returns when
  /// they are written (off the main actor). Call it when the app goes to the background; the store also hands
  /// them over when it is deinitialised. Without a persistence, returns at once.
  public func flush() async {
    writer?.handOff()
    await waitForSaves()
  }

  /// Hands the values waiting to be saved to the writer now, without waiting for them: an outbox's change is being
  /// written, and the values it shows over go to disk with it. Returns whether there were any (then
  /// ``waitForSaves()`` waits for them).
  func handOffSaves() -> Bool {
    guard let writer, writer.pendingCount > 0 else { return false }
    writer.handOff()
    return true
  }

  /// Waits until the values handed over so far are written.
  func waitForSaves() async {
    guard let writer else { return }
    await writer.waitUntilWritten()
    reportSaves()
  }

  /// Emits a `saved(bytes:)` event for each value written since the last call.
  func reportSaves() {
    guard let writer else { return }
    for saved in writer.takeSaved() { emit(.saved(bytes: saved.bytes), of: saved.key, part: saved.part) }
  }

  /// How many keys have a fetched value waiting for the next save (at most one each).
  public var unsavedCount: Int { writer?.pendingCount ?? 0 }

  /// Reads the values saved for `keys` by an earlier launch, in that order, off the main actor, so that the first
  /// handle of each key shows its value at once without reading the disk on the main actor. Returns how many were
  /// read.
  ///
  /// Put the first screen's key first: values are read in order and handed over in growing batches, the first key
  /// alone. A handle asked for before its key is read reads it itself, as without `restore`. Keys that already have
  /// an entry are skipped, and a value no handle asks for within ``evictAfter`` is dropped.
  ///
  /// ```swift
  /// await store.restore(["feed"], as: PagedList<Post, String>.self)        // the first screen
  /// await store.restore(openedPosts, as: Post.self)                       // the rest
  /// ```
  @discardableResult
  public func restore<Value: Decodable & Sendable>(_ keys: [ResourceKey], as type: Value.Type = Value.self) async
    -> Int
  {
    guard let persistence else { return 0 }
    var count = 0
    var start = keys.startIndex
    var batchSize = 1
    while start < keys.endIndex {
      let end = min(start + batchSize, keys.endIndex)
      let wanted = keys[start..<end].filter(isRestorable)
      let read = await Self.read(wanted, as: Value.self, from: persistence)
      for (key, saved) in read where isRestorable(key) {
        restored[key] = RestoredValue(saved: saved)
        restoredOrder.touch(key, at: now)
        count += 1
      }
      start = end
      batchSize = min(batchSize * 4, 256)
    }
    return count
  }

  /// Whether a value read ahead for `key` would be used: no entry, nothing read ahead, nothing unsaved.
  private func isRestorable(_ key: ResourceKey) -> Bool {
    storedEntry(key) == nil && restored[key] == nil && !(writer?.hasUnwrittenValue(for: key) ?? false)
  }

  /// Reads `keys` off the main actor; a batch of 64 keys or more is split in two halves read side by side, whose
  /// values are returned in the order of `keys`.
  private nonisolated static func read<Value: Decodable & Sendable>(
    _ keys: [ResourceKey], as type: Value.Type, from persistence: any ResourcePersistence
  ) async -> [(ResourceKey, PersistedValue<Value>)] {
    func reading(_ keys: ArraySlice<ResourceKey>) -> Task<[(ResourceKey, PersistedValue<Value>)], Never> {
      Task.detached(priority: .userInitiated) {
        keys.compactMap { key in persistence.read(Value.self, for: key).map { (key, $0) } }
      }
    }
    guard keys.count >= 64 else { return keys.isEmpty ? [] : await reading(keys[...]).value }
    let middle = keys.count / 2
    let first = reading(keys[..<middle])
    let second = reading(keys[middle...])
    return await first.value + second.value
  }

  // MARK: - Values of your own

  /// Saves `value` under `key` at once, rather than with the next batch, and returns when it is written (off the
  /// main actor): for a value of your own that must be on disk before you go on, such as the changes an ``Outbox``
  /// keeps. Values of other keys waiting for their batch are written with it. Without a persistence, returns at
  /// once.
  ///
  /// Use a key no resource of the store uses: the store would show this value as that key's on the next launch.
  public func saveNow<Value: Encodable & Sendable>(_ value: Value, for key: ResourceKey) async {
    guard let persistence, let writer else { return }
    _ = writer.enqueue(value, for: key, part: .mutation) { persistence.save(value, for: key) }
    writer.handOff()
    await writer.waitUntilWritten()
    reportSaves()
  }

  /// The value saved under `key` as a `Value`: one handed over and not yet written, or the persistence's; `nil`
  /// without a persistence or a readable value. Reads on the calling (main) actor.
  public func savedValue<Value: Decodable & Sendable>(of key: ResourceKey, as type: Value.Type = Value.self)
    -> PersistedValue<Value>?
  {
    writer?.latest(for: key, as: Value.self) ?? persistence?.read(Value.self, for: key)
  }

  // MARK: - Reading and saving one key

  /// The value saved for `key`: one not written yet, one read ahead, or the persistence's.
  func savedValue<Value: Decodable & Sendable>(for key: ResourceKey, as type: Value.Type) -> PersistedValue<Value>? {
    let ahead = restored.removeValue(forKey: key)
    if ahead != nil { restoredOrder.remove(key) }
    if let unwritten = writer?.latest(for: key, as: Value.self) { return unwritten }
    if let ahead, let saved = ahead.saved as? PersistedValue<Value> { return saved }
    return persistence?.read(Value.self, for: key)
  }

  /// Forgets what is saved for `key`: a value read ahead or waiting for its batch, and the persistence's once the
  /// writes under way are done (the server said the value is gone).
  func forgetSaved(_ key: ResourceKey) {
    if restored.removeValue(forKey: key) != nil { restoredOrder.remove(key) }
    guard let persistence, let writer else { return }
    writer.discard(key) { persistence.remove(key) }
  }

  /// Saves `value` for `key` with the next batch, replacing a value of the key waiting for it.
  func save<Value: Encodable & Sendable>(_ value: Value, for key: ResourceKey, part: LoadPart) {
    guard let persistence, let writer else { return }
    let armed = writer.enqueue(value, for: key, part: part) { persistence.save(value, for: key) }
    guard armed else { return }
    let timers = timers
    writer.setTimer(timers.schedule(at: now + Self.saveInterval, target: self, token: Self.saveToken), on: timers)
  }
}
