import ScreenStateCore

/// A change a ``Mutation`` makes to ``ResourceStore`` values before the server answers: shown at once, undone exactly if
/// the server refuses it, kept when it accepts it.
///
/// ```swift
/// .entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }          // every copy of post 42
/// .update(store, key: { "post/\($0)" }, as: Post.self) { post, _ in post.likes += 1 }   // one key
/// ```
///
/// **Exact rollback, no request.** A refused change is taken back from every value it changed, keeping every other
/// change still pending (see ``ResourcePatch``); with none left, the very value the key had, with its freshness. A
/// newer value that replaced it meanwhile stays. Nothing is asked again: what is shown is what the server holds,
/// unless the refusal says the server's value is not what the app believed (a conflict, 409 or 412), which asks the
/// keys again.
///
/// **After a success**, the keys are asked again as ``Revalidation`` says, once no other change is pending over them:
/// an answer asked for by one mutation never wipes another's change in flight. A key the mutation's answer updated
/// (see ``MutationAnswer``) holds the server's value already and is not asked again.
@MainActor
public struct OptimisticUpdate<Input> {
  /// Applies the change for one input, pinned (a change not sent yet: applied again over every new value until
  /// unpinned) or not.
  let apply: @MainActor (Input, _ pinned: Bool) -> Applied
  /// The key of the ``OutboxScope`` of the entity it changes, for an input; `nil` when it changes a key.
  var scopeKey: (@MainActor (Input) -> String)? = nil

  /// When the keys an optimistic update changed ask the server again after a success.
  public enum Revalidation: Hashable, Sendable {
    /// After the success, whatever the answer: the keys show the server's value, not the guess.
    case always
    /// Only when unsure: a key whose value arrived while the change was in flight (it may predate the change), and,
    /// for an entity, a value holding it that the change never reached. After a success the changed value stays
    /// until the key goes stale or is invalidated, which spares a paged list refetching every page for one like.
    case whenUnsure
  }

  /// One update applied for one submission: its patch (none when nothing held its target and it is not pinned), the
  /// store, and what to ask again after the answer.
  @MainActor struct Applied {
    let patch: ResourcePatch?
    weak var store: ResourceStore?
    let revalidation: Revalidation
    /// The keys whose values hold the target now (for an entity, every copy; for a key, the key).
    let holders: @MainActor (ResourceStore) -> [ResourceKey]
    /// The version of the target before the update (see ``MutationRequest/version``), if it declares one.
    var version: String? = nil
    /// Takes the target out of every copy (an entity the server deleted); `nil` for a target that is no entity.
    var remove: (@MainActor (ResourceStore) -> Void)? = nil

    /// Takes the target out of every copy, if it is an entity.
    func removeTarget() {
      guard let store, let remove else { return }
      remove(store)
    }

    /// Whether a value was changed (a key with no value is left alone).
    var patched: Bool { patch?.keys.isEmpty == false }

    /// Keeps the update when the change `succeeded`, otherwise takes it back: the keys where it was pending, and those
    /// where a newer value had superseded it.
    func settle(succeeded: Bool) -> (changed: [ResourceKey], superseded: [ResourceKey]) {
      guard let store, let patch else { return ([], []) }
      return store.settle(patch, failed: !succeeded)
    }

    /// Asks again, once no other change is pending over them, the keys that may not show the server's value after the
    /// update was settled so, leaving those in `answered` (the answer set them).
    func revalidate(
      _ settled: (changed: [ResourceKey], superseded: [ResourceKey]), succeeded: Bool, conflict: Bool,
      answered: Set<ResourceKey>
    ) {
      guard let store else { return }
      var unsure: [ResourceKey] = []
      if succeeded {
        // A value that arrived while the change was in flight may predate it; one it never reached (loaded while it
        // was sent, or restored after a relaunch that could not tell whether it had arrived) holds the old value.
        unsure = settled.superseded
        if revalidation == .always { unsure += settled.changed }
        let reached = Set(settled.changed).union(settled.superseded)
        unsure += holders(store).filter { !reached.contains($0) }
      } else if conflict {
        unsure = settled.changed + settled.superseded
      }
      for key in unsure where !answered.contains(key) { store.invalidateWhenSettled(key) }
    }
  }

