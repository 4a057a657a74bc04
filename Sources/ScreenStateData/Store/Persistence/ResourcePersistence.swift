import Foundation
import ScreenStateCore

/// Where a ``ResourceStore`` keeps `Codable` values between launches, for an offline-first start.
///
/// Calls are synchronous, and may come from any thread:
/// - ``read(_:for:)`` on the main actor when a handle first asks for a key that was not read ahead, and off the main
///   actor from ``ResourceStore/restore(_:as:)``;
/// - ``save(_:for:)`` (which is ``write(_:for:)`` unless a persistence reports the size it wrote) off the main actor,
///   from the store's serial writing queue, one call at a time and in order, with the latest fetched value of a key
///   at most once per ``ResourceStore/saveInterval`` (the values arrive on the main actor, where the store coalesces
///   them), and at once on ``ResourceStore/flush()``.
///
/// A read may thus run while a write of another key, or of the same key, is under way: a write must replace the saved
/// value atomically. A persistence never throws: what it cannot read or write it reports however it likes and
/// carries on. ``FileResourcePersistence`` keeps one file per key.
public protocol ResourcePersistence: Sendable {
  /// The value saved for `key`, or `nil` when there is none that can be read as `Value`.
  func read<Value: Decodable>(_ type: Value.Type, for key: ResourceKey) -> PersistedValue<Value>?
  /// Saves `value` for `key`, replacing what was saved.
  func write<Value: Encodable>(_ value: Value, for key: ResourceKey)
  /// Saves `value` for `key` as ``write(_:for:)`` does, and returns the number of bytes written; `nil` when the
  /// size is unknown or nothing was written. A store calls this one and reports the size in its
  /// `saved(bytes:)` event; the default implementation calls ``write(_:for:)`` and returns `nil`.
  func save<Value: Encodable>(_ value: Value, for key: ResourceKey) -> Int?
  /// Forgets what was saved for `key`.
  func remove(_ key: ResourceKey)
  /// Forgets everything saved, values and journals, leaving nothing readable: what ``ResourceStore/removeAll(discardingUnsentChanges:)``
  /// calls at logout.
  func removeAll()
  /// Adds `records` at the end of the journal `key`, in order: an append-only log, such as the changes an ``Outbox``
  /// keeps. Called from one serial queue per journal. A record cut short by the end of the process (`kill -9`
  /// during the append) must not hide the records before it.
  func appendToJournal(_ records: [Data], for key: ResourceKey)
  /// The records of the journal `key`, in the order they were appended; a last record cut short is left out, and
  /// is no longer there for the appends that follow. Empty when there is none.
  func readJournal(for key: ResourceKey) -> [Data]
  /// Replaces the journal `key` with `records`, atomically: what an ``Outbox`` does to compact its journal. An
  /// empty list removes it.
  func replaceJournal(with records: [Data], for key: ResourceKey)
  /// Where the values are kept: two persistences at the same location share them. An ``Outbox`` refuses a second
  /// outbox on the same location and key in one process. `nil` when it cannot be told (the default for a value
  /// type); a class keeps its own values by default (``PersistenceLocation/init(of:)``).
  var location: PersistenceLocation? { get }
}

extension ResourcePersistence {
  /// `nil`: where a value type keeps its values cannot be told.
  public var location: PersistenceLocation? { nil }
}

extension ResourcePersistence where Self: AnyObject {
  /// The object's own values: only this object shares them.
  public var location: PersistenceLocation? { PersistenceLocation(of: self) }
}

extension ResourcePersistence {
  /// Keeps the journal as one value under `key`, rewritten whole: correct, but each append costs the whole journal.
  /// ``FileResourcePersistence`` and `InMemoryPersistence` append in place.
  public func appendToJournal(_ records: [Data], for key: ResourceKey) {
    write(readJournal(for: key) + records, for: key)
  }

  /// The journal kept as one value under `key` by the default ``appendToJournal(_:for:)``.
  public func readJournal(for key: ResourceKey) -> [Data] {
    read([Data].self, for: key)?.value ?? []
  }

  /// Writes the journal as one value under `key`; an empty one removes it.
  public func replaceJournal(with records: [Data], for key: ResourceKey) {
    if records.isEmpty { remove(key) } else { write(records, for: key) }
  }

  /// Saves with ``write(_:for:)``; the size written is unknown (`nil`).
  public func save<Value: Encodable>(_ value: Value, for key: ResourceKey) -> Int? {
    write(value, for: key)
    return nil
  }
}

/// A value read back from a ``ResourcePersistence``, with when it was saved.
public struct PersistedValue<Value> {
  /// The value saved.
  public var value: Value
  /// When it was saved.
  public var savedAt: Date

  /// Creates a persisted value.
  public init(value: Value, savedAt: Date) {
    self.value = value
    self.savedAt = savedAt
  }
}

extension PersistedValue: Sendable where Value: Sendable {}
extension PersistedValue: Equatable where Value: Equatable {}
