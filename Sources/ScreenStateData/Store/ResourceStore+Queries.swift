import ScreenStateCore

extension ResourceStore {
  /// A handle on the results of a query kept at `key` (a search, a filter), shared with every other handle of that
  /// key; its requests follow the store's configuration, and the store changes its results like any value it holds
  /// (an optimistic update of an entity, ``modifyEntities(_:id:_:)``, ``invalidate(_:)``).
  ///
  /// ```swift
  /// let search = store.query("search", initial: "", debounce: .milliseconds(300)) { (text: String) in
  ///   try await api.search(text)     // SearchResults: EntityContaining, so a like reaches its rows
  /// }
  /// ```
  ///
  /// The first handle of a key creates its entry with `initial`, `debounce` and `fetch`; later handles share it and
  /// ignore theirs. The results are kept in memory only. Asking for a key with another kind, query, value or failure
  /// type than its entry's is a programming error and traps, naming both.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - initial: The first query; nothing is requested until a handle's `load()` or `setQuery(_:)`.
  ///   - debounce: How long a new query waits before it is sent; none by default.
  ///   - fetch: Loads the results of a query.
  public func query<Query: Equatable & Sendable, Value: Sendable, Failure: Error>(
    _ key: ResourceKey,
    initial: Query,
    debounce: Duration = .zero,
    fetch: @escaping @Sendable (Query) async throws(Failure) -> Value
  ) -> QueryResource<Query, Value, Failure> {
    let loader = entry(
      key, kind: "QueryResource<\(Query.self), \(Value.self), \(Failure.self)>",
      make: {
        QueryLoader(
          initial, debounce: debounce, configuration: configuration,
          timeout: configuration.attemptTimeout(for: Failure.self), operation: fetch)
      },
      restore: nil, placeholder: nil, persist: nil)
    return QueryResource(loader: loader, store: self)
  }
}
