// Mutations at scale (issue 16).
//
// - 100 concurrent optimistic likes with random failures: a feed of 100 posts and each post's detail (101 keys); 100
//   likes of random posts submitted at once (`.entity`, so each reaches the feed's row and the detail), each
//   answered in random order, a third of them refused (the keys a refused like changed revalidate, reading the
//   server). When all have settled, every post must show exactly its initial likes plus the likes the server accepted
//   (each rollback exact whatever the order), in the feed and in its detail: checked in every sample, a wrong count
//   stops the run. Recorded: µs per like, submit to everything settled.
// - 1,000 and 10,000 likes queued offline in an `Outbox` (on `FileResourcePersistence` in a temporary directory,
//   each appended to its journal before `submit` returns), then sent when the network returns. Recorded: µs per like
//   to queue (submit to `.queued`, the append included), µs per like to send (reconnect to an empty outbox, two
//   appends per send included), bytes on disk per like queued, and the malloc interposer's figures for the sample.

import Benchmark
import BenchmarkSupport
import Foundation
import ScreenState

struct LikedPost: Codable, Identifiable, Sendable {
  let id: Int
  var likes: Int
}

enum MutationMetric {
  static func micros(_ name: String) -> BenchmarkMetric {
    .custom("mutations: µs per like, \(name)", useScalingFactor: false)
  }

  static let bytesPerLike = BenchmarkMetric.custom("mutations: bytes on disk per like queued", useScalingFactor: false)
}

/// A network a benchmark switches by hand.
@MainActor
final class SwitchedNetwork: ConnectivityMonitoring {
  private var observers: [(id: Int, onChange: @MainActor (NetworkPath) -> Void)] = []
  private var nextID = 0
  private(set) var path = NetworkPath.reachable

  func observe(_ onChange: @escaping @MainActor (NetworkPath) -> Void) -> ChangeSubscription {
    nextID += 1
    let id = nextID
    observers.append((id, onChange))
    return ChangeSubscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  func set(_ reachable: Bool) {
    path = NetworkPath(isReachable: reachable)
    for observer in observers { observer.onChange(path) }
  }
}

/// Settles calls of an operation from the benchmark: each call waits until `answer(_:)` resumes it.
@MainActor
final class HeldCalls {
  private var waiting: [CheckedContinuation<Bool, Never>] = []

  var count: Int { waiting.count }

  /// Suspends until answered; returns whether the server accepted.
  func call() async -> Bool {
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Answers the held call at `index`: accepted or refused.
  func answer(at index: Int, accepted: Bool) {
    waiting.remove(at: index).resume(returning: accepted)
  }
}

struct Refused: Error {}

/// What the server holds: each post's likes, 10 to begin with, one more for each like it accepted. A key that
/// revalidates after a like (the feed, a post) reads it, as a real server's answer would hold the likes it accepted.
final class LikeServer: @unchecked Sendable {
  private let lock = NSLock()
  private var likes = [Int](repeating: 10, count: 100)

