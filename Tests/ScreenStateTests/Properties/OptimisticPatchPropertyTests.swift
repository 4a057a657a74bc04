import PropertyBased
import ScreenState
import Testing

/// Random interleavings of concurrent optimistic patches (of a whole value, and of one entity in every value that
/// holds it), their rollbacks and commits in any order, and newer values arriving under them, against a real
/// `ResourceStore`, checked after every step against `PatchReferenceModel`: a rollback takes back exactly its own
/// change, keeping every other pending change and every newer value, and an entity patch reaches every copy.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct OptimisticPatchPropertyTests {
  @Test func concurrentPatchesRollBackExactly() async {
    await propertyCheck(count: 1_000, input: PatchStep.scenarios) { steps in
      PatchScenario().run(steps)
    }
  }

  /// The interleavings the property must cover, spelled out.
  @Test(arguments: [
    // Two likes of one post at once; the first fails: the second stays, in the feed, search and the detail.
    [PatchStep.entity(post: 1, delta: 1), .entity(post: 1, delta: 2), .settle(pending: 0, failed: true)],
    // A whole-value patch of the detail and an entity patch of the same post; the whole one fails first.
    [.whole(post: 0, delta: 1), .entity(post: 0, delta: 2), .settle(pending: 0, failed: true)],
    // The same, the entity one failing first.
    [.whole(post: 0, delta: 1), .entity(post: 0, delta: 2), .settle(pending: 1, failed: true)],
    // A newer feed arrives under a pending like; the like then fails: the newer feed stays, the detail rolls back.
    [.entity(post: 2, delta: 3), .answer(key: 3, likes: 7), .settle(pending: 0, failed: true)],
    // One like succeeds, another fails: the success stays.
    [
      .entity(post: 1, delta: 1), .entity(post: 1, delta: 2), .settle(pending: 0, failed: false),
      .settle(pending: 0, failed: true),
    ],
  ])
  func namedScenarios(steps: [PatchStep]) {
    PatchScenario().run(steps)
  }
}

/// A post: an entity the store finds by identity in every value that holds it.
struct PatchedPost: Identifiable, Hashable, Sendable {
  let id: Int
  var likes: Int
}

/// One step: a patch, the end of a pending patch, or a newer value for a key.
enum PatchStep: Sendable, CustomStringConvertible {
  /// `likes += delta` on the post with id `post` in every value holding it.
  case entity(post: Int, delta: Int)
  /// `likes += delta` on the whole value of `post/<post>`.
  case whole(post: Int, delta: Int)
  /// Rolls back (`failed`) or commits the pending patch at this index, modulo their count.
  case settle(pending: Int, failed: Bool)
  /// A newer value for key `key` (0...2: `post/<key>`, 3: the feed, 4: search), every post with `likes` likes.
  case answer(key: Int, likes: Int)

  init(code: Int, a: Int, b: Int) {
    switch code {
    case 0, 1, 2: self = .entity(post: a % 3, delta: b + 1)
    case 3: self = .whole(post: a % 3, delta: b + 1)
    case 4, 5, 6: self = .settle(pending: a, failed: b % 2 == 0)
    default: self = .answer(key: a, likes: b * 10)
    }
  }

  var description: String {
    switch self {
    case .entity(let post, let delta): "entity(post: \(post), delta: \(delta))"
    case .whole(let post, let delta): "whole(post: \(post), delta: \(delta))"
    case .settle(let pending, let failed): "settle(pending: \(pending), failed: \(failed))"
    case .answer(let key, let likes): "answer(key: \(key), likes: \(likes))"
    }
  }

  static let scenarios = zip(Gen.int(in: 0...7), Gen.int(in: 0...4), Gen.int(in: 0...3))
    .map { PatchStep(code: $0, a: $1, b: $2) }
    .array(of: 1...40)
}

/// What every key must show, in plain values: for each key, the likes of each post it holds. Likes only ever
/// change by adding a patch's delta, so what a key shows is the last value that arrived plus the deltas of the
/// patches applied to it since, minus those rolled back: an order-free sum, independent of how the store layers them.
struct PatchReferenceModel {
  /// A patch not settled yet: its delta, the post it changes, and the keys where it still counts (a newer value
  /// arriving at a key takes it out there: the newer value wins).
  struct Pending {
    var delta: Int
    var post: Int
    var keys: Set<Int>
  }

