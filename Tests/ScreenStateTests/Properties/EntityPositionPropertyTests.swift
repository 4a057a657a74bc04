import Foundation
import PropertyBased
import ScreenState
import ScreenStateTesting
import Testing

/// Random interleavings of entity patches, whole-value patches that move, drop and change items, their rollbacks
/// and commits in any order, newer values, and pages added at either end of a bounded paginated list (dropping pages
/// at the other end), against a real `ResourceStore`, checked after every step against `EntityPositionModel`: what a
/// key shows is its base with its pending patches applied in order, each entity patch changing every copy of its
/// entity, found by looking at every item. The store instead changes the positions it recorded for the entity, so
/// this checks that they stay right: after pages come and go, after whole-value patches move items, after one is
/// committed, with an entity held twice in a value and in pages that arrive while its patches are pending.
///
/// The number of scenarios is `FUZZ_COUNT` (200 by default).
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct EntityPositionPropertyTests {
  static let count = ProcessInfo.processInfo.environment["FUZZ_COUNT"].flatMap(Int.init) ?? 200

  @Test func patchesOverMovingItemsAndPagesMatchTheReferenceModel() async {
    await propertyCheck(count: Self.count, input: PositionStep.scenarios) { steps in
      await PositionScenario().run(steps)
    }
  }

  /// The interleavings the random ones must cover, spelled out.
  @Test(arguments: [
    // A like, then pages at the end that drop the first ones (and the liked copy with them), then the rollback.
    [
      PositionStep.entity(post: 2, delta: 1), .next, .next, .next, .entity(post: 3, delta: 2), .settle(0, failed: true),
    ],
    // A page before the first one moves every item; a like after it reaches the right ones.
    [.previous, .entity(post: 1, delta: 1), .previous, .entity(post: 1, delta: 2), .settle(0, failed: true)],
    // A whole-value patch reverses the list under a like; the like then fails, then the reversal.
    [.entity(post: 0, delta: 1), .whole(key: 1, .reverse), .entity(post: 1, delta: 2), .settle(0, failed: true)],
    // A whole-value patch that drops an item is committed: the items moved for good.
    [.whole(key: 1, .removeFirst), .settle(0, failed: false), .entity(post: 2, delta: 1), .settle(0, failed: true)],
    // A page arrives over a reversal and a like: the reversal is forgotten, the like stays on every copy.
    [
      .whole(key: 0, .reverse), .entity(post: 3, delta: 1), .next, .entity(post: 3, delta: 1), .settle(1, failed: true),
    ],
    // A newer value replaces a list holding a post twice.
    [.entity(post: 1, delta: 1), .answer(key: 1, seed: 2), .entity(post: 1, delta: 3), .settle(1, failed: true)],
    // Found by the random ones. A page before the first drops the last page; a page after it brings the same posts
    // back where the dropped ones were: recorded twice, a like was applied twice.
    [.next, .next, .previous, .entity(post: 1, delta: 1), .next, .entity(post: 0, delta: 1)],
    // A whole-value patch committed moves the base's items, not those of the value shown: positions recorded for the
    // base must not be used on it.
    [
      .entity(post: 0, delta: 1), .entity(post: 0, delta: 1), .whole(key: 1, .swap(7)), .entity(post: 0, delta: 1),
      .entity(post: 0, delta: 1), .whole(key: 1, .removeFirst), .settle(5, failed: false), .settle(2, failed: false),
      .entity(post: 0, delta: 1),
    ],
    // Whole-value patches committed drop post 2 from the base while the value shown still holds it: the list must
    // stay indexed as holding it.
    [
      .entity(post: 0, delta: 1), .whole(key: 1, .removeFirst), .entity(post: 0, delta: 1), .entity(post: 0, delta: 1),
      .settle(0, failed: true), .entity(post: 0, delta: 1), .settle(0, failed: false), .settle(0, failed: true),
      .entity(post: 0, delta: 1), .whole(key: 1, .swap(4)), .entity(post: 0, delta: 1), .whole(key: 1, .removeFirst),
      .settle(5, failed: false), .entity(post: 2, delta: 1),
    ],
  ])
  func namedScenarios(steps: [PositionStep]) async {
    await PositionScenario().run(steps)
  }
}

/// A post, held by a paginated feed, a list and a detail.
struct PositionedPost: Identifiable, Hashable, Sendable {
  let id: Int
  var likes: Int
}

