import ScreenStateCore

/// An optimistic patch for a change not sent yet (an ``Outbox``'s queued change): no value from the server can
/// hold it, so it is applied again over every new value of what it changes — an answer, a restored copy, a key
/// loaded after it was made — until it is unpinned (its change is being sent) or settled.
@MainActor
struct PinnedPatch {
  /// What the patch changes.
  enum Target {
    /// The whole value of a key.
    case key(ResourceKey)
    /// An entity, in every value that holds it: the change of it.
    case entity(AnyEntityChange)
  }

  /// The patch's number in its store.
  let id: UInt64
  let target: Target
  /// What keeps the change (its mutation): once it is gone, nothing will send, settle or unpin the patch, so the
  /// store rolls it back.
  weak var owner: AnyObject?
  /// Applies the patch to an entry as a pending patch numbered ``id``; returns whether it changed a value.
  let apply: @MainActor (any AnyStoreEntry) -> Bool

  init(id: UInt64, target: Target, owner: AnyObject, apply: @escaping @MainActor (any AnyStoreEntry) -> Bool) {
    self.id = id
    self.target = target
    self.owner = owner
    self.apply = apply
  }
}
