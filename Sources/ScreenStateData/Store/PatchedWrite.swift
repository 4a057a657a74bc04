import ScreenStateCore

/// A value a store entry computes and writes to its source.
enum PatchedWrite {
  /// The value with its optimistic patches, after one was made, rolled back or committed.
  case optimistic
  /// An entity set by hand (``ResourceStore/modifyEntities(_:id:_:)``): a value set by hand, which ends a request in
  /// flight for good.
  case entitySetByHand
}
