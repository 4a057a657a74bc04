import ScreenState
import ScreenStateTesting
import Testing

/// An entity created under a temporary id, then given the server's: a row an optimistic patch inserted gets the
/// changes of its entity, and the server's entity takes its place in every value, in one step, with the patches of
/// the temporary id pointed at it.
@MainActor
struct EntityRekeyTests {
  struct Post: Identifiable, Hashable, Sendable {
    let id: Int
    var likes = 0
  }

  let store = ResourceStore()

  func ids(_ key: ResourceKey) -> [Int] { store.value(for: key, as: [Post].self)?.map(\.id) ?? [] }

  func likes(_ key: ResourceKey) -> [Int] { store.value(for: key, as: [Post].self)?.map(\.likes) ?? [] }

  @Test func theServersEntityTakesThePlaceOfTheTemporaryOneInEveryValue() throws {
    let feed = store.resource("feed") { [Post]() }
    let detail = store.resource("post/-5") { Post(id: -5) }
    store.setValue([Post(id: 1), Post(id: -5), Post(id: 2)], for: "feed")
    store.setValue(Post(id: -5), for: "post/-5")
    let pending = try #require(store.patchEntities(Post.self, id: -5, pinned: true) { $0.likes += 1 })
    #expect(feed.state.value?.map(\.likes) == [0, 1, 0])

    #expect(store.rekeyEntity(Post.self, from: -5, to: Post(id: 100)) == ["feed", "post/-5"])
    #expect(ids("feed") == [1, 100, 2])
    #expect(likes("feed") == [0, 1, 0])  // the pending like, now of post 100
    #expect(detail.state.value == Post(id: 100, likes: 1))

    // A patch of the temporary id made now changes the server's.
    let later = try #require(store.patchEntities(Post.self, id: -5) { $0.likes += 10 })
    #expect(later.keys == ["feed", "post/-5"])
    #expect(likes("feed") == [0, 11, 0])
    store.rollback(pending)
    #expect(likes("feed") == [0, 10, 0])
    #expect(detail.state.value == Post(id: 100, likes: 10))
  }

  @Test func aValueHoldingTheServersEntityAlreadyGetsItAsGivenWithTheChangesOfTheTemporaryOne() throws {
    _ = store.resource("feed") { [Post]() }
    _ = store.resource("search") { [Post]() }
    store.setValue([Post(id: -5)], for: "feed")
    store.setValue([Post(id: 100, likes: 7), Post(id: 2)], for: "search")
    let like = try #require(store.patchEntities(Post.self, id: -5, pinned: true) { $0.likes += 1 })
    #expect(store.rekeyEntity(Post.self, from: -5, to: Post(id: 100, likes: 9)) == ["feed", "search"])
    #expect(likes("feed") == [10])
    #expect(ids("search") == [100, 2])
    #expect(likes("search") == [10, 0])
    store.rollback(like)
    #expect(likes("search") == [9, 0])
  }

  @Test func aRowInsertedByAPatchGetsItsEntitysChangesAndIsRekeyedInOneStep() throws {
    let feed = store.resource("feed") { [Post]() }
    store.setValue([Post(id: 1), Post(id: 2)], for: "feed")
    let insert = try #require(
      store.patch("feed", as: [Post].self, pinned: true) { $0.insert(Post(id: -5), at: 0) })
    let edit = try #require(store.patchEntities(Post.self, id: -5, pinned: true) { $0.likes = 3 })
    #expect(edit.keys == ["feed"])
    #expect(likes("feed") == [3, 0, 0])

    let recorder = StateRecorder { feed.state.value?.map(\.id) ?? [] }
    store.commit(insert)
    store.rekeyEntity(Post.self, from: -5, to: Post(id: 100))
    #expect(recorder.states == [[-5, 1, 2], [100, 1, 2]])
    #expect(likes("feed") == [3, 0, 0])
    store.rollback(edit)
    #expect(likes("feed") == [0, 0, 0])
    #expect(ids("feed") == [100, 1, 2])
  }

  @Test func aNewValueGetsTheInsertedRowThenItsChangesAgain() throws {
    _ = store.resource("feed") { [Post]() }
    store.setValue([Post(id: 1)], for: "feed")
    let insert = try #require(
      store.patch("feed", as: [Post].self, pinned: true) { $0.insert(Post(id: -5), at: 0) })
    let edit = try #require(store.patchEntities(Post.self, id: -5, pinned: true) { $0.likes = 3 })
    store.setValue([Post(id: 1), Post(id: 2)], for: "feed")
    #expect(ids("feed") == [-5, 1, 2])
    #expect(likes("feed") == [3, 0, 0])
    // Refused: the row leaves with its change.
    store.rollback(insert)
    #expect(ids("feed") == [1, 2])
    store.rollback(edit)
    #expect(likes("feed") == [0, 0])
  }
}
