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
  private var journals: [ResourceKey: Data] = [:]
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
    let (saved, journals) = lock.withLock { (files, self.journals) }
    copy.lock.withLock {
      copy.files = saved
      copy.journals = journals
    }
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

  /// Forgets every value and journal.
  public func removeAll() {
    lock.withLock {
      files.removeAll()
      journals.removeAll()
    }
  }

  // MARK: - Journals

  /// The keys of the journals kept, in the order of their paths.
  public var journalKeys: [ResourceKey] {
    lock.withLock { journals.keys.sorted { $0.path < $1.path } }
  }

  /// The bytes of the journal `key`, laid out as `FileResourcePersistence` lays out its file; `nil` when there is
  /// none.
  public func journalBytes(for key: ResourceKey) -> Data? {
    lock.withLock { journals[key] }
  }

  /// Replaces the bytes of the journal `key`: what a test does to leave the journal a process killed during an
  /// append would leave (its last record cut short), or a damaged one.
  ///
  /// ```swift
  /// let bytes = disk.journalBytes(for: journal)!
  /// disk.setJournalBytes(bytes.dropLast(3), for: journal)   // the last append was cut short
  /// ```
  public func setJournalBytes(_ bytes: Data?, for key: ResourceKey) {
    lock.withLock { journals[key] = bytes }
  }

  /// Appends `records` to the journal `key`, in place.
  public func appendToJournal(_ records: [Data], for key: ResourceKey) {
    guard !records.isEmpty else { return }
    lock.withLock {
      var bytes = journals[key] ?? JournalFormat.header(for: key, version: 1)
      bytes.append(JournalFormat.frames(records))
      journals[key] = bytes
      writeCount += 1
    }
  }

  /// The records of the journal `key`: a damaged end is cut off, and a journal that cannot be read is removed, as a
  /// file's would be.
  public func readJournal(for key: ResourceKey) -> [Data] {
    lock.withLock {
      guard let bytes = journals[key] else { return [] }
      guard let contents = try? JournalFormat.read(bytes, for: key, version: 1) else {
        journals[key] = nil
        return []
      }
      if contents.hasDamagedTail { journals[key] = bytes.prefix(contents.validLength) }
      return contents.records
    }
  }

  /// Replaces the journal `key` with `records`; an empty list removes it.
  public func replaceJournal(with records: [Data], for key: ResourceKey) {
    lock.withLock {
      if records.isEmpty {
        journals[key] = nil
      } else {
        journals[key] = JournalFormat.header(for: key, version: 1) + JournalFormat.frames(records)
      }
      writeCount += 1
    }
  }
}
