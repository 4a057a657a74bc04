import ScreenState

/// An `Equatable`, `Hashable` failure with a code, the workhorse of these tests.
struct TestFailure: Error, Hashable, CustomStringConvertible {
  let code: Int
  init(_ code: Int = 0) { self.code = code }
  var description: String { "TestFailure(\(code))" }
}

/// A struct failure that is deliberately not `Equatable`.
struct PlainFailure: Error {
  let message: String
}

/// Another non-`Equatable` struct, with the same shape as `PlainFailure`.
struct OtherPlainFailure: Error {
  let message: String
}

/// An enum failure that is deliberately not `Equatable`.
enum PlainEnumFailure: Error {
  case offline
  case server(code: Int)
}

/// A class failure that is not `Equatable`: only the same instance is equal.
final class ClassFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

/// A class failure that is `Equatable`: its own `==` decides.
final class EquatableClassFailure: Error, Equatable {
  let code: Int
  init(_ code: Int) { self.code = code }
  static func == (lhs: EquatableClassFailure, rhs: EquatableClassFailure) -> Bool { lhs.code == rhs.code }
}

/// A failure that says whether to retry and how long the server asked to wait.
struct AdvisedFailure: RetryAdvising, Hashable {
  var isRetryable: Bool
  var retryAfter: Duration?
}

/// A typed API error, one case of which stands for cancellation.
enum APIError: Error, Hashable, CancellationDescribing {
  case cancelled
  case broken
  case timedOut

  var isCancellation: Bool { self == .cancelled }
}

/// A value type that is deliberately not `Equatable`, for the observation rules of non-Equatable values.
struct Opaque: Sendable {
  let number: Int
}
