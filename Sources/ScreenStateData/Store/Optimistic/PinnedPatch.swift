import ScreenStateCore

/// A pinned patch as its store keeps it: what it changes, how to apply it to an entry, and the patch object whose
/// release (with the patch neither settled nor unpinned) rolls it back.
@MainActor
struct PinnedPatch {
  /// What the patch changes.
  enum Target {
    /// The whole value of a key.
    case key(ResourceKey)
    /// An entity, in every value that holds it: the change of it.
    case entity(AnyEntityChange)
  }

  let id: UInt64
  let target: Target
  weak var owner: ResourcePatch?
  /// Applies the patch to an entry as a pending patch numbered ``id``; returns whether it changed a value.
  let apply: @MainActor (any AnyStoreEntry) -> Bool
}
