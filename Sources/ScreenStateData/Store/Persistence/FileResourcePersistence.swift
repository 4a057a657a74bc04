import Foundation
import ScreenStateCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Keeps each key's value in its own JSON file in one directory: `{version, savedAt, key, value}`.
///
/// - Writes are atomic: the JSON goes to a temporary file in the same directory, renamed over the old one,
///   so a crash mid-write leaves the previous file or the new one, never half of one.
/// - A file that is corrupt, truncated, of another ``version``, saved for another key or of another type is
///   ignored with a line through `log`, never a crash; so is a directory that cannot be written.
/// - File names come from the key's components, safely: each component in its canonical (NFC) Unicode form, so
///   `"café"` typed precomposed or decomposed (equal keys) finds one file; its characters outside
///   `A-Z a-z 0-9 - _` become `_`, shortened, followed by a 64-bit FNV-1a hash of the components, each prefixed by
///   its length, so `"search/cats/dogs"` and `ResourceKey("search").appending("cats/dogs")` (different keys with
///   the same path text) get different files. No key can name a path outside the directory, and the components
///   stored in the file settle a collision of hashes.
///
/// Its lifecycle:
/// - **Age.** A value saved more than ``maximumAge`` ago (7 days by default) is not shown: its file is removed when
///   read. The journals (an ``Outbox``'s changes) never age.
/// - **Size.** With a ``maximumSize``, the value files that outgrow it go, least recently written or read first
///   (journals are neither counted nor removed). None by default.
/// - **Versions.** Bump ``version`` when the saved types change shape: a file of another version, or one that no
///   longer decodes as its type, is removed with a line through `log`, never shown broken.
/// - **Logout.** ``removeAll()`` removes every file it wrote.
/// - **Protection.** On iOS, iPadOS, tvOS, watchOS and visionOS the directory gets the file protection class
///   ``protection`` (complete until the first unlock by default); ``PersistenceSealing`` encrypts what is written.
public struct FileResourcePersistence: ResourcePersistence {
  /// The directory of the files; created on the first write.
  public let directory: URL
  /// The directory's path, made once: a journal's append builds its file's path from it.
  let directoryPath: String
  /// The version written into each file; a file of any other version is ignored.
  public let version: Int
  /// How old a saved value may be and still be shown; `nil` for any age.
  public let maximumAge: Duration?
  /// How many bytes the value files may hold together before the least recently used go; `nil` for no limit.
  public let maximumSize: Int?
  /// The file protection class of the directory on the platforms that have data protection; `nil` leaves the
  /// system's default.
  public let protection: FileProtectionType?
  /// How the bytes written are sealed (encrypted) and opened; `nil` writes them as they are.
  let sealing: PersistenceSealing?
  let log: @Sendable (String) -> Void
  private let now: @Sendable () -> Date
  /// The value files' sizes and uses, with a ``maximumSize``.
  let usage: DiskUsage?

  /// The age beyond which a saved value is not shown, by default: 7 days.
  public static let defaultMaximumAge: Duration = .seconds(7 * 24 * 60 * 60)

  /// Creates a persistence in `directory`.
  ///
  /// - Parameters:
  ///   - directory: Where the files go, such as a folder in the caches directory.
  ///   - version: The version of the saved format; 1 by default.
  ///   - maximumAge: How old a saved value may be and still be shown; 7 days by default, `nil` for any age.
  ///   - maximumSize: How many bytes the value files may hold before the least recently used go; no limit by
  ///     default.
  ///   - protection: The directory's file protection class where the platform has one; complete until the first
  ///     unlock after a restart by default, so that a background launch can still read it.
  ///   - sealing: How to encrypt what is written, and decrypt what is read; nothing by default.
  ///   - log: Receives one line per file ignored and per failed write.
  ///   - now: The time written as `savedAt`, and against which ``maximumAge`` is measured.
  public init(
    directory: URL,
    version: Int = 1,
    maximumAge: Duration? = FileResourcePersistence.defaultMaximumAge,
    maximumSize: Int? = nil,
    protection: FileProtectionType? = .completeUntilFirstUserAuthentication,
    sealing: PersistenceSealing? = nil,
    log: @escaping @Sendable (String) -> Void = { _ in },
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.directory = directory
    directoryPath = directory.path
    self.version = version
    self.maximumAge = maximumAge?.clampedForScheduling
    self.maximumSize = maximumSize.map { max($0, 0) }
    self.protection = protection
    self.sealing = sealing
    self.log = log
    self.now = now
    usage = maximumSize == nil ? nil : DiskUsage()
  }

  /// The directory, as an absolute path with its symbolic links resolved: two persistences on one directory share
  /// their files whatever their ``version``.
  public var location: PersistenceLocation? {
    PersistenceLocation(directory.standardizedFileURL.resolvingSymlinksInPath().path)
  }

