import ScreenStateCore

/// Names one submission of a ``Mutation`` for good: the same id whenever the change is sent again (after a
/// failure, on the next launch from an ``Outbox``), so a server can apply it once however often it arrives.
///
/// Send it as the request's idempotency key:
///
/// ```swift
/// Mutation("like the post", configuration: store.configuration) { (postID: Int, submission: SubmissionID) in
///   try await api.like(postID, idempotencyKey: submission.rawValue)
/// }
/// ```
///
/// An id is a random UUID in its lowercase text form, drawn from the configuration's ``RandomSource`` (so a test with
/// a seeded generator gets the same ids every run).
public struct SubmissionID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The id's text: a lowercase UUID such as `1b4e28ba-2fa1-41d2-883f-0016d3cca427`.
  public var rawValue: String { storage.text }

  /// The text, boxed: a `String` payload in a multi-payload generic enum (``MutationOutcome/queued(_:)``) was
  /// consumed with a layout other than the one it was made with in a debug build of this toolchain (a crash); a
  /// class reference is one pointer, like the other payloads' spare bits.
  private let storage: Storage

  private final class Storage: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
  }

  /// Wraps an id read back from elsewhere (a server's echo, a saved record).
  public init(rawValue: String) {
    storage = Storage(rawValue)
  }

  /// Whether the two ids have the same text.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

  /// Hashes the id's text.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// A new random id (a version 4 UUID) drawn from `generator`.
  init(using generator: inout some RandomNumberGenerator) {
    var bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
    bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
    let hex = bytes.map { byte in
      let digits = Array("0123456789abcdef")
      return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
    let groups = [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }
    storage = Storage(groups.joined(separator: "-"))
  }

  /// The id as text, its ``rawValue``.
  public var description: String { rawValue }

  /// Decodes an id from its text.
  public init(from decoder: any Decoder) throws {
    storage = Storage(try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the id as its text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
