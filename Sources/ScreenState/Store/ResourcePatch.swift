/// A change made to a store value that can be undone exactly: what an optimistic update keeps until the server
/// answers.
///
/// ```swift
/// guard let patch = store.patch("post/42", as: Post.self, { $0.likes += 1 }) else { return }
/// do { try await api.like(42) } catch { store.rollback(patch) }   // back to the exact value it replaced
/// ```
///
/// A rollback restores the value the patch replaced (and its freshness) only if nothing replaced the patched value
/// since: no answer arrived and no other write or patch changed it. Otherwise the newer value stays.
@MainActor
public struct ResourcePatch {
  /// The key patched.
  public let key: ResourceKey
  let entry: any AnyStoreEntry
  /// The entry's version right after the patch.
  let version: UInt64
  /// Puts the previous value back.
  let restore: @MainActor () -> Void
}