  func post(_ id: Int) -> LikedPost { lock.withLock { LikedPost(id: id, likes: likes[id]) } }
  func feed() -> [LikedPost] { lock.withLock { likes.indices.map { LikedPost(id: $0, likes: likes[$0]) } } }
  func like(_ id: Int) { lock.withLock { likes[id] += 1 } }
}

/// 100 likes at once on a feed of 100 posts and their details, answered in random order, a third refused; checks
/// every count and returns the time per like.
@MainActor
func concurrentLikes(seed: UInt64) async -> Duration {
  var random = SeededGenerator(seed: seed)
  let store = ResourceStore(
    configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil), revalidation: .off)
  let server = LikeServer()
  let feed = store.resource("feed", timeout: nil) { server.feed() }
  store.setValue(server.feed(), for: "feed")
  var details: [Resource<LikedPost, any Error>] = []
  for id in 0..<100 {
    details.append(store.resource("post/\(id)", timeout: nil) { server.post(id) })
    store.setValue(server.post(id), for: "post/\(id)")
  }
  let held = HeldCalls()
  let like = Mutation<Int, Bool, any Error>(
    "like", configuration: store.configuration,
    optimistic: [
      .entity(store, LikedPost.self, id: { $0 }) { post, _ in post.likes += 1 }
    ]
  ) { @MainActor (post: Int) async throws(any Error) -> Bool in
    guard await held.call() else { throw Refused() }
    server.like(post)
    return true
  }
  let targets = (0..<100).map { _ in Int.random(in: 0..<100, using: &random) }
  var accepted = [Int](repeating: 0, count: 100)
  let clock = ContinuousClock()
  let start = clock.now
  var submissions: [Task<MutationOutcome<Bool, any Error>, Never>] = []
  for post in targets { submissions.append(Task { await like.submit(post) }) }
  // Answer in random order as the calls arrive, a third refused.
  var answered = 0
  var acceptedCalls = 0
  while answered < 100 {
    if held.count == 0 {
      await Task.yield()
      continue
    }
    let accept = Int.random(in: 0..<3, using: &random) != 0
    held.answer(at: Int.random(in: 0..<held.count, using: &random), accepted: accept)
    answered += 1
    if accept { acceptedCalls += 1 }
  }
  for (index, submission) in submissions.enumerated() where await submission.value.output != nil {
    accepted[targets[index]] += 1
  }
  // The keys a refused like revalidates have answered too.
  await store.waitUntilSettled()
  let elapsed = start.duration(to: clock.now)
  precondition(accepted.reduce(0, +) == acceptedCalls, "accepted \(accepted.reduce(0, +)) of \(acceptedCalls)")
  let shown = feed.state.value ?? []
  for id in 0..<100 {
    precondition(shown[id].likes == 10 + accepted[id], "feed post \(id): \(shown[id].likes), not \(10 + accepted[id])")
    let detail = details[id].state.value?.likes
    precondition(detail == 10 + accepted[id], "post \(id): \(String(describing: detail)), not \(10 + accepted[id])")
  }
  return elapsed / 100
}

/// `count` likes queued offline in an outbox on disk, then sent on reconnect; returns the time per like for each
/// phase and the bytes on disk per like queued.
@MainActor
func queuedLikes(_ count: Int, in directory: URL, atOnce: Bool) async -> (queue: Duration, send: Duration, bytes: Int) {
  let network = SwitchedNetwork()
  let store = ResourceStore(
    configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, connectivity: network),
    persistence: FileResourcePersistence(directory: directory), revalidation: .off)
  let outbox = Outbox(store)
  let like = Mutation<Int, Bool, any Error>(
    "like", queuedIn: outbox, as: "like"
  ) { (_: Int, _: SubmissionID) async throws(any Error) -> Bool in true }
  network.set(false)
  let clock = ContinuousClock()
  let start = clock.now
  if atOnce {
    // A burst (a sync of likes made elsewhere): the submissions' writes are coalesced.
    let submissions = (0..<count).map { post in Task { @MainActor in await like.submit(post) } }
    for (post, submission) in submissions.enumerated() {
      guard case .queued = await submission.value else { preconditionFailure("like \(post) was not queued") }
    }
  } else {
    // One after the other, each waiting for its write, as a person's likes come.
    for post in 0..<count {
      guard case .queued = await like.submit(post) else { preconditionFailure("like \(post) was not queued") }
    }
  }
  let queued = clock.now
  let bytes =
    (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.fileSizeKey]))?
    .compactMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize }.reduce(0, +) ?? 0
  precondition(outbox.pendingCount == count, "\(outbox.pendingCount) queued, not \(count)")
  network.set(true)
  while !outbox.isEmpty {
    await outbox.waitUntilSettled()
    if !outbox.isEmpty { await Task.yield() }
  }
  let sent = clock.now
  precondition(outbox.isEmpty, "\(outbox.pendingCount) left")
  return (start.duration(to: queued) / count, queued.duration(to: sent) / count, bytes / count)
}

/// A seeded generator (SplitMix64), so every sample answers in the same order.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

func registerMutationBenchmarks() {
  let concurrent = MutationMetric.micros("100 concurrent optimistic likes, a third refused")
  Benchmark(
    "Mutations: 100 concurrent optimistic likes, random failures, every rollback exact",
    configuration: .init(
      metrics: [concurrent, .mallocCountTotal, .peakMemoryResident], units: [concurrent: .count],
      warmupIterations: 1, maxDuration: .seconds(6), maxIterations: 30)
  ) { benchmark in
    let perLike = await MainActor.run { Task { await concurrentLikes(seed: 16) } }
    benchmark.measurement(concurrent, micros(await perLike.value))
  }

  for (count, atOnce) in [(1_000, false), (1_000, true), (10_000, false), (10_000, true)] {
    let how = atOnce ? "submitted at once" : "one after the other"
    let label = count == 1_000 ? "1,000" : "10,000"
    let queue = MutationMetric.micros("\(label) queued offline \(how), to queue")
    let send = MutationMetric.micros("\(label) queued offline \(how), to send on reconnect")
    Benchmark(
      "Mutations: \(label) likes queued offline in an outbox on disk (\(how)), sent on reconnect",
      configuration: .init(
        metrics: [queue, send, MutationMetric.bytesPerLike, .mallocCountTotal, .peakMemoryResident],
        units: [queue: .count, send: .count, MutationMetric.bytesPerLike: .count],
        warmupIterations: 1, maxDuration: .seconds(20), maxIterations: count > 1_000 ? 3 : 8)
    ) { benchmark in
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "screenstate-outbox-\(UUID().uuidString)", isDirectory: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let figures = await MainActor.run { Task { await queuedLikes(count, in: directory, atOnce: atOnce) } }
      let (perQueue, perSend, bytes) = await figures.value
      benchmark.measurement(queue, micros(perQueue))
      benchmark.measurement(send, micros(perSend))
      benchmark.measurement(MutationMetric.bytesPerLike, bytes)
    }
  }
}