/// A change of a whole value, applied the same way to the store's value and to the model's.
enum WholeChange: Sendable, Hashable {
  /// `likes += 1` on the item at this index (modulo the count).
  case bump(Int)
  /// Swaps the item at this index (modulo the count) with the next.
  case swap(Int)
  case reverse
  /// Drops the first item (a list only; a paginated list is reversed instead).
  case removeFirst

  init(code: Int, index: Int) {
    switch code {
    case 0: self = .bump(index)
    case 1: self = .swap(index)
    case 2: self = .reverse
    default: self = .removeFirst
    }
  }

  func apply(to posts: inout [PositionedPost]) {
    guard !posts.isEmpty else { return }
    switch self {
    case .bump(let index): posts[index % posts.count].likes += 1
    case .swap(let index): posts.swapAt(index % posts.count, (index + 1) % posts.count)
    case .reverse: posts.reverse()
    case .removeFirst: posts.removeFirst()
    }
  }

  func apply(to list: inout PagedList<PositionedPost, Int>) {
    guard !list.isEmpty else { return }
    switch self {
    case .bump(let index): list[index % list.count].likes += 1
    case .swap(let index): list.swapAt(index % list.count, (index + 1) % list.count)
    case .reverse, .removeFirst: list.reverse()
    }
  }

  func apply(to post: inout PositionedPost) {
    post.likes += 1
  }
}

/// One step of a scenario.
enum PositionStep: Sendable, CustomStringConvertible {
  /// `likes += delta` on post `post` in every value holding it.
  case entity(post: Int, delta: Int)
  /// A patch of the whole value of key `key` (0: the feed, 1: the list, 2: the detail).
  case whole(key: Int, WholeChange)
  /// Rolls back (`failed`) or commits the pending patch at this index, modulo their count.
  case settle(Int, failed: Bool)
  /// A newer value for key `key`, made from `seed`.
  case answer(key: Int, seed: Int)
  /// The feed's next page, or its previous page: a bounded list drops pages at the other end.
  case next
  case previous

  init(code: Int, a: Int, b: Int) {
    switch code {
    case 0, 1, 2: self = .entity(post: a % 5, delta: b + 1)
    case 3, 4: self = .whole(key: a % 3, WholeChange(code: b, index: a))
    case 5, 6: self = .settle(a, failed: b % 2 == 0)
    case 7: self = .answer(key: a % 3, seed: b)
    case 8: self = .next
    default: self = .previous
    }
  }

  var description: String {
    switch self {
    case .entity(let post, let delta): "entity(post: \(post), delta: \(delta))"
    case .whole(let key, let change): "whole(key: \(key), .\(change))"
    case .settle(let index, let failed): "settle(\(index), failed: \(failed))"
    case .answer(let key, let seed): "answer(key: \(key), seed: \(seed))"
    case .next: "next"
    case .previous: "previous"
    }
  }

  static let scenarios = zip(Gen.int(in: 0...9), Gen.int(in: 0...7), Gen.int(in: 0...3))
    .map { PositionStep(code: $0, a: $1, b: $2) }
    .array(of: 1...40)
}

/// The server's pages: page `cursor` holds one to three of posts 0…4 (a post often in several pages, sometimes
/// twice in one), each with `likes` 0; pages run from -4 to 4.
enum PositionServer {
  static func page(_ cursor: Int) -> Page<PositionedPost, Int> {
    let size = 1 + (cursor + 9) % 3
    let ids = [(2 * cursor + 10) % 5, (cursor + 10) % 5, (3 * cursor + 15) % 5].prefix(size)
    return Page(
      items: ids.map { PositionedPost(id: $0, likes: 0) }, next: cursor < 4 ? cursor + 1 : nil,
      previous: cursor > -4 ? cursor - 1 : nil)
  }

  static func list(_ seed: Int) -> [PositionedPost] {
    [1, 2, 1, (seed + 3) % 5, 0].map { PositionedPost(id: $0, likes: seed * 10) }
  }
}

/// A value the model keeps, and what it does with it: every copy of an entity changed, as a scan would.
protocol PositionModelValue {
  func holds(_ id: Int) -> Bool
  func first(_ id: Int) -> PositionedPost?
  mutating func modifyEvery(_ id: Int, _ transform: (inout PositionedPost) -> Void)
  mutating func apply(_ change: WholeChange)
}