  /// A file of another version: its value is not decoded.
  private struct OtherVersion: Error {
    var version: Int
  }

  /// Only the value is decoded for reading, so a `Decodable`-only type still reads; the version is decoded first,
  /// and a file of another version stops there, in the same pass over the file.
  private struct ReadEnvelope<Value: Decodable>: Decodable {
    var savedAt: Date
    var key: String?
    var components: [String]
    var value: Value

    private enum CodingKeys: String, CodingKey {
      case version, savedAt, key, components, value
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let version = try container.decode(Int.self, forKey: .version)
      if let key = FileResourcePersistence.versionKey, let expected = decoder.userInfo[key] as? Int,
        version != expected
      {
        throw OtherVersion(version: version)
      }
      savedAt = try container.decode(Date.self, forKey: .savedAt)
      key = try container.decodeIfPresent(String.self, forKey: .key)
      components = try container.decode([String].self, forKey: .components)
      value = try container.decode(Value.self, forKey: .value)
    }
  }

  /// Where a read tells the envelope the version it expects (`CodingUserInfoKey(rawValue:)` never fails for it).
  private static let versionKey = CodingUserInfoKey(rawValue: "ScreenState.FileResourcePersistence.version")

  private struct WriteEnvelope<Value: Encodable>: Encodable {
    var version: Int
    var savedAt: Date
    /// The key's path, for a person reading the file.
    var key: String
    /// The key's components in their canonical form: what a read compares.
    var components: [String]
    var value: Value
  }

  /// The key's components in their canonical (NFC) Unicode form.
  static func canonicalComponents(of key: ResourceKey) -> [String] {
    // ASCII text is its own canonical form: only other text goes through Foundation's (costly) normalization.
    key.components.map { $0.utf8.allSatisfy { $0 < 0x80 } ? $0 : $0.precomposedStringWithCanonicalMapping }
  }

  /// The file that holds `key`'s value.
  public func fileURL(for key: ResourceKey) -> URL {
    directory.appendingPathComponent(Self.fileName(for: key), isDirectory: false)
  }

  /// A name made of safe characters only, unique per key up to a 64-bit hash.
  static func fileName(for key: ResourceKey) -> String {
    let components = canonicalComponents(of: key)
    // The first 48 scalars of the components joined by "/", each one not safe (the "/" too) written "_".
    var readable: [UInt8] = []
    readable.reserveCapacity(48)
    scalars: for (index, component) in components.enumerated() {
      if index > 0 {
        guard readable.count < 48 else { break }
        readable.append(UInt8(ascii: "_"))
      }
      for scalar in component.unicodeScalars {
        guard readable.count < 48 else { break scalars }
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": readable.append(UInt8(scalar.value))
        default: readable.append(UInt8(ascii: "_"))
        }
      }
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    for component in components {
      // Each component prefixed by its length: no two lists of components hash the same bytes.
      var length = UInt64(component.utf8.count)
      for _ in 0..<8 {
        mix(UInt8(truncatingIfNeeded: length))
        length >>= 8
      }
      for byte in component.utf8 { mix(byte) }
    }
    let hex = String(hash, radix: 16)
    return "\(String(decoding: readable, as: UTF8.self))-\(String(repeating: "0", count: 16 - hex.count))\(hex).json"
  }

  /// Reads `key`'s value; anything unreadable is logged and ignored.
  public func read<Value: Decodable>(_ type: Value.Type, for key: ResourceKey) -> PersistedValue<Value>? {
    let url = fileURL(for: key)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    if let key = Self.versionKey { decoder.userInfo[key] = version }
    do {
      let data = try opened(Data(contentsOf: url))
      let envelope = try decoder.decode(ReadEnvelope<Value>.self, from: data)
      // Both the key's path and its components must name this key: a file copied or edited by hand for another key (or
      // for none) is not this key's value.
      guard envelope.components.map(\.precomposedStringWithCanonicalMapping) == Self.canonicalComponents(of: key),
        envelope.key?.precomposedStringWithCanonicalMapping == key.path.precomposedStringWithCanonicalMapping
      else {
        let held = envelope.key ?? "no key"
        log("ResourcePersistence: ignored \(url.lastPathComponent) for \(key): it holds \(held)")
        return nil
      }
      if let maximumAge, now().timeIntervalSince(envelope.savedAt) > maximumAge.seconds {
        log("ResourcePersistence: removed \(url.lastPathComponent) for \(key): saved more than \(maximumAge) ago")
        removeFile(url)
        return nil
      }
      usage?.used(url.lastPathComponent, in: directory)
      return PersistedValue(value: envelope.value, savedAt: envelope.savedAt)
    } catch let other as OtherVersion {
      log(
        "ResourcePersistence: removed \(url.lastPathComponent) for \(key): version \(other.version), expected \(version)"
      )
      removeFile(url)
      return nil
    } catch {
      log("ResourcePersistence: ignored \(url.lastPathComponent) for \(key): unreadable (\(Self.describe(error)))")
      return nil
    }
  }

