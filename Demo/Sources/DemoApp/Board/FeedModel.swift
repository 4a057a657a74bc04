import Foundation
import Observation
import ScreenState

/// The board's feed: 300 posts loaded twenty at a time as the list is scrolled, whose first page is kept
/// between launches so that the feed opens at once, even offline, marked stale until the server answers.
///
/// A UI draws ``screen`` (its projection is the list, progress, the empty state or a failure; its footer is
/// "Load more", "Loading more…", a failed page with "Try Again", or the end), shows ``savedCopyDate`` while
/// ``isStale``, calls ``rowAppeared(at:)`` as rows come into view and sends ``ScreenState/ScreenAction``s to
/// ``send(_:)``.
///
/// ```swift
/// await feed.load()                 // the saved copy at once (stale), then the server's first page
/// await feed.rowAppeared(at: 17)    // near the end: the next page loads
/// await feed.send(.loadMore)        // after a failed page: that page again, the others kept
/// ```
@MainActor
@Observable
public final class FeedModel {
  /// The pages: the first like any loader, then each next page on demand.
  @ObservationIgnored public let pages: PageLoader<PostSummary, FeedCursor, any Error>
  /// The screen to draw: the list and its footer.
  @ObservationIgnored public let screen: LoadableScreen<PagedList<PostSummary, FeedCursor>, any Error>
  /// When the list on screen was saved, while its first page is the copy an earlier launch saved: the feed is
  /// stale until a first page arrives from the server. `nil` otherwise.
  public private(set) var savedCopyDate: Date?

  @ObservationIgnored private let cache: FeedCache?
  @ObservationIgnored private let arrivals: FirstPageArrivals
  /// Counts cancellations and resets, so that a first page dropped by one is never taken for the list shown.
  @ObservationIgnored private var interruptions = 0

  init(client: FeedClient, cache: FeedCache?, loading: BoardLoading) {
    let arrivals = FirstPageArrivals(cache: cache)
    pages = PageLoader(
      first: .start, classifier: loading.classifier, retryPolicy: loading.retryPolicy,
      timeout: loading.attemptTimeout, clock: loading.clock
    ) { (cursor: FeedCursor) async throws -> Page<PostSummary, FeedCursor> in
      let answer = try await client.page(after: cursor.serverCursor)
      let page = Page(items: answer.posts, next: answer.next.map(FeedCursor.after))
      if cursor == .start { await arrivals.record(page) }
      return page
    }
    screen = LoadableScreen(pages, errorScreens: loading.errorScreens)
    self.cache = cache
    self.arrivals = arrivals
  }

  /// Whether the list on screen is the copy an earlier launch saved (see ``savedCopyDate``).
  public var isStale: Bool { savedCopyDate != nil }

  /// The posts loaded so far, if any: the list on screen, also while it refreshes or after a failure.
  public var posts: PagedList<PostSummary, FeedCursor>? { pages.state.value }

  /// What the empty state says: the board has no posts (the backend's `empty` fault).
  public static let emptyMessage = "No posts on the board yet."

  /// The line above the list: how old the copy on screen is while it is the saved one, otherwise how much of
  /// the feed is loaded, such as `60 posts loaded · more as you scroll`; `nil` before anything is shown. Dates are
  /// written in `timeZone`.
  public func statusLine(timeZone: TimeZone = .current) -> String? {
    if let savedCopyDate {
      return "Saved copy from \(Self.savedCopyText(savedCopyDate, timeZone: timeZone)) · stale until the server answers"
    }
    guard let posts, !posts.isEmpty else { return nil }
    let loaded = posts.count == 1 ? "1 post loaded" : "\(posts.count) posts loaded"
    // While the list refreshes or shows a failed refresh there is no next page to speak of: the list says whether
    // it has more.
    let hasMore = pages.nextPage.map { $0 != .end } ?? posts.hasMore
    if case .failed? = pages.nextPage { return "\(loaded) · the next page failed" }
    return hasMore ? "\(loaded) · more as you scroll" : "All \(loaded)"
  }

  /// When a saved copy was saved, as the status line writes it: `2025-03-04 14:05` in `timeZone`.
  public static func savedCopyText(_ date: Date, timeZone: TimeZone = .current) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }

  /// Loads what the feed needs when it appears: with nothing on screen, the saved copy at once (stale) and a
  /// refresh that keeps it on screen, or the first page; a list already loaded stays as it is. Returns when the
  /// request has ended.
  public func load() async {
    guard case .idle = pages.state else { return await following { await self.pages.load() } }
    if let saved = cache?.saved() {
      pages.loader.setValue(PagedList(pages: [saved.value]))
      savedCopyDate = saved.savedAt
      await following { await self.pages.refresh() }
    } else {
      await following { await self.pages.load() }
    }
  }

  /// Performs a screen action: refresh (the first page again, the list kept), retry, cancel, dismiss, an error
  /// screen's buttons, or ``ScreenState/ScreenAction/loadMore`` (the next page, or the failed one again).
  public func send(_ action: ScreenAction) async {
    if action == .cancel { interruptions += 1 }
    await following { await self.screen.send(action) }
  }

  /// Tells the feed that the row at `index` came into view; near the end of the list the next page loads.
  public func rowAppeared(at index: Int) async {
    await screen.rowAppeared(at: index)
  }

  /// Forgets every page and loads the first one again, as a feed opened anew with nothing kept (not even the
  /// saved copy): a failure then takes the whole screen.
  public func reopen() async {
    interruptions += 1
    pages.reset()
    savedCopyDate = nil
    await following { await self.pages.load() }
  }

  /// Stops what is loading.
  public func cancel() {
    interruptions += 1
    pages.cancel()
  }

  /// Returns once nothing the feed started is still loading; for scripts and tests.
  public func waitUntilSettled() async {
    await pages.waitUntilSettled()
  }

  /// Runs `request` and, if a first page arrived from the server meanwhile and is now on screen, marks the list
  /// fresh.
  ///
  /// "On screen" is read from what happened rather than from the list: the list is loaded, nothing cancelled or
  /// reset a request meanwhile (either could have dropped that page), and the only thing that changes a loaded
  /// list without a request is a next page, which keeps its first page.
  private func following(_ request: () async -> Void) async {
    let arrived = arrivals.count
    let interrupted = interruptions
    await request()
    guard savedCopyDate != nil, arrivals.count != arrived, interruptions == interrupted,
      case .loaded = pages.state
    else { return }
    savedCopyDate = nil
  }
}