extension Array: PositionModelValue where Element == PositionedPost {
  func holds(_ id: Int) -> Bool { contains { $0.id == id } }
  func first(_ id: Int) -> PositionedPost? { first { $0.id == id } }
  mutating func modifyEvery(_ id: Int, _ transform: (inout PositionedPost) -> Void) {
    for index in indices where self[index].id == id { transform(&self[index]) }
  }
  mutating func apply(_ change: WholeChange) { change.apply(to: &self) }
}

extension PagedList: PositionModelValue where Item == PositionedPost, Cursor == Int {
  func holds(_ id: Int) -> Bool { contains { $0.id == id } }
  func first(_ id: Int) -> PositionedPost? { first { $0.id == id } }
  mutating func modifyEvery(_ id: Int, _ transform: (inout PositionedPost) -> Void) {
    for index in indices where self[index].id == id { transform(&self[index]) }
  }
  mutating func apply(_ change: WholeChange) { change.apply(to: &self) }
}

extension PositionedPost: PositionModelValue {
  func holds(_ id: Int) -> Bool { self.id == id }
  func first(_ id: Int) -> PositionedPost? { self.id == id ? self : nil }
  mutating func modifyEvery(_ id: Int, _ transform: (inout PositionedPost) -> Void) {
    if self.id == id { transform(&self) }
  }
  mutating func apply(_ change: WholeChange) { change.apply(to: &self) }
}

/// What one key must show: the value shown, and the base under the pending patches (numbered as the scenario's
/// patches are), as the rules of optimistic patches say, computed by scanning every item.
struct PositionKeyModel<Value: PositionModelValue> {
  enum Effect {
    case entity(post: Int, delta: Int)
    case whole(WholeChange)
  }

  var shown: Value
  var base: Value?
  var pending: [(patch: Int, effect: Effect)] = []

  init(_ value: Value) { shown = value }

  static func fold(_ base: Value, _ patches: some Sequence<Effect>) -> Value {
    var value = base
    for effect in patches {
      switch effect {
      case .entity(let post, let delta): value.modifyEvery(post) { $0.likes += delta }
      case .whole(let change): value.apply(change)
      }
    }
    return value
  }

  /// Applies patch `patch`; returns whether it changed this key (an entity patch needs the entity shown).
  mutating func apply(_ patch: Int, _ effect: Effect) -> Bool {
    if case .entity(let post, _) = effect, !shown.holds(post) { return false }
    let base = self.base ?? shown
    self.base = base
    pending.append((patch, effect))
    shown = Self.fold(base, pending.map(\.effect))
    return true
  }

  mutating func settle(_ patch: Int, failed: Bool) {
    guard let index = pending.firstIndex(where: { $0.patch == patch }), let base else { return }
    let effect = pending.remove(at: index).effect
    if failed {
      shown = Self.fold(base, pending.map(\.effect))
      if pending.isEmpty { self.base = nil }
    } else {
      self.base = pending.isEmpty ? nil : Self.fold(base, [effect])
    }
  }

  /// A newer value: it supersedes every patch.
  mutating func replace(with value: Value) {
    shown = value
    base = nil
    pending = []
  }

  /// A page arrived: the whole-value patches are forgotten; the entity patches stay, over the new value with each
  /// patched entity as it was under them. What is shown is the new value as it came.
  mutating func grow(to value: Value) {
    defer { shown = value }
    guard let base else { return }
    let under = Self.fold(base, pending.compactMap { if case .whole = $0.effect { $0.effect } else { nil } })
    pending.removeAll { if case .whole = $0.effect { true } else { false } }
    guard !pending.isEmpty else {
      self.base = nil
      return
    }
    var rebased = value
    var restored: [Int] = []
    for (_, effect) in pending {
      guard case .entity(let post, _) = effect, !restored.contains(post) else { continue }
      restored.append(post)
      if let entity = under.first(post) { rebased.modifyEvery(post) { $0 = entity } }
    }
    self.base = rebased
  }
}

/// A store holding the feed (a list of at most 3 pages), a list and a detail, driven step by step and compared with
/// the models after each.
@MainActor
final class PositionScenario {
  typealias Feed = PagedList<PositionedPost, Int>

