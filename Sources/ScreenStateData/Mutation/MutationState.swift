import ScreenStateCore

/// Where a ``Mutation`` stands: what a form or a button shows.
///
/// ```swift
/// switch like.state {
/// case .idle: LikeButton(enabled: true)
/// case .submitting: LikeButton(enabled: false)
/// case .succeeded: LikeButton(enabled: true)
/// case .failed(let error): LikeButton(enabled: true).alert(error)
/// }
/// ```
public enum MutationState<Output, Failure: Error> {
  /// Nothing submitted yet, or the last submission was cancelled or reset.
  case idle
  /// A submission is in flight.
  case submitting
  /// The last submission succeeded with this output.
  case succeeded(Output)
  /// The last submission failed.
  case failed(Failure)
}

extension MutationState: Sendable where Output: Sendable {}
extension MutationState: Equatable where Output: Equatable, Failure: Equatable {}

extension MutationState {
  /// Whether nothing is submitted and no outcome is kept.
  public var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }

  /// Whether a submission is in flight.
  public var isSubmitting: Bool {
    if case .submitting = self { return true }
    return false
  }

  /// The output of the last submission, if it succeeded.
  public var output: Output? {
    if case .succeeded(let output) = self { return output }
    return nil
  }

  /// The failure of the last submission, if it failed.
  public var failure: Failure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }
}