  /// Writes `key`'s value atomically; a failure is logged.
  public func write<Value: Encodable>(_ value: Value, for key: ResourceKey) {
    _ = save(value, for: key)
  }

  /// Writes `key`'s value atomically, as ``write(_:for:)`` does, and returns the size of the file written; `nil`
  /// when the write failed (and was logged).
  public func save<Value: Encodable>(_ value: Value, for key: ResourceKey) -> Int? {
    let url = fileURL(for: key)
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      let data = try sealed(
        encoder.encode(
          WriteEnvelope(
            version: version, savedAt: now(), key: key.path, components: Self.canonicalComponents(of: key),
            value: value)))
      try createDirectory()
      if let failure = Self.create(temporary.path, with: data) {
        unlink(temporary.path)
        log("ResourcePersistence: could not save \(key): \(failure)")
        return nil
      }
      guard rename(temporary.path, url.path) == 0 else {
        let code = errno
        try? FileManager.default.removeItem(at: temporary)
        log("ResourcePersistence: could not save \(key): rename failed (errno \(code))")
        return nil
      }
      if let usage, let maximumSize {
        for name in usage.wrote(url.lastPathComponent, bytes: data.count, in: directory, limit: maximumSize) {
          unlink(directory.appendingPathComponent(name).path)
          log("ResourcePersistence: removed \(name): the least recently used past \(maximumSize) bytes")
        }
      }
      return data.count
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      log("ResourcePersistence: could not save \(key): \(Self.describe(error))")
      return nil
    }
  }

  /// Creates the file at `path` (which must not exist) holding `data`; returns what failed, or `nil`.
  ///
  /// POSIX calls rather than `Data.write(to:)`, which is slower on Linux; what is written is renamed into place
  /// anyway.
  static func create(_ path: String, with data: Data) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return "open failed (errno \(errno))" }
    var failure = writeAll(data, to: descriptor)
    if close(descriptor) != 0, failure == nil { failure = "close failed (errno \(errno))" }
    return failure
  }

  /// Writes all of `data` to `descriptor`; returns what failed, or `nil`.
  static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> String? in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return "write failed (errno \(errno))"
        }
        offset += written
      }
      return nil
    }
  }

  /// Deletes `key`'s file, if any.
  public func remove(_ key: ResourceKey) {
    removeFile(fileURL(for: key))
  }

  /// Deletes every file it wrote in ``directory``: values, journals and temporary files left by a process killed
  /// while writing. What an app does at logout.
  public func removeAll() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where Self.isOwnFile(name) {
      unlink(directory.appendingPathComponent(name).path)
    }
    usage?.removedAll()
  }

  /// Whether a file of the directory is one this type writes.
  static func isOwnFile(_ name: String) -> Bool {
    name.hasSuffix(".json") || name.hasSuffix(".journal") || (name.hasPrefix(".") && name.hasSuffix(".tmp"))
  }

  /// Removes the value file at `url`, and forgets its size.
  private func removeFile(_ url: URL) {
    unlink(url.path)
    usage?.removed(url.lastPathComponent)
  }

  /// Creates the directory if needed, with its file protection class where the platform has one.
  func createDirectory() throws {
    guard !FileManager.default.fileExists(atPath: directory.path) else { return }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      if let protection {
        try? FileManager.default.setAttributes([.protectionKey: protection], ofItemAtPath: directory.path)
      }
    #endif
  }

  /// The bytes to write for `data`: sealed, with a ``PersistenceSealing``.
  func sealed(_ data: Data) throws -> Data {
    try sealing?.seal(data) ?? data
  }

  /// The bytes saved, from the bytes read: opened, with a ``PersistenceSealing``.
  func opened(_ data: Data) throws -> Data {
    try sealing?.open(data) ?? data
  }

  /// A short description that never hashes or compares the error (Foundation errors trap doing so on Linux).
  static func describe(_ error: any Error) -> String {
    if let decoding = error as? DecodingError {
      switch decoding {
      case .dataCorrupted: return "corrupt data"
      case .keyNotFound(let key, _): return "missing \(key.stringValue)"
      case .typeMismatch, .valueNotFound: return "another type"
      @unknown default: return "undecodable"
      }
    }
    let nsError = error as NSError
    return "\(nsError.domain) \(nsError.code)"
  }
}

/// The C library's `write(2)`, named apart from ``FileResourcePersistence/write(_:for:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
  #elseif canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
  #endif
}
