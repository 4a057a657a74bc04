import Foundation
import ScreenState
import Testing

/// What a `FileResourcePersistence` keeps over time: values younger than its maximum age, the most recently used
/// within its maximum size, nothing of another version, everything sealed when asked, and nothing after `removeAll`.
@Suite(.timeLimit(.minutes(1)))
struct FileLifecycleTests {
  let directory = TemporaryDirectory()
  let logs = LogLines()
  let clock = DateBox(Date(timeIntervalSince1970: 1_000_000))

  /// A date a test moves by hand.
  final class DateBox: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date
    init(_ date: Date) { self.date = date }
    var now: Date { lock.withLock { date } }
    func advance(by seconds: TimeInterval) { lock.withLock { date += seconds } }
  }

  func makePersistence(
    maximumAge: Duration? = FileResourcePersistence.defaultMaximumAge, maximumSize: Int? = nil,
    sealing: PersistenceSealing? = nil, version: Int = 1
  ) -> FileResourcePersistence {
    let clock = clock
    return FileResourcePersistence(
      directory: directory.url, version: version, maximumAge: maximumAge, maximumSize: maximumSize,
      sealing: sealing, log: logs.log, now: { clock.now })
  }

  var valueFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
  }

  @Test func aValueSavedMoreThanTheMaximumAgeAgoIsNotShownAndItsFileGoes() {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.write("fresh enough", for: "a")
    clock.advance(by: 7 * 24 * 3600)
    #expect(persistence.read(String.self, for: "a")?.value == "fresh enough")  // exactly 7 days: still shown
    clock.advance(by: 1)
    #expect(persistence.read(String.self, for: "a") == nil)
    #expect(valueFiles.isEmpty)
    #expect(logs.lines.contains { $0.contains("saved more than") })
  }

  @Test func noMaximumAgeKeepsAnyAgeAndHostileAgesAreClamped() {
    defer { directory.remove() }
    makePersistence().write(1, for: "a")
    clock.advance(by: 365 * 24 * 3600)
    #expect(makePersistence(maximumAge: nil).read(Int.self, for: "a")?.value == 1)
    #expect(makePersistence(maximumAge: .seconds(Int64.max)).read(Int.self, for: "a")?.value == 1)
    #expect(makePersistence(maximumAge: .seconds(-5)).read(Int.self, for: "a") == nil)
  }

  @Test func pastTheMaximumSizeTheLeastRecentlyUsedFilesGoFirst() throws {
    defer { directory.remove() }
    let text = String(repeating: "x", count: 100)
    let probe = makePersistence()
    let size = try #require(probe.save(text, for: "probe"))
    probe.remove("probe")
    let persistence = makePersistence(maximumSize: size * 3)
    for key in ["a", "b", "c"] {
      persistence.write(text, for: ResourceKey(key))
      clock.advance(by: 1)
    }
    #expect(persistence.read(String.self, for: "a") != nil)  // "a" is now the most recently used
    persistence.write(text, for: "d")
    #expect(persistence.read(String.self, for: "b") == nil)
    #expect(persistence.read(String.self, for: "a") != nil)
    #expect(persistence.read(String.self, for: "c") != nil)
    #expect(persistence.read(String.self, for: "d") != nil)
    #expect(valueFiles.count == 3)
    // A journal is neither counted nor removed.
    persistence.appendToJournal([Data(String(repeating: "j", count: size * 5).utf8)], for: "outbox")
    persistence.write(text, for: "e")
    #expect(persistence.readJournal(for: "outbox").count == 1)
    #expect(valueFiles.count == 3)
  }

  @Test func theSizeLimitCountsTheFilesAnEarlierLaunchLeft() throws {
    defer { directory.remove() }
    let text = String(repeating: "y", count: 100)
    let earlier = makePersistence()
    for key in ["old", "older"] {
      earlier.write(text, for: ResourceKey(key))
    }
    let size = try #require(earlier.save(text, for: "newest"))
    let persistence = makePersistence(maximumSize: size * 3)
    persistence.write(text, for: "new")
    #expect(valueFiles.count == 3)
  }

  @Test func aFileOfAnotherVersionIsRemoved() {
    defer { directory.remove() }
    makePersistence(version: 1).write(1, for: "a")
    #expect(makePersistence(version: 2).read(Int.self, for: "a") == nil)
    #expect(valueFiles.isEmpty)
    #expect(logs.lines.contains { $0.contains("removed") && $0.contains("version 1, expected 2") })
  }

  /// A toy cipher: each byte added to a key byte. Enough to check that what is written is what `seal` made.
  static func toySealing(key: UInt8) -> PersistenceSealing {
    PersistenceSealing(
      seal: { data in Data([key, 0x5A] + data.map { $0 &+ key }) },
      open: { data in
        guard data.count >= 2, data.first == key, data.dropFirst().first == 0x5A else {
          throw CocoaError(.fileReadCorruptFile)
        }
        return Data(data.dropFirst(2).map { $0 &- key })
      })
  }

  @Test func aSealedValueAndJournalAreUnreadableOnDiskAndReadBack() throws {
    defer { directory.remove() }
    let persistence = makePersistence(sealing: Self.toySealing(key: 7))
    persistence.write("a secret title", for: "post/1")
    persistence.appendToJournal([Data("a secret change".utf8)], for: "outbox")
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).map { name in
      try Data(contentsOf: directory.url.appendingPathComponent(name))
    }
    #expect(onDisk.count == 2)
    #expect(!onDisk.contains { String(decoding: $0, as: UTF8.self).contains("secret") })
    #expect(persistence.read(String.self, for: "post/1")?.value == "a secret title")
    #expect(persistence.readJournal(for: "outbox") == [Data("a secret change".utf8)])
    // Another key opens nothing: logged and ignored, never shown broken.
    let other = makePersistence(sealing: Self.toySealing(key: 9))
    #expect(other.read(String.self, for: "post/1") == nil)
    #expect(other.readJournal(for: "outbox").isEmpty)
    #expect(logs.lines.contains { $0.contains("unreadable") })
  }

  @Test func removeAllLeavesNoFileItWroteAndNoneOfOthers() throws {
    defer { directory.remove() }
    let persistence = makePersistence(maximumSize: 10_000)
    persistence.write(1, for: "a")
    persistence.write(2, for: "b")
    persistence.appendToJournal([Data("change".utf8)], for: "outbox")
    try Data("half".utf8).write(to: directory.url.appendingPathComponent(".a.json.1234.tmp"))
    try Data("the app's".utf8).write(to: directory.url.appendingPathComponent("notes.txt"))
    persistence.removeAll()
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(left == ["notes.txt"])
    #expect(persistence.read(Int.self, for: "a") == nil)
    #expect(persistence.readJournal(for: "outbox").isEmpty)
    persistence.write(3, for: "c")
    #expect(persistence.read(Int.self, for: "c")?.value == 3)
  }

  @Test func theDefaultsSayWhatTheyKeep() {
    let persistence = FileResourcePersistence(directory: directory.url)
    #expect(persistence.maximumAge == .seconds(604_800))
    #expect(persistence.maximumSize == nil)
    #expect(persistence.protection?.rawValue == FileProtectionType.completeUntilFirstUserAuthentication.rawValue)
  }
}