  let store = ResourceStore(
    configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: VirtualClock()))
  let feed: PagedResource<PositionedPost, Int, Never>
  let list: Resource<[PositionedPost], Never>
  let detail: Resource<PositionedPost, Never>
  var feedModel = PositionKeyModel(Feed(pages: [PositionServer.page(0)], firstCursor: 0))
  var listModel = PositionKeyModel(PositionServer.list(0))
  var detailModel = PositionKeyModel(PositionedPost(id: 1, likes: 0))
  /// The store's pending patches, in the order the scenario made them, with their numbers.
  var patches: [(number: Int, patch: ResourcePatch?)] = []
  var made = 0

  init() {
    feed = store.pages("feed", first: 0, refresh: .firstPage, maxPages: 3) { (cursor: Int) async throws(Never) in
      PositionServer.page(cursor)
    }
    list = store.resource("list") { PositionServer.list(0) }
    detail = store.resource("post/1") { PositionedPost(id: 1, likes: 0) }
  }

  func run(_ steps: [PositionStep]) async {
    await feed.load()
    store.setValue(PositionServer.list(0), for: "list")
    store.setValue(PositionedPost(id: 1, likes: 0), for: "post/1")
    check(after: "the start", steps: steps)
    for (number, step) in steps.enumerated() {
      await apply(step)
      check(after: "step \(number) \(step)", steps: steps)
    }
  }

  private func apply(_ step: PositionStep) async {
    switch step {
    case .entity(let post, let delta):
      made += 1
      let patch = store.patchEntities(PositionedPost.self, id: post) { $0.likes += delta }
      let effect = PositionKeyModel<Feed>.Effect.entity(post: post, delta: delta)
      var keys: [ResourceKey] = []
      if feedModel.apply(made, effect) { keys.append("feed") }
      if listModel.apply(made, .entity(post: post, delta: delta)) { keys.append("list") }
      if detailModel.apply(made, .entity(post: post, delta: delta)) { keys.append("post/1") }
      #expect(Set(patch?.keys ?? []) == Set(keys), "keys patched by \(step)")
      patches.append((made, patch))
    case .whole(let key, let change):
      made += 1
      let patch: ResourcePatch?
      switch key {
      case 0:
        patch = store.patch("feed", as: Feed.self) { change.apply(to: &$0) }
        _ = feedModel.apply(made, .whole(change))
      case 1:
        patch = store.patch("list", as: [PositionedPost].self) { change.apply(to: &$0) }
        _ = listModel.apply(made, .whole(change))
      default:
        patch = store.patch("post/1", as: PositionedPost.self) { change.apply(to: &$0) }
        _ = detailModel.apply(made, .whole(change))
      }
      patches.append((made, patch))
    case .settle(let index, let failed):
      guard !patches.isEmpty else { return }
      let (number, patch) = patches.remove(at: index % patches.count)
      if let patch {
        if failed { store.rollback(patch) } else { store.commit(patch) }
      }
      feedModel.settle(number, failed: failed)
      listModel.settle(number, failed: failed)
      detailModel.settle(number, failed: failed)
    case .answer(let key, let seed):
      switch key {
      case 0:
        let value = Feed(pages: [PositionServer.page(seed - 2)], firstCursor: seed - 2)
        store.setValue(value, for: "feed")
        feedModel.replace(with: value)
      case 1:
        store.setValue(PositionServer.list(seed), for: "list")
        listModel.replace(with: PositionServer.list(seed))
      default:
        store.setValue(PositionedPost(id: 1, likes: seed), for: "post/1")
        detailModel.replace(with: PositionedPost(id: 1, likes: seed))
      }
    case .next:
      let shown = feedModel.shown
      await feed.loadMore()
      guard let cursor = shown.nextCursor else { return }
      let pages = Array((shown.pages + [PositionServer.page(cursor)]).suffix(3))
      feedModel.grow(to: Feed(pages: pages))
    case .previous:
      let shown = feedModel.shown
      await feed.loadPrevious()
      guard let cursor = shown.previousCursor else { return }
      feedModel.grow(to: Feed(pages: Array(([PositionServer.page(cursor)] + shown.pages).prefix(3))))
    }
  }

  private func check(after moment: String, steps: [PositionStep]) {
    let feedShown = store.value(for: "feed", as: Feed.self)
    #expect(feedShown.map(Array.init) == Array(feedModel.shown), "the feed after \(moment) of \(steps)")
    #expect(feedShown?.pageCount == feedModel.shown.pageCount, "the feed's pages after \(moment) of \(steps)")
    #expect(
      store.value(for: "list", as: [PositionedPost].self) == listModel.shown, "the list after \(moment) of \(steps)")
    #expect(
      store.value(for: "post/1", as: PositionedPost.self) == detailModel.shown, "the detail after \(moment) of \(steps)"
    )
  }
}
