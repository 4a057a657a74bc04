import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLSession` that can be closed while requests are still being made: a task is created only while the
/// session is open, under the same lock that closes it.
///
/// Creating a task on an invalidated session stops the process in swift-corelibs-foundation ("Session
/// invalidated"), and an app's loaders may start a retry at any moment, even while the app shuts down. Here a
/// request made after ``invalidate()`` gets no task, and its caller fails at once instead.
final class SessionGate: @unchecked Sendable {
  private let lock = NSLock()
  private let session: URLSession
  private var isInvalidated = false

  init(_ session: URLSession) {
    self.session = session
  }

  /// A resumable data task for `request`, or `nil` once the session is closed.
  func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask? {
    lock.withLock {
      isInvalidated ? nil : session.dataTask(with: request, completionHandler: completionHandler)
    }
  }

  /// A resumable data task for `request` on a new session with this one's configuration, reporting to `delegate`,
  /// or `nil` once this session is closed: for a body streamed through a delegate, which a completion handler cannot
  /// give.
  ///
  /// The new session is the task's alone, so that a stream left to end by itself holds no connection that another
  /// request waits for; `delegate` closes it when the task ends (see `StreamingTransfer`).
  func streamingTask(with request: URLRequest, delegate: any URLSessionDataDelegate) -> URLSessionDataTask? {
    lock.withLock {
      guard !isInvalidated else { return nil }
      return URLSession(configuration: session.configuration, delegate: delegate, delegateQueue: nil)
        .dataTask(with: request)
    }
  }

  /// Closes the session once the transfers in flight end; later requests get no task.
  ///
  /// Not `invalidateAndCancel()`: on Linux, cancelling a transfer as it completes stops the process (see
  /// `DataTransfer`), so nothing here cancels a transfer; each ends by itself within the request timeout, or when
  /// its server closes the connection.
  func invalidate() {
    lock.withLock {
      guard !isInvalidated else { return }
      isInvalidated = true
      session.finishTasksAndInvalidate()
    }
  }
}
