import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateData

/// The outbox's journal: one record appended per change of the queue, whatever waits; rewritten as what remains
/// once it has grown; an outbox saved whole by an earlier version moved into it.
extension OutboxTests {
  static let journal = ResourceKey("screenstate-outbox").appending("journal")

  @Test func eachChangeIsOneRecordAppendedHoweverManyWait() async {
    let disk = InMemoryPersistence()
    let app = await Launch(self, persistence: disk)
    await app.store.flush()  // the post loaded at launch: saved now, not with the first change
    network.goOffline()
    var growth: [Int] = []
    for _ in 0..<300 {
      let before = disk.journalBytes(for: Self.journal)?.count ?? 0
      let writes = disk.writes
      _ = await app.like.submit(1)
      #expect(disk.writes == writes + 1)  // one append, not a rewrite of the queue
      growth.append((disk.journalBytes(for: Self.journal)?.count ?? 0) - before)
    }
    // The 300th change adds what the second did, give or take the digits of its date (the first also wrote the
    // journal's header).
    let perChange = growth.dropFirst()
    #expect(perChange.max()! - perChange.min()! < 16)
    #expect(perChange.max()! < 400)
    #expect(saved(disk).count == 300)
    #expect(disk.readJournal(for: Self.journal).count == 300)
  }

  @Test func theValuesAChangeIsShownOverAreSavedWithIt() async {
    let disk = InMemoryPersistence()
    let app = await Launch(self, persistence: disk)
    // Loaded at launch, the post waits for the save interval, which the virtual clock never reaches here.
    #expect(disk.read(Post.self, for: "post/1") == nil)
    network.goOffline()
    _ = await app.like.submit(1)
    // A kill now: the next launch reads the post and the like to show over it.
    #expect(disk.read(Post.self, for: "post/1")?.value == Post(id: 1, likes: 10))
    #expect(saved(disk).count == 1)
  }

  @Test func aJournalGrownToTwiceWhatItKeepsIsRewrittenAsWhatRemains() async throws {
    let disk = InMemoryPersistence()
    let app = await Launch(self, persistence: disk)
    network.goOffline()
    for _ in 0..<200 { _ = await app.like.submit(1) }
    network.goOnline()
    for _ in 0..<150 { await app.send.nextCall().succeed(with: Post(id: 1, likes: 11)) }
    try #require(await eventually { saved(disk).count == 50 })
    // 200 submitted, then for each sent an attempt and an answer: 500 records, past twice the 50 left.
    #expect(disk.readJournal(for: Self.journal).count <= 256)
    for _ in 0..<50 { await app.send.nextCall().succeed(with: Post(id: 1, likes: 11)) }
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.isEmpty)
    #expect(saved(disk).isEmpty)
  }

  @Test func anOutboxSavedWholeByAnEarlierVersionIsMovedIntoTheJournal() async {
    let disk = InMemoryPersistence()
    let records = (0..<3).map { index in
      OutboxRecord(
        id: SubmissionID(rawValue: "saved-\(index)"), mutation: "like", input: Data("1".utf8),
        createdAt: Date(timeIntervalSince1970: 0), attempts: 0, lastFailure: nil, isFailed: false)
    }
    disk.write(records, for: "screenstate-outbox")
    network.goOffline()
    let app = await Launch(self, persistence: disk)
    #expect(app.outbox.entries.map(\.id) == records.map(\.id))
    #expect(app.likes == 13)
    #expect(disk.read([OutboxRecord].self, for: "screenstate-outbox") == nil)
    #expect(saved(disk).map(\.id) == records.map(\.id))
    network.goOnline()
    for record in records {
      let call = await app.send.nextCall()
      #expect(call.input as? SubmissionID == record.id)
      call.succeed(with: Post(id: 1, likes: 13))
    }
    await app.outbox.waitUntilSettled()
    #expect(saved(disk).isEmpty)
  }

  @Test func aChangeThatReplacesAnotherIsOneRecordBothOrNeither() throws {
    func record(_ id: String) -> OutboxRecord {
      OutboxRecord(
        id: SubmissionID(rawValue: id), mutation: "edit", input: Data("1".utf8),
        createdAt: Date(timeIntervalSince1970: 0), attempts: 0, lastFailure: nil, isFailed: false)
    }
    let entries: [OutboxJournal.Entry] = [
      .put(record: record("a")), .put(record: record("b")),
      .replace(id: SubmissionID(rawValue: "a"), with: record("c")),
    ]
    let data = try entries.map { try JSONEncoder().encode($0) }
    #expect(OutboxJournal.replay(data).map(\.id.rawValue) == ["b", "c"])
    // Cut short, the replacement is not read at all: the earlier change is still there, the later never was.
    #expect(OutboxJournal.replay(Array(data.prefix(2))).map(\.id.rawValue) == ["a", "b"])
  }
}
