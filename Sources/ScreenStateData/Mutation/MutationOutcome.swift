import ScreenStateCore

/// How one ``Mutation/submit(_:)`` ended, so that a caller can tell a submission that was never sent from one that
/// was cancelled.
///
/// ```swift
/// switch await like.submit(post.id) {
/// case .succeeded(let post): show(post)
/// case .failed: break           // `like.state` shows it
/// case .queued: break           // offline: the outbox sends it later
/// case .cancelled, .ignored: break
/// }
/// ```
public enum MutationOutcome<Output, Failure: Error> {
  /// The server accepted the change with this output.
  case succeeded(Output)
  /// The change failed; its optimistic updates were rolled back.
  case failed(Failure)
  /// The submission was cancelled (by ``Mutation/cancel()``, or by an error that means cancellation), or it
  /// cancelled out with a change waiting in its ``Outbox`` (``OutboxCombination/dropBoth``); its optimistic updates
  /// were rolled back.
  case cancelled
  /// Another submission was in flight and the mutation goes one at a time (``Mutation/Concurrency/oneAtATime``):
  /// this one was never sent.
  case ignored
  /// The change waits in the mutation's ``Outbox`` (the network is down, the app is away, or the server had trouble),
  /// its optimistic update shown; it is sent later, with this id, and its end shows in ``Outbox/entries``.
  case queued(SubmissionID)

  /// The output, when it succeeded.
  public var output: Output? {
    if case .succeeded(let output) = self { return output }
    return nil
  }

  /// The failure, when it failed.
  public var failure: Failure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }

  /// The outcome as a `Result`, when the change was sent and answered; `nil` when cancelled, ignored or queued.
  public var result: Result<Output, Failure>? {
    switch self {
    case .succeeded(let output): .success(output)
    case .failed(let failure): .failure(failure)
    case .cancelled, .ignored, .queued: nil
    }
  }
}

extension MutationOutcome: Sendable where Output: Sendable {}
extension MutationOutcome: Equatable where Output: Equatable, Failure: Equatable {}
