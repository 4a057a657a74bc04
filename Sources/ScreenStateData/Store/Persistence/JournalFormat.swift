import Foundation
import ScreenStateCore

/// How a journal's records are laid out as bytes: a header naming the format's version and the journal's key, then
/// each record as its length, a checksum and its bytes. A record cut short or damaged ends what is read, so a
/// process killed during an append loses that record alone.
package enum JournalFormat {
  /// The first bytes of every journal.
  static let magic: [UInt8] = Array("SSJ1".utf8)

  /// What a journal's bytes hold.
  package struct Contents: Equatable {
    /// The records, in order.
    package var records: [Data]
    /// How many leading bytes hold whole records: what to keep of a journal whose end is damaged.
    package var validLength: Int
    /// Whether bytes follow the last whole record (a torn or damaged record).
    package var hasDamagedTail: Bool
  }

  /// Why a journal's bytes are not read at all.
  package enum Unreadable: Error, Equatable {
    /// Not a journal, or one of another version.
    case notAJournal
    /// The journal of another key (file names hash the key, and two keys may share a name).
    case otherKey(String)
  }

  /// The header of the journal `key` written by format `version`.
  package static func header(for key: ResourceKey, version: Int) -> Data {
    var data = Data(magic)
    append(Data("\(version)\n\(canonicalPath(of: key))".utf8), to: &data)
    return data
  }

  /// `records` framed, to follow a header or the records before them.
  package static func frames(_ records: [Data]) -> Data {
    var data = Data()
    data.reserveCapacity(records.reduce(0) { $0 + $1.count + 8 })
    for record in records { append(record, to: &data) }
    return data
  }

  /// Reads the journal `key` of format `version` from `data`; an empty `data` is an empty journal.
  package static func read(_ data: Data, for key: ResourceKey, version: Int) throws(Unreadable) -> Contents {
    if data.isEmpty { return Contents(records: [], validLength: 0, hasDamagedTail: false) }
    return try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in read(bytes, for: key, version: version) }
      .get()
  }

  private static func read(_ bytes: UnsafeRawBufferPointer, for key: ResourceKey, version: Int) -> Result<
    Contents, Unreadable
  > {
    guard bytes.count >= magic.count, zip(bytes.prefix(magic.count), magic).allSatisfy({ $0 == $1 }) else {
      return .failure(.notAJournal)
    }
    var offset = magic.count
    guard let header = frame(in: bytes, at: &offset),
      let text = String(bytes: header, encoding: .utf8),
      let newline = text.firstIndex(of: "\n"), Int(text[..<newline]) == version
    else { return .failure(.notAJournal) }
    let path = String(text[text.index(after: newline)...])
    guard path == canonicalPath(of: key) else { return .failure(.otherKey(path)) }
    var records: [Data] = []
    var validLength = offset
    while let record = frame(in: bytes, at: &offset) {
      records.append(record)
      validLength = offset
    }
    return .success(Contents(records: records, validLength: validLength, hasDamagedTail: validLength < bytes.count))
  }

  /// The key as a header names it: its components in canonical (NFC) form, each prefixed by its length.
  private static func canonicalPath(of key: ResourceKey) -> String {
    key.components.map { component in
      let canonical = component.precomposedStringWithCanonicalMapping
      return "\(canonical.utf8.count):\(canonical)"
    }.joined()
  }

  /// Appends `record` framed: its length and checksum (little-endian 32-bit), then its bytes.
  private static func append(_ record: Data, to data: inout Data) {
    withUnsafeBytes(of: UInt32(truncatingIfNeeded: record.count).littleEndian) { data.append(contentsOf: $0) }
    withUnsafeBytes(of: checksum(record).littleEndian) { data.append(contentsOf: $0) }
    data.append(record)
  }

  /// The record framed at `offset`, moving `offset` past it; `nil` when what is there is cut short or damaged.
  private static func frame(in bytes: UnsafeRawBufferPointer, at offset: inout Int) -> Data? {
    guard bytes.count - offset >= 8 else { return nil }
    let length = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    let sum = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
    guard bytes.count - offset - 8 >= length else { return nil }
    let record = Data(bytes[(offset + 8)..<(offset + 8 + length)])
    guard checksum(record) == sum else { return nil }
    offset += 8 + length
    return record
  }

  /// A 32-bit FNV-1a hash: enough to tell a torn or overwritten record from a whole one.
  static func checksum(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { bytes in
      var hash: UInt32 = 0x811c_9dc5
      for byte in bytes {
        hash ^= UInt32(byte)
        hash &*= 0x0100_0193
      }
      return hash
    }
  }
}
