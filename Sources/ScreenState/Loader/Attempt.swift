/// One call of a loader's operation, raced against its time limit when it has one.
enum Attempt {
  /// Runs `operation`, failing with `timeout.failure(limit)` if it has not finished after `limit`.
  static func run<Value: Sendable, Failure: Error>(
    _ operation: @escaping @Sendable () async throws(Failure) -> Value,
    limit: Duration?,
    timeout: AttemptTimeout<Failure>?,
    clock: any Clock<Duration>
  ) async -> Result<Value, Failure> {
    guard let limit, let timeout else { return await capture(operation) }
    return await withTaskGroup(of: Result<Value, Failure>?.self) { group in
      group.addTask { await capture(operation) }
      group.addTask {
        do {
          try await clock.sleep(for: limit)
          return .failure(timeout.failure(limit))
        } catch {
          return nil  // cancelled: the operation finished first, or the request was cancelled
        }
      }
      // The operation's child always produces a result, so this loop always returns one.
      for await case let result? in group {
        group.cancelAll()
        return result
      }
      preconditionFailure("an attempt ended without a result")
    }
  }

  private static func capture<Value, Failure: Error>(
    _ operation: () async throws(Failure) -> Value
  ) async -> Result<Value, Failure> {
    do {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
}

/// Measures the time since it was made on any clock, so a load can keep to its time budget.
///
/// It keeps the clock and the start instant as existentials, not a closure capturing them: a closure's context
/// is one more allocation per request, and an instant of the standard clocks fits an existential's inline buffer.
struct Stopwatch: Sendable {
  private let clock: any Clock<Duration>
  private let start: any InstantProtocol<Duration>

  init(_ clock: any Clock<Duration>) {
    self.clock = clock
    start = clock.now
  }

  /// The time since the stopwatch was made, on its clock.
  func elapsed() -> Duration {
    Self.elapsed(on: clock, since: start)
  }

  private static func elapsed<C: Clock<Duration>>(on clock: C, since start: any InstantProtocol<Duration>) -> Duration {
    // `start` was read from this very clock, so it is a `C.Instant`.
    (start as! C.Instant).duration(to: clock.now)
  }
}
