// The pure transitions between states. The engine's `LoadState` (and any hand-written engine) builds on
// these, so "what follows what" has exactly one definition.
extension Loadable {
  /// The state once a request starts: loading, keeping the value on screen so a refresh does not blank it.
  ///
  /// ```swift
  /// Loadable<Int, Never>.idle.startingLoad()     // .loading(previous: nil)
  /// Loadable<Int, Never>.loaded(1).startingLoad() // .loading(previous: 1)
  /// ```
  @inlinable public func startingLoad() -> Self {
    .loading(previous: value)
  }

  /// The state once a request succeeds: loaded with the new value, whatever came before.
  @inlinable public func succeeding(with newValue: Value) -> Self {
    .loaded(newValue)
  }

  /// The state once a request fails: failed, keeping the value on screen so a failed refresh does not wipe it.
  @inlinable public func failing(with failure: Failure) -> Self {
    .failed(failure, previous: value)
  }

  /// The state once the request in flight is cancelled: `settled`, the state before that request started,
  /// so a cancelled refresh keeps its content and a cancelled retry shows its failure again. A state that
  /// is not loading has nothing to cancel and is returned unchanged.
  ///
  /// ```swift
  /// Loadable<Int, Never>.loading(previous: 1).cancellingLoad(restoring: .loaded(1)) // .loaded(1)
  /// ```
  @inlinable public func cancellingLoad(restoring settled: Self) -> Self {
    isLoading ? settled : self
  }

  /// The state after a reset: ``idle``, whatever came before.
  @inlinable public func resetting() -> Self {
    .idle
  }

  /// The state once a failure is acknowledged (its alert dismissed): the kept value as loaded, or idle when
  /// nothing was kept. Any other state is returned unchanged.
  @inlinable public func dismissingFailure() -> Self {
    guard case .failed(_, let previous) = self else { return self }
    return previous.map { .loaded($0) } ?? .idle
  }
}
