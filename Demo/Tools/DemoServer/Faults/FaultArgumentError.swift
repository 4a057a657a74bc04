import Foundation

/// A fault mode or latency written on a command line or sent to `/fault` that cannot be understood.
///
/// Its description is a complete sentence meant for a person, so that a command-line parser can print it as is.
public struct FaultArgumentError: Error, Hashable, CustomStringConvertible, LocalizedError {
  /// Which kind of value was being read.
  public enum Subject: String, Sendable, Hashable {
    /// A fault mode, such as `maintenance:120`.
    case faultMode = "fault mode"
    /// A latency, such as `800ms`.
    case latency
  }

  /// Which kind of value was being read.
  public let subject: Subject
  /// The text that was rejected, as given.
  public let input: String
  /// Why it was rejected and what would be accepted instead.
  public let reason: String

  /// Creates an error for the given input and reason.
  public init(subject: Subject, input: String, reason: String) {
    self.subject = subject
    self.input = input
    self.reason = reason
  }

  /// The message shown to a person, such as `invalid fault mode "flaky:2": the failure rate must be between 0 and 1`.
  public var description: String { "invalid \(subject.rawValue) \"\(input)\": \(reason)" }

  /// The same message as ``description``, for callers that read `LocalizedError` (swift-argument-parser does).
  public var errorDescription: String? { description }
}
