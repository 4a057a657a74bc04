import Foundation

/// Counts the answers of a soak's in-memory store, and fails one in ten.
final class RequestCounter: @unchecked Sendable {
  struct Refused: Error {}

  private let lock = NSLock()
  private var count = 0

  /// The answers so far.
  var value: Int { lock.withLock { count } }

  /// Counts one answer: `make`'s value, or, every tenth time, a failure.
  func answer<Value>(_ make: () -> Value) throws -> Value {
    let number = lock.withLock {
      count += 1
      return count
    }
    if number.isMultiple(of: 10) { throw Refused() }
    return make()
  }
}
