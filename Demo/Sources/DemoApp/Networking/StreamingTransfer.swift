import Foundation
import ScreenState

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One `URLSession` transfer whose body is handed on in chunks as they arrive, for an answer the server keeps open.
///
/// swift-corelibs-foundation has no `bytes(for:)`, so the body comes through a data delegate, on a session of the
/// transfer's own (see `SessionGate.streamingTask(with:delegate:)`), closed once the transfer ends. A consumer that
/// stops early never cancels the transfer on Linux, where a cancel can deadlock or stop the process (see
/// ``DataTransfer``): the transfer is abandoned, its later bytes dropped, until its server ends it or it times out.
/// Where Foundation is Apple's, it is cancelled.
final class StreamingTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// The body of the answer to `request` in chunks as they arrive, through a session `gate` makes.
  ///
  /// The stream throws an `HTTPStatusError` for any status but 200 (as soon as the headers arrive), the `URLError`
  /// of a transport failure, or `URLError(.cancelled)` when `gate` is closed; it finishes when the body ends.
  static func chunks(of request: URLRequest, on gate: SessionGate) -> AsyncThrowingStream<Data, any Error> {
    let (chunks, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    let transfer = StreamingTransfer(continuation)
    guard let task = gate.streamingTask(with: request, delegate: transfer) else {
      continuation.finish(throwing: URLError(.cancelled))
      return chunks
    }
    transfer.start(task)
    return chunks
  }

  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  private let lock = NSLock()
  /// The transfer, known once started.
  private var task: URLSessionDataTask?

  private init(_ continuation: AsyncThrowingStream<Data, any Error>.Continuation) {
    self.continuation = continuation
  }

  /// Sends the transfer, abandoned when the stream's consumer stops first.
  private func start(_ task: URLSessionDataTask) {
    lock.withLock { self.task = task }
    continuation.onTermination = { [weak self] termination in
      guard case .cancelled = termination else { return }
      self?.abandon()
    }
    task.resume()
  }

  /// Drops the rest of the body: the stream has ended, so what arrives is not kept. On Apple platforms the transfer
  /// is cancelled too, from a dispatch queue (the consumer's thread must never wait on the session); on Linux it is
  /// left to end by itself (see ``DataTransfer``).
  private func abandon() {
    guard DataTransfer.cancelsAbandonedTransfers, let task = lock.withLock({ task }) else { return }
    DispatchQueue.global().async { task.cancel() }
  }

  /// Lets a 200 through; any other status ends the stream with its `HTTPStatusError` at once.
  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    do {
      try HTTPStatusError.check(response)
      guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
      guard http.statusCode == 200 else { throw HTTPStatusError(statusCode: http.statusCode) }
      completionHandler(.allow)
    } catch {
      continuation.finish(throwing: error)
      // On Linux not even this cancels: the refusal's short body ends the transfer by itself.
      completionHandler(DataTransfer.cancelsAbandonedTransfers ? .cancel : .allow)
    }
  }

  /// Hands `data` on; dropped once the stream has ended.
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    continuation.yield(data)
  }

  /// Ends the stream as the transfer ended, and closes its session, which nothing else uses.
  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    session.finishTasksAndInvalidate()
    if let error {
      continuation.finish(throwing: error)
    } else {
      continuation.finish()
    }
  }
}
