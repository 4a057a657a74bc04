import ScreenStateCore

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
/// **Exact rollback.** On failure (or cancellation) the key shows what it would without this update, keeping every
/// other update still pending (see ``ResourcePatch``); with none left, the very value it had, with its freshness. If
/// a newer value replaced it meanwhile (an answer), that newer value stays and the key is asked again. A key with no
/// value yet is left alone, and only revalidated.
///
/// **No race with invalidation.** The revalidation that follows an update waits until no other update is pending
/// over the key: an answer asked for by one mutation never wipes another mutation's change in flight.
@MainActor
public struct OptimisticUpdate<Input> {
  /// Applies the change for one input, pinned by its owner (for a change not sent yet: applied again over every new
  /// value until unpinned, or rolled back once the owner is gone) or not (`nil`); the result says whether a value was
  /// patched, unpins it, and finishes it: rolls it back when the mutation failed (returning whether it did), then
  /// revalidates the key.
  let apply: @MainActor (Input, _ pinnedBy: AnyObject?) -> Applied

  /// An update applied for one submission.
  struct Applied {
    /// Whether a value was changed (a key with no value is left alone).
    let patched: Bool
    /// Stops applying a pinned change again over new values: its change is being sent.
    let unpin: @MainActor () -> Void
    /// Pins an unpinned change again: its change did not reach the server.
    let repin: @MainActor () -> Void
    /// Rolls the change back if `failed` or keeps it, then revalidates; returns whether it rolled a value back.
    let finish: @MainActor (_ failed: Bool) -> Bool

    /// The update that made `patch` in `store` (none when there was nothing to change): pinned again and unpinned
    /// through the store; finished by settling the patch, then `revalidate` with what settling it changed (`nil`
    /// without a patch), which returns whether a value was rolled back.
    init(
      _ patch: ResourcePatch?, in store: ResourceStore?,
      revalidate: @escaping @MainActor (ResourceStore, _ settled: SettledPatch?, _ failed: Bool) -> Bool
    ) {
      patched = patch?.keys.isEmpty == false
      unpin = { [weak store] in if let patch { store?.unpin(patch.id) } }
      repin = { [weak store] in if let patch { store?.repin(patch.id) } }
      finish = { [weak store] failed in
        guard let store else { return false }
        return revalidate(store, patch.map { store.settle($0, failed: failed) }, failed)
      }
    }
  }

  /// What settling a patch did: the keys whose values it changed, and those where a newer value had superseded it.
  typealias SettledPatch = (changed: [ResourceKey], superseded: [ResourceKey])

  /// Applies the change for one input, not pinned: what a submission sent at once does.
  func apply(_ input: Input) -> Applied { apply(input, nil) }

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
    Self { [weak store] input, owner in
      let key = key(input)
      let patch =
        if let owner {
          store?.pinnedPatch(key, as: Value.self, owner: owner) { transform(&$0, input) }
        } else {
          store?.patch(key, as: Value.self) { transform(&$0, input) }
        }
      return Applied(patch, in: store) { store, settled, failed in
        // A key whose answer superseded the change may not show it yet: it is asked again, as it is after a failure.
        if failed || revalidate == .always || settled?.superseded.isEmpty == false || settled?.changed.isEmpty != false
        {
          store.invalidateWhenSettled(key)
        }
        return failed && settled?.changed.isEmpty == false
      }
    }
  }

  /// Changes the entity of type `E` with id `id(input)` in every value of `store` that holds it (a post in the
  /// feed's pages, in search results and in its detail) with `transform`; rolled back per entity, exactly, if the
  /// mutation fails, keeping every other mutation's change.
  ///
  /// ```swift
  /// .entity(store, PostSummary.self, id: { $0 }) { post, _ in post.likes += 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - type: The entity's type.
  ///   - id: The entity's id, for an input.
  ///   - revalidate: When the keys that held the entity ask the server again after the answer; after a failure only,
  ///     by default (a success keeps the change: with a paginated list, revalidating would refetch its pages).
  ///   - transform: The change; it must keep the entity's id.
  public static func entity<E: Identifiable>(
    _ store: ResourceStore,
    _ type: E.Type,
    id: @escaping @MainActor (Input) -> E.ID,
    revalidate: Revalidation = .afterFailure,
    _ transform: @escaping @MainActor (inout E, Input) -> Void
  ) -> Self {
    Self { [weak store] input, owner in
      let entityID = id(input)
      let patch =
        if let owner {
          store?.pinnedEntityPatch(E.self, id: entityID, owner: owner) { transform(&$0, input) }
        } else {
          store?.patchEntities(E.self, id: entityID) { transform(&$0, input) }
        }
      return Applied(patch, in: store) { store, settled, failed in
        let settled = settled ?? (changed: [], superseded: [])
        // A key whose answer superseded the change may not show it yet: it is asked again.
        for key in settled.changed where failed || revalidate == .always { store.invalidateWhenSettled(key) }
        for key in settled.superseded { store.invalidateWhenSettled(key) }
        if !failed {
          // A value the change never reached (loaded while it was being sent, or after a relaunch that could not
          // tell whether it had arrived) holds the entity as it was before: it is asked again too.
          let reached = Set(settled.changed).union(settled.superseded)
          for key in store.keysHolding(E.self, id: entityID) where !reached.contains(key) {
            store.invalidateWhenSettled(key)
          }
        }
        return failed && !settled.changed.isEmpty
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
