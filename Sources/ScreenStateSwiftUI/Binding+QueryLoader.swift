#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension Binding where Value: Equatable & Sendable {
    /// A binding to a `QueryLoader`'s query: it reads `QueryLoader/query` and writes through
    /// `QueryLoader/setQuery(_:)`, so a search field edits the query and the loader debounces and sends it.
    ///
    /// ```swift
    /// List(posts) { PostRow(post: $0) }
    ///   .searchable(text: Binding(model.search), prompt: "Search posts")
    /// ```
    ///
    /// The loader is the only copy of the text: there is no `@State` to keep in step with it, and what the
    /// field shows is what the loader will ask for.
    public init<Results, Failure>(_ loader: QueryLoader<Value, Results, Failure>) {
      self.init(
        get: { @MainActor in loader.query },
        set: { @MainActor in loader.setQuery($0) })
    }
  }
#endif