  /// For each key, post id → likes.
  var shown: [[Int: Int]]
  var pending: [Pending] = []

  /// Which posts each key holds: post/0, post/1, post/2, the feed (all three) and search (posts 1 and 2).
  static let posts: [[Int]] = [[0], [1], [2], [0, 1, 2], [1, 2]]

  init() {
    shown = Self.posts.map { ids in Dictionary(uniqueKeysWithValues: ids.map { ($0, 0) }) }
  }

  mutating func apply(_ step: PatchStep) {
    switch step {
    case .entity(let post, let delta):
      let keys = Set(shown.indices.filter { shown[$0][post] != nil })
      for key in keys { shown[key][post]! += delta }
      pending.append(Pending(delta: delta, post: post, keys: keys))
    case .whole(let post, let delta):
      shown[post][post]! += delta
      pending.append(Pending(delta: delta, post: post, keys: [post]))
    case .settle(let index, let failed):
      guard !pending.isEmpty else { return }
      let patch = pending.remove(at: index % pending.count)
      if failed {
        for key in patch.keys { shown[key][patch.post]! -= patch.delta }
      }
    case .answer(let key, let likes):
      for post in Self.posts[key] { shown[key][post] = likes }
      for index in pending.indices { pending[index].keys.remove(key) }
    }
  }
}

/// A store holding the five keys, driven step by step and compared with the model after each.
@MainActor
final class PatchScenario {
  let store = ResourceStore()
  var model = PatchReferenceModel()
  /// The store's patches, in the order the model keeps its pending ones.
  var patches: [ResourcePatch?] = []
  /// The handles that keep the keys' entries.
  var handles: [Resource<[PatchedPost], Never>] = []
  var detailHandles: [Resource<PatchedPost, Never>] = []

  static func key(_ index: Int) -> ResourceKey {
    switch index {
    case 0, 1, 2: "post/\(index)"
    case 3: "feed"
    default: "search"
    }
  }

  init() {
    for id in 0..<3 {
      detailHandles.append(store.resource(Self.key(id)) { PatchedPost(id: id, likes: 0) })
      store.setValue(PatchedPost(id: id, likes: 0), for: Self.key(id))
    }
    for key in 3...4 {
      let posts = PatchReferenceModel.posts[key].map { PatchedPost(id: $0, likes: 0) }
      handles.append(store.resource(Self.key(key)) { posts })
      store.setValue(posts, for: Self.key(key))
    }
  }

  func run(_ steps: [PatchStep]) {
    check(after: "the start", steps: [])
    for (number, step) in steps.enumerated() {
      apply(step)
      model.apply(step)
      check(after: "step \(number) \(step)", steps: steps)
    }
  }

  private func apply(_ step: PatchStep) {
    switch step {
    case .entity(let post, let delta):
      patches.append(store.patchEntities(PatchedPost.self, id: post) { $0.likes += delta })
    case .whole(let post, let delta):
      patches.append(store.patch(Self.key(post), as: PatchedPost.self) { $0.likes += delta })
    case .settle(let index, let failed):
      guard !patches.isEmpty else { return }
      let patch = patches.remove(at: index % patches.count)
      if let patch {
        if failed { store.rollback(patch) } else { store.commit(patch) }
      }
    case .answer(let key, let likes):
      if key < 3 {
        store.setValue(PatchedPost(id: key, likes: likes), for: Self.key(key))
      } else {
        store.setValue(PatchReferenceModel.posts[key].map { PatchedPost(id: $0, likes: likes) }, for: Self.key(key))
      }
    }
  }

  private func check(after moment: String, steps: [PatchStep]) {
    for key in 0..<5 {
      let shown: [Int: Int]? =
        if key < 3 {
          store.value(for: Self.key(key), as: PatchedPost.self).map { [$0.id: $0.likes] }
        } else {
          store.value(for: Self.key(key), as: [PatchedPost].self).map {
            Dictionary(uniqueKeysWithValues: $0.map { ($0.id, $0.likes) })
          }
        }
      #expect(shown == model.shown[key], "\(Self.key(key)) after \(moment) of \(steps)")
    }
  }
}
