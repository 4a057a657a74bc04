import ScreenState
import Testing

/// How a store finds the entities of its values: ids whose hashes collide, an app's own container, a detail whose
/// value is one entity, the order of the keys a patch reaches, and values leaving the store.
@MainActor
struct EntityIndexTests {
  /// An id whose every value hashes alike: the store knows entities by their id's hash, and must still tell them
  /// apart.
  struct CollidingID: Hashable, Sendable {
    let value: Int

    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  struct Item: Identifiable, Hashable, Sendable {
    let id: CollidingID
    var count = 0
  }

  struct Post: Identifiable, Hashable, Sendable {
    let id: Int
    var likes = 0
  }

  /// An app's own container: its entities are found through `forEachEntity`, changed through `modifyEntities`.
  struct SearchResults: EntityContaining, Hashable, Sendable {
    var query: String
    var posts: [Post]

    func forEachEntity(_ body: (any Identifiable) -> Void) { posts.forEach(body) }

    mutating func modifyEntities<E: Identifiable>(_ type: E.Type, id: E.ID, _ transform: (inout E) -> Void) -> Bool {
      posts.modifyEntities(type, id: id, transform)
    }
  }

  func items(_ values: [Int]) -> [Item] { values.map { Item(id: CollidingID(value: $0)) } }

  @Test func idsWithOneHashAreToldApart() {
    let store = ResourceStore()
    let first = store.resource("first") { [Item]() }
    let second = store.resource("second") { [Item]() }
    store.setValue(items([1, 2, 3, 2]), for: "first")
    store.setValue(items([3, 4]), for: "second")
    let patch = store.patchEntities(Item.self, id: CollidingID(value: 2)) { $0.count += 1 }
    #expect(patch?.keys == ["first"])
    #expect(first.state.value?.map(\.count) == [0, 1, 0, 1])
    #expect(second.state.value?.map(\.count) == [0, 0])
    if let patch { store.rollback(patch) }
    #expect(first.state.value?.map(\.count) == [0, 0, 0, 0])
    #expect(store.modifyEntities(Item.self, id: CollidingID(value: 3)) { $0.count = 7 } == ["first", "second"])
    #expect(first.state.value?.map(\.count) == [0, 0, 7, 0])
    #expect(second.state.value?.map(\.count) == [7, 0])
    #expect(store.patchEntities(Item.self, id: CollidingID(value: 9)) { $0.count += 1 } == nil)
  }

  struct Reading: Identifiable, Hashable, Sendable {
    let id: Double
    var value = 0
  }

  /// Odd ids: NaN is not equal to itself, so no value holds it and nothing traps; infinities, zero's two signs
  /// (equal, one hash) and huge values are found as any other id.
  @Test func oddFloatingPointIdsNeverTrap() {
    let store = ResourceStore()
    let ids: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -1]
    let readings = store.resource("readings") { [Reading]() }
    store.setValue(ids.map { Reading(id: $0) }, for: "readings")
    #expect(store.patchEntities(Reading.self, id: .nan) { $0.value += 1 } == nil)
    #expect(store.modifyEntities(Reading.self, id: .nan) { $0.value += 1 }.isEmpty)
    for id in [Double.infinity, -.infinity, .greatestFiniteMagnitude, -1] {
      let patch = store.patchEntities(Reading.self, id: id) { $0.value += 1 }
      #expect(patch?.keys == ["readings"], "\(id)")
      if let patch { store.rollback(patch) }
    }
    // 0 and -0 are one id: both readings change.
    #expect(store.modifyEntities(Reading.self, id: -0.0) { $0.value = 5 } == ["readings"])
    #expect(readings.state.value?.map(\.value) == [0, 0, 0, 5, 5, 0, 0])
  }

  @Test func anAppsOwnContainerAndADetailArePatchedAndRolledBack() {
    let store = ResourceStore()
    let search = store.resource("search") { SearchResults(query: "", posts: []) }
    let detail = store.resource("post/2") { Post(id: 2) }
    store.setValue(SearchResults(query: "swift", posts: [Post(id: 1), Post(id: 2)]), for: "search")
    store.setValue(Post(id: 2, likes: 5), for: "post/2")
    guard let patch = store.patchEntities(Post.self, id: 2, { $0.likes += 1 }) else {
      Issue.record("no value holds post 2")
      return
    }
    #expect(patch.keys == ["search", "post/2"])  // in the order the keys were made
    #expect(search.state.value?.posts.map(\.likes) == [0, 1])
    #expect(detail.state.value?.likes == 6)
    store.rollback(patch)
    #expect(search.state.value == SearchResults(query: "swift", posts: [Post(id: 1), Post(id: 2)]))
    #expect(detail.state.value == Post(id: 2, likes: 5))
  }

  @Test func aPatchReachesKeysInTheOrderTheyWereMade() {
    let store = ResourceStore()
    let keys: [ResourceKey] = ["z", "a", "m/2", "m/10", "b"]
    let handles = keys.map { key in store.resource(key) { [Post(id: 1)] } }
    for key in keys.reversed() { store.setValue([Post(id: 1)], for: key) }
    #expect(store.patchEntities(Post.self, id: 1) { $0.likes += 1 }?.keys == keys)
    #expect(store.modifyEntities(Post.self, id: 1) { $0.likes = 0 } == keys)
    withExtendedLifetime(handles) {}
  }

  @Test func aValueReplacedOrEvictedLeavesTheIndex() {
    let store = ResourceStore(capacity: 1)
    let feed = store.resource("feed") { [Post]() }
    store.setValue([Post(id: 1), Post(id: 2)], for: "feed")
    store.setValue([Post(id: 2)], for: "feed")
    #expect(store.patchEntities(Post.self, id: 1) { $0.likes += 1 } == nil)
    #expect(store.patchEntities(Post.self, id: 2) { $0.likes += 1 }?.keys == ["feed"])
    feed.release()
    _ = store.resource("other") { [Post]() }  // beyond the capacity: the feed, unobserved, is evicted
    #expect(!store.contains("feed"))
    #expect(store.patchEntities(Post.self, id: 2) { $0.likes += 1 } == nil)
  }
}
