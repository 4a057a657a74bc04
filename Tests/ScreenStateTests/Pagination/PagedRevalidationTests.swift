import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// A paginated list keeps what the person scrolled: a refresh nobody asked for asks again for every page loaded,
/// whatever the policy, and the default policy does so for the person's own refresh too; what is saved follows.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PagedRevalidationTests {
  struct Story: Codable, Hashable, Sendable, Identifiable {
    var id: Int
  }

  /// A feed of 20 stories a page, 5 pages, answered at once; counts the pages asked for.
  final class Feed: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [Int] = []

    var pagesAsked: [Int] { lock.withLock { asked } }

    func page(_ cursor: Int) -> Page<Story, Int> {
      lock.withLock { asked.append(cursor) }
      return Page(items: (cursor * 20..<cursor * 20 + 20).map { Story(id: $0) }, next: cursor < 4 ? cursor + 1 : nil)
    }
  }

  let clock = VirtualClock()
  let activity = AppActivity()

  func makeStore(persistence: InMemoryPersistence? = nil) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(
        retryPolicy: .never, attemptTimeout: nil, clock: clock, connectivity: nil, activity: activity),
      persistence: persistence)
  }

  /// The feed at `key`, three pages scrolled.
  func scrolled(
    _ store: ResourceStore, _ feed: Feed, refresh: PageRefreshPolicy, savedPages: Int = 1
  ) async -> PagedResource<Story, Int, Never> {
    let pages = store.pages("feed", first: 0, refresh: refresh, savedPages: savedPages) {
      (cursor: Int) async throws(Never) in feed.page(cursor)
    }
    await pages.load()
    await pages.loadMore()
    await pages.loadMore()
    return pages
  }

  @Test(arguments: [PageRefreshPolicy.firstPage, .loadedPages])
  func anInvalidationKeepsEveryPageScrolled(policy: PageRefreshPolicy) async {
    let store = makeStore()
    let feed = Feed()
    let pages = await scrolled(store, feed, refresh: policy)
    store.invalidate("feed")
    #expect(pages.requestReason == .invalidation)
    await store.waitUntilSettled()
    #expect(pages.state.value?.count == 60)
    #expect(feed.pagesAsked == [0, 1, 2, 0, 1, 2])
  }

  @Test(arguments: [PageRefreshPolicy.firstPage, .loadedPages])
  func aReturnToTheForegroundKeepsEveryPageScrolled(policy: PageRefreshPolicy) async {
    let store = makeStore()
    let feed = Feed()
    let pages = await scrolled(store, feed, refresh: policy)
    activity.didEnterBackground()
    clock.advance(by: .seconds(61))  // stale
    activity.didBecomeActive()
    #expect(pages.requestReason == .foreground)
    await store.waitUntilSettled()
    #expect(pages.state.value?.count == 60)
  }

  @Test func thePersonsRefreshKeepsThePagesByDefaultAndEveryPageSavedIsSaved() async {
    let persistence = InMemoryPersistence()
    let store = makeStore(persistence: persistence)
    let feed = Feed()
    let pages = store.pages("feed", first: 0, savedPages: 3) { (cursor: Int) async throws(Never) in feed.page(cursor) }
    await pages.load()
    await pages.loadMore()
    await pages.loadMore()
    await pages.loadMore()
    await pages.refresh()
    #expect(pages.state.value?.count == 80)
    await store.flush()
    let saved = persistence.read(PagedList<Story, Int>.self, for: "feed")?.value
    #expect(saved?.pageCount == 3)
    #expect(saved?.count == 60)
  }

  @Test func aFirstPageRefreshTheAppAskedForCutsTheList() async {
    let store = makeStore()
    let feed = Feed()
    let pages = await scrolled(store, feed, refresh: .firstPage)
    await pages.refresh()
    #expect(pages.state.value?.count == 20)
  }
}

/// A paginated list of `Codable` items is saved without `savedPages:` said: its first page, by default.
@MainActor
struct PagedSavingTests {
  @Test func aCodableListIsSavedWithoutSavedPages() async {
    let persistence = InMemoryPersistence()
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: VirtualClock()),
      persistence: persistence)
    let numbered = store.pages("numbered", first: 1) { (page: Int) async throws(Never) in
      Page(items: [page], next: page < 3 ? page + 1 : nil)
    }
    let cursors = store.pages("cursors") { (cursor: String?) async throws(Never) in
      Page(items: [cursor ?? "first"], next: cursor == nil ? "second" : nil)
    }
    await numbered.load()
    await cursors.load()
    await store.flush()
    #expect(persistence.read(PagedList<Int, Int>.self, for: "numbered")?.value.count == 1)
    #expect(persistence.read(PagedList<String, String>.self, for: "cursors")?.value.count == 1)
  }
}
