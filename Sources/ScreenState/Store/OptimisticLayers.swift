/// What an optimistic patch changes in one cached value: the whole value, or one entity in it.
enum PatchScope: Hashable {
  case whole
  case entity(EntityKey)
}

/// The optimistic patches pending over one cached value, by what they change: for each, the value it had before
/// the first of them (the base) and the patches in order. What is shown is the base with every pending patch
/// applied, so that any patch can leave (its mutation failed) and what is shown is recomputed without it, keeping
/// the others. Pure: the store applies what it computes.
///
/// - A patch that succeeds is folded into the base: a later rollback of another keeps it.
/// - A new value from elsewhere (an answer, a value set by hand, a restore) supersedes every layer: the patches
///   under it no longer roll back (the newer value wins). An appended page supersedes the whole-value layers only:
///   entities keep their layers across pages.
@MainActor
struct OptimisticLayers {
  /// One patch: its identifier and its change, of a value or an entity typed `Any`.
  @MainActor
  struct Patch {
    let id: UInt64
    let transform: @MainActor (inout Any) -> Void
  }

  /// The base of a scope and its pending patches.
  @MainActor
  struct Layer {
    var base: Any
    var pending: [Patch]
    /// Puts what the scope shows into the cached value: the value itself for the whole, the entity in it for one.
    let put: (_ value: Any, _ shown: Any) -> Any?

    /// The base with every pending patch applied.
    var shown: Any {
      var value = base
      for patch in pending { patch.transform(&value) }
      return value
    }
  }

  private(set) var layers: [PatchScope: Layer] = [:]

  var isEmpty: Bool { layers.isEmpty }

  /// Whether `scope` has pending patches.
  func contains(_ scope: PatchScope) -> Bool { layers[scope] != nil }

  /// Whether patch `id` is pending in any scope.
  func contains(patch id: UInt64) -> Bool {
    layers.values.contains { $0.pending.contains { $0.id == id } }
  }

  /// Adds `patch` to `scope`, whose value is `current` now and goes back into the cached value with `put`; returns
  /// what to show.
  mutating func apply(
    _ patch: Patch, to scope: PatchScope, current: Any, put: @escaping (_ value: Any, _ shown: Any) -> Any?
  ) -> Any {
    var layer = layers[scope] ?? Layer(base: current, pending: [], put: put)
    layer.pending.append(patch)
    layers[scope] = layer
    return layer.shown
  }

  /// Removes patch `id` from every scope; returns, for each scope it was in, what to show, how to put it into the
  /// cached value, and whether the scope has no patch left (its base is then shown as it was).
  mutating func rollBack(
    _ id: UInt64
  ) -> [(scope: PatchScope, shown: Any, put: (_ value: Any, _ shown: Any) -> Any?, isBase: Bool)] {
    var changed: [(PatchScope, Any, (Any, Any) -> Any?, Bool)] = []
    for (scope, var layer) in layers where layer.pending.contains(where: { $0.id == id }) {
      layer.pending.removeAll { $0.id == id }
      changed.append((scope, layer.shown, layer.put, layer.pending.isEmpty))
      layers[scope] = layer.pending.isEmpty ? nil : layer
    }
    return changed
  }

  /// Folds patch `id` into the base of every scope it is in: it stays whatever happens to the others.
  mutating func commit(_ id: UInt64) {
    for (scope, var layer) in layers {
      guard let index = layer.pending.firstIndex(where: { $0.id == id }) else { continue }
      let patch = layer.pending.remove(at: index)
      patch.transform(&layer.base)
      layers[scope] = layer.pending.isEmpty ? nil : layer
    }
  }

  /// Forgets every layer: a newer value replaced the one they patched.
  mutating func supersedeAll() {
    layers.removeAll()
  }

  /// Forgets the whole-value layer: the value grew (a page appended), entities kept their layers.
  mutating func supersedeWhole() {
    layers[.whole] = nil
  }
}
