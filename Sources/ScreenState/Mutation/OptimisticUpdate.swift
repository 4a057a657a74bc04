/// A change a ``Mutation`` makes to a ``ResourceStore`` value before the server answers, undone exactly if
/// the mutation fails, and followed by a revalidation of the key (always, by default).
///
/// ```swift
/// .update(store, key: { id in "post/\(id)" }, as: Post.self) { post, _ in post.likes += 1 }
/// .update(store, key: "feed", as: PagedList<Post, String>.self) { feed, id in
///   if let index = feed.firstIndex(where: { $0.id == id }) { feed[index].likes += 1 }
/// }
/// ```
///
/// **Exact rollback.** On failure (or cancellation) the key gets back the very value it had before the update,
/// with its freshness, *if nothing else changed the value meanwhile* (see ``ResourcePatch``). If something did,
/// that newer value stays and the revalidation that follows brings the server's truth. A key with no value yet is
/// left alone, and only revalidated.
@MainActor
public struct OptimisticUpdate<Input> {
  /// Applies the change for one input; the result says whether a value was patched, and finishes it: rolls it back
  /// when the mutation failed (returning whether it did), then revalidates the key.
  let apply: @MainActor (Input) -> Applied

  /// An update applied for one submission.
  struct Applied {
    /// Whether a value was changed (a key with no value is left alone).
    let patched: Bool
    /// Rolls the change back if `failed` (returns whether it did), then revalidates the key.
    let finish: @MainActor (_ failed: Bool) -> Bool
  }

  /// Changes the value of the key `key(input)` in `store` with `transform`.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - key: The key to change, for an input.
  ///   - type: The key's value type.
  ///   - revalidate: When the key asks the server again once the mutation has answered: ``Revalidation/always``
  ///     (the default) brings the server's truth; ``Revalidation/afterFailure`` keeps the changed value after a
  ///     success, which spares a paged list refetching every page it loaded for one like.
  ///   - transform: The change.
  public static func update<Value>(
    _ store: ResourceStore,
    key: @escaping @MainActor (Input) -> ResourceKey,
    as type: Value.Type = Value.self,
    revalidate: Revalidation = .always,
    _ transform: @escaping @MainActor (inout Value, Input) -> Void
  ) -> Self {
    Self { [weak store] input in
      let key = key(input)
      let patch = store?.patch(key, as: Value.self) { transform(&$0, input) }
      return Applied(patched: patch != nil) { [weak store] failed in
        var rolledBack = false
        if failed, let patch { rolledBack = store?.rollback(patch) ?? false }
        if failed || revalidate == .always { store?.invalidate(key) }
        return rolledBack
      }
    }
  }

  /// Changes the value of `key` in `store` with `transform`.
  public static func update<Value>(
    _ store: ResourceStore,
    key: ResourceKey,
    as type: Value.Type = Value.self,
    revalidate: Revalidation = .always,
    _ transform: @escaping @MainActor (inout Value, Input) -> Void
  ) -> Self {
    update(store, key: { _ in key }, as: type, revalidate: revalidate, transform)
  }

  /// When a key changed by an optimistic update asks the server again.
  public enum Revalidation: Hashable, Sendable {
    /// After the mutation's answer, whatever it is.
    case always
    /// Only after a failure (the change rolled back): after a success the changed value stays until the key goes
    /// stale or is invalidated.
    case afterFailure
  }
}
