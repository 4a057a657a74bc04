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
    /// The create `creation.submission` left the outbox, answered, and the server's id of what it created is
    /// `creation`'s, in one record: both or neither. The changes kept name the server's id in their scope from then.
    case created(OutboxCreation)
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
      persistence.appendToJournal(entries.compactMap { $0.encoded(with: encoder) }, for: key)
    }
  }

  /// Replaces the journal with the server's ids of `creations`, then one `put` per record, in order; returns once it
  /// is written.
  func replace(with records: [OutboxRecord], creations: [OutboxCreation] = []) async {
    let persistence = persistence
    let key = key
    await run {
      let encoder = JSONEncoder()
      let entries = creations.map(Entry.created) + records.map { Entry.put(record: $0) }
      persistence.replaceJournal(with: entries.compactMap { $0.encoded(with: encoder) }, for: key)
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
  func load(legacyKey outboxKey: ResourceKey) -> (
    records: [OutboxRecord], creations: [OutboxCreation], length: Int
  ) {
    var data = persistence.readJournal(for: key)
    if data.isEmpty, let legacy = persistence.read([OutboxRecord].self, for: outboxKey)?.value {
      let encoder = JSONEncoder()
      data = legacy.compactMap { try? encoder.encode(Entry.put(record: $0)) }
      persistence.replaceJournal(with: data, for: key)
      persistence.remove(outboxKey)
    }
    let replayed = Self.replayWithCreations(data)
    return (replayed.records, replayed.creations, data.count)
  }

  /// The changes `data` leaves, in the order each was first put; a record that cannot be read is skipped.
  static func replay(_ data: [Data]) -> [OutboxRecord] {
    replayWithCreations(data).records
  }

  /// The changes `data` leaves, in the order each was first put, and the server's ids of the items created.
  static func replayWithCreations(_ data: [Data]) -> (records: [OutboxRecord], creations: [OutboxCreation]) {
    let decoder = JSONDecoder()
    var order: [SubmissionID] = []
    var creations: [OutboxCreation] = []
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
      case .created(let creation):
        records[creation.submission] = nil
        creations.removeAll { $0.temporaryKey == creation.temporaryKey }
        creations.append(creation)
        for (id, record) in records { records[id] = OutboxQueue.rekeyed(record, creation) }
      }
    }
    return (order.compactMap { records.removeValue(forKey: $0) }, creations)
  }

  /// Whether a journal of `length` records, about to get `adding` more, is better rewritten as the `live` changes
  /// that remain: once it would hold twice as many records as changes (and at least a few hundred), so that each
  /// compaction's cost is paid for by as many appends.
  static func shouldCompact(length: Int, adding: Int, live: Int) -> Bool {
    length + adding > max(256, 2 * live)
  }
}
