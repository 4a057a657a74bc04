import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateData

/// A journal's records read back in order; an append cut short at any byte loses that record alone and is cut off,
/// so the appends after it read back; a journal of another version or key is removed with a line in the log; a
/// compaction is atomic.
@Suite(.timeLimit(.minutes(1)))
struct JournalPersistenceTests {
  let directory = TemporaryDirectory()
  let logs = LogLines()
  let key: ResourceKey = "outbox/journal"

  func makePersistence(version: Int = 1) -> FileResourcePersistence {
    FileResourcePersistence(directory: directory.url, version: version, log: logs.log)
  }

  static func records(_ texts: String...) -> [Data] { texts.map { Data($0.utf8) } }

  @Test func appendedRecordsReadBackInOrderAcrossAppends() {
    defer { directory.remove() }
    let persistence = makePersistence()
    #expect(persistence.readJournal(for: key).isEmpty)
    persistence.appendToJournal(Self.records("a", "b"), for: key)
    persistence.appendToJournal(Self.records("c"), for: key)
    persistence.appendToJournal([], for: key)
    #expect(persistence.readJournal(for: key) == Self.records("a", "b", "c"))
    #expect(makePersistence().readJournal(for: key) == Self.records("a", "b", "c"))
    #expect(logs.lines.isEmpty)
  }

  @Test func anAppendCutShortAtAnyByteLosesOnlyItsRecordAndLaterAppendsReadBack() throws {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.appendToJournal(Self.records("first", "second"), for: key)
    let url = persistence.journalURL(for: key)
    let whole = try Data(contentsOf: url)
    let last = JournalFormat.frames(Self.records("third, cut short"))
    for cut in 1..<last.count {
      try (whole + last.prefix(cut)).write(to: url)
      #expect(persistence.readJournal(for: key) == Self.records("first", "second"), "cut after \(cut) bytes")
      persistence.appendToJournal(Self.records("after"), for: key)
      #expect(persistence.readJournal(for: key) == Self.records("first", "second", "after"), "cut after \(cut) bytes")
      try whole.write(to: url)
    }
    #expect(logs.lines.contains { $0.contains("damaged bytes") })
  }

  @Test func aRecordWhoseBytesChangedEndsTheJournalThere() throws {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.appendToJournal(Self.records("one", "two", "three"), for: key)
    let url = persistence.journalURL(for: key)
    var bytes = try Data(contentsOf: url)
    bytes[bytes.count - 1] ^= 0xFF  // the last letter of "three"
    try bytes.write(to: url)
    #expect(persistence.readJournal(for: key) == Self.records("one", "two"))
  }

  @Test func aJournalOfAnotherVersionOrNotAJournalIsRemovedAndLogged() throws {
    defer { directory.remove() }
    makePersistence(version: 1).appendToJournal(Self.records("old"), for: key)
    #expect(makePersistence(version: 2).readJournal(for: key).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: makePersistence().journalURL(for: key).path))
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    try Data("{\"not\": \"a journal\"}".utf8).write(to: makePersistence().journalURL(for: key))
    #expect(makePersistence().readJournal(for: key).isEmpty)
    makePersistence().appendToJournal(Self.records("new"), for: key)
    #expect(makePersistence().readJournal(for: key) == Self.records("new"))
    #expect(logs.lines.filter { $0.contains("removed") }.count == 2)
  }

  @Test func theJournalOfAnotherKeyCopiedInItsPlaceIsNotRead() throws {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.appendToJournal(Self.records("other's"), for: "other")
    try FileManager.default.copyItem(at: persistence.journalURL(for: "other"), to: persistence.journalURL(for: key))
    #expect(persistence.readJournal(for: key).isEmpty)
    #expect(logs.lines.contains { $0.contains("it holds") })
  }

  @Test func aReplacementIsWholeAndAnEmptyOneRemovesTheFile() throws {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.appendToJournal(Self.records("a", "b", "c"), for: key)
    // A compaction killed before its rename leaves a temporary file beside the journal: it is never read.
    let leftover = directory.url.appendingPathComponent(".\(persistence.journalURL(for: key).lastPathComponent).x.tmp")
    try JournalFormat.frames(Self.records("half")).prefix(5).write(to: leftover)
    persistence.replaceJournal(with: Self.records("c"), for: key)
    #expect(persistence.readJournal(for: key) == Self.records("c"))
    persistence.appendToJournal(Self.records("d"), for: key)
    #expect(persistence.readJournal(for: key) == Self.records("c", "d"))
    persistence.replaceJournal(with: [], for: key)
    #expect(!FileManager.default.fileExists(atPath: persistence.journalURL(for: key).path))
    #expect(persistence.readJournal(for: key).isEmpty)
  }

  @Test func aJournalAndTheValueOfOneKeyAreTwoFiles() {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.write("value", for: key)
    persistence.appendToJournal(Self.records("record"), for: key)
    #expect(persistence.read(String.self, for: key)?.value == "value")
    #expect(persistence.readJournal(for: key) == Self.records("record"))
    #expect(persistence.journalURL(for: key).lastPathComponent.hasSuffix(".journal"))
  }

  @Test func aPersistenceWithoutJournalsKeepsOneAsAValueRewrittenWhole() {
    let persistence = ValuesOnlyPersistence()
    persistence.appendToJournal(Self.records("a"), for: key)
    persistence.appendToJournal(Self.records("b"), for: key)
    #expect(persistence.readJournal(for: key) == Self.records("a", "b"))
    persistence.replaceJournal(with: [], for: key)
    #expect(persistence.readJournal(for: key).isEmpty)
  }

  @Test func theInMemoryJournalCutsADamagedEndAsTheFileDoes() {
    let memory = InMemoryPersistence()
    memory.appendToJournal(Self.records("a", "b"), for: key)
    let bytes = memory.journalBytes(for: key)!
    memory.setJournalBytes(bytes + JournalFormat.frames(Self.records("c")).dropLast(2), for: key)
    #expect(memory.readJournal(for: key) == Self.records("a", "b"))
    memory.appendToJournal(Self.records("d"), for: key)
    #expect(memory.readJournal(for: key) == Self.records("a", "b", "d"))
    #expect(memory.copy().readJournal(for: key) == Self.records("a", "b", "d"))
    memory.setJournalBytes(Data("garbage".utf8), for: key)
    #expect(memory.readJournal(for: key).isEmpty)
    #expect(memory.journalKeys.isEmpty)
  }
}

/// A persistence that implements only the value requirements: journals take the protocol's default.
final class ValuesOnlyPersistence: ResourcePersistence, @unchecked Sendable {
  private let lock = NSLock()
  private var values: [ResourceKey: Data] = [:]

  func read<Value: Decodable>(_ type: Value.Type, for key: ResourceKey) -> PersistedValue<Value>? {
    guard let data = lock.withLock({ values[key] }), let value = try? JSONDecoder().decode(Value.self, from: data)
    else { return nil }
    return PersistedValue(value: value, savedAt: Date(timeIntervalSince1970: 0))
  }

  func write<Value: Encodable>(_ value: Value, for key: ResourceKey) {
    let data = try? JSONEncoder().encode(value)
    lock.withLock { values[key] = data }
  }

  func remove(_ key: ResourceKey) {
    _ = lock.withLock { values.removeValue(forKey: key) }
  }

  func removeAll() {
    lock.withLock { values.removeAll() }
  }
}
