import ScreenState
import ScreenStateTesting
import Testing

/// `ResourceStore.removeEntity`: an entity the server deleted leaves every cached copy (a list, a paginated list, its
/// detail, a variant's detail), the rest of each value and the changes pending over it staying.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RemoveEntityTests {
  struct Story: Hashable, Sendable, Identifiable {
    var id: Int
    var title: String
    var likes = 0
  }

  struct StoryDetail: Hashable, Sendable, Identifiable, EntityVariant {
    var id: Int
    var title: String
    var body: String
    var likes = 0

    var entity: Story {
      get { Story(id: id, title: title, likes: likes) }
      set {
        title = newValue.title
        likes = newValue.likes
      }
    }
  }

  let clock = VirtualClock()

  func makeStore() -> ResourceStore {
    ResourceStore(configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock))
  }

  nonisolated static func stories(_ ids: Range<Int>) -> [Story] { ids.map { Story(id: $0, title: "Story \($0)") } }

  @Test func aListLosesTheItemAndKeepsTheRest() async {
    let store = makeStore()
    let feed = store.resource("feed") { Self.stories(0..<4) }
    await feed.load()
    let keys = store.removeEntity(Story.self, id: 2)
    #expect(keys == ["feed"])
    #expect(feed.state.value?.map(\.id) == [0, 1, 3])
    #expect(!store.isStale("feed"))  // its freshness stays: the rest is what the server holds
    #expect(!feed.isRunning)
    // Changed from now on where the list holds it: the index knows where each item sits now.
    store.modifyEntities(Story.self, id: 3) { $0.likes = 5 }
    #expect(feed.state.value?.last == Story(id: 3, title: "Story 3", likes: 5))
  }

  @Test func aPagedListLosesTheItemAndKeepsItsPagesAndCursors() async {
    let store = makeStore()
    let feed = store.pages("feed", first: 0) { (cursor: Int) async throws(Never) in
      Page(items: Self.stories(cursor * 3..<cursor * 3 + 3), next: cursor < 2 ? cursor + 1 : nil)
    }
    await feed.load()
    await feed.loadMore()
    #expect(feed.state.value?.count == 6)
    #expect(store.removeEntity(Story.self, id: 4) == ["feed"])
    #expect(feed.state.value?.map(\.id) == [0, 1, 2, 3, 5])
    #expect(feed.state.value?.pageCount == 2)
    #expect(feed.state.value?.nextCursor == 2)
    await feed.loadMore()  // the next page still follows the last one
    #expect(feed.state.value?.map(\.id) == [0, 1, 2, 3, 5, 6, 7, 8])
    store.modifyEntities(Story.self, id: 7) { $0.likes = 1 }
    #expect(feed.state.value?.first { $0.id == 7 }?.likes == 1)
  }

  @Test func theDetailAndAVariantsDetailAreForgottenAndTheFeedLosesTheRow() async {
    let store = makeStore()
    let fetches = ControllableOperation<StoryDetail, any Error>()
    let feed = store.resource("feed") { Self.stories(0..<3) }
    let story = store.resource("story-summary/1") { Story(id: 1, title: "Story 1") }
    let detail = store.resource("story/1", fetch: fetches.operation)
    await feed.load()
    await story.load()
    let loading = Task { await detail.load() }
    await fetches.nextCall().succeed(with: StoryDetail(id: 1, title: "Story 1", body: "…"))
    await loading.value
    let keys = store.removeEntity(Story.self, id: 1)
    #expect(Set(keys) == ["feed", "story-summary/1", "story/1"])
    #expect(feed.state.value?.map(\.id) == [0, 2])
    #expect(story.state.value == nil)
    #expect(detail.state.value == nil)
    #expect(store.entity(Story.self, id: 1) == nil)
    #expect(store.entity(StoryDetail.self, id: 1) == nil)
  }

  @Test func aDetailOnScreenAsksAgainAndShowsTheServersAnswer() async {
    let store = makeStore()
    let fetches = ControllableOperation<Story, any Error>()
    let story = store.resource("story/1", fetch: fetches.operation)
    let loading = Task { await story.load() }
    await fetches.nextCall().succeed(with: Story(id: 1, title: "Story 1"))
    await loading.value
    store.removeEntity(Story.self, id: 1)
    #expect(story.state.value == nil)
    // Asked again for the screen that shows it: the server's "not found" is what the screen then shows.
    await fetches.nextCall().fail(with: HTTPStatusError(statusCode: 404))
    await story.waitUntilSettled()
    #expect(story.state.error as? HTTPStatusError == HTTPStatusError(statusCode: 404))
  }

  @Test func anEntityInNoCacheChangesNothing() async {
    let store = makeStore()
    let feed = store.resource("feed") { Self.stories(0..<3) }
    await feed.load()
    #expect(store.removeEntity(Story.self, id: 99).isEmpty)
    #expect(store.removeEntity(StoryDetail.self, id: 1).isEmpty)
    #expect(feed.state.value?.map(\.id) == [0, 1, 2])
  }

  @Test func aChangePendingOverAnotherItemStaysAndRollsBackExactly() async {
    let store = makeStore()
    let feed = store.resource("feed") { Self.stories(0..<4) }
    await feed.load()
    let likeOfThree = store.patchEntities(Story.self, id: 3) { $0.likes += 1 }
    let likeOfOne = store.patchEntities(Story.self, id: 1) { $0.likes += 1 }
    store.removeEntity(Story.self, id: 1)
    #expect(feed.state.value?.map(\.id) == [0, 2, 3])
    #expect(feed.state.value?.last?.likes == 1)
    if let likeOfOne { store.rollback(likeOfOne) }
    #expect(feed.state.value?.map(\.likes) == [0, 0, 1])
    if let likeOfThree { store.rollback(likeOfThree) }
    #expect(feed.state.value == [Self.stories(0..<1), Self.stories(2..<4)].flatMap { $0 })
  }

  @Test func aRowOnlyAPendingChangeShowsIsStillFoundByTheChangesOfIt() async {
    let store = makeStore()
    let feed = store.resource("feed") { Self.stories(0..<3) }
    await feed.load()
    // A row created offline: a whole-value change the base does not hold.
    let create = store.patch("feed", as: [Story].self) { $0.insert(Story(id: -7, title: "New"), at: 0) }
    store.removeEntity(Story.self, id: 1)
    #expect(feed.state.value?.map(\.id) == [-7, 0, 2])
    // A like of the created row reaches it, though the removal indexed the base again.
    let like = store.patchEntities(Story.self, id: -7) { $0.likes += 1 }
    #expect(like?.keys == ["feed"])
    #expect(feed.state.value?.first?.likes == 1)
    if let like { store.rollback(like) }
    if let create { store.rollback(create) }
    #expect(feed.state.value?.map(\.id) == [0, 2])
  }

  @Test func aRefreshInFlightIsAskedAgainAndItsAnswerHasTheLastWord() async {
    let store = makeStore()
    let fetches = ControllableOperation<[Story], any Error>()
    let feed = store.resource("feed", fetch: fetches.operation)
    let loading = Task { await feed.load() }
    await fetches.nextCall().succeed(with: Self.stories(0..<3))
    await loading.value
    let refresh = Task.immediate { await feed.refresh() }
    let stale = await fetches.nextCall()  // asked before the server deleted story 1
    store.removeEntity(Story.self, id: 1)
    #expect(feed.state.value?.map(\.id) == [0, 2])
    let again = await fetches.nextCall()
    stale.succeed(with: Self.stories(0..<3))  // too late: it is not shown
    again.succeed(with: [Story(id: 0, title: "Story 0"), Story(id: 2, title: "Story 2, edited")])
    await refresh.value
    await feed.waitUntilSettled()
    #expect(feed.state.value?.map(\.title) == ["Story 0", "Story 2, edited"])
  }
}
