// Revalidation with HTTP validators: 1,000 keys, each fed by a conditional exchange against an in-memory server
// whose answers are JSON bodies (a post with a 1 KB text), all loaded once; then, timed, every key revalidated at once
// (`store.invalidate(prefix:)`, a revalidation nobody asked for, as the app's return does):
//
// - against an unchanged server: each request sends its ETag and is answered "not modified". Recorded: the bodies
//   decoded, the values saved and the notifications of the keys' observers (all must be 0), and the ns per key;
// - a full revalidation: the server's tags change before the refreshes, so each answer is a body, decoded and saved.
//
// Both stores keep their values in a persistence that counts its writes, flushed after the refreshes: a saved value
// is a new value the store received.

import Benchmark
import BenchmarkSupport
import Foundation
import ScreenState

enum RevalidationMetric {
  static let unchanged = BenchmarkMetric.custom("304s: ns per key", useScalingFactor: false)
  static let full = BenchmarkMetric.custom("full revalidation: ns per key", useScalingFactor: false)
  static let decoded = BenchmarkMetric.custom("304s: bodies decoded", useScalingFactor: false)
  static let saved = BenchmarkMetric.custom("304s: values saved", useScalingFactor: false)
  static let notified = BenchmarkMetric.custom("304s: notifications", useScalingFactor: false)
}

let revalidatedKeys = 1_000

/// A post as the server sends it.
struct ServedPost: Codable, Sendable {
  var id: Int
  var title: String
  var text: String
}

/// The server of the 1,000 posts: a JSON body and an ETag each; counts the bodies its clients decode.
final class PostServer: @unchecked Sendable {
  private let lock = NSLock()
  private let bodies: [Data]
  private var version = 0
  private var decoded = 0

  init(count: Int) {
    let text = String(repeating: "A neighbourly text. ", count: 50)
    let encoder = JSONEncoder()
    bodies = (0..<count).map { id in
      (try? encoder.encode(ServedPost(id: id, title: "Post \(id)", text: text))) ?? Data()
    }
  }

  /// The bodies decoded so far.
  var bodiesDecoded: Int { lock.withLock { decoded } }

  /// Changes every post's tag: the next revalidation of each is a body.
  func changeEveryTag() {
    lock.withLock { version += 1 }
  }

  /// The answer to a request of post `id` sent with `validators`.
  func answer(_ id: Int, _ validators: HTTPValidators?) throws -> Validated<ServedPost> {
    let etag = lock.withLock { "\"\(id)-\(version)\"" }
    if validators?.etag == etag { return .notModified() }
    let post = try JSONDecoder().decode(ServedPost.self, from: bodies[id])
    lock.withLock { decoded += 1 }
    return .modified(post, validators: HTTPValidators(etag: etag))
  }
}

/// A persistence that keeps nothing and counts the values written.
final class CountingPersistence: ResourcePersistence, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var writes: Int { lock.withLock { count } }

  func read<Value: Decodable>(_ type: Value.Type, for key: ResourceKey) -> PersistedValue<Value>? { nil }
  func write<Value: Encodable>(_ value: Value, for key: ResourceKey) { lock.withLock { count += 1 } }
  func remove(_ key: ResourceKey) {}
  func removeAll() {}
}

/// Loads 1,000 keys, then revalidates them all at once, timed; `changed` changes the server's tags first. Returns the
/// time per key, and the bodies decoded, the values saved and the notifications of the revalidation.
@MainActor
func revalidateAll(changed: Bool) async -> (perKey: Duration, decoded: Int, saved: Int, notified: Int) {
  let server = PostServer(count: revalidatedKeys)
  let persistence = CountingPersistence()
  let store = ResourceStore(
    capacity: 2 * revalidatedKeys, retryPolicy: .never, persistence: persistence)
  let handles = (0..<revalidatedKeys).map { id in
    store.resource(ResourceKey("post").appending(id), validating: { validators in try server.answer(id, validators) })
  }
  for handle in handles { await handle.load() }
  await store.flush()
  if changed { server.changeEveryTag() }
  let (decodedBefore, writesBefore) = (server.bodiesDecoded, persistence.writes)
  let changesBefore = handles.reduce(0) { $0 + $1.changeCount }

  let clock = ContinuousClock()
  let start = clock.now
  store.invalidate(prefix: "post")
  await store.waitUntilSettled()
  let elapsed = start.duration(to: clock.now)

  await store.flush()
  precondition(handles.allSatisfy { $0.state.value != nil && !$0.isStale })
  let notified = Int(handles.reduce(0) { $0 + $1.changeCount } - changesBefore)
  for handle in handles { handle.release() }
  return (
    elapsed / revalidatedKeys, server.bodiesDecoded - decodedBefore, persistence.writes - writesBefore, notified
  )
}

func registerRevalidationBenchmarks() {
  let metrics = [
    RevalidationMetric.unchanged, RevalidationMetric.full, RevalidationMetric.decoded, RevalidationMetric.saved,
    RevalidationMetric.notified,
  ]
  let configuration = Benchmark.Configuration(
    metrics: metrics, units: Dictionary(uniqueKeysWithValues: metrics.map { ($0, .count) }), warmupIterations: 1,
    maxDuration: .seconds(6), maxIterations: 20)
  Benchmark("Store: 1,000 keys revalidated, unchanged (304) and changed", configuration: configuration) { benchmark in
    let unchanged = await revalidateAll(changed: false)
    let full = await revalidateAll(changed: true)
    precondition(full.decoded == revalidatedKeys && full.saved == revalidatedKeys && full.notified == revalidatedKeys)
    benchmark.measurement(RevalidationMetric.unchanged, nanoseconds(unchanged.perKey))
    benchmark.measurement(RevalidationMetric.full, nanoseconds(full.perKey))
    benchmark.measurement(RevalidationMetric.decoded, unchanged.decoded)
    benchmark.measurement(RevalidationMetric.saved, unchanged.saved)
    benchmark.measurement(RevalidationMetric.notified, unchanged.notified)
  }
}
