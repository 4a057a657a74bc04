// swift-format-ignore-file: OrderedImports
// (Each example between markers is the README's block verbatim, imports included.)
import Foundation
import Synchronization
import Testing

// MARK: README paged resources (begin)
import ScreenState

@MainActor
final class FeedModel {
  static let key: ResourceKey = "feed"
  let feed: PagedResource<Story, String, any Error>
  let screen: LoadableScreen<PagedList<Story, String>, any Error>

  init(store: ResourceStore, api: StoriesAPI) {
    // One list for every screen that asks for "feed"; its first 3 pages are saved for the next launch.
    feed = store.pages(Self.key, savedPages: 3) { [api] (cursor: String?) in
      let response = try await api.stories(after: cursor)
      return Page(items: response.stories, next: response.next)
    }
    screen = LoadableScreen(feed)
  }

  /// Whether the pages shown are the copy an earlier launch saved: stale until the server answers.
  var isSavedCopy: Bool { feed.savedAt != nil }
}

/// Another screen reads the feed without loading it: a story's title, before the story itself answers.
@MainActor
func knownTitle(of id: Int, in store: ResourceStore) -> String? {
  store.value(for: FeedModel.key, as: PagedList<Story, String>.self)?.first { $0.id == id }?.title
}
// MARK: README paged resources (end)

// MARK: README placeholders (begin)
@MainActor
final class StoryDetailModel {
  let story: Resource<StoryDetail, any Error>
  let screen: LoadableScreen<StoryDetail, any Error>

  init(id: Int, store: ResourceStore, api: StoriesAPI) {
    story = store.resource(
      "story/\(id)",
      // The feed's row stands in for the story while the story loads: the title shows at once.
      placeholder: .derived(from: FeedModel.key, as: PagedList<Story, String>.self) { feed in
        feed.first { $0.id == id }.map { StoryDetail(id: $0.id, title: $0.title, text: nil, likes: $0.likes) }
      }
    ) { [api] in try await api.story(id) }
    screen = LoadableScreen(story)
  }

  /// Whether the story shown is the feed's row, standing in while the story itself loads.
  var isPlaceholder: Bool { story.valueOrigin == .placeholder }
}
// MARK: README placeholders (end)

// MARK: README refresh policies (begin)
@MainActor
final class TimelineModel {
  let timeline: PageLoader<Story, String, any Error>

  init(api: StoriesAPI) {
    // Pull to refresh asks again for every page kept, in order; at most 20 pages are kept.
    timeline = PageLoader(refresh: .loadedPages, maxPages: 20) { [api] cursor in
      let response = try await api.stories(after: cursor)
      return Page(items: response.stories, next: response.next)
    }
  }
}
// MARK: README refresh policies (end)

struct StoryDetail: Codable, Hashable, Sendable {
  var id: Int
  var title: String
  var text: String?
  var likes: Int

  /// The story as the server sends it.
  static func full(_ id: Int, likes: Int = 0) -> StoryDetail {
    StoryDetail(id: id, title: "Story \(id)", text: "The text of story \(id).", likes: likes)
  }
}

/// The cursors a page API was asked for.
final class PageCalls: Sendable {
  private let cursors = Mutex<[String?]>([])

  var count: Int { cursors.withLock { $0.count } }
  func record(_ cursor: String?) { cursors.withLock { $0.append(cursor) } }
  func reset() { cursors.withLock { $0 = [] } }
}

extension StoriesAPI {
  /// `count` stories numbered from 1, `perPage` a page; a page's cursor is the number of its first story.
  static func numbered(_ count: Int, perPage: Int, calls: PageCalls) -> StoriesAPI {
    StoriesAPI(
      searchStories: { _ in [] },
      storyPage: { cursor in
        calls.record(cursor)
        let start = cursor.flatMap(Int.init) ?? 1
        let end = min(start + perPage, count + 1)
        return StoriesPage(
          stories: (start..<end).map { Story(id: $0, title: "Story \($0)") },
          next: end <= count ? String(end) : nil)
      })
  }

