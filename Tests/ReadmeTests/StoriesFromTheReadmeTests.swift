import Foundation
import ScreenState
import ScreenStateTesting
import Testing

// The stories screen (feed + search + detail + like) as a new user writes it from the README alone, in a namespace
// of its own beside the README's example. The screen's code is what lies between the two `// MARK: screen` lines.

enum FromTheReadme {
  // MARK: screen (begin)
  struct Story: Codable, Hashable, Identifiable, Sendable {
    var id: Int
    var title: String
    var likes: Int
  }

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

  protocol API: Sendable {
    func feed(after cursor: String?) async throws -> Page<Story, String>
    func search(_ text: String) async throws -> [Story]
    func story(_ id: Int) async throws -> StoryDetail
    func like(_ id: Int, key: String) async throws -> Story
  }

  @MainActor
  final class StoriesScreen {
    let store: ResourceStore
    let api: any API
    let like: Mutation<Int, Story, any Error>
    let feed: LoadableScreen<PagedList<Story, String>, any Error>
    let search: QueryResource<String, [Story], any Error>
    let results: LoadableScreen<[Story], any Error>

    init(store: ResourceStore, api: any API) {
      self.store = store
      self.api = api
      like = Mutation(
        "like the story", queuedIn: Outbox(store), as: "like",
        optimistic: [.entity(store, Story.self, id: { $0 }) { story, _ in story.likes += 1 }],
        answer: .entity(store)
      ) { id, submission in try await api.like(id, key: submission.rawValue) }
      feed = LoadableScreen(store.pages("feed") { cursor in try await api.feed(after: cursor) }, actions: [like])
      search = store.query("search", initial: "", debounce: .milliseconds(300)) { text in try await api.search(text) }
      results = LoadableScreen(search, actions: [like])
    }

    func typed(_ text: String) { search.setQuery(text) }

    func story(_ id: Int) -> LoadableScreen<StoryDetail, any Error> {
      let detail = store.resource(
        "story/\(id)",
        placeholder: .derived(from: "feed", as: PagedList<Story, String>.self) { feed in
          feed.first { $0.id == id }.map { StoryDetail(id: id, title: $0.title, likes: $0.likes) }
        }
      ) { [api] in try await api.story(id) }
      return LoadableScreen(detail, actions: [like])
    }
  }
  // MARK: screen (end)

  /// The app's API over the test's server.
  struct FakeAPI: API {
    let server: StoriesServer

    func feed(after cursor: String?) async throws -> Page<Story, String> {
      let page = server.page(after: cursor)
      return Page(items: page.rows.map(Story.init), next: page.next)
    }

    func search(_ text: String) async throws -> [Story] { server.search(text).map(Story.init) }

    func story(_ id: Int) async throws -> StoryDetail {
      let row = server.story(id)
      return StoryDetail(id: row.id, title: row.title, likes: row.likes, text: row.text)
    }

    func like(_ id: Int, key: String) async throws -> Story { Story(try await server.like(id)) }
  }
}

extension FromTheReadme.Story {
  init(_ row: StoriesServer.Row) {
    self.init(id: row.id, title: row.title, likes: row.likes)
  }
}

@MainActor
struct StoriesFromTheReadmeTests {
  let clock = VirtualClock()
  let server = StoriesServer()
  let screen: FromTheReadme.StoriesScreen

  init() {
    let store = ResourceStore(configuration: LoadingConfiguration(clock: clock), persistence: InMemoryPersistence())
    screen = FromTheReadme.StoriesScreen(store: store, api: FromTheReadme.FakeAPI(server: server))
  }

  @Test func aLikeReachesTheFeedTheResultsAndTheStoryThenTheServersCount() async {
    await screen.feed.load()
    await screen.feed.send(.loadMore)
    screen.typed("Story 3")
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(300))
    await screen.search.waitUntilSettled()
    let story = screen.story(3)
    #expect(story.state.value?.title == "Story 3")  // the feed's row, at once
    await story.load()
    #expect(story.state.value?.text == "The text of story 3.")
    let shown = {
      [story.state.value?.likes, screen.results.state.value?.first?.likes, screen.feed.state.value?[2].likes]
    }
    let liking = Task.immediate { await screen.like.submit(3) }
    #expect(shown() == [1, 1, 1])
    await server.likes.nextCall().succeed(with: StoriesServer.Row(id: 3, title: "Story 3", likes: 7))
    _ = await liking.value
    #expect(shown() == [7, 7, 7])
    #expect(server.requests == ["page first", "page 3", "search Story 3", "story 3"])
  }

  @Test func aRefusedLikeIsTakenBackAndShownAsABanner() async {
    await screen.feed.load()
    let liking = Task.immediate { await screen.like.submit(1) }
    #expect(screen.feed.state.value?.first?.likes == 1)
    await server.likes.nextCall().fail(with: HTTPStatusError(statusCode: 403))
    _ = await liking.value
    #expect(screen.feed.state.value?.first?.likes == 0)
    if case .banner(let banner)? = screen.feed.projection.notice {
      #expect(banner.title == "Couldn't like the story")
    } else {
      Issue.record("no banner for the refused like")
    }
    #expect(server.requests == ["page first"])
  }

  /// The screen's own code, counted: its non-blank lines between the markers (target ≤ 60).
  @Test func theScreenTakesAtMostSixtyLines() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let begin = try #require(source.range(of: "// MARK: screen (begin)\n"))
    let end = try #require(source.range(of: "  // MARK: screen (end)"))
    let lines = source[begin.upperBound..<end.lowerBound].split(separator: "\n").filter {
      !$0.allSatisfy(\.isWhitespace)
    }
    #expect(lines.count <= 60, "\(lines.count) lines")
  }
}
