import Synchronization

/// Answers each call with the next of its answers, then with the last one.
final class Answers<Value: Sendable>: Sendable {
  private let remaining: Mutex<[Result<Value, any Error>]>

  init(_ answers: [Result<Value, any Error>]) {
    remaining = Mutex(answers)
  }

  func next() throws -> Value {
    try remaining.withLock { answers in answers.count > 1 ? answers.removeFirst() : answers[0] }.get()
  }
}

/// Counts calls, from any task.
final class CallCounter: Sendable {
  private let count = Mutex(0)

  /// Counts one more call.
  func increment() {
    count.withLock { $0 += 1 }
  }

  var value: Int { count.withLock { $0 } }
}
