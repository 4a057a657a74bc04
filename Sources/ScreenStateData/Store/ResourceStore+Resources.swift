import Foundation
import ScreenStateCore

extension ResourceStore {
  /// A handle on the value at `key`, shared with every other handle of that key; its requests follow the store's
  /// configuration.
  ///
  /// The first handle of a key creates its entry with `fetch`; later handles share it and ignore theirs. Asking for
  /// a key with another kind, value type or failure type than its entry's is a programming error and traps, naming
  /// both.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - type: The value type, when the call does not say it otherwise.
  ///   - placeholder: What to show while the first request runs, derived from other keys; none by default.
  ///   - fetch: Loads the value.
  public func resource<Value: Sendable, Failure: Error>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    placeholder: Placeholder<Value>? = nil,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) -> Resource<Value, Failure> {
    makeResource(
      key, timeout: configuration.attemptTimeout(for: Failure.self), placeholder: placeholder, saving: nil,
      fetch: fetch)
  }

  /// A handle on the value at `key` whose attempts are limited by `timeout` (`nil` for none) rather than by the
  /// store's configuration.
  public func resource<Value: Sendable, Failure: Error>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    timeout: AttemptTimeout<Failure>?,
    placeholder: Placeholder<Value>? = nil,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) -> Resource<Value, Failure> {
    makeResource(key, timeout: timeout, placeholder: placeholder, saving: nil, fetch: fetch)
  }

  /// A handle on the value at `key`, shared with every other handle of that key; a `Codable` value is also kept by
  /// the store's ``ResourcePersistence``, if it has one.
  ///
  /// With a persistence, a value saved by an earlier launch is shown at once, as stale: the first
  /// ``ResourceHandle/load()`` refreshes it while it stays on screen (offline first). A fetched value is saved each time
  /// it arrives (coalesced: at most one write per key per ``ResourceStore/saveInterval``, off the main actor); a
  /// value set by hand (an optimistic update) is not.
  public func resource<Value: Codable & Sendable, Failure: Error>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    placeholder: Placeholder<Value>? = nil,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) -> Resource<Value, Failure> {
    makeResource(
      key, timeout: configuration.attemptTimeout(for: Failure.self), placeholder: placeholder,
      saving: savingHooks(key, Value.self), fetch: fetch)
  }

  /// A handle on the `Codable` value at `key`, kept by the store's persistence, whose attempts are limited by
  /// `timeout` (`nil` for none) rather than by the store's configuration.
  public func resource<Value: Codable & Sendable, Failure: Error>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    timeout: AttemptTimeout<Failure>?,
    placeholder: Placeholder<Value>? = nil,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) -> Resource<Value, Failure> {
    makeResource(
      key, timeout: timeout, placeholder: placeholder, saving: savingHooks(key, Value.self), fetch: fetch)
  }

  // MARK: - Paginated lists

  /// A handle on the paginated list at `key` whose first page has a cursor (or number) of its own, shared with
  /// every other handle of the key.
  ///
  /// ```swift
  /// let feed = store.pages("feed", first: 1) { number in
  ///   Page(items: try await api.posts(page: number), next: number < last ? number + 1 : nil)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - first: The cursor of the first page.
  ///   - refresh: What a refresh loads again; every page loaded by default.
  ///   - maxPages: The most pages kept; no bound by default.
  ///   - fetch: Loads the page at a cursor.
  @_disfavoredOverload
  public func pages<Item: Sendable, Cursor: Sendable, Failure: Error>(
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

  /// A handle on the paginated list at `key` whose first page is asked for without a cursor (`fetch` gets `nil`
  /// for it), shared with every other handle of the key.
  @_disfavoredOverload
  public func pages<Item: Sendable, Cursor: Sendable, Failure: Error>(
    _ key: ResourceKey,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) -> PagedResource<Item, Cursor, Failure> {
    makePages(key, first: nil, refresh: refresh, maxPages: maxPages, saving: nil, fetch: fetch)
  }

  /// A handle on the `Codable` paginated list at `key` whose first page has a cursor of its own; its first
  /// `savedPages` pages are kept by the store's persistence, if it has one, and shown (stale) on the next launch
  /// before the network answers.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - first: The cursor of the first page.
  ///   - refresh: What a refresh loads again; every page loaded by default.
  ///   - maxPages: The most pages kept; no bound by default.
  ///   - savedPages: How many pages, from the first, are saved (at least 1); 1 by default.
  ///   - fetch: Loads the page at a cursor.
  public func pages<Item: Codable & Sendable, Cursor: Codable & Sendable, Failure: Error>(
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

  /// A handle on the `Codable` paginated list at `key` whose first page is asked for without a cursor; its first
  /// `savedPages` pages are kept by the store's persistence, if it has one.
  public func pages<Item: Codable & Sendable, Cursor: Codable & Sendable, Failure: Error>(
    _ key: ResourceKey,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    savedPages: Int = 1,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) -> PagedResource<Item, Cursor, Failure> {
    makePages(
      key, first: nil, refresh: refresh, maxPages: maxPages,
      saving: pageSavingHooks(key, PagedList<Item, Cursor>.self, savedPages: savedPages), fetch: fetch)
  }

  /// Unavailable: `first: nil` with a cursor type inferred from the page is a first page without a cursor, which
  /// is `store.pages(key) { cursor in … }`, whose `cursor` is `nil` for it.
  @available(
    *, unavailable,
    message:
      "leave `first` out for a first page without a cursor: store.pages(key) { cursor in … } gets nil for it, and its cursor type is not optional"
  )
  public func pages<Item: Sendable, Wrapped: Sendable, Failure: Error>(
    _ key: ResourceKey,
    first: Wrapped?,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    fetch: @escaping @Sendable (Wrapped?) async throws(Failure) -> Page<Item, Wrapped?>
  ) -> PagedResource<Item, Wrapped?, Failure> {
    fatalError("unavailable")
  }

  // MARK: - Making entries

  /// How a key's value is read back at its entry's creation and written when it arrives.
  struct SavingHooks<Value> {
    var restore: () -> PersistedValue<Value>?
    var write: (Value, LoadPart) -> Void
  }

  func savingHooks<Value: Codable & Sendable>(_ key: ResourceKey, _ type: Value.Type) -> SavingHooks<Value>? {
    guard persistence != nil else { return nil }
    return SavingHooks(
      restore: { [weak self] in self?.savedValue(for: key, as: Value.self) },
      write: { [weak self] value, part in self?.save(value, for: key, part: part) })
  }

  func pageSavingHooks<Item: Codable & Sendable, Cursor: Codable & Sendable>(
    _ key: ResourceKey, _ type: PagedList<Item, Cursor>.Type, savedPages: Int
  ) -> SavingHooks<PagedList<Item, Cursor>>? {
    guard persistence != nil else { return nil }
    let saved = max(savedPages, 1)
    return SavingHooks(
      restore: { [weak self] in self?.savedValue(for: key, as: PagedList<Item, Cursor>.self) },
      write: { [weak self] list, part in
        // A page appended beyond the saved ones leaves what is saved unchanged.
        guard part != .nextPage || list.pageCount <= saved else { return }
        self?.save(list.prefix(pages: saved), for: key, part: part)
      })
  }

  private func makeResource<Value: Sendable, Failure: Error>(
    _ key: ResourceKey,
    timeout: AttemptTimeout<Failure>?,
    placeholder: Placeholder<Value>?,
    saving: SavingHooks<Value>?,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) -> Resource<Value, Failure> {
    Resource(
      loader: resourceEntry(key, timeout: timeout, placeholder: placeholder, saving: saving, fetch: fetch),
      store: self)
  }

  /// The entry of the value at `key`, made if there is none; nothing subscribes to it.
  func resourceEntry<Value: Sendable, Failure: Error>(
    _ key: ResourceKey,
    timeout: AttemptTimeout<Failure>?,
    placeholder: Placeholder<Value>?,
    saving: SavingHooks<Value>?,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) -> Loader<Value, Failure> {
    entry(
      key, kind: "Resource<\(Value.self), \(Failure.self)>",
      make: { Loader(configuration: configuration, timeout: timeout, operation: fetch) },
      restore: saving.map { hooks in { loader in Self.restore(hooks, into: loader) } },
      placeholder: placeholder?.make,
      persist: saving?.write)
  }

  func makePages<Item: Sendable, Cursor: Sendable, Failure: Error>(
    _ key: ResourceKey,
    first: Cursor?,
    refresh: PageRefreshPolicy,
    maxPages: Int?,
    saving: SavingHooks<PagedList<Item, Cursor>>?,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) -> PagedResource<Item, Cursor, Failure> {
    PagedResource(
      pages: pagesEntry(key, first: first, refresh: refresh, maxPages: maxPages, saving: saving, fetch: fetch),
      store: self)
  }

  /// The entry of the paginated list at `key`, made if there is none; nothing subscribes to it.
  func pagesEntry<Item: Sendable, Cursor: Sendable, Failure: Error>(
    _ key: ResourceKey,
    first: Cursor?,
    refresh: PageRefreshPolicy,
    maxPages: Int?,
    saving: SavingHooks<PagedList<Item, Cursor>>?,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) -> PageLoader<Item, Cursor, Failure> {
    entry(
      key, kind: "PagedResource<\(Item.self), \(Cursor.self), \(Failure.self)>",
      make: {
        PageLoader(
          firstCursor: first, refresh: refresh, maxPages: maxPages, configuration: configuration,
          timeout: configuration.attemptTimeout(for: Failure.self), fetch: fetch)
      },
      restore: saving.map { hooks in { pages in Self.restore(hooks, into: pages) } },
      placeholder: nil,
      persist: saving?.write)
  }

  private static func restore<Input, Value, Failure>(
    _ hooks: SavingHooks<Value>, into entry: LoadEntry<Input, Value, Failure>
  ) -> Date? {
    guard let saved = hooks.restore() else { return nil }
    entry.setValue(saved.value, origin: .restored)
    return saved.savedAt
  }
}
