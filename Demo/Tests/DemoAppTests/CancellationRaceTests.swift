import DemoApp
import DemoServer
import Dispatch
import Foundation
import Testing

/// The demo's HTTP client cancelled again and again just as its answers arrive, against the real backend: the race
/// a burst of `r` or `R` runs, which freezes a client built on `URLSession.data(for:)` on Linux.
///
/// Real time by nature: the race is between a loopback transfer and a cancel, so the cancels are spread over a
/// loopback round trip. Bounded: each request must end within a few seconds of its cancel, or the test fails at once
/// instead of hanging.
@Suite("The HTTP client cancelled as its answers arrive")
struct CancellationRaceTests {
  /// How many requests are cancelled.
  static let rounds = 500
  /// How long one cancelled request may take to end before it counts as frozen.
  static let limit: Double = 5

  @Test("500 requests cancelled while their transfers complete all end, and the client still works after")
  func cancelDuringCompletion() async throws {
    let backend = DemoBackend()
    try await backend.start()
    let http = DemoHTTPClient(baseURL: try #require(await backend.baseURL))
    var cancelledCount = 0
    for round in 0..<Self.rounds {
      let request = Task.detached { try await http.data("GET", "posts") }
      // From 0 to 2 ms, in steps of 50 µs: before the request leaves, while it is answered, after it completed.
      let delay = DispatchTimeInterval.microseconds(round % 41 * 50)
      DispatchQueue.global().asyncAfter(deadline: .now() + delay) { request.cancel() }
      guard let outcome = await Self.result(of: request, within: Self.limit) else {
        // Frozen: the threads involved are stuck for good, so nothing is torn down (that would hang too).
        Issue.record("request \(round + 1) of \(Self.rounds) did not end within \(Self.limit) s of its cancel")
        return
      }
      if case .failure = outcome { cancelledCount += 1 }
    }
    // Some cancels must have landed before the answer, or the race was never run.
    #expect(cancelledCount > 0)
    let data = try await http.data("GET", "posts")
    #expect(!data.isEmpty)
    http.invalidate()
    await backend.stop()
  }

  /// The result of `task`, or `nil` when it has not ended within `seconds` (timed on a dispatch queue, outside the
  /// task's own threads).
  static func result(of task: Task<Data, any Error>, within seconds: Double) async -> Result<Data, any Error>? {
    await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      Task.detached { once.resume(with: await task.result) }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { once.resume(with: nil) }
    }
  }
}

/// Resumes a continuation with the first value given, and ignores the rest.
private final class ResumeOnce: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Result<Data, any Error>?, Never>?

  init(_ continuation: CheckedContinuation<Result<Data, any Error>?, Never>) {
    self.continuation = continuation
  }

  func resume(with value: Result<Data, any Error>?) {
    lock.lock()
    let continuation = self.continuation
    self.continuation = nil
    lock.unlock()
    continuation?.resume(returning: value)
  }
}
