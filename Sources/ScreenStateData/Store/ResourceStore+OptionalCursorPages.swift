import ScreenStateCore

// `store.pages(key, first: nil) { (cursor: String?) in … }` makes the cursor type `String?`. These overloads, more
// specific than the ones for any cursor, catch it with a warning that says what to write; the list still ends, at
// the page whose `next` holds `nil` (see `Page`). An `unavailable` overload could not refuse it: the compiler picks
// any available overload that fits over an unavailable one.
extension ResourceStore {
  /// Deprecated: an optional cursor type; for a first page without a cursor, leave `first` out.
  @available(
    *, deprecated,
    message:
      "leave `first` out for a first page without a cursor: store.pages(key) { cursor in … } gets nil for it, and its cursor type is not optional"
  )
  public func pages<Item: Sendable, Cursor: Sendable & ExpressibleByNilLiteral, Failure: Error>(
    _ key: ResourceKey,
    first: Cursor,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    fetch: @escaping @Sendable (Cursor) async throws(Failure) -> Page<Item, Cursor>
  ) -> PagedResource<Item, Cursor, Failure> {
    makePages(key, first: first, refresh: refresh, maxPages: maxPages, saving: nil) { cursor throws(Failure) in
      try await fetch(cursor ?? first)
    }
  }

  /// Deprecated: an optional cursor type; for a first page without a cursor, leave `first` out.
  @available(
    *, deprecated,
    message:
      "leave `first` out for a first page without a cursor: store.pages(key) { cursor in … } gets nil for it, and its cursor type is not optional"
  )
  public func pages<
    Item: Codable & Sendable, Cursor: Codable & Sendable & ExpressibleByNilLiteral, Failure: Error
  >(
    _ key: ResourceKey,
    first: Cursor,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    savedPages: Int = 1,
    fetch: @escaping @Sendable (Cursor) async throws(Failure) -> Page<Item, Cursor>
  ) -> PagedResource<Item, Cursor, Failure> {
    makePages(
      key, first: first, refresh: refresh, maxPages: maxPages,
      saving: pageSavingHooks(key, PagedList<Item, Cursor>.self, savedPages: savedPages)
    ) { cursor throws(Failure) in
      try await fetch(cursor ?? first)
    }
  }
}
