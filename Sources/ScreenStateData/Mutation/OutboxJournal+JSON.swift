import Foundation

extension OutboxJournal.Entry {
  /// The entry as the JSON `JSONEncoder` writes for it (the same keys and values; `JSONDecoder` reads either), written
  /// directly: a change is encoded once when it is submitted and again at each send, which `JSONEncoder` makes the
  /// largest cost of queueing it. A failure or a create, rare, is left to `JSONEncoder` (`nil`).
  var json: Data? {
    var writer = JournalJSONWriter()
    switch self {
    case .put(let record):
      writer.raw("{\"put\":{\"record\":")
      guard writer.record(record) else { return nil }
      writer.raw("}}")
    case .remove(let id):
      writer.raw("{\"remove\":{\"id\":")
      writer.string(id.rawValue)
      writer.raw("}}")
    case .replace(let id, let record):
      writer.raw("{\"replace\":{\"id\":")
      writer.string(id.rawValue)
      writer.raw(",\"with\":")
      guard writer.record(record) else { return nil }
      writer.raw("}}")
    case .created:
      return nil
    }
    return Data(writer.bytes)
  }

  /// The entry's JSON: written directly when it can be, else by `encoder`; `nil` when it cannot be encoded.
  func encoded(with encoder: JSONEncoder) -> Data? {
    json ?? (try? encoder.encode(self))
  }
}

/// Writes the JSON of the journal's common entries, byte by byte.
struct JournalJSONWriter {
  private(set) var bytes: [UInt8] = []

  init() {
    bytes.reserveCapacity(256)
  }

  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `text` as a JSON string: quoted, with `"`, `\` and control characters escaped.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0..<0x20:
        raw("\\u00")
        bytes.append(lowercaseHexDigit(byte >> 4))
        bytes.append(lowercaseHexDigit(byte & 0x0F))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  mutating func int(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// A record as its synthesized `Encodable` conformance writes it (optionals absent when `nil`); `false` when it
  /// holds what only `JSONEncoder` writes (a failure, a date that is not finite).
  mutating func record(_ record: OutboxRecord) -> Bool {
    guard record.lastFailure == nil else { return false }
    // A date is encoded as its seconds since the reference date; Swift's text of a Double reads back the same.
    let seconds = record.createdAt.timeIntervalSinceReferenceDate
    guard seconds.isFinite else { return false }
    raw("{\"id\":")
    string(record.id.rawValue)
    raw(",\"mutation\":")
    string(record.mutation)
    raw(",\"input\":")
    string(record.input.base64EncodedString())
    if let summary = record.summary {
      raw(",\"summary\":{\"text\":")
      string(summary.text)
      raw(",\"translations\":{")
      for (index, language) in summary.translations.keys.sorted().enumerated() {
        if index > 0 { raw(",") }
        string(language)
        raw(":")
        string(summary.translations[language]!)
      }
      raw("}}")
    }
    raw(",\"createdAt\":")
    bytes.append(contentsOf: seconds.description.utf8)
    raw(",\"attempts\":")
    int(record.attempts)
    raw(",\"uncertainSends\":")
    int(record.uncertainSends)
    raw(",\"isFailed\":")
    if record.isFailed { raw("true") } else { raw("false") }
    if let scope = record.scope {
      raw(",\"scope\":[")
      for (index, key) in scope.enumerated() {
        if index > 0 { raw(",") }
        string(key)
      }
      raw("]")
    }
    if let creates = record.creates {
      raw(",\"creates\":")
      string(creates)
    }
    raw("}")
    return true
  }
}
