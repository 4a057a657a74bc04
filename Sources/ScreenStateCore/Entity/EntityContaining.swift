/// A value that holds entities (`Identifiable` values) a store can find by identity: a list of posts, a page of
/// search results, a paginated feed. A ``ResourceStore`` changes one entity in every cached value that holds it
/// (``ResourceStore/modifyEntities(_:id:_:)``, ``OptimisticUpdate/entity(_:_:id:revalidate:_:)``), with no code per key.
///
/// Arrays and paginated lists of `Identifiable` items conform already, and so does every `Identifiable` value on its
/// own (the store sees it as one entity). Conform a container of your own:
///
/// ```swift
/// extension SearchResults: EntityContaining {
///   func forEachEntity(_ body: (any Identifiable) -> Void) { posts.forEach(body) }
///   mutating func modifyEntities<E: Identifiable>(_ type: E.Type, id: E.ID, _ transform: (inout E) -> Void) -> Bool {
///     posts.modifyEntities(type, id: id, transform)
///   }
/// }
/// ```
///
/// A change of an entity must keep its identity: the store indexes entities by type and id when values arrive.
public protocol EntityContaining {
  /// Calls `body` with every entity the value holds.
  func forEachEntity(_ body: (any Identifiable) -> Void)
  /// Changes with `transform` every entity of type `E` whose id is `id`; returns whether there was one.
  mutating func modifyEntities<E: Identifiable>(_ type: E.Type, id: E.ID, _ transform: (inout E) -> Void) -> Bool
}

extension Array: EntityContaining where Element: Identifiable {
  /// Calls `body` with every element.
  public func forEachEntity(_ body: (any Identifiable) -> Void) {
    for element in self { body(element) }
  }

  /// Changes every element of type `E` whose id is `id`.
  public mutating func modifyEntities<E: Identifiable>(
    _ type: E.Type, id: E.ID, _ transform: (inout E) -> Void
  ) -> Bool {
    modifyElements(E.self, id: id, transform)
  }
}

extension PagedList: EntityContaining where Item: Identifiable {
  /// Calls `body` with every item.
  public func forEachEntity(_ body: (any Identifiable) -> Void) {
    for item in self { body(item) }
  }

  /// Changes every item of type `E` whose id is `id`, in place: the pages and the cursors stay.
  public mutating func modifyEntities<E: Identifiable>(
    _ type: E.Type, id: E.ID, _ transform: (inout E) -> Void
  ) -> Bool {
    modifyElements(E.self, id: id, transform)
  }
}

extension MutableCollection where Element: Identifiable {
  /// Changes with `transform` every element whose id is `id`, when the elements are `E`s; returns whether there was
  /// one.
  fileprivate mutating func modifyElements<E: Identifiable>(
    _ type: E.Type, id: E.ID, _ transform: (inout E) -> Void
  ) -> Bool {
    guard Element.self == E.self else { return false }
    var found = false
    for index in indices where (self[index] as! E).id == id {
      var entity = self[index] as! E
      transform(&entity)
      self[index] = entity as! Element
      found = true
    }
    return found
  }
}
