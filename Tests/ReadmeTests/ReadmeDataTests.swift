// swift-format-ignore-file: OrderedImports
// (Each example between markers is the README's block verbatim, imports included.)
import Foundation
import Testing

// MARK: README search (begin)
import ScreenState

@MainActor
final class SearchModel {
  let search: QueryLoader<String, [Story], any Error>
  let screen: LoadableScreen<[Story], any Error>

  init(api: StoriesAPI) {
    search = QueryLoader("", debounce: .milliseconds(300)) { [api] text in
      try await api.search(text)
    }
    screen = LoadableScreen(search)
  }

  /// Called on every keystroke: only the last of a quick burst is sent.
  func textChanged(_ text: String) {
    search.setQuery(text)
  }

  /// "Results for “…”" above the list, true to what is on screen, in the screen's language.
  var caption: String? { search.caption(texts: screen.policy.texts) }
}
// MARK: README search (end)

// MARK: README pagination (begin)
@MainActor
final class StoriesModel {
  let pages: PageLoader<Story, String, any Error>
  let screen: LoadableScreen<PagedList<Story, String>, any Error>

  init(api: StoriesAPI) {
    pages = PageLoader { [api] cursor in  // nil for the first page
      let response = try await api.stories(after: cursor)
      return Page(items: response.stories, next: response.next)  // next == nil on the last page
    }
    screen = LoadableScreen(pages)
  }
}
// MARK: README pagination (end)

struct Story: Codable, Hashable, Sendable {
  var id: Int
  var title: String
  var likes = 0
}

struct StoriesPage: Sendable {
  var stories: [Story]
  var next: String?
}

struct StoriesAPI: Sendable {
  var searchStories: @Sendable (String) async throws -> [Story]
  var storyPage: @Sendable (String?) async throws -> StoriesPage
  var storyDetail: @Sendable (Int) async throws -> StoryDetail = { id in StoryDetail.full(id) }
  var likeStory: @Sendable (Int) async throws -> StoryDetail = { id in StoryDetail.full(id, likes: 1) }
  var likeStoryOnce: @Sendable (Int, String) async throws -> StoryDetail = { id, _ in StoryDetail.full(id, likes: 1) }

  func search(_ text: String) async throws -> [Story] { try await searchStories(text) }
  func stories(after cursor: String?) async throws -> StoriesPage { try await storyPage(cursor) }
  func story(_ id: Int) async throws -> StoryDetail { try await storyDetail(id) }
  func like(_ id: Int) async throws -> StoryDetail { try await likeStory(id) }
  func like(_ id: Int, idempotencyKey: String) async throws -> StoryDetail {
    try await likeStoryOnce(id, idempotencyKey)
  }
}

@MainActor
struct ReadmeDataTests {
  nonisolated static let stories = (1...5).map { Story(id: $0, title: "Story \($0)") }

  nonisolated static let api = StoriesAPI(
    searchStories: { text in stories.filter { $0.title.contains(text) } },
    storyPage: { after in
      // Two stories a page: cursors "3" and "5" name the first story of the next page.
      let start = after.flatMap(Int.init) ?? 1
      let page = stories.filter { $0.id >= start && $0.id < start + 2 }
      return StoriesPage(stories: page, next: start + 2 <= stories.count ? String(start + 2) : nil)
    })

  @Test func searchShowsTheResultsOfTheLastQuery() async {
    let model = SearchModel(api: Self.api)
    model.textChanged("Story 4")
    await model.search.waitUntilSettled()
    #expect(model.screen.state == .loaded([Story(id: 4, title: "Story 4")]))
    #expect(model.caption == "Results for “Story 4”")
  }

  @Test func theFeedLoadsPageAfterPageToTheEnd() async {
    let model = StoriesModel(api: Self.api)
    await model.pages.load()
    while model.screen.footer != .end("You're all caught up") {
      await model.screen.send(.loadMore)
    }
    #expect(model.pages.state.value.map(Array.init) == Self.stories)
    #expect(model.pages.state.value?.pageCount == 3)
  }

  @Test(arguments: ["search", "pagination"])
  func readmeShowsTheCompiledExampleVerbatim(section: String) throws {
    try expectReadmeShowsExample(section)
  }

}
