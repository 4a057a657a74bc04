// swift-format-ignore-file: OrderedImports
// (The example between the markers is the README's block verbatim, imports included.)
import Foundation
import ScreenStateTesting
import Testing

// MARK: README stories (begin)
import ScreenState

struct Story: Codable, Hashable, Identifiable, Sendable {
  var id: Int
  var title: String
  var likes: Int
}

/// A story's own screen shows more than its row in the feed. Declared the same entity, one like reaches both.
struct StoryDetail: Codable, EntityVariant, Hashable, Sendable {
  var id: Int
  var title: String
  var likes: Int
  var text: String?

  var entity: Story {
    get { Story(id: id, title: title, likes: likes) }
    set { (title, likes) = (newValue.title, newValue.likes) }
  }
}

/// Your networking code.
protocol StoriesAPI: Sendable {
  func stories(after cursor: String?) async throws -> Page<Story, String>
  func search(_ text: String) async throws -> [Story]
  func story(_ id: Int) async throws -> StoryDetail
  func like(_ id: Int, idempotencyKey: String) async throws -> Story
}

@MainActor
final class StoriesModel {
  let store: ResourceStore
  let api: any StoriesAPI
  let like: Mutation<Int, Story, any Error>
  let feed: LoadableScreen<PagedList<Story, String>, any Error>
  let search: QueryResource<String, [Story], any Error>
  let results: LoadableScreen<[Story], any Error>

  init(store: ResourceStore, api: any StoriesAPI) {
    self.store = store
    self.api = api
    // Shown at once in every copy of the story; kept on disk until the server has it; taken back if refused.
    like = Mutation(
      "like the story", queuedIn: Outbox(store), as: "like",
      optimistic: [.entity(store, Story.self, id: { $0 }) { story, _ in story.likes += 1 }],
      answer: .entity(store)  // the story answered, with the server's count, replaces the guess
    ) { id, submission in try await api.like(id, idempotencyKey: submission.rawValue) }
    feed = LoadableScreen(store.pages("feed") { cursor in try await api.stories(after: cursor) }, actions: [like])
    search = store.query("search", initial: "", debounce: .milliseconds(300)) { text in try await api.search(text) }
    results = LoadableScreen(search, actions: [like])
  }

  /// A story's screen: its row from the feed at once, the whole story when it answers.
  func detail(_ id: Int) -> LoadableScreen<StoryDetail, any Error> {
    let story = store.resource(
      "story/\(id)",
      placeholder: .derived(from: "feed", as: PagedList<Story, String>.self) { feed in
        feed.first { $0.id == id }.map { StoryDetail(id: id, title: $0.title, likes: $0.likes) }
      }
    ) { [api] in try await api.story(id) }
    return LoadableScreen(story, actions: [like])
  }
}
// MARK: README stories (end)

/// The README's `StoriesAPI` over the test's server.
struct FakeStoriesAPI: StoriesAPI {
  let server: StoriesServer

  func stories(after cursor: String?) async throws -> Page<Story, String> {
    let page = server.page(after: cursor)
    return Page(items: page.rows.map(Story.init), next: page.next)
  }

  func search(_ text: String) async throws -> [Story] { server.search(text).map(Story.init) }

  func story(_ id: Int) async throws -> StoryDetail {
    let row = server.story(id)
    return StoryDetail(id: row.id, title: row.title, likes: row.likes, text: row.text)
  }

  func like(_ id: Int, idempotencyKey: String) async throws -> Story { Story(try await server.like(id)) }
}

extension Story {
  init(_ row: StoriesServer.Row) {
    self.init(id: row.id, title: row.title, likes: row.likes)
  }
}

/// The README's stories screen, run on a virtual clock against a server whose likes the test answers.
@MainActor
struct ReadmeStoriesTests {
  let clock = VirtualClock()
  let server = StoriesServer()
  let model: StoriesModel
  let detail: LoadableScreen<StoryDetail, any Error>

  init() {
    let store = ResourceStore(configuration: LoadingConfiguration(clock: clock), persistence: InMemoryPersistence())
    model = StoriesModel(store: store, api: FakeStoriesAPI(server: server))
    detail = model.detail(2)
  }

