import ScreenStateCore

/// Optimistic changes made to store values that can be undone exactly: what an optimistic update keeps until the
/// server answers.
///
/// ```swift
/// guard let patch = store.patch("post/42", as: Post.self, { $0.likes += 1 }) else { return }
/// do { try await api.like(42); store.commit(patch) } catch { store.rollback(patch) }
/// ```
///
/// Any number of patches can be pending over one value at once: each is layered over what the value was before the
/// first of them, so a rollback takes back its own change only and keeps every other patch's (two likes in flight,
/// one fails: the other stays). A patch whose mutation succeeded is committed: it stays whatever happens to the
/// others. A newer value (an answer, a value set by hand) supersedes the patches under it: they no longer roll back,
/// and the newer value stays.
@MainActor
public struct ResourcePatch {
  /// The keys patched; for a patch of an entity, in the order their entries were made in the store.
  public let keys: [ResourceKey]
  /// The patch's number in its store.
  let id: UInt64
}
