import Foundation
import ScreenState

/// A `ResourcePersistence` that keeps each key's value as JSON in memory: what a test gives a
/// `ResourceStore` to check what it saves and restores, and how many bytes, without touching the disk.
///
/// ```swift
/// let persistence = InMemoryPersistence()
/// let store = ResourceStore(persistence: persistence)
/// …
/// persistence.keys                       // ["feed"]
/// persistence.data(for: "feed")?.count   // what the store reported in its `saved(bytes:)` event
/// ```
///
/// Values are encoded with sorted keys, so the same value always has the same size. Safe to use from any thread.
public final class InMemoryPersistence: ResourcePersistence, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var files: [ResourceKey: (data: Data, savedAt: Date)] = [:]
  private var writeCount = 0
  private let now: @Sendable () -> Date

  /// Creates an empty persistence whose saves are dated by `now` (the first second of 1970 by default).
  public init(now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 0) }) {
    self.now = now
  }

  /// A new persistence holding what this one holds now, with the same dates: the disk a killed process leaves to
  /// the next launch, while the first launch's objects are still alive in the test.
  public func copy() -> InMemoryPersistence {
    let copy = InMemoryPersistence(now: now)
    let saved = lock.withLock { files }
    copy.lock.withLock { copy.files = saved }
    return copy
  }

  /// The keys saved, in the order of their paths.
  public var keys: [ResourceKey] {
    lock.withLock { files.keys.sorted { $0.path < $1.path } }
  }

  /// How many writes were made.
  public var writes: Int { lock.withLock { writeCount } }

  /// The JSON saved for `key`, if any.
  public func data(for key: ResourceKey) -> Data? {
    lock.withLock { files[key]?.data }
  }

  /// The value saved for `key`, if it decodes as `Value`.
  public func read<Value: Decodable>(_ type: Value.Type, for key: ResourceKey) -> PersistedValue<Value>? {
    guard let file = lock.withLock({ files[key] }) else { return nil }
    guard let value = try? JSONDecoder().decode(Value.self, from: file.data) else { return nil }
    return PersistedValue(value: value, savedAt: file.savedAt)
  }

  /// Saves `value` for `key`.
  public func write<Value: Encodable>(_ value: Value, for key: ResourceKey) {
    _ = save(value, for: key)
  }

  /// Saves `value` for `key` and returns the size of its JSON; `nil` when it does not encode.
  public func save<Value: Encodable>(_ value: Value, for key: ResourceKey) -> Int? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else { return nil }
    let savedAt = now()
    lock.withLock {
      files[key] = (data, savedAt)
      writeCount += 1
    }
    return data.count
  }

  /// This object's memory: each `InMemoryPersistence` is a location of its own, which the launches of a test made on
  /// it share.
  public var location: PersistenceLocation? { PersistenceLocation(of: self) }

  /// Forgets what was saved for `key`.
  public func remove(_ key: ResourceKey) {
    _ = lock.withLock { files.removeValue(forKey: key) }
  }
}
