/// What ``ResourceStore/removeAll(discardingUnsentChanges:)`` did.
public enum StoreRemoval: Hashable, Sendable {
  /// Everything was removed; `droppedChanges` changes of the store's outboxes, never confirmed by the server, were
  /// discarded with it.
  case removed(droppedChanges: Int)
  /// Nothing was removed: `unsentChanges` changes still wait in the store's outboxes. Send them first (show the
  /// person what would be lost), or call again with `discardingUnsentChanges: true`.
  case refused(unsentChanges: Int)
}
