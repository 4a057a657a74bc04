import Foundation
import Observation
import ScreenState

/// The neighbourhood board: a feed of 300 posts scrolled page by page, search as you type, and each post on its
/// own screen with a like, sharing what they loaded through one ``ScreenState/ResourceStore``; offline first, with
/// the feed's first page and the posts opened kept on disk.
///
/// A UI draws the screen named by ``screen`` (``feed``, ``search``, or ``detail``) and forwards keys to the
/// methods here and on those models; every decision is taken here.
///
/// ```swift
/// await board.showFeed()                       // the saved copy at once, then the server's pages
/// await board.open(board.feed.posts![3])        // the title at once, the text when it answers
/// await board.detail?.perform(.like)            // the count goes up at once; back down if the server fails
/// board.back()                                  // to the feed (or to search)
/// ```
@MainActor
@Observable
public final class BoardModel {
  /// The screen shown.
  public private(set) var screen: BoardScreen = .feed
  /// The post shown, while ``screen`` is ``BoardScreen/post(id:)``.
  public private(set) var detail: PostDetailModel?
  /// The feed.
  @ObservationIgnored public let feed: FeedModel
  /// Search.
  @ObservationIgnored public let search: SearchModel
  /// The posts opened, shared by every screen that shows one (key `post/<id>`), kept on disk with a cache
  /// directory.
  @ObservationIgnored public let store: ResourceStore

  @ObservationIgnored private let clients: DemoClients
  @ObservationIgnored private let loading: BoardLoading
  /// The screen ``back()`` returns to from a post.
  @ObservationIgnored private var screenBeforePost: BoardScreen = .feed

  /// Creates the board; nothing is requested or read from disk until a screen is shown.
  ///
  /// - Parameters:
  ///   - clients: The HTTP clients for the backend.
  ///   - cacheDirectory: Where the feed's first page and the posts opened are kept between launches; `nil` keeps
  ///     nothing.
  ///   - retryPolicy: The retries of every request.
  ///   - attemptTimeout: The limit of each attempt.
  ///   - clock: The clock of the search's debounce, the retry waits, the timeouts and the store's freshness;
  ///     inject a virtual clock in tests.
  ///   - errorScreens: Which model each full-screen failure gets.
  ///   - log: Hears of each cache file that cannot be read or written.
  public init(
    clients: DemoClients,
    cacheDirectory: URL? = nil,
    retryPolicy: RetryPolicy = .demo,
    attemptTimeout: AttemptTimeout<any Error>? = .demo,
    clock: any Clock<Duration> = ContinuousClock(),
    errorScreens: ErrorScreenCatalog = .standard,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    let loading = BoardLoading(
      classifier: clients.classifier, retryPolicy: retryPolicy, attemptTimeout: attemptTimeout, clock: clock,
      errorScreens: errorScreens)
    let persistence = cacheDirectory.map { FileResourcePersistence(directory: $0, log: log) }
    store = ResourceStore(
      classifier: clients.classifier, retryPolicy: retryPolicy, clock: clock, persistence: persistence)
    feed = FeedModel(client: clients.feed, cache: persistence.map { FeedCache(persistence: $0) }, loading: loading)
    search = SearchModel(client: clients.search, loading: loading)
    self.clients = clients
    self.loading = loading
  }

  // MARK: - Navigation

  /// Shows the feed and loads what it needs (see ``FeedModel/load()``). Returns when that has ended.
  public func showFeed() async {
    closeDetail()
    screen = .feed
    await feed.load()
  }

  /// Shows search, with the text and results it had.
  public func showSearch() {
    closeDetail()
    screen = .search
  }

  /// Opens `post`: its title at once, from the list it was picked in, and its text and likes when the server
  /// answers (at once, if the store has it). Returns when the post has loaded (or failed).
  public func open(_ post: PostSummary) async {
    await open(postID: post.id, title: post.title)
  }

  /// Opens the post with `id`, with the title the feed or the search results show for it, if any.
  public func open(postID id: Int) async {
    let listed = feed.posts?.first { $0.id == id } ?? search.posts.first { $0.id == id }
    await open(postID: id, title: listed?.title)
  }

  /// Opens the feed's post at `index`, as a list's selected row; does nothing beyond the list.
  public func openFeedPost(at index: Int) async {
    guard let posts = feed.posts, posts.indices.contains(index) else { return }
    await open(posts[index])
  }

  /// Opens the search result at `index`, as a list's selected row; does nothing beyond the results.
  public func openSearchResult(at index: Int) async {
    let posts = search.posts
    guard posts.indices.contains(index) else { return }
    await open(posts[index])
  }

  /// Opens the post at `index` of the list shown, as Enter on a list's selected row: the feed's, or the search
  /// results'; does nothing on a post or beyond the list.
  public func openRow(at index: Int) async {
    switch screen {
    case .feed: await openFeedPost(at: index)
    case .search: await openSearchResult(at: index)
    case .post: return
    }
  }

  /// Leaves the post shown for the screen it was opened from, and search for the feed; on the feed, does nothing.
  ///
  /// The screen returned to keeps what it showed; ``goBack()`` also loads a feed that never loaded.
  public func back() {
    switch screen {
    case .post:
      closeDetail()
      screen = screenBeforePost
    case .search:
      screen = .feed
    case .feed:
      return
    }
  }

  /// Goes ``back()`` and, arriving on a feed that has never loaded (search opened first), loads it. Returns when
  /// that load has ended.
  public func goBack() async {
    back()
    if screen == .feed { await feed.load() }
  }

  /// Shows the feed opened anew: every page forgotten, the saved copy too, and the first page loaded (see
  /// ``FeedModel/reopen()``). Returns when it has loaded or failed.
  public func reopenFeed() async {
    closeDetail()
    screen = .feed
    await feed.reopen()
  }

  // MARK: - Screen actions

  /// Sends a screen action to the screen shown: the feed (refresh, retry, the next page…), the search results,
  /// or the post (where a failed like's "Try Again" and "Dismiss" act on the like; see
  /// ``PostDetailModel/send(_:)``).
  public func send(_ action: ScreenAction) async {
    switch screen {
    case .feed: await feed.send(action)
    case .search: await search.send(action)
    case .post: await detail?.send(action)
    }
  }

  private func open(postID id: Int, title: String?) async {
    if case .post = screen {
      closeDetail()
    } else {
      screenBeforePost = screen
    }
    let detail = PostDetailModel(
      id: id, titleFromList: title, store: store, client: clients.postDetails, likes: clients.likes,
      loading: loading)
    self.detail = detail
    screen = .post(id: id)
    await detail.load()
  }

  private func closeDetail() {
    detail?.close()
    detail = nil
  }

  // MARK: - Waiting and stopping

  /// Stops every request in flight (a like goes on: the server may already have counted it).
  public func cancel() {
    feed.cancel()
    search.cancel()
    detail?.resource.loader.cancel()
  }

  /// Returns once nothing the board started is still loading; for scripts and tests.
  public func waitUntilSettled() async {
    await feed.waitUntilSettled()
    await search.waitUntilSettled()
    await store.waitUntilSettled()
  }
}
