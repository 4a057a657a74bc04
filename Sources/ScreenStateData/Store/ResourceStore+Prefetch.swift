import ScreenStateCore

// Filling a key before any screen shows it: the next screen finds its value there.
//
// Each `prefetch` makes the key's entry as the accessor of the same name would (`resource`, `pages`), so a screen that
// asks for the key afterwards shares it; the first call for a key, a prefetch included, gives its operation and its
// options. Nothing subscribes: the key is then an unused key, released by the store's eviction rule.
extension ResourceStore {
  /// Fills the value at `key` ahead of its screens, as `resource(_:as:fetch:)` would make it, without subscribing,
  /// and returns once the value is in.
  ///
  /// ```swift
  /// await store.prefetch("post/\(id)") { try await api.post(id) }   // a row about to be opened
  /// let post = store.resource("post/\(id)") { try await api.post(id) } // the screen: no request, the value is there
  /// ```
  ///
  /// - A fresh value asks nothing; a missing, failed or stale one is asked for (a request reported as
  ///   ``RequestReason/prefetch``, quiet as any request nobody asked for); a request in flight for the key is joined,
  ///   never doubled.
  /// - It never throws: a failure is recorded on the key (its state is failed, as a screen would show it), and the
  ///   next screen's `load()` asks again.
  /// - Nothing subscribes: the key is unused, and is evicted ``evictAfter`` after the prefetch ends unless a screen
  ///   asks for it (or beyond ``capacity``, least recently used first).
  /// - Cancelling the caller ends its wait, not the request. A key reset, evicted or invalidated meanwhile ends the
  ///   wait as its request ends; an invalidation keeps the key stale (see ``invalidate(_:)``).
  public func prefetch<Value: Sendable, Failure: Error>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) async {
    await prefetch(
      resourceEntry(
        key, timeout: configuration.attemptTimeout(for: Failure.self), placeholder: nil, saving: nil, fetch: fetch))
  }

  /// Fills the `Codable` value at `key` ahead of its screens, saved by the store's persistence as
  /// `resource(_:as:fetch:)` saves it, and returns once the value is in.
  public func prefetch<Value: Codable & Sendable, Failure: Error>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) async {
    await prefetch(
      resourceEntry(
        key, timeout: configuration.attemptTimeout(for: Failure.self), placeholder: nil,
        saving: savingHooks(key, Value.self), fetch: fetch))
  }

  // MARK: - Paginated lists

  /// Fills the first page of the paginated list at `key` ahead of its screens, as `pages(_:first:refresh:maxPages:fetch:)`
  /// would make it, and returns once it is in. A list loaded already asks nothing while fresh, and a stale one asks
  /// again for every page loaded; the rest is as for a value.
  ///
  /// ```swift
  /// await store.prefetch("feed", first: 1) { number in
  ///   Page(items: try await api.posts(page: number), next: number < last ? number + 1 : nil)
  /// }
  /// ```
  @_disfavoredOverload
  public func prefetch<Item: Sendable, Cursor: Sendable, Failure: Error>(
    _ key: ResourceKey,
    first: Cursor,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    fetch: @escaping @Sendable (Cursor) async throws(Failure) -> Page<Item, Cursor>
  ) async {
    await prefetch(
      pagesEntry(key, first: first, refresh: refresh, maxPages: maxPages, saving: nil) { cursor throws(Failure) in
        try await fetch(cursor ?? first)
      })
  }

  /// Fills the first page of the paginated list at `key`, whose first page is asked for without a cursor, ahead of
  /// its screens, as `pages(_:refresh:maxPages:fetch:)` would make it, and returns once it is in.
  @_disfavoredOverload
  public func prefetch<Item: Sendable, Cursor: Sendable, Failure: Error>(
    _ key: ResourceKey,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) async {
    await prefetch(pagesEntry(key, first: nil, refresh: refresh, maxPages: maxPages, saving: nil, fetch: fetch))
  }

  /// Fills the first page of the `Codable` paginated list at `key` ahead of its screens, its first `savedPages` pages
  /// saved as `pages(_:first:refresh:maxPages:savedPages:fetch:)` saves them, and returns once it is in.
  public func prefetch<Item: Codable & Sendable, Cursor: Codable & Sendable, Failure: Error>(
    _ key: ResourceKey,
    first: Cursor,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    savedPages: Int = 1,
    fetch: @escaping @Sendable (Cursor) async throws(Failure) -> Page<Item, Cursor>
  ) async {
    await prefetch(
      pagesEntry(
        key, first: first, refresh: refresh, maxPages: maxPages,
        saving: pageSavingHooks(key, PagedList<Item, Cursor>.self, savedPages: savedPages)
      ) { cursor throws(Failure) in
        try await fetch(cursor ?? first)
      })
  }

  /// Fills the first page of the `Codable` paginated list at `key`, whose first page is asked for without a cursor,
  /// ahead of its screens, its first `savedPages` pages saved, and returns once it is in.
  ///
  /// ```swift
  /// await store.prefetch("feed") { (cursor: String?) in
  ///   let answer = try await api.posts(after: cursor)
  ///   return Page(items: answer.posts, next: answer.next)
  /// }
  /// ```
  public func prefetch<Item: Codable & Sendable, Cursor: Codable & Sendable, Failure: Error>(
    _ key: ResourceKey,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    savedPages: Int = 1,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) async {
    await prefetch(
      pagesEntry(
        key, first: nil, refresh: refresh, maxPages: maxPages,
        saving: pageSavingHooks(key, PagedList<Item, Cursor>.self, savedPages: savedPages), fetch: fetch))
  }

  // MARK: - The rule

  /// Asks `entry` for its value when it is missing, failed or stale, joins its request in flight, and waits for that
  /// request (and any that replaced it) to end. The entry is used when the prefetch starts and when it ends, so its
  /// time to eviction counts from its value's arrival.
  private func prefetch<Input, Value, Failure>(_ entry: LoadEntry<Input, Value, Failure>) async {
    emit(lookup(of: entry), of: entry.key)
    use(entry)
    entry.revalidate(isStale: isStale(entry), force: false, reason: .prefetch)
    while let request = entry.machine.current, !Task.isCancelled {
      await entry.wait(for: request)
    }
    if storedEntry(entry.key) === entry { use(entry) }
  }
}
