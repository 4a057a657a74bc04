import ScreenStateCore

extension ResourceHandle {
  /// A view of part of the key's value that changes only when that part does (see ``Selection``); the selection keeps
  /// this handle, and so its subscription, while it lives.
  ///
  /// ```swift
  /// let likes = post.select(\.likes)   // redrawn when the like count changes, not when the body does
  /// ```
  public final func select<Output: Equatable>(_ transform: @escaping @MainActor (Value) -> Output) -> Selection<Output>
  {
    store.makeSelection(key, as: Value.self, keeping: self, transform)
  }
}
