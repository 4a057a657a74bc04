import ScreenStateCore

/// A screen's handle on a paginated list kept under one key of a ``ResourceStore``: shared by every screen that asks
/// for the key, saved by the store's persistence (its first pages), changed by the store like any value it holds,
/// invalidated and revalidated like any key.
///
/// ```swift
/// let feed = store.pages("feed", savedPages: 3) { (cursor: String?) in
///   let answer = try await api.posts(after: cursor)
///   return Page(items: answer.posts, next: answer.next)
/// }
/// let screen = LoadableScreen(feed)     // the list, its footer, infinite scroll
/// ```
///
/// Its rules are every handle's (see ``ResourceHandle``) and a ``PageLoader``'s.
@MainActor
public final class PagedResource<Item: Sendable, Cursor: Sendable, Failure: Error>:
  ResourceHandle<PageListRequest<Cursor>, PagedList<Item, Cursor>, Failure>, PagedLoadableSource
{
  /// The page loader shared by every handle of the key.
  public var pages: PageLoader<Item, Cursor, Failure> {
    unsafeDowncast(entry, to: PageLoader<Item, Cursor, Failure>.self)
  }

  init(pages: PageLoader<Item, Cursor, Failure>, store: ResourceStore) {
    super.init(entry: pages, store: store)
  }

  /// What follows the last item; `nil` unless the list is loaded and settled.
  public var nextPage: NextPageState<Failure>? { pages.nextPage }
  /// What precedes the first item; `nil` unless the list is loaded and settled.
  public var previousPage: NextPageState<Failure>? { pages.previousPage }

  /// Loads the page after the last one (or the failed one again), for every handle.
  public func loadMore() async {
    await pages.loadMore()
  }

  /// Loads the page before the first one (or the failed one again), for every handle.
  public func loadPrevious() async {
    await pages.loadPrevious()
  }

  /// Which page loaded is asked for again by ``refresh(page:)``, if any (see ``PageLoader/refreshingPage``).
  public var refreshingPage: Int? { pages.refreshingPage }

  /// Asks for page `index` (0 for the first page loaded) again, alone, for every handle, and keeps the other pages as
  /// they are; an index out of range does nothing (see ``PageLoader/refresh(page:)``).
  ///
  /// ```swift
  /// await feed.refresh(page: 1)   // the second page again, after an edit of one of its rows
  /// ```
  public func refresh(page index: Int) async {
    await pages.refresh(page: index)
  }
}
