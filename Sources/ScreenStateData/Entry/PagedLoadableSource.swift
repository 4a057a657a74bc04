import ScreenStateCore

/// A ``LoadableSource`` whose value is a ``PagedList`` that grows page by page: a ``PageLoader`` or a store's
/// ``PagedResource``. A ``LoadableScreen`` made from one draws its footer and loads the next page as rows appear.
@MainActor
public protocol PagedLoadableSource<Item, Cursor, Failure>: LoadableSource
where Value == PagedList<Item, Cursor> {
  /// The list's items.
  associatedtype Item: Sendable
  /// The cursor (or page number) of a page.
  associatedtype Cursor: Sendable

  /// What follows the last item: more to load, loading, failed or the end; `nil` unless the list is loaded and
  /// settled. Tracks the source.
  var nextPage: NextPageState<Failure>? { get }
  /// What precedes the first item, for a list loadable both ways; `nil` unless the list is loaded and settled.
  var previousPage: NextPageState<Failure>? { get }

  /// Loads the page after the last one, or the same page again after it failed; joins it while it loads. Returns
  /// when it has ended.
  func loadMore() async
  /// Loads the page before the first one, as ``loadMore()`` does after the last one.
  func loadPrevious() async
}
