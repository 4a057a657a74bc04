import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData
@testable import ScreenStatePresentation

/// Each change an outbox keeps carries its mutation's input and the summary its mutation made of it, saved with it:
/// a list of pending changes can say what each one is, in the screen's language, even before its mutation is made.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OutboxEntrySummaryTests {
  typealias Post = OutboxTests.Post
  typealias Like = OutboxTests.Like

  let clock = VirtualClock()
  let network = ControllableConnectivity()
  let titles = [1: "Swift 6.2 is out", 2: "Farmers' market"]

  func makeStore(_ persistence: InMemoryPersistence) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(
        retryPolicy: .never, attemptTimeout: nil, clock: clock, connectivity: network, activity: AppActivity()),
      persistence: persistence)
  }

  /// The like, describing each post it likes (in English and German) unless `described` is false.
  func like(_ outbox: Outbox, described: Bool = true) -> Like {
    let titles = titles
    return Like(
      "like the post", queuedIn: outbox, as: "like",
      summary: described
        ? { postID in
          ChangeSummary("Like '\(titles[postID] ?? "?")'", translations: ["de": "„\(titles[postID] ?? "?")“ liken"])
        } : nil
    ) { (postID: Int, _: SubmissionID) async throws(any Error) -> Post in Post(id: postID, likes: 11) }
  }

  @Test func anEntryCarriesItsInputAndItsSummary() async {
    let store = makeStore(InMemoryPersistence())
    let outbox = Outbox(store)
    let like = like(outbox)
    network.goOffline()
    _ = await like.submit(1)
    _ = await like.submit(2)
    #expect(outbox.entries.map { $0.input(as: Int.self) } == [1, 2])
    #expect(outbox.entries.map(\.summary?.text) == ["Like 'Swift 6.2 is out'", "Like 'Farmers' market'"])
    #expect(like.outboxEntries.map(\.summary) == outbox.entries.map(\.summary))
  }

  @Test func anInputReadAsAnotherTypeIsNil() async {
    let outbox = Outbox(makeStore(InMemoryPersistence()))
    let like = like(outbox)
    network.goOffline()
    _ = await like.submit(1)
    #expect(outbox.entries.first?.input(as: String.self) == nil)
    #expect(outbox.entries.first?.input(as: Int.self) == 1)
  }

  @Test func theSummaryIsShownInTheScreensLanguage() async {
    let outbox = Outbox(makeStore(InMemoryPersistence()))
    let like = like(outbox)
    network.goOffline()
    _ = await like.submit(1)
    let summary = try? #require(outbox.entries.first?.summary)
    #expect(summary.map(ScreenTexts(language: "de").text(of:)) == "„Swift 6.2 is out“ liken")
    #expect(summary.map(ScreenTexts(language: "de-AT").text(of:)) == "„Swift 6.2 is out“ liken")
    #expect(summary.map(ScreenTexts(language: "fr").text(of:)) == "Like 'Swift 6.2 is out'")
  }

  @Test func aMutationWithNoSummaryKeepsNone() async {
    let outbox = Outbox(makeStore(InMemoryPersistence()))
    let like = like(outbox, described: false)
    network.goOffline()
    _ = await like.submit(1)
    #expect(outbox.entries.count == 1)
    #expect(outbox.entries.first?.summary == nil)
    #expect(outbox.entries.first?.input(as: Int.self) == 1)
  }

  @Test func theSummaryIsSavedAndListedAfterARelaunchBeforeTheMutationIsMade() async {
    let disk = InMemoryPersistence()
    let first = Outbox(makeStore(disk))
    let like = like(first)
    network.goOffline()
    _ = await like.submit(2)
    let journal = ResourceKey("screenstate-outbox").appending("journal")
    let saved = OutboxJournal.replay(disk.readJournal(for: journal))
    #expect(saved.map(\.summary?.text) == ["Like 'Farmers' market'"])

    // The next launch reads what this one saved: its outbox lists the change before any mutation is made.
    let copy = disk.copy()
    let next = Outbox(makeStore(copy))
    let expected = ChangeSummary("Like 'Farmers' market'", translations: ["de": "„Farmers' market“ liken"])
    #expect(next.entries.map(\.summary) == [expected])
    #expect(next.entries.first?.input(as: Int.self) == 2)
    #expect(next.entries.first?.status == .queued(lastFailure: nil))
  }

  @Test func aChangeSavedWithoutASummaryIsReadWithNone() throws {
    let record = OutboxRecord(
      id: SubmissionID(rawValue: "7"), mutation: "like", input: Data("1".utf8),
      createdAt: Date(timeIntervalSince1970: 0), attempts: 0, lastFailure: nil, isFailed: false)
    var json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? [String: Any])
    json["summary"] = nil
    let read = try JSONDecoder().decode(OutboxRecord.self, from: JSONSerialization.data(withJSONObject: json))
    #expect(read.summary == nil)
    #expect(read.input == Data("1".utf8))
  }

  @Test func aSummaryIsWrittenAndReadBack() throws {
    let summary = ChangeSummary("Like 'Swift 6.2 is out'", translations: ["de": "„Swift 6.2 is out“ liken"])
    let read = try JSONDecoder().decode(ChangeSummary.self, from: JSONEncoder().encode(summary))
    #expect(read == summary)
    #expect(read.description == "Like 'Swift 6.2 is out'")
    let literal: ChangeSummary = "Like a post"
    #expect(literal == ChangeSummary("Like a post"))
  }
}
