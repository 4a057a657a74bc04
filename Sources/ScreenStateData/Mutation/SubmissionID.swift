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
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage === rhs.storage || lhs.rawValue == rhs.rawValue }

  /// Hashes the id's text.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// A new random id (a version 4 UUID) drawn from `generator`.
  init(using generator: inout some RandomNumberGenerator) {
    // Two draws (the system's generator makes a system call for each), their bytes little-endian, written straight
    // into the text.
    let draws = (generator.next(), generator.next())
    let text = String(unsafeUninitializedCapacity: 36) { buffer in
      var position = 0
      func append(_ character: UInt8) {
        buffer[position] = character
        position += 1
      }
      for index in 0..<16 {
        var byte = UInt8(truncatingIfNeeded: (index < 8 ? draws.0 : draws.1) >> (8 * UInt64(index % 8)))
        if index == 6 { byte = (byte & 0x0F) | 0x40 }  // version 4
        if index == 8 { byte = (byte & 0x3F) | 0x80 }  // RFC 4122 variant
        if index == 4 || index == 6 || index == 8 || index == 10 { append(UInt8(ascii: "-")) }
        append(lowercaseHexDigit(byte >> 4))
        append(lowercaseHexDigit(byte & 0x0F))
      }
      return position
    }
    storage = Storage(text)
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

/// The ASCII code of the lowercase hexadecimal digit of `nibble` (0 to 15).
func lowercaseHexDigit(_ nibble: UInt8) -> UInt8 {
  nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
}
