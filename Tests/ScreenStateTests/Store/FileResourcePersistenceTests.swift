import Foundation
import ScreenState
import ScreenStateTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Files that are corrupt, truncated, of another version or unwritable are logged and ignored, never a crash.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct FileResourcePersistenceTests {
  struct Post: Codable, Hashable, Sendable {
    var id: Int
    var title: String
  }

  let directory = TemporaryDirectory()
  let logs = LogLines()

  func makePersistence(version: Int = 1) -> FileResourcePersistence {
    FileResourcePersistence(
      directory: directory.url, version: version, log: logs.log, now: { Date(timeIntervalSince1970: 1_000) })
  }

  @Test func aWrittenValueReadsBack() throws {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.write([Post(id: 1, title: "Hello")], for: "posts")
    let read = persistence.read([Post].self, for: "posts")
    #expect(read == PersistedValue(value: [Post(id: 1, title: "Hello")], savedAt: Date(timeIntervalSince1970: 1_000)))
    #expect(logs.lines.isEmpty)
    // No temporary file is left behind.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(names.count == 1)
    #expect(names.allSatisfy { $0.hasSuffix(".json") && !$0.hasPrefix(".") })
  }

  @Test func aMissingFileIsNothingAndLogsNothing() {
    #expect(makePersistence().read(Int.self, for: "posts") == nil)
    #expect(logs.lines.isEmpty)
  }

  @Test func aCorruptFileIsIgnoredWithALogLine() throws {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.write(1, for: "posts")
    try Data([0xFF, 0x00, 0x7B, 0x22]).write(to: persistence.fileURL(for: "posts"))
    #expect(persistence.read(Int.self, for: "posts") == nil)
    #expect(logs.lines.count == 1)
    #expect(logs.lines.first?.contains("unreadable") == true)
  }

  @Test func aTruncatedFileIsIgnoredWithALogLine() throws {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.write([Post(id: 1, title: "Hello")], for: "posts")
    let url = persistence.fileURL(for: "posts")
    let data = try Data(contentsOf: url)
    for length in [0, 1, data.count / 2, data.count - 1] {
      try data.prefix(length).write(to: url)
      #expect(persistence.read([Post].self, for: "posts") == nil)
    }
    #expect(logs.lines.count == 4)
  }

  @Test(arguments: [#""key":"other","#, ""])
  func aFileSavedForAnotherKeyOrNoneIsIgnoredWithALogLine(keyField: String) throws {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.write(0, for: "posts")
    let file = #"{"version":1,"savedAt":1000,"# + keyField + #""components":["posts"],"value":1}"#
    try Data(file.utf8).write(to: persistence.fileURL(for: "posts"))
    #expect(persistence.read(Int.self, for: "posts") == nil)
    #expect(logs.lines.count == 1)
    #expect(logs.lines.first?.contains("it holds \(keyField.isEmpty ? "no key" : "other")") == true)
  }

  @Test func anotherVersionIsIgnoredWithALogLine() {
    defer { directory.remove() }
    makePersistence(version: 1).write(1, for: "posts")
    #expect(makePersistence(version: 2).read(Int.self, for: "posts") == nil)
    #expect(logs.lines.count == 1)
    #expect(logs.lines.first?.contains("version 1, expected 2") == true)
  }

  @Test func anotherTypeIsIgnoredWithALogLine() {
    defer { directory.remove() }
    let persistence = makePersistence()
    persistence.write("text", for: "posts")
    #expect(persistence.read([Post].self, for: "posts") == nil)
    #expect(logs.lines.count == 1)
  }

  @Test func anUnwritableDirectoryIsLoggedNotFatal() throws {
    defer { directory.remove() }
    // A file where the directory should be: nothing can be created under it, whoever runs the tests.
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    let blocker = directory.url.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let persistence = FileResourcePersistence(directory: blocker.appendingPathComponent("cache"), log: logs.log)
    persistence.write(1, for: "posts")
    #expect(persistence.read(Int.self, for: "posts") == nil)
    #expect(logs.lines.count == 1)
    #expect(logs.lines.first?.contains("could not save posts") == true)
  }

  @Test(arguments: ["../../etc/passwd", "..", "/", "a/../../b", "%2e%2e/x", "con", String(repeating: "é/", count: 400)])
  func fileNamesStayInTheDirectory(path: String) {
    let persistence = makePersistence()
    let key = ResourceKey(components: [path])
    let url = persistence.fileURL(for: key)
    #expect(url.deletingLastPathComponent().standardizedFileURL == directory.url.standardizedFileURL)
    #expect(!url.lastPathComponent.contains("/"))
    #expect(!url.lastPathComponent.hasPrefix("."))
    #expect(url.lastPathComponent.utf8.count <= 80)
  }

  /// A file's name never changes from one version of the library to the next: the values an app saved stay found.
  @Test(arguments: [
    (["post", "1"], "post_1-32f4797c823aead9.json"),
    (["caf\u{65}\u{301}", "naïve 🐶"], "caf__na_ve__-10971626bb968126.json"),
    (
      [String(repeating: "a", count: 47), "bc"],
      "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa_-facf94820086cd0a.json"
    ),
    (
      [String(repeating: "x", count: 48), "y"], "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-03c590774e9dc697.json"
    ),
    (["screenstate-outbox", "journal"], "screenstate-outbox_journal-02d2cc3ed2537898.json"),
  ])
  func fileNamesAreStable(components: [String], name: String) {
    let key = ResourceKey(components: components)
    #expect(makePersistence().fileURL(for: key).lastPathComponent == name)
    #expect(
      makePersistence().journalURL(for: key).lastPathComponent
        == name.replacingOccurrences(of: ".json", with: ".journal"))
  }

  @Test func distinctKeysGetDistinctFiles() {
    let persistence = makePersistence()
    let keys: [ResourceKey] = ["post/1", "post_1", ResourceKey(components: ["post/1"]), "post/1/", "Post/1"]
    // "post/1" and "post/1/" are the same key; the rest differ.
    let names = Set(keys.map { persistence.fileURL(for: $0).lastPathComponent })
    #expect(names.count == 3 || names.count == 4)
    #expect(persistence.fileURL(for: "post/1") != persistence.fileURL(for: "post_1"))
    #expect(persistence.fileURL(for: "post/1") != persistence.fileURL(for: "Post/1"))
  }

  @Test func aStoreShowsTheSavedValueAsStaleOnTheNextLaunch() async {
    defer { directory.remove() }
    let clock = VirtualClock()
    let op = ControllableOperation<[Post], any Error>()
    do {
      let store = ResourceStore(retryPolicy: .never, clock: clock, persistence: makePersistence())
      let posts = store.resource("posts", timeout: nil, fetch: op.operation)
      let caller = Task { await posts.load() }
      await op.nextCall().succeed(with: [Post(id: 1, title: "Saved")])
      await caller.value
      posts.release()
    }
    // The next launch: a new store over the same directory.
    let store = ResourceStore(retryPolicy: .never, clock: clock, persistence: makePersistence())
    let posts = store.resource("posts", timeout: nil, fetch: op.operation)
    #expect(posts.state == .loaded([Post(id: 1, title: "Saved")]))
    #expect(posts.isStale)
    let caller = Task.immediate { await posts.load() }
    #expect(posts.state == .loaded([Post(id: 1, title: "Saved")]))
    #expect(posts.isRunning)
    await op.nextCall().fail(with: URLError(.notConnectedToInternet))
    await caller.value
    // Offline: the saved value stays, with the failure.
    #expect(posts.state.value == [Post(id: 1, title: "Saved")])
    #expect(posts.state.isFailed)
    #expect(logs.lines.isEmpty)
  }

  @Test func aValueSetByHandIsNotSaved() async {
    defer { directory.remove() }
    let persistence = makePersistence()
    let store = ResourceStore(retryPolicy: .never, persistence: persistence)
    let posts = store.resource("posts", as: Int.self, timeout: nil) { 1 }
    posts.setValue(5)
    await store.flush()
    #expect(persistence.read(Int.self, for: "posts") == nil)
    await posts.refresh()
    await store.flush()
    #expect(persistence.read(Int.self, for: "posts")?.value == 1)
  }

  @Test func aCorruptFileStartsTheStoreEmpty() throws {
    defer { directory.remove() }
    let persistence = makePersistence()
    try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    try Data("{\"version\":1,\"savedAt\":".utf8).write(to: persistence.fileURL(for: "posts"))
    let store = ResourceStore(retryPolicy: .never, persistence: persistence)
    let posts = store.resource("posts", as: Int.self, timeout: nil) { 1 }
    #expect(posts.state == .idle)
    #expect(logs.lines.count == 1)
  }
}
