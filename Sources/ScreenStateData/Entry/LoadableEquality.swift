import ScreenStateCore

/// `==` on `Loadable<Value, Failure>` when `Value` is `Equatable`, found by a dynamic cast because a generic
/// context cannot see the conditional conformance: what lets a kind skip notifying observers of an equal state.
enum LoadableEquality {
  /// The equality of states of `Value`, or `nil` when `Value` is not `Equatable`.
  static func isSame<Value, Failure: Error>(
    _ value: Value.Type, _ failure: Failure.Type
  ) -> ((Loadable<Value, Failure>, Loadable<Value, Failure>) -> Bool)? {
    guard let equatable = Value.self as? any Equatable.Type else { return nil }
    func equality<V: Equatable>(_: V.Type) -> (Loadable<Value, Failure>, Loadable<Value, Failure>) -> Bool {
      { lhs, rhs in (lhs as! Loadable<V, Failure>) == (rhs as! Loadable<V, Failure>) }
    }
    return equality(equatable)
  }
}
