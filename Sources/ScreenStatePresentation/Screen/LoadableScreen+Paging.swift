import ScreenStateCore
import ScreenStateData

// In an extension constrained like the `Collection` initializer (a `PagedList` is a collection), with the same
// parameters: overload resolution then prefers these for a paginated source, and a paginated screen always gets
// its footer.
extension LoadableScreen where Value: Collection {
  /// Creates the screen of a paginated list (a ``PageLoader`` or a store's ``PagedResource``): its first page,
  /// refresh and failures as any screen's, plus the ``footer`` below the last row and ``ScreenAction/loadMore``.
  ///
  /// ```swift
  /// let screen = LoadableScreen(feed)
  /// screen.projection    // the list (or progress, empty, a failure) as for any source
  /// screen.footer        // "Load more", "Loading more…", a failed page with "Try Again", or the end
  /// await screen.rowAppeared(at: index)   // loads the next page 5 rows before the end
  /// ```
  ///
  /// - Parameters:
  ///   - pages: The paginated list.
  ///   - policy: How failures of the first page or a refresh are shown, and the words of everything.
  ///   - errorScreens: Which model each full-screen failure gets.
  ///   - actions: The actions whose failures the screen presents (see ``FailableAction``).
  public convenience init<Source: PagedLoadableSource>(
    _ pages: Source,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard,
    actions: [any FailableAction] = []
  ) where Source.Failure == Failure, Value == PagedList<Source.Item, Source.Cursor> {
    self.init(pages, policy: policy, errorScreens: errorScreens, actions: actions, prefetchDistance: 5)
  }

  /// Creates the screen of a paginated list that loads the next page `prefetchDistance` rows before the end (at
  /// least 0); otherwise as the initializer without it.
  public convenience init<Source: PagedLoadableSource>(
    _ pages: Source,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard,
    actions: [any FailableAction] = [],
    prefetchDistance: Int
  ) where Source.Failure == Failure, Value == PagedList<Source.Item, Source.Cursor> {
    let paging = ScreenPaging<Failure>(
      nextPage: { pages.nextPage },
      previousPage: { pages.previousPage },
      itemCount: { pages.state.value?.count ?? 0 },
      loadMore: { await pages.loadMore() },
      loadPrevious: { await pages.loadPrevious() },
      prefetchDistance: max(prefetchDistance, 0))
    self.init(
      pages, policy: policy, errorScreens: errorScreens, actions: actions, isEmpty: { $0.isEmpty }, paging: paging)
  }
}
