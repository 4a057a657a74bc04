import ScreenState
import ScreenStateTesting
import Testing

/// A selection of part of a key notifies only when that part changes: a row's screen is not redrawn by another row.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct SelectionTests {
  struct Post: Hashable, Sendable, Identifiable {
    var id: Int
    var likes = 0
    var title = ""
  }

  typealias Fetch = ControllableOperation<[Post], any Error>

  let clock = VirtualClock()

  func makeStore(evictAfter: Duration = .seconds(300)) -> ResourceStore {
    ResourceStore(evictAfter: evictAfter, retryPolicy: .never, clock: clock)
  }

  func loadedFeed(_ store: ResourceStore, _ fetch: Fetch) async -> Resource<[Post], any Error> {
    let feed = store.resource("feed", fetch: fetch.operation)
    let load = Task.immediate { await feed.load() }
    await fetch.nextCall().succeed(with: [Post(id: 1), Post(id: 2), Post(id: 3)])
    await load.value
    return feed
  }

  /// Counts the changes a change observer is told of.
  final class Follower: SourceChangeObserver {
    var count = 0
    func sourceDidChange() { count += 1 }
  }

  @Test func changingAnotherRowNotifiesNoOneAndChangingTheRowNotifiesOnce() async {
    let store = makeStore()
    let fetch = Fetch()
    let feed = await loadedFeed(store, fetch)
    let likes = store.select("feed", as: [Post].self) { feed in feed.first { $0.id == 1 }?.likes }
    #expect(likes.value == .some(0))
    let observed = ChangeCounter { _ = likes.value }
    let follower = Follower()
    likes.addChangeObserver(follower)
    let feedChanges = feed.changeCount

    feed.modifyValue { $0[1].likes += 1 }  // row 2
    await Task.yield()
    #expect(feed.changeCount == feedChanges + 1)
    #expect(observed.count == 0)
    #expect(follower.count == 0)
    #expect(likes.changeCount == 0)

    feed.modifyValue { $0[0].likes += 1 }  // row 1
    #expect(observed.count == 1)
    #expect(follower.count == 1)
    #expect(likes.value == .some(1))
    #expect(likes.changeCount == 1)
  }

  @Test func aHandlesSelectionTakesAKeyPathAndKeepsTheHandle() async {
    let store = makeStore(evictAfter: .seconds(10))
    let fetch = Fetch()
    var feed: Resource<[Post], any Error>? = await loadedFeed(store, fetch)
    let count = feed!.select(\.count)
    #expect(count.value == 3)
    feed = nil
    await Task.yield()
    #expect(store.subscriberCount(of: "feed") == 1)  // the selection keeps its handle
    clock.advance(by: .seconds(60))
    store.evictExpired()
    #expect(store.contains("feed"))
    store.modifyValue(for: "feed", as: [Post].self) { $0.append(Post(id: 4)) }
    #expect(count.value == 4)
  }

  @Test func aSelectionSeesTheValueKeptWhileTheKeyRefreshes() async {
    let store = makeStore()
    let fetch = Fetch()
    let feed = await loadedFeed(store, fetch)
    let title = feed.select { $0.first?.title }
    let refresh = Task.immediate { await feed.refresh() }
    #expect(title.value == .some(""))
    #expect(title.changeCount == 0)  // loading, with the same value kept: nothing selected changed
    await fetch.nextCall().succeed(with: [Post(id: 1, title: "New")])
    await refresh.value
    #expect(title.value == .some("New"))
    #expect(title.changeCount == 1)
  }

  // MARK: - Hostile inputs

  @Test func aKeyNeverLoadedSelectsNothingUntilItHasAValue() async {
    let store = makeStore()
    let fetch = Fetch()
    let likes = store.select("feed", as: [Post].self) { feed in feed.first { $0.id == 1 }?.likes }
    #expect(likes.value == nil)
    #expect(likes.changeCount == 0)
    #expect(!store.contains("feed"))  // a selection makes no entry
    let feed = await loadedFeed(store, fetch)
    #expect(likes.value == .some(0))
    #expect(likes.changeCount == 1)
    feed.reset()
    #expect(likes.value == nil)
    #expect(likes.changeCount == 2)
  }

  @Test func aKeyOfAnotherTypeSelectsNothing() async {
    let store = makeStore()
    let fetch = Fetch()
    _ = await loadedFeed(store, fetch)
    let wrong = store.select("feed", as: Int.self) { $0 + 1 }
    #expect(wrong.value == nil)
  }

  @Test func anEvictedKeySelectsNothingAndFollowsItsNextEntry() async {
    let store = makeStore(evictAfter: .seconds(10))
    let fetch = Fetch()
    let feed = await loadedFeed(store, fetch)
    let first = store.select("feed", as: [Post].self) { $0.first?.id }
    #expect(first.value == .some(1))
    feed.release()
    clock.advance(by: .seconds(10))
    store.evictExpired()
    #expect(!store.contains("feed"))
    #expect(first.value == nil)
    let again = store.resource("feed", fetch: fetch.operation)
    let load = Task.immediate { await again.load() }
    await fetch.nextCall().succeed(with: [Post(id: 7)])
    await load.value
    #expect(first.value == .some(7))
  }

  @Test func aSelectionReleasedIsForgotten() async {
    let store = makeStore()
    let fetch = Fetch()
    let feed = await loadedFeed(store, fetch)
    weak var released: Selection<Int>?
    do {
      let count = store.select("feed", as: [Post].self) { $0.count }
      released = count
      #expect(count.value == 3)
    }
    #expect(released == nil)
    feed.modifyValue { $0.append(Post(id: 4)) }
    #expect(feed.state.value?.count == 4)
  }
}
