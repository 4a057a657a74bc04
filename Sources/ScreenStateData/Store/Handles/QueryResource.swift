import ScreenStateCore

/// A screen's handle on a query kept under one key of a ``ResourceStore``: search results or a filtered list that every
/// screen asking for the key shares, and that the store changes like any value it holds — an optimistic update or
/// ``ResourceStore/modifyEntities(_:id:_:)`` reaches the entities in the results shown.
///
/// ```swift
/// let search = store.query("search", initial: "", debounce: .milliseconds(300)) { (text: String) in
///   try await api.search(text)
/// }
/// search.setQuery("lost")          // sent 300 ms after the last keystroke; the latest query wins
/// let screen = LoadableScreen(search)
/// ```
///
/// Its rules are every handle's (see ``ResourceHandle``) and a ``QueryLoader``'s.
@MainActor
public final class QueryResource<Query: Equatable & Sendable, Value: Sendable, Failure: Error>:
  ResourceHandle<Query, Value, Failure>
{
  /// The query loader shared by every handle of the key.
  public var loader: QueryLoader<Query, Value, Failure> {
    unsafeDowncast(entry, to: QueryLoader<Query, Value, Failure>.self)
  }

  init(loader: QueryLoader<Query, Value, Failure>, store: ResourceStore) {
    super.init(entry: loader, store: store)
  }

  /// The latest query asked for.
  public var query: Query { loader.query }
  /// The query whose results are shown; `nil` before the first answer.
  public var shownQuery: Query? { loader.shownQuery }
  /// Whether a query waits for its debounce.
  public var isDebouncing: Bool { loader.isDebouncing }

  /// Asks for the results of `query`, after the debounce, for every handle of the key (see
  /// ``QueryLoader/setQuery(_:)``).
  public func setQuery(_ query: Query) {
    loader.setQuery(query)
  }
}
