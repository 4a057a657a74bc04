import ScreenStateCore

/// The optimistic patches pending over one cached value: the value before the first of them (the base) and every
/// pending patch in the order it was applied, whatever it changes (the whole value, or one entity in it). What is
/// shown is the base with every pending patch applied in order, so that any patch can leave (its mutation failed)
/// and what is shown is recomputed without it, keeping all the others, of either scope. It computes what to show;
/// the entry that owns it shows it. A class made at an entry's first patch, so that an entry never patched holds
/// nothing of its value's type beyond the value itself (its deinit then looks up no type metadata).
///
/// - A patch that succeeds is folded into the base: a later rollback of another keeps it.
/// - A new value from elsewhere (an answer, a value set by hand, a restore) supersedes every patch: the patches
///   under it no longer roll back (the newer value wins). An appended page supersedes the whole-value patches only:
///   entities keep their patches across pages.
///
/// Entity patches are applied through the entry's ``EntityLayout``: at the positions it knows for the base, as
/// long as no whole-value patch came before in the fold (an entity patch keeps every item where it is; a whole-value
/// patch may move them), and by looking at every item after one. ``shownKeepsBaseItems`` says whether the value
/// shown has its items where the base has them, so that the positions hold for it too.
@MainActor
final class OptimisticLayers<Value> {
  /// The value before the first pending patch, with the committed ones folded in; `nil` with none pending.
  private(set) var base: Value?
  private var pending: [PendingPatch] = []
  /// How many of the pending patches change the whole value.
  private var wholeCount = 0
  /// Whether the value shown has the items of the base where the base has them (always, with no patch pending): it
  /// was folded from the base by entity patches only. A whole-value patch folded in, or committed into the base
  /// (which then moves its items while the value shown stays), makes it false until a fold without one.
  private(set) var shownKeepsBaseItems = true
  private let layout: EntityLayout<Value>

  init(layout: EntityLayout<Value>) {
    self.layout = layout
  }

  var isEmpty: Bool { pending.isEmpty }

  /// Whether whole-value patches are pending (then the value shown may hold its items elsewhere than the base).
  var containsWhole: Bool { wholeCount > 0 }

  /// Whether patch `id` is pending.
  func contains(patch id: UInt64) -> Bool { pending.contains { $0.id == id } }

  /// `base` with `patches` applied, in order.
  private func fold(_ base: Value, _ patches: [PendingPatch]) -> Value {
    var value = base
    var useIndex = true
    for patch in patches {
      if let change = patch.entity {
        _ = change.apply(to: &value, in: layout, useIndex: useIndex)
      } else if let whole = patch.whole {
        unsafeDowncast(whole, to: WholeValueChange<Value>.self).transform(&value)
        useIndex = false
      }
    }
    return value
  }

  /// Adds `patch` over the value, which is `current` now; returns what to show.
  func apply(_ patch: PendingPatch, current: Value) -> Value {
    let base = self.base ?? current
    self.base = base
    if patch.isWhole { wholeCount += 1 }
    pending.append(patch)
    shownKeepsBaseItems = wholeCount == 0
    return fold(base, pending)
  }

  /// Removes patch `id`; returns what to show without it, and whether it changed the whole value; `nil` when it was
  /// not pending.
  func rollBack(_ id: UInt64) -> (shown: Value, wasWhole: Bool)? {
    guard let index = pending.firstIndex(where: { $0.id == id }), let base else { return nil }
    let patch = pending.remove(at: index)
    if patch.isWhole { wholeCount -= 1 }
    if pending.isEmpty { self.base = nil }
    shownKeepsBaseItems = wholeCount == 0
    return (fold(base, pending), patch.isWhole)
  }

  /// Folds patch `id` into the base: it stays whatever happens to the others; the value shown stays as it is.
  /// Returns whether the positions known for the base no longer describe what they must (the base, or with no patch
  /// left the value shown): a whole-value patch committed may have moved the base's items, and a value shown that
  /// did not keep the base's items becomes the base; `nil` when the patch was not pending.
  func commit(_ id: UInt64) -> (itemsMoved: Bool, wasWhole: Bool)? {
    guard let index = pending.firstIndex(where: { $0.id == id }), let base else { return nil }
    let patch = pending.remove(at: index)
    if patch.isWhole { wholeCount -= 1 }
    let itemsMoved = pending.isEmpty ? !shownKeepsBaseItems : patch.isWhole
    if pending.isEmpty {
      self.base = nil
      shownKeepsBaseItems = true
    } else {
      self.base = fold(base, [patch])
      if patch.isWhole { shownKeepsBaseItems = false }
    }
    return (itemsMoved, patch.isWhole)
  }

  /// Changes the base with `change` (the entity's truth, such as the server's answer for it), under the pending
  /// patches; returns what to show: the new base with every pending patch applied again. `nil`, changing nothing, with
  /// no patch pending or when `change` found nothing to change in the base.
  func changeBase(_ change: (inout Value) -> Bool) -> Value? {
    guard var changed = base, !pending.isEmpty, change(&changed) else { return nil }
    base = changed
    return fold(changed, pending)
  }

  /// Replaces the base (an entity taken out of it) under the pending patches, without folding them: the base's
  /// entities are recorded again first, then ``folded()`` says what to show. Nothing with no patch pending.
  func replaceBase(_ newBase: Value) {
    guard !pending.isEmpty else { return }
    base = newBase
  }

  /// The base with every pending patch applied in order; `nil` with none pending.
  func folded() -> Value? {
    guard let base, !pending.isEmpty else { return nil }
    return fold(base, pending)
  }

  /// Forgets every patch: a newer value replaced the one they patched.
  func supersedeAll() {
    pending.removeAll()
    wholeCount = 0
    shownKeepsBaseItems = true
    base = nil
  }

  /// Forgets the whole-value patches of a value that grew to `current` (a page appended): the entity patches stay,
  /// rebased on `current` with each patched entity as it was under them. Returns whether the value shown before
  /// (which `current` extends) did not keep the base's items where they were.
  func supersedeWhole(current: Value) -> Bool {
    guard let base else { return false }
    let movedItems = !shownKeepsBaseItems
    shownKeepsBaseItems = true
    let underEntities = fold(base, pending.filter(\.isWhole))
    pending.removeAll(where: \.isWhole)
    wholeCount = 0
    guard !pending.isEmpty else {
      self.base = nil
      return movedItems
    }
    var rebased = current
    var restored: [AnyEntityChange] = []
    for patch in pending {
      guard let change = patch.entity, !restored.contains(where: change.changesSameEntity) else { continue }
      restored.append(change)
      change.restore(&rebased, from: underEntities, in: layout)
    }
    self.base = rebased
    return movedItems
  }
}
