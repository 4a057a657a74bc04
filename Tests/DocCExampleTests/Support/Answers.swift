import Foundation

// `NSLock` rather than `Mutex` here: ThreadSanitizer on Linux does not see `Mutex`'s futex, and reports its accesses.

/// Answers each call with the next of its answers, then with the last one.
final class Answers<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var remaining: [Result<Value, any Error>]  // guarded by `lock`

  init(_ answers: [Result<Value, any Error>]) {
    remaining = answers
  }

  func next() throws -> Value {
    try lock.withLock { remaining.count > 1 ? remaining.removeFirst() : remaining[0] }.get()
  }
}

/// Counts calls, from any task.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0  // guarded by `lock`

  /// Counts one more call.
  func increment() {
    lock.withLock { count += 1 }
  }

  var value: Int { lock.withLock { count } }
}
