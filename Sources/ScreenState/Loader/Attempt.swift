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
struct Stopwatch: Sendable {
  let elapsed: @Sendable () -> Duration

  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
  }
}
