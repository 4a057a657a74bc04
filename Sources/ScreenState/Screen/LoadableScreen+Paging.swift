extension LoadableScreen {
  /// Creates the screen of a paginated list: its first page, refresh and failures as any screen's, plus the
  /// ``footer`` below the last row and ``ScreenAction/loadMore``.
  ///
  /// ```swift
  /// let screen = LoadableScreen(pages)
  /// screen.projection    // the list (or progress, empty, a failure) as for any loader
  /// screen.footer        // "Load more", "Loading more…", a failed page with "Try Again", or the end
  /// await screen.rowAppeared(at: index)   // loads the next page near the end
  /// ```
  ///
  /// - Parameters:
  ///   - pages: The page loader.
  ///   - policy: How failures of the first page or a refresh are shown, and the words of everything.
  ///   - errorScreens: Which model each full-screen failure gets.
  ///   - prefetchDistance: How many rows before the end ``rowAppeared(at:)`` starts the next page; 5 by
  ///     default, at least 0.
  public convenience init<Item, Cursor>(
    _ pages: PageLoader<Item, Cursor, Failure>,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard,
    prefetchDistance: Int = 5
  ) where Value == PagedList<Item, Cursor> {
    let paging = ScreenPaging(
      nextPage: { pages.nextPage },
      itemCount: { pages.state.value?.count ?? 0 },
      loadMore: { await pages.loadMore() },
      observeChanges: { pages.observeNextPageChanges($0) },
      prefetchDistance: max(prefetchDistance, 0))
    self.init(pages.loader, policy: policy, errorScreens: errorScreens, isEmpty: { $0.isEmpty }, paging: paging)
  }
}
