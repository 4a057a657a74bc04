#if canImport(Foundation)
  import Dispatch
  import Foundation
  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// One `URLSession` data transfer awaited without `data(for:)`, so that cancelling its caller can neither deadlock
  /// nor stop the process on Linux (see the FoundationOnLinux article): the outcome is decided once under a lock, a
  /// cancel resumes the caller at once with `CancellationError`, and the transfer is cancelled only where Foundation
  /// is Apple's (on Linux it ends by itself, and its late completion is dropped).
  enum SessionTransfer {
    /// Sends `request` through `session`; throws `CancellationError` as soon as the calling task is cancelled.
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
        case waiting
        case running(URLSessionDataTask, CheckedContinuation<(Data, URLResponse), any Error>)
        case cancelledBeforeStart
        case finished
      }

      private let lock = Lock()
      private var state = State.waiting

      /// Records the started transfer; returns `false`, having resumed the caller with `CancellationError`, when the
      /// caller was cancelled first.
      func start(
        _ task: URLSessionDataTask, _ continuation: CheckedContinuation<(Data, URLResponse), any Error>
      ) -> Bool {
        let started = lock.withLock {
          guard case .waiting = state else {
            state = .finished
            return false
          }
          state = .running(task, continuation)
          return true
        }
        if !started { continuation.resume(throwing: CancellationError()) }
        return started
      }

      /// Resumes the caller with the transfer's outcome, unless a cancel did first.
      func finish(with result: Result<(Data, URLResponse), any Error>) {
        let continuation: CheckedContinuation<(Data, URLResponse), any Error>? = lock.withLock {
          guard case .running(_, let continuation) = state else { return nil }
          state = .finished
          return continuation
        }
        continuation?.resume(with: result)
      }

      /// Resumes the caller with `CancellationError` at once; cancels the transfer only on Apple platforms.
      func cancel() {
        let running: (URLSessionDataTask, CheckedContinuation<(Data, URLResponse), any Error>)? = lock.withLock {
          switch state {
          case .waiting:
            state = .cancelledBeforeStart
            return nil
          case .running(let task, let continuation):
            state = .finished
            return (task, continuation)
          case .cancelledBeforeStart, .finished:
            return nil
          }
        }
        guard let (task, continuation) = running else { return }
        continuation.resume(throwing: CancellationError())
        #if !canImport(FoundationNetworking)
          DispatchQueue.global().async { task.cancel() }
        #else
          _ = task
        #endif
      }
    }
  }
#endif