  /// Changes the value of the key `key(input)` in `store` with `transform`.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - key: The key to change, for an input.
  ///   - type: The key's value type.
  ///   - revalidate: When the key asks the server again after a success; ``Revalidation/always`` by default.
  ///   - transform: The change.
  public static func update<Value>(
    _ store: ResourceStore,
    key: @escaping @MainActor (Input) -> ResourceKey,
    as type: Value.Type = Value.self,
    revalidate: Revalidation = .always,
    _ transform: @escaping @MainActor (inout Value, Input) -> Void
  ) -> Self {
    Self { [weak store] input, pinned in
      let key = key(input)
      let patch = store?.patch(key, as: Value.self, pinned: pinned) { transform(&$0, input) }
      return Applied(patch: patch, store: store, revalidation: revalidate) { store in
        store.contains(key) ? [key] : []
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

  /// Changes the entity of type `E` with id `id(input)` in every value of `store` that holds it (a post in the feed's
  /// pages, in search results, in its detail, and in every type declared the same entity: see ``EntityVariant``)
  /// with `transform`.
  ///
  /// ```swift
  /// .entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - type: The entity's type.
  ///   - id: The entity's id, for an input.
  ///   - revalidate: When the keys that held the entity ask the server again after a success;
  ///     ``Revalidation/whenUnsure`` by default.
  ///   - transform: The change; it must keep the entity's id.
  public static func entity<E: Identifiable>(
    _ store: ResourceStore,
    _ type: E.Type,
    id: @escaping @MainActor (Input) -> E.ID,
    revalidate: Revalidation = .whenUnsure,
    _ transform: @escaping @MainActor (inout E, Input) -> Void
  ) -> Self {
    entity(store, E.self, id: id, version: nil, revalidate: revalidate, transform)
  }

  /// Changes the entity of type `E` with id `id(input)` everywhere, as ``entity(_:_:id:revalidate:_:)`` does, and
  /// gives its operation the entity's `version` as the cached copy had it when the change was made
  /// (``MutationRequest/version``), to send as `If-Match`.
  ///
  /// ```swift
  /// .entity(store, Post.self, id: \.postID, version: \.etag) { post, rename in post.title = rename.title }
  /// ```
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - type: The entity's type.
  ///   - id: The entity's id, for an input.
  ///   - version: The entity's version: an ETag, a revision number.
  ///   - revalidate: When the keys that held the entity ask the server again after a success;
  ///     ``Revalidation/whenUnsure`` by default.
  ///   - transform: The change; it must keep the entity's id.
  public static func entity<E: Identifiable, Version: CustomStringConvertible>(
    _ store: ResourceStore,
    _ type: E.Type,
    id: @escaping @MainActor (Input) -> E.ID,
    version: KeyPath<E, Version>,
    revalidate: Revalidation = .whenUnsure,
    _ transform: @escaping @MainActor (inout E, Input) -> Void
  ) -> Self {
    entity(store, E.self, id: id, version: { $0[keyPath: version].description }, revalidate: revalidate, transform)
  }

  private static func entity<E: Identifiable>(
    _ store: ResourceStore,
    _ type: E.Type,
    id: @escaping @MainActor (Input) -> E.ID,
    version: (@MainActor (E) -> String?)?,
    revalidate: Revalidation,
    _ transform: @escaping @MainActor (inout E, Input) -> Void
  ) -> Self {
    Self(
      apply: { [weak store] input, pinned in
        let entityID = id(input)
        let before = version.flatMap { version in store?.entity(E.self, id: entityID).flatMap(version) }
        let patch = store?.patchEntities(E.self, id: entityID, pinned: pinned) { transform(&$0, input) }
        // Read later, the entity may have been re-keyed since (created offline, answered): its server id.
        var applied = Applied(patch: patch, store: store, revalidation: revalidate) { store in
          store.keysHolding(E.self, id: store.resolvedEntityID(E.self, entityID))
        }
        applied.version = before
        applied.remove = { store in _ = store.removeEntity(E.self, id: store.resolvedEntityID(E.self, entityID)) }
        return applied
      },
      scopeKey: { OutboxScope.entityKey(E.self, id: id($0)) })
  }
}
