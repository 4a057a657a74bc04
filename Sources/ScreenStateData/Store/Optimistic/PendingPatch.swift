import ScreenStateCore

/// One optimistic patch pending over a value (see ``OptimisticLayers``): its number, and its change of the whole
/// value or of one entity in it. Not generic, so that a value's list of them is handled by specialized code.
@MainActor
struct PendingPatch {
  let id: UInt64
  /// The change of the whole value: a ``WholeValueChange`` of the value's type.
  let whole: AnyObject?
  /// The change of one entity, shared by every value it was applied to.
  let entity: AnyEntityChange?

  /// A patch of the whole value.
  init<Value>(id: UInt64, whole transform: @escaping @MainActor (inout Value) -> Void) {
    self.id = id
    whole = WholeValueChange(transform)
    entity = nil
  }

  /// A patch of one entity.
  init(id: UInt64, entity change: AnyEntityChange) {
    self.id = id
    whole = nil
    entity = change
  }

  var isWhole: Bool { whole != nil }
}

/// A change of a whole value of type `Value`, as a ``PendingPatch`` holds it.
@MainActor
final class WholeValueChange<Value> {
  let transform: @MainActor (inout Value) -> Void

  init(_ transform: @escaping @MainActor (inout Value) -> Void) { self.transform = transform }
}
