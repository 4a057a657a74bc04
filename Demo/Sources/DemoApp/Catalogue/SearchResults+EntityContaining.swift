import ScreenState

/// The posts of search results are entities of the board's store: a like of a post reaches its row in the results.
extension SearchResults: EntityContaining {
  /// Calls `body` with every post of the results.
  public func forEachEntity(_ body: (any Identifiable) -> Void) {
    posts.forEachEntity(body)
  }

  /// Changes every post of type `E` whose id is `id`.
  public mutating func modifyEntities<E: Identifiable>(_ type: E.Type, id: E.ID, _ transform: (inout E) -> Void)
    -> Bool
  {
    posts.modifyEntities(type, id: id, transform)
  }
}