  /// An API that cannot be reached.
  static let offline = StoriesAPI(
    searchStories: { _ in throw URLError(.notConnectedToInternet) },
    storyPage: { _ in throw URLError(.notConnectedToInternet) },
    storyDetail: { _ in throw URLError(.notConnectedToInternet) },
    likeStory: { _ in throw URLError(.notConnectedToInternet) })
}

@MainActor
struct ReadmePagesTests {
  @Test func theFeedIsSharedSavedAndShownStaleOnAnOfflineStart() async {
    let caches = FileManager.default.temporaryDirectory.appendingPathComponent("ReadmePagesTests-\(UUID())")
    defer { try? FileManager.default.removeItem(at: caches) }
    // A first launch scrolls through the three pages; another screen shares them, and reads a title.
    let store = makeOfflineStore(caches: caches) { _ in }
    let feed = FeedModel(store: store, api: ReadmeDataTests.api)
    await feed.screen.load()
    await feed.screen.send(.loadMore)
    await feed.screen.send(.loadMore)
    #expect(feed.screen.footer == .end("You're all caught up"))
    let other = FeedModel(store: store, api: .offline)  // the key has its fetch already: this one is never called
    #expect(other.feed.state.value.map(Array.init) == ReadmeDataTests.stories)
    #expect(knownTitle(of: 4, in: store) == "Story 4")
    await store.flush()  // what an app does when it goes to the background: saves are coalesced
    // The next launch, offline: the three saved pages at once, stale, kept when the refresh fails.
    let next = makeOfflineStore(caches: caches) { _ in }
    let restarted = FeedModel(store: next, api: .offline)
    #expect(restarted.isSavedCopy)
    #expect(restarted.feed.isStale)
    #expect(restarted.feed.valueOrigin == .restored)
    #expect(restarted.feed.state.value?.pageCount == 3)
    #expect(knownTitle(of: 4, in: next) == "Story 4")
    await restarted.screen.load()
    #expect(restarted.feed.state.isFailed)
    #expect(restarted.screen.projection.notice != nil)  // the failure, over the saved pages
    #expect(restarted.screen.projection.content.map(Array.init) == ReadmeDataTests.stories)
    #expect(restarted.isSavedCopy)
  }

  @Test func aStoryShowsItsFeedRowWhileItLoads() async {
    let store = ResourceStore()
    let feed = FeedModel(store: store, api: ReadmeDataTests.api)
    await feed.screen.load()
    let detail = StoryDetailModel(id: 2, store: store, api: ReadmeDataTests.api)
    let row = StoryDetail(id: 2, title: "Story 2", text: nil, likes: 0)
    #expect(detail.story.state == .loaded(row))
    #expect(detail.isPlaceholder)
    #expect(detail.story.isStale)
    store.revalidate("story/2")  // what the screen's `load()` starts
    #expect(detail.story.state == .loading(previous: row))
    await detail.screen.load()
    #expect(detail.story.state == .loaded(.full(2)))
    #expect(!detail.isPlaceholder)
  }

  @Test func aRefreshAsksAgainForEveryPageKeptAndNoMore() async {
    let calls = PageCalls()
    let model = TimelineModel(api: .numbered(50, perPage: 2, calls: calls))
    await model.timeline.load()
    for _ in 1...21 { await model.timeline.loadMore() }
    #expect(calls.count == 22)
    #expect(model.timeline.state.value?.pageCount == 20)  // the first 2 pages dropped
    #expect(model.timeline.state.value?.first?.id == 5)
    calls.reset()
    await model.timeline.refresh()
    #expect(calls.count == 20)
    #expect(model.timeline.state.value?.pageCount == 20)
    #expect(model.timeline.state.value.map { $0.map(\.id) } == Array(5...44))
  }

  @Test(arguments: ["paged resources", "placeholders", "refresh policies"])
  func readmeShowsTheCompiledExampleVerbatim(section: String) throws {
    try expectReadmeShowsExample(section)
  }
}
