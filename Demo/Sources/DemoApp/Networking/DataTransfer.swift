import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One `URLSession` data transfer awaited without `data(for:)`, so that cancelling its caller can neither deadlock
/// nor crash the process.
///
/// On Linux, swift-corelibs-foundation has two traps around `URLSessionTask.cancel()` (both measured on Swift 6.3.1):
/// - cancelling the task that awaits `data(for:)` while its transfer completes deadlocks: the cancelling thread
///   holds the task's status lock and waits for the session's queue, which waits for that lock;
/// - calling `cancel()` on any task whose transfer is completing stops the process ("Trying to access a behaviour
///   for a task that in not in the registry"): the cancel queues a failure report that can run after the completed
///   task has left the session's registry.
///
/// So here the transfer is the completion-handler `dataTask(with:completionHandler:)`, its outcome is decided once
/// under a lock of its own, and a cancel resumes the caller at once with `CancellationError`. On Linux the transfer
/// itself is then abandoned, never cancelled: it ends by itself (an answer, a failure, or the session's idle
/// timeout), and its late completion is dropped. Where Foundation is Apple's, the transfer is also cancelled.
enum DataTransfer {
  /// Whether a cancelled caller's transfer is cancelled too, or abandoned to end by itself.
  static let cancelsAbandonedTransfers: Bool = {
    #if canImport(FoundationNetworking)
      false
    #else
      true
    #endif
  }()

  /// Sends `request` through `session` and returns the body and response, or throws `CancellationError` as soon as
  /// the calling task is cancelled, and `URLError(.cancelled)` when the session is already closed.
  static func data(for request: URLRequest, on session: SessionGate) async throws -> (Data, URLResponse) {
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
        guard let task else { return continuation.resume(throwing: URLError(.cancelled)) }
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
    /// the caller was cancelled first. A task that is never resumed never transfers anything.
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

    /// Resumes the caller with `CancellationError` at once. On Apple platforms the transfer is then cancelled from
    /// a dispatch queue (the thread running a cancellation handler must never wait on the session); on Linux it is
    /// left to end by itself (see ``DataTransfer``).
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
        if DataTransfer.cancelsAbandonedTransfers {
          DispatchQueue.global().async { task.cancel() }
        }
      case .cancelledBeforeStart, .finished:
        lock.unlock()
      }
    }
  }
}
