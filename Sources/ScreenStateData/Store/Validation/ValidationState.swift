import ScreenStateCore

/// The validators of a key fed by a conditional exchange, and the answer of its latest attempt: shared by the
/// attempt's operation (off the main actor), which reads the validators to send and records what the server said,
/// and the entry (on the main actor), which takes that answer when the request ends.
///
/// Attempts are numbered as they begin; only the latest one's answer is kept, so the late answer of an attempt that
/// was abandoned (replaced, cancelled, timed out) never passes for the answer of the one that replaced it.
final class ValidationState<Value>: @unchecked Sendable {
  /// What the server said to one attempt.
  enum Answer {
    /// A new value, with its validators and directives.
    case modified(HTTPValidators, CacheDirectives)
    /// The value held is the server's.
    case notModified(CacheDirectives)
  }

  /// What an attempt sends: the validators and the value they describe, which a "not modified" keeps.
  struct Held {
    let value: Value
    let validators: HTTPValidators
  }

  private let lock = Lock()
  // Guarded by `lock`.
  private var held: Held?
  private var attempt: UInt64 = 0
  private var answer: (attempt: UInt64, answer: Answer)?

  /// The validators of the value shown, if any.
  var validators: HTTPValidators? { lock.withLock { held?.validators } }

  /// Begins an attempt: returns its number and what it sends.
  func begin() -> (attempt: UInt64, held: Held?) {
    lock.withLock {
      attempt &+= 1
      answer = nil
      return (attempt, held)
    }
  }

  /// Records the answer of attempt `number`, unless a later attempt began since.
  func record(_ answer: Answer, attempt number: UInt64) {
    lock.withLock {
      guard number == attempt else { return }
      self.answer = (number, answer)
    }
  }

  /// The answer of the latest attempt, taken once; `nil` when it recorded none.
  func takeAnswer() -> Answer? {
    lock.withLock {
      defer { answer = nil }
      guard let answer, answer.attempt == attempt else { return nil }
      return answer.answer
    }
  }

  /// Keeps `validators` as those of `value`, the value shown now; empty validators are forgotten.
  func keep(_ value: Value, _ validators: HTTPValidators) {
    lock.withLock { held = validators.isEmpty ? nil : Held(value: value, validators: validators) }
  }

  /// Forgets the validators: the value shown is not the one they describe, or there is none.
  func forget() {
    lock.withLock { held = nil }
  }
}
