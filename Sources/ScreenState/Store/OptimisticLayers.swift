/// What an optimistic patch changes in one cached value: the whole value, or one entity in it.
enum PatchScope: Hashable {
  case whole
  case entity(EntityKey)
}

/// The optimistic patches pending over one cached value: the value before the first of them (the base) and every
/// pending patch in the order it was applied, whatever it changes (the whole value, or one entity in it). What is
/// shown is the base with every pending patch applied in order, so that any patch can leave (its mutation failed)
/// and what is shown is recomputed without it, keeping all the others, of either scope. Pure: the store applies what
/// it computes.
///
/// - A patch that succeeds is folded into the base: a later rollback of another keeps it.
/// - A new value from elsewhere (an answer, a value set by hand, a restore) supersedes every patch: the patches
///   under it no longer roll back (the newer value wins). An appended page supersedes the whole-value patches only:
///   entities keep their patches across pages.
@MainActor
struct OptimisticLayers {
  /// One patch: its identifier, what it changes, and its change of the whole value (typed `Any`).
  @MainActor
  struct Patch {
    let id: UInt64
    let scope: PatchScope
    /// For an entity patch: puts into the first value the entity as the second value holds it (used to rebase the
    /// entity's patches on a value that grew).
    let restore: (@MainActor (_ value: inout Any, _ from: Any) -> Void)?
    let transform: @MainActor (inout Any) -> Void
  }

  /// The value before the first pending patch, with the committed ones folded in; `nil` with none pending.
  private var base: Any?
  private var pending: [Patch] = []

  var isEmpty: Bool { pending.isEmpty }

  /// Whether `scope` has pending patches.
  func contains(_ scope: PatchScope) -> Bool { pending.contains { $0.scope == scope } }

  /// Whether patch `id` is pending.
  func contains(patch id: UInt64) -> Bool { pending.contains { $0.id == id } }

  /// The base with every pending patch applied, in order.
  private func fold(_ base: Any, _ patches: some Sequence<Patch>) -> Any {
    var value = base
    for patch in patches { patch.transform(&value) }
    return value
  }

  /// Adds `patch` over the value, which is `current` now; returns what to show.
  mutating func apply(_ patch: Patch, current: Any) -> Any {
    let base = self.base ?? current
    self.base = base
    pending.append(patch)
    return fold(base, pending)
  }

  /// Removes patch `id`; returns what to show without it, and its scope; `nil` when it was not pending.
  mutating func rollBack(_ id: UInt64) -> (shown: Any, scope: PatchScope)? {
    guard let index = pending.firstIndex(where: { $0.id == id }), let base else { return nil }
    let patch = pending.remove(at: index)
    if pending.isEmpty { self.base = nil }
    return (fold(base, pending), patch.scope)
  }

  /// Folds patch `id` into the base: it stays whatever happens to the others.
  mutating func commit(_ id: UInt64) {
    guard let index = pending.firstIndex(where: { $0.id == id }), var base else { return }
    let patch = pending.remove(at: index)
    patch.transform(&base)
    self.base = pending.isEmpty ? nil : base
  }

  /// Forgets every patch: a newer value replaced the one they patched.
  mutating func supersedeAll() {
    pending.removeAll()
    base = nil
  }

  /// Forgets the whole-value patches of a value that grew to `current` (a page appended): the entity patches stay,
  /// rebased on `current` with each patched entity as it was under them.
  mutating func supersedeWhole(current: Any) {
    guard let base else { return }
    let underEntities = fold(base, pending.lazy.filter { $0.scope == .whole })
    pending.removeAll { $0.scope == .whole }
    guard !pending.isEmpty else {
      self.base = nil
      return
    }
    var rebased = current
    var restored: Set<PatchScope> = []
    for patch in pending where restored.insert(patch.scope).inserted {
      patch.restore?(&rebased, underEntities)
    }
    self.base = rebased
  }
}
