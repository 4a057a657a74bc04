import Dispatch
import Foundation
import ScreenStateCore

/// An ``Outbox``'s changes as an append-only journal in its store's persistence: each change of the queue (a change
/// submitted, an attempt counted, an answer) is one record appended, so saving it costs the same however many changes
/// wait. Read back in order at launch; rewritten as the changes that remain (compacted) once it has grown to twice
/// their number.
final class OutboxJournal: Sendable {
  /// One record of the journal.
  enum Entry: Codable, Sendable, Equatable {
    /// The change, new or as it now is (its attempts, its failure); a new one goes at the end of the order.
    case put(record: OutboxRecord)
    /// The change left the outbox.
    case remove(id: SubmissionID)
    /// The change `id` left the outbox and `record` joined it at the end, in one record: both or neither (a change
    /// that replaces one it cancels out).
    case replace(id: SubmissionID, with: OutboxRecord)
  }

  /// Where the records go.
  let persistence: any ResourcePersistence
  /// The journal's key in the persistence.
  let key: ResourceKey
  /// Appends and compactions, one at a time and in order, off the main actor.
  private let queue = DispatchQueue(label: "ScreenState.Outbox.journal")

  /// The journal of the outbox saved under `key` (its journal is the key's `journal` child).
  init(persistence: any ResourcePersistence, outboxKey key: ResourceKey) {
    self.persistence = persistence
    self.key = key.appending("journal")
  }

  /// Appends `entries`, encoded, in one append; returns once they are written.
  func append(_ entries: [Entry]) async {
    guard !entries.isEmpty else { return }
    let persistence = persistence
    let key = key
    await run {
      let encoder = JSONEncoder()
      persistence.appendToJournal(entries.compactMap { try? encoder.encode($0) }, for: key)
    }
  }

  /// Replaces the journal with one `put` per record, in order; returns once it is written.
  func replace(with records: [OutboxRecord]) async {
    let persistence = persistence
    let key = key
    await run {
      let encoder = JSONEncoder()
      persistence.replaceJournal(
        with: records.compactMap { try? encoder.encode(Entry.put(record: $0)) }, for: key)
    }
  }

  private func run(_ work: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.async {
        work()
        continuation.resume()
      }
    }
  }

  /// The changes the journal holds, in order, and how many records it has. Reads on the calling thread.
  ///
  /// An outbox saved by an earlier version as one value under `outboxKey` is moved into the journal first.
  func load(legacyKey outboxKey: ResourceKey) -> (records: [OutboxRecord], length: Int) {
    var data = persistence.readJournal(for: key)
    if data.isEmpty, let legacy = persistence.read([OutboxRecord].self, for: outboxKey)?.value {
      let encoder = JSONEncoder()
      data = legacy.compactMap { try? encoder.encode(Entry.put(record: $0)) }
      persistence.replaceJournal(with: data, for: key)
      persistence.remove(outboxKey)
    }
    return (Self.replay(data), data.count)
  }

  /// The changes `data` leaves, in the order each was first put; a record that cannot be read is skipped.
  static func replay(_ data: [Data]) -> [OutboxRecord] {
    let decoder = JSONDecoder()
    var order: [SubmissionID] = []
    var records: [SubmissionID: OutboxRecord] = [:]
    for bytes in data {
      guard let entry = try? decoder.decode(Entry.self, from: bytes) else { continue }
      switch entry {
      case .put(let record):
        if records.updateValue(record, forKey: record.id) == nil { order.append(record.id) }
      case .remove(let id):
        records[id] = nil
      case .replace(let id, let record):
        records[id] = nil
        if records.updateValue(record, forKey: record.id) == nil { order.append(record.id) }
      }
    }
    return order.compactMap { records.removeValue(forKey: $0) }
  }

  /// Whether a journal of `length` records, about to get `adding` more, is better rewritten as the `live` changes
  /// that remain: once it would hold twice as many records as changes (and at least a few hundred), so that each
  /// compaction's cost is paid for by as many appends.
  static func shouldCompact(length: Int, adding: Int, live: Int) -> Bool {
    length + adding > max(256, 2 * live)
  }
}
