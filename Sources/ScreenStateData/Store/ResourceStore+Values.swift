import Foundation
import ScreenStateCore

extension ResourceStore {
  /// The value shown for `key`, if its entry holds one of type `Value`: a peek that neither subscribes nor loads,
  /// such as a detail screen showing the title the list already has. Counts as a use of the key.
  ///
  /// ```swift
  /// store.value(for: "post/42", as: Post.self)
  /// store.value(for: "feed", as: PagedList<Post, String>.self)?.first { $0.id == 42 }
  /// ```
  public func value<Value>(for key: ResourceKey, as type: Value.Type = Value.self) -> Value? {
    guard let entry = valueEntry(key, as: Value.self) else { return nil }
    use(entry)
    return entry.value
  }

  /// Shows `value` for `key` in every handle, fresh, cancelling the request in flight (whose answer is
  /// older). Returns `false`, changing nothing, when the store has no entry of type `Value` for `key`.
  @discardableResult
  public func setValue<Value>(_ value: Value, for key: ResourceKey) -> Bool {
    guard let entry = valueEntry(key, as: Value.self) else { return false }
    write(value, to: entry, fetchedAt: now)
    return true
  }

  /// Changes the value shown for `key` with `transform`, as ``setValue(_:for:)`` would. Returns `false`,
  /// changing nothing, when there is no entry of type `Value` for `key` or it holds no value yet.
  ///
  /// For a paginated list, changing items in place keeps its pages, its footer and a next page in flight:
  ///
  /// ```swift
  /// store.modifyValue(for: "feed", as: PagedList<Post, String>.self) { feed in
  ///   if let index = feed.firstIndex(where: { $0.id == 42 }) { feed[index].likes += 1 }
  /// }
  /// ```
  @discardableResult
  public func modifyValue<Value>(
    for key: ResourceKey, as type: Value.Type = Value.self, _ transform: (inout Value) -> Void
  ) -> Bool {
    guard let entry = valueEntry(key, as: Value.self), var value = entry.value else { return false }
    transform(&value)
    write(value, to: entry, fetchedAt: now)
    return true
  }

  private func write<Value>(
    _ value: Value, to entry: any ValueStoreEntry<Value>, origin: ValueOrigin = .set, fetchedAt: Duration?,
    savedAt: Date? = nil
  ) {
    use(entry)
    entry.replaceValue(value, origin: origin)
    entry.metadata.fetchedAt = fetchedAt
    entry.metadata.savedAt = savedAt
  }
}
