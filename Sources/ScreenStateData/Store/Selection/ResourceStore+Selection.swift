import ScreenStateCore

extension ResourceStore {
  /// A view of part of the value at `key` that changes only when that part does (see ``Selection``): a screen that
  /// shows one row of a list reads its selection and is not redrawn when another row changes.
  ///
  /// ```swift
  /// let likes = store.select("feed", as: PagedList<Post, String>.self) { feed in
  ///   feed.first { $0.id == 42 }?.likes
  /// }
  /// ```
  ///
  /// A peek, as ``value(for:as:)`` is: it neither subscribes nor loads, and counts as a use of the key when made. A key
  /// with no value of type `Value` (never loaded, or holding another type) selects `nil` until it has one.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - type: The key's value type, when the call does not say it otherwise.
  ///   - transform: Selects the part; called on the main actor at each visible change of the key.
  public func select<Value, Output: Equatable>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    _ transform: @escaping @MainActor (Value) -> Output
  ) -> Selection<Output> {
    makeSelection(key, as: Value.self, keeping: nil, transform)
  }

  /// A selection of `key` that keeps `keeping` alive while it lives; it follows the entry the store has for the key.
  func makeSelection<Value, Output: Equatable>(
    _ key: ResourceKey, as type: Value.Type, keeping: AnyObject?,
    _ transform: @escaping @MainActor (Value) -> Output
  ) -> Selection<Output> {
    let entry = storedEntry(key)
    if let entry { use(entry) }
    let selection = Selection<Output>(key: key, entry: entry, keeps: keeping) { entry in
      (entry as? any ValueStoreEntry<Value>)?.value.map(transform)
    }
    selections[key, default: []].removeAll { $0.selection == nil }
    selections[key, default: []].append(WeakSelection(selection: selection))
    return selection
  }

  /// The selections of `key` follow `entry` (the key's new entry, or `nil` when it left the store).
  func selectionsFollow(_ key: ResourceKey, _ entry: (any AnyStoreEntry)?) {
    guard var following = selections[key] else { return }
    following.removeAll { $0.selection == nil }
    if following.isEmpty {
      selections[key] = nil
      return
    }
    selections[key] = following
    for holder in following { holder.selection?.follow(entry) }
  }
}
