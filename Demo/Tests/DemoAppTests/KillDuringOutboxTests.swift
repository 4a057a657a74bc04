import DemoServer
import DemoSoak
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Likes, and posts written offline with their likes, queued in the board's outbox reach the backend exactly once,
/// though the process sending them is killed with SIGKILL again and again while it sends. The sender is
/// `demo-soak --outbox`, a real process built beside these tests, running the demo's own board against the backend
/// this test runs; each kill lands while changes are on the wire (every answer takes 20 ms), and the process is
/// started again on the same cache directory.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct KillDuringOutboxTests {
  static let likes = 30

  /// Runs `demo-soak` with `arguments`, reading its lines.
  final class Writer: @unchecked Sendable {
    let process = Process()
    private let output = Pipe()
    private var buffer = ""

    init(_ arguments: [String]) throws {
      process.executableURL = KillDuringSaveTests.writerExecutable
      process.arguments = arguments
      process.standardOutput = output
      try process.run()
    }

    /// Reads lines until one satisfies `done`; returns it, or `nil` when the process ended first.
    func readUntil(_ done: (String) -> Bool) -> String? {
      while true {
        while let newline = buffer.firstIndex(of: "\n") {
          let line = String(buffer[..<newline])
          buffer.removeSubrange(...newline)
          if done(line) { return line }
        }
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { return nil }
        buffer += String(decoding: chunk, as: UTF8.self)
      }
    }

    /// Kills the process with SIGKILL, as the system would, and waits for it to end.
    func killNow() {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }

  static func pending(_ line: String) -> Int? {
    line.hasPrefix("pending ") ? Int(line.dropFirst("pending ".count)) : nil
  }

  @Test func likesQueuedOfflineArriveOnceThoughTheSenderIsKilledWhileItSends() async throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: KillDuringSaveTests.writerExecutable.path),
      "demo-soak is built beside the tests by `swift test --package-path Demo`")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScreenStateKillDuringOutbox-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let backend = DemoBackend(faults: FaultConfiguration(mode: .healthy, latency: .milliseconds(20)))
    try await backend.start()
    let url = try #require(await backend.baseURL)
    let initial = (0..<Self.likes).map { DemoPost.initialLikes(ofPostWithID: OutboxWriter.postID(forLike: $0)) }

    // Offline: every like is queued, on disk.
    try await backend.goOffline()
    let first = try Writer(["--outbox", directory.path, "--server", url.absoluteString, "--likes", "\(Self.likes)"])
    #expect(first.readUntil { $0 == "queued \(Self.likes)" } != nil)
    try await backend.setFaultMode(.healthy)
    await backend.setLatency(.milliseconds(20))

    // Killed three times while it sends, at a different point each time, then left to finish.
    var writer = first
    var kills = 0
    for sentBeforeKill in [3, 7, 5] {
      var seen: Int?
      let line = writer.readUntil { line in
        guard let pending = Self.pending(line) else { return false }
        if seen == nil { seen = pending }
        return pending <= (seen ?? pending) - sentBeforeKill || pending == 0
      }
      writer.killNow()
      kills += 1
      #expect(writer.process.terminationReason == .uncaughtSignal)
      #expect(line != nil, "killed while it sends, not after it ended")
      // Started again on the same directory (one process at a time, as on a phone).
      writer = try Writer(["--outbox", directory.path, "--server", url.absoluteString])
    }
    let last = writer
    #expect(last.readUntil { $0 == "empty" } != nil)
    last.process.waitUntilExit()
    #expect(last.process.terminationStatus == 0)

    let catalogue = await backend.catalogue
    for index in 0..<Self.likes {
      let id = OutboxWriter.postID(forLike: index)
      #expect(catalogue.likes(ofPostWithID: id) == initial[index] + 1, "post \(id) liked once")
    }
    #expect(catalogue.likeKeys.count == Self.likes)
    #expect(kills == 3)
    // How many likes came twice (sent, then killed before the answer was kept): the backend counted them once.
    print("kill -9 during the outbox: \(Self.likes) likes, \(kills) kills, \(catalogue.repeatedLikes) sent again")
    await backend.stop()
  }

  /// How many posts `--toggles` taps the like of.
  static let toggledPosts = 20

  @Test func togglesQueuedOfflineCancelOutAndArriveOnceThoughTheSenderIsKilledWhileItSends() async throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: KillDuringSaveTests.writerExecutable.path),
      "demo-soak is built beside the tests by `swift test --package-path Demo`")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScreenStateKillDuringToggles-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let backend = DemoBackend(faults: FaultConfiguration(mode: .healthy, latency: .milliseconds(20)))
    try await backend.start()
    let url = try #require(await backend.baseURL)
    let posts = (0..<Self.toggledPosts).map { index in
      (
        id: OutboxWriter.postID(forLike: index), endsLiked: OutboxWriter.toggles(ofPost: index) % 2 == 1,
        initial: DemoPost.initialLikes(ofPostWithID: OutboxWriter.postID(forLike: index))
      )
    }
    let liked = posts.count { $0.endsLiked }
    #expect(liked > 0 && liked < posts.count, "some posts end liked, some as they were")

    // Offline: every tap is made; those that cancel out leave the outbox, one change a liked post stays, on disk.
    try await backend.goOffline()
    let first = try Writer([
      "--outbox", directory.path, "--server", url.absoluteString, "--toggles", "\(Self.toggledPosts)",
    ])
    #expect(first.readUntil { $0 == "queued \(Self.toggledPosts)" } != nil)
    #expect(first.readUntil { Self.pending($0) != nil }.flatMap(Self.pending) == liked, "one change per liked post")
    try await backend.setFaultMode(.healthy)
    await backend.setLatency(.milliseconds(20))

    // Killed again and again while it sends, at a different point each time, then left to finish.
    var writer = first
    var kills = 0
    for sentBeforeKill in [2, 4, 3] {
      var seen: Int?
      let line = writer.readUntil { line in
        guard let pending = Self.pending(line) else { return false }
        if seen == nil { seen = pending }
        return pending <= (seen ?? pending) - sentBeforeKill || pending == 0
      }
      writer.killNow()
      kills += 1
      #expect(writer.process.terminationReason == .uncaughtSignal)
      #expect(line != nil && line != "pending 0", "killed while it sends, not after it ended")
      writer = try Writer(["--outbox", directory.path, "--server", url.absoluteString])
    }
    let last = writer
    #expect(last.readUntil { $0 == "empty" } != nil)
    last.process.waitUntilExit()
    #expect(last.process.terminationStatus == 0)

    // Each post ends with exactly the like its taps imply, each change applied once: one key per liked post, none
    // for a post whose taps cancel out, and at most one request per run of the sender (a change it was killed
    // sending is sent again, with the same key, by the next run).
    let catalogue = await backend.catalogue
    let requests = await backend.likeRequests
    let runs = kills + 1
    for post in posts {
      let received = requests["\(post.id)"] ?? []
      #expect(catalogue.isLiked(postWithID: post.id) == post.endsLiked, "post \(post.id)")
      #expect(catalogue.likes(ofPostWithID: post.id) == post.initial + (post.endsLiked ? 1 : 0), "post \(post.id)")
      #expect(Set(received).count == (post.endsLiked ? 1 : 0), "post \(post.id): one change, or none")
      #expect(received.count <= runs, "post \(post.id): at most one request a run")
      #expect(!received.contains(""), "post \(post.id): every request carries its key")
    }
    #expect(catalogue.likeKeys.count == liked)
    #expect(kills == 3)
    let sent = requests.values.map(\.count).reduce(0, +)
    #expect(catalogue.repeatedLikes == sent - liked)
    print(
      "kill -9 during the outbox, toggles: \(posts.count) posts toggled 1 to 5 times, \(liked) end liked, "
        + "\(sent) requests (\(catalogue.repeatedLikes) sent again), \(kills) kills, "
        + "at most \(requests.values.map(\.count).max() ?? 0) requests for one post")
    await backend.stop()
  }

  /// How many posts `--creates` writes offline, each liked once.
  static let createdPosts = 10

  @Test func postsCreatedOfflineAndLikedArriveOnceThoughTheSenderIsKilledWhileItSends() async throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: KillDuringSaveTests.writerExecutable.path),
      "demo-soak is built beside the tests by `swift test --package-path Demo`")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScreenStateKillDuringCreates-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let backend = DemoBackend(faults: FaultConfiguration(mode: .healthy, latency: .milliseconds(20)))
    try await backend.start()
    let url = try #require(await backend.baseURL)
    let titles = (0..<Self.createdPosts).map(OutboxWriter.title(ofCreatedPost:))

    // Offline: every post and its like are queued, on disk: two changes a post.
    try await backend.goOffline()
    let first = try Writer([
      "--outbox", directory.path, "--server", url.absoluteString, "--creates", "\(Self.createdPosts)",
    ])
    #expect(first.readUntil { $0 == "queued \(Self.createdPosts)" } != nil)
    #expect(first.readUntil { Self.pending($0) != nil }.flatMap(Self.pending) == 2 * Self.createdPosts)
    try await backend.setFaultMode(.healthy)
    await backend.setLatency(.milliseconds(20))

    // Killed again and again while it sends, at a different point each time, then left to finish.
    var writer = first
    var kills = 0
    for sentBeforeKill in [3, 5, 4, 2] {
      var seen: Int?
      let line = writer.readUntil { line in
        guard let pending = Self.pending(line) else { return false }
        if seen == nil { seen = pending }
        return pending <= (seen ?? pending) - sentBeforeKill || pending == 0
      }
      writer.killNow()
      kills += 1
      #expect(writer.process.terminationReason == .uncaughtSignal)
      #expect(line != nil && line != "pending 0", "killed while it sends, not after it ended")
      writer = try Writer(["--outbox", directory.path, "--server", url.absoluteString])
    }
    let last = writer
    #expect(last.readUntil { $0 == "empty" } != nil)
    last.process.waitUntilExit()
    #expect(last.process.terminationStatus == 0)

    // Each post was created once (one post per key, one key per post, each title once in the feed), and its like
    // reached the server's id once: one key, never a temporary id.
    let catalogue = await backend.catalogue
    let creates = await backend.createRequests
    let likeRequests = await backend.likeRequests
    #expect(!creates.contains(""), "every create carries its key")
    #expect(Set(creates).count == Self.createdPosts, "one key a post")
    #expect(catalogue.createdPosts.count == Self.createdPosts)
    for title in titles {
      let made = catalogue.posts.filter { $0.title == title }
      #expect(made.count == 1, "\(title) created once")
      guard let id = made.first?.id else { continue }
      #expect(catalogue.isLiked(postWithID: id) == true, "\(title) liked")
      #expect(catalogue.likes(ofPostWithID: id) == 1, "\(title) liked once")
      #expect(Set(likeRequests["\(id)"] ?? []).count == 1, "\(title): one like, with the server's id")
    }
    #expect(likeRequests.keys.allSatisfy { (Int($0) ?? 0) > 0 }, "no like sent with a temporary id")
    #expect(catalogue.likeKeys.count == Self.createdPosts)
    #expect(kills == 4)
    let likesSent = likeRequests.values.map(\.count).reduce(0, +)
    print(
      "kill -9 during the outbox, creates: \(Self.createdPosts) posts written offline and liked, "
        + "\(catalogue.createdPosts.count) created, \(creates.count) create requests "
        + "(\(catalogue.repeatedCreates) sent again), \(likesSent) like requests "
        + "(\(catalogue.repeatedLikes) sent again), \(kills) kills")
    await backend.stop()
  }
}
