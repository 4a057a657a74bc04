import PropertyBased

/// One step of a random scenario: a command, or the completion of a pending call.
enum LoaderStep: Sendable, Equatable, CustomStringConvertible {
  enum End: Sendable, Equatable {
    case oldest, newest
  }

  case load, refresh, retry, cancel, reset, dismissFailure
  case complete(End, LoaderReferenceModel.Completion)

  /// Decodes a step from two random numbers: `code` picks the kind, `value` the payload.
  init(code: Int, value: Int) {
    switch code {
    case 0: self = .load
    case 1: self = .refresh
    case 2: self = .retry
    case 3: self = .cancel
    case 4: self = .reset
    case 5: self = .dismissFailure
    case 6: self = .complete(.oldest, .success(value))
    case 7: self = .complete(.newest, .success(value))
    case 8: self = .complete(.oldest, .failure(code: value))
    case 9: self = .complete(.newest, .failure(code: value))
    case 10: self = .complete(.oldest, .cancellation)
    default: self = .complete(.newest, .cancellation)
    }
  }

  var description: String {
    switch self {
    case .load: "load"
    case .refresh: "refresh"
    case .retry: "retry"
    case .cancel: "cancel"
    case .reset: "reset"
    case .dismissFailure: "dismissFailure"
    case .complete(let end, .success(let value)): "\(end).success(\(value))"
    case .complete(let end, .failure(let code)): "\(end).failure(\(code))"
    case .complete(let end, .cancellation): "\(end).cancellation"
    }
  }

  /// Scenarios of 1 to 40 steps. Values come from a small range so that equal values, and so states
  /// replaced by equal ones, are frequent.
  static let scenarios = zip(Gen.int(in: 0...11), Gen.int(in: 0...3))
    .map { LoaderStep(code: $0, value: $1) }
    .array(of: 1...40)
}
