import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One `URLSession` data transfer awaited without `data(for:)`, so that cancelling it can never deadlock.
///
/// On Linux, cancelling the task that awaits `URLSession.data(for:)` while its transfer completes deadlocks
/// swift-corelibs-foundation: the cancelling thread holds the task's status lock and waits for the session's queue,
/// while the session's queue waits for that status lock to resume the task. Here the transfer is the
/// completion-handler `dataTask(with:completionHandler:)`, and its outcome is decided once, under a lock of its own:
/// a cancel resumes the caller at once with `CancellationError` and then cancels the transfer from another queue,
/// so the cancelling thread never waits on the session; a completion arriving after that is dropped.
enum DataTransfer {
  /// Sends `request` on `session` and returns the body and response, or throws `CancellationError` as soon as the
  /// calling task is cancelled.
  static func data(for request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
    let transfer = Outcome()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          if let data, let response {
            transfer.finish(with: .success((data, response)))
          } else {
            transfer.finish(with: .failure(error ?? URLError(.badServerResponse)))
          }
        }
        if transfer.start(task, continuation) { task.resume() }
      }
    } onCancel: {
      transfer.cancel()
    }
  }

  /// The state of one transfer, changed only under its lock; the caller is resumed exactly once.
  private final class Outcome: @unchecked Sendable {
    private enum State {
      /// Not started yet and not cancelled.
      case waiting
      /// Started: the transfer runs and the caller awaits it.
      case running(URLSessionDataTask, CheckedContinuation<(Data, URLResponse), any Error>)
      /// Cancelled before it started: ``start(_:_:)`` must not send it.
      case cancelledBeforeStart
      /// The caller has been resumed.
      case finished
    }

    private let lock = NSLock()
    private var state = State.waiting

    /// Records the started transfer; returns `false`, having resumed the caller with `CancellationError`, when
    /// the caller was cancelled first.
    func start(
      _ task: URLSessionDataTask,
      _ continuation: CheckedContinuation<(Data, URLResponse), any Error>
    ) -> Bool {
      lock.lock()
      guard case .waiting = state else {
        state = .finished
        lock.unlock()
        continuation.resume(throwing: CancellationError())
        return false
      }
      state = .running(task, continuation)
      lock.unlock()
      return true
    }

    /// Resumes the caller with the transfer's outcome, unless a cancel did first.
    func finish(with result: Result<(Data, URLResponse), any Error>) {
      lock.lock()
      guard case .running(_, let continuation) = state else {
        lock.unlock()
        return
      }
      state = .finished
      lock.unlock()
      continuation.resume(with: result)
    }

    /// Resumes the caller with `CancellationError` at once, then cancels the transfer from a dispatch queue: the
    /// thread running a cancellation handler must never wait on the session.
    func cancel() {
      lock.lock()
      switch state {
      case .waiting:
        state = .cancelledBeforeStart
        lock.unlock()
      case .running(let task, let continuation):
        state = .finished
        lock.unlock()
        continuation.resume(throwing: CancellationError())
        DispatchQueue.global().async { task.cancel() }
      case .cancelledBeforeStart, .finished:
        lock.unlock()
      }
    }
  }
}