  /// The feed scrolled to its end (3 pages), "Story 2" searched, and story 2's screen loaded.
  func open() async {
    await model.feed.load()
    await model.feed.send(.loadMore)
    await model.feed.send(.loadMore)
    model.search.setQuery("Story 2")
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(300))
    await model.search.waitUntilSettled()
    await detail.load()
  }

  /// Story 2's likes in its feed row, its search result and its screen.
  var likesShown: [Int?] {
    [
      model.feed.state.value?.first { $0.id == 2 }?.likes,
      model.results.state.value?.first { $0.id == 2 }?.likes,
      detail.state.value?.likes,
    ]
  }

  @Test func aStoryShowsItsFeedRowAtOnceThenItsText() async {
    await model.feed.load()
    let detail = model.detail(1)
    #expect(detail.state.value == StoryDetail(id: 1, title: "Story 1", likes: 0))
    #expect(detail.source.valueOrigin == .placeholder)
    await detail.load()
    #expect(detail.state == .loaded(StoryDetail(id: 1, title: "Story 1", likes: 0, text: "The text of story 1.")))
  }

  @Test func aLikeShowsAtOnceEverywhereThenTheServersCountWithNoRequest() async {
    await open()
    #expect(server.requests == ["page first", "page 3", "page 5", "search Story 2", "story 2"])
    #expect(likesShown == [0, 0, 0])
    let liking = Task.immediate { await model.like.submit(2) }
    #expect(likesShown == [1, 1, 1])  // at once, before the server answers
    let like = await server.likes.nextCall()
    #expect(like.input as? Int == 2)
    like.succeed(with: StoriesServer.Row(id: 2, title: "Story 2", likes: 10))  // others liked it too
    #expect(await liking.value.output?.likes == 10)
    #expect(likesShown == [10, 10, 10])  // the server's count, in every copy
    await model.store.waitUntilSettled()
    #expect(server.requests.count == 5)  // the answer held the count: nothing asked again
    #expect(model.feed.state.value?.pageCount == 3)
  }

  @Test func aRefusedLikeIsTakenBackExactlyWithNoRequestAndShownByEveryScreen() async {
    await open()
    let before = (model.feed.state, model.results.state, detail.state)
    let liking = Task.immediate { await model.like.submit(2) }
    #expect(likesShown == [1, 1, 1])
    await server.likes.nextCall().fail(with: HTTPStatusError(statusCode: 403))
    #expect(await liking.value.failure is HTTPStatusError)
    #expect(model.feed.state == before.0)
    #expect(model.results.state == before.1)
    #expect(detail.state == before.2)
    #expect(!model.store.isStale("feed") && !model.store.isStale("search") && !model.store.isStale("story/2"))
    await model.store.waitUntilSettled()
    #expect(server.requests.count == 5)  // the values are the server's: nothing asked again
    for screen in [model.feed.projection.notice, model.results.projection.notice, detail.projection.notice] {
      guard case .banner(let banner)? = screen else {
        Issue.record("no banner for the refused like")
        continue
      }
      #expect(banner.title == "Couldn't like the story")
    }
  }

  @Test func anAutomaticRefreshAsksAgainForEveryPageScrolledAndKeepsThem() async {
    await open()
    clock.advance(by: .seconds(61))  // the feed is stale
    model.store.revalidate()  // what the app's return to the foreground does
    #expect(model.feed.source.isRunning)
    #expect(model.feed.state.value?.pageCount == 3)  // on screen, loaded, while they load again
    await model.store.waitUntilSettled()
    #expect(server.requests(after: 5).filter { $0.hasPrefix("page") } == ["page first", "page 3", "page 5"])
    #expect(model.feed.state.value?.pageCount == 3)
    #expect(model.feed.state.value?.map(\.id) == Array(1...6))
  }

  @Test func aConflictTakesTheLikeBackAndAsksAgainKeepingThePagesScrolled() async {
    await open()
    let liking = Task.immediate { await model.like.submit(2) }
    await server.likes.nextCall().fail(with: HTTPStatusError(statusCode: 409))
    _ = await liking.value
    await model.store.waitUntilSettled()
    // The server's value is not what the app believed: every key holding the story asks again.
    #expect(
      Set(server.requests(after: 5)) == ["page first", "page 3", "page 5", "search Story 2", "story 2"])
    #expect(model.feed.state.value?.pageCount == 3)
    #expect(likesShown == [0, 0, 0])
  }

  /// An endpoint that answers the detail's shape reaches every copy through `\.entity`, as the README says.
  @Test func anAnswerOfTheDetailsShapeReachesEveryCopyThroughItsEntity() async {
    await open()
    let answers = ControllableOperation<StoryDetail, any Error>()
    let like = Mutation<Int, StoryDetail, any Error>(
      configuration: model.store.configuration,
      optimistic: [.entity(model.store, Story.self, id: { $0 }) { story, _ in story.likes += 1 }],
      answer: .entity(model.store, \.entity),
      operation: answers.operation(taking: Int.self))
    let liking = Task.immediate { await like.submit(2) }
    await answers.nextCall().succeed(with: StoryDetail(id: 2, title: "Story 2", likes: 10, text: "The text."))
    _ = await liking.value
    #expect(likesShown == [10, 10, 10])
  }

  @Test func readmeShowsTheCompiledExampleVerbatim() throws {
    try expectReadmeShowsExample("stories")
  }
}
