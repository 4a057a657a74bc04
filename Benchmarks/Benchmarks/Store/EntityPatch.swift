// One entity patched in every cached value that holds it (issue 16): `store.patchEntities(Post.self, id:)` then
// `store.rollback(_:)`, as an optimistic like that fails does.
//
// - Held by 1,000: a store of 1,000 keys, 900 arrays of 100 posts and 100 paginated lists of 100 posts in 2 pages,
//   every one holding post 0. Target: patch and rollback ≤ 1 ms.
// - Proportional to the copies: post 1 is held by 10 of those 1,000 values; the same patch in a store of only those
//   10 keys. The ratio of the two (a store 100 times larger) should be close to 1.
//
// Recorded as µs per patch-and-rollback.

import Benchmark
import BenchmarkSupport
import ScreenState

struct PatchedPost: Identifiable, Sendable {
  let id: Int
  var likes: Int
}

enum EntityPatchMetric {
  static func micros(_ name: String) -> BenchmarkMetric {
    .custom("entity patch: µs, \(name)", useScalingFactor: false)
  }
}

/// A store of the values numbered `indices` (of 0..<1,000) of 100 posts each; post 0 in every one, post 1 in every
/// hundredth, the rest distinct. Every tenth value is a paginated list of two pages. Returns the store and the handles
/// that keep its entries.
@MainActor
func storeHoldingPosts(_ indices: some Collection<Int>) -> (ResourceStore, [AnyObject]) {
  let store = ResourceStore(capacity: 2 * indices.count, retryPolicy: .never)
  var handles: [AnyObject] = []
  for index in indices {
    var posts = [PatchedPost(id: 0, likes: 0)]
    if index % 100 == 0 { posts.append(PatchedPost(id: 1, likes: 0)) }
    while posts.count < 100 { posts.append(PatchedPost(id: 1_000 + index * 100 + posts.count, likes: 0)) }
    let key = ResourceKey("values").appending(index)
    if index % 10 == 0 {
      let list = PagedList(pages: [
        Page(items: Array(posts[..<50]), next: 1), Page(items: Array(posts[50...]), next: nil as Int?),
      ])
      let handle = store.pages(key, first: 0, fetch: { (_: Int) in Page(items: [PatchedPost](), next: nil) })
      store.setValue(list, for: key)
      handles.append(handle)
    } else {
      let value = posts
      let handle = store.resource(key, timeout: nil) { value }
      store.setValue(value, for: key)
      handles.append(handle)
    }
  }
  return (store, handles)
}

/// The time of patching post `id` everywhere and rolling the patch back, `rounds` times, per round.
@MainActor
func patchAndRollBack(_ store: ResourceStore, id: Int, copies: Int, rounds: Int) -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  for _ in 0..<rounds {
    guard let patch = store.patchEntities(PatchedPost.self, id: id, { $0.likes += 1 }) else {
      preconditionFailure("no value holds post \(id)")
    }
    precondition(patch.keys.count == copies, "post \(id) patched in \(patch.keys.count) values, not \(copies)")
    store.rollback(patch)
  }
  return start.duration(to: clock.now) / rounds
}

func registerEntityPatchBenchmarks() {
  let metrics = [
    EntityPatchMetric.micros("post held by 1,000 of 1,000 values"),
    EntityPatchMetric.micros("post held by 10 of 1,000 values"),
    EntityPatchMetric.micros("post held by 10 of 10 values"),
  ]
  let configuration = Benchmark.Configuration(
    metrics: metrics, units: Dictionary(uniqueKeysWithValues: metrics.map { ($0, .count) }), warmupIterations: 1,
    maxDuration: .seconds(6), maxIterations: 20)
  Benchmark("Entity patch: one post in every value holding it, patch and rollback", configuration: configuration) {
    benchmark in
    let times = await MainActor.run {
      let (large, largeHandles) = storeHoldingPosts(0..<1_000)
      // The 10 values of the large store that hold post 1 (every hundredth, each a paginated list), alone.
      let (small, smallHandles) = storeHoldingPosts(Array(stride(from: 0, to: 1_000, by: 100)))
      let times = [
        patchAndRollBack(large, id: 0, copies: 1_000, rounds: 20),
        patchAndRollBack(large, id: 1, copies: 10, rounds: 200),
        patchAndRollBack(small, id: 1, copies: 10, rounds: 200),
      ]
      withExtendedLifetime((largeHandles, smallHandles)) {}
      return times
    }
    for (metric, time) in zip(metrics, times) { benchmark.measurement(metric, micros(time)) }
  }
}

func micros(_ duration: Duration) -> Int {
  Int((duration / .microseconds(1)).rounded())
}
