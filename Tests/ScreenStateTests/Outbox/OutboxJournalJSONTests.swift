import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData

/// The journal's entries written directly as JSON: read back by `JSONDecoder` as the same entries, and the same JSON
/// values `JSONEncoder` writes, whatever their text holds.
struct OutboxJournalJSONTests {
  typealias Entry = OutboxJournal.Entry

  /// Text with what JSON must escape (quotes, backslashes, control characters) and what it must not (non-ASCII).
  static func text(_ random: inout SeededRandomNumberGenerator) -> String {
    let pieces = [
      "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "e\u{301}", "🐶",
      "„", "\u{2028}", "{", "}", ":", ",",
    ]
    let count = Int.random(in: 0...12, using: &random)
    return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
  }

  static func record(_ random: inout SeededRandomNumberGenerator) -> OutboxRecord {
    let summary: ChangeSummary? =
      Bool.random(using: &random)
      ? ChangeSummary(
        text(&random),
        translations: Dictionary(
          uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &random)).map { ("l\($0)", text(&random)) }))
      : nil
    return OutboxRecord(
      id: SubmissionID(using: &random), mutation: text(&random),
      input: Data((0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }),
      summary: summary,
      createdAt: Date(timeIntervalSinceReferenceDate: Double.random(in: -1e9...1e9, using: &random)),
      attempts: Int.random(in: 0...1_000_000, using: &random), uncertainSends: Int.random(in: 0...3, using: &random),
      lastFailure: nil, isFailed: Bool.random(using: &random),
      scope: Bool.random(using: &random) ? (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) } : nil,
      creates: Bool.random(using: &random) ? text(&random) : nil)
  }

  static func entries(seed: UInt64, count: Int) -> [Entry] {
    var random = SeededRandomNumberGenerator(seed: seed)
    return (0..<count).map { index in
      switch index % 3 {
      case 0: .put(record: record(&random))
      case 1: .remove(id: SubmissionID(using: &random))
      default: .replace(id: SubmissionID(using: &random), with: record(&random))
      }
    }
  }

  @Test func anEntryWrittenDirectlyReadsBackTheSame() throws {
    for entry in Self.entries(seed: 3, count: 600) {
      let json = try #require(entry.json)
      #expect(try JSONDecoder().decode(Entry.self, from: json) == entry)
    }
  }

  @Test func anEntryWrittenDirectlyIsTheJSONTheEncoderWrites() throws {
    for entry in Self.entries(seed: 4, count: 300) {
      let direct = try JSONSerialization.jsonObject(with: try #require(entry.json)) as? NSDictionary
      let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(entry)) as? NSDictionary
      #expect(direct != nil)
      #expect(direct == encoded)
    }
  }

  @Test func aFailureOrACreateIsLeftToTheEncoder() throws {
    var random = SeededRandomNumberGenerator(seed: 5)
    var failed = Self.record(&random)
    failed.lastFailure = FailureClassification(kind: .serverError, isRetryable: true, statusCode: 503)
    let creation = OutboxCreation(
      submission: SubmissionID(using: &random), temporaryKey: "post/tmp-1", serverKey: "post/7",
      serverID: Data("7".utf8))
    for entry in [Entry.put(record: failed), .replace(id: failed.id, with: failed), .created(creation)] {
      #expect(entry.json == nil)
      let encoded = try #require(entry.encoded(with: JSONEncoder()))
      #expect(try JSONDecoder().decode(Entry.self, from: encoded) == entry)
    }
  }
}
