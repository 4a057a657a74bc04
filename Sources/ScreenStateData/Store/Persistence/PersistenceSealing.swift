import Foundation

/// How a ``FileResourcePersistence`` turns what it saves into the bytes it writes, and back: the hook to encrypt
/// what is saved (with CryptoKit's `AES.GCM`, say, and a key kept in the keychain).
///
/// ```swift
/// let sealing = PersistenceSealing(
///   seal: { try AES.GCM.seal($0, using: key).combined! },
///   open: { try AES.GCM.open(AES.GCM.SealedBox(combined: $0), using: key) })
/// let files = FileResourcePersistence(directory: caches, sealing: sealing)
/// ```
///
/// Each value file is sealed whole, and each record of a journal on its own. Bytes that `open` refuses (another
/// key, damaged bytes) are logged and ignored, as a corrupt file is.
public struct PersistenceSealing: Sendable {
  /// Turns the bytes to save into the bytes written.
  public var seal: @Sendable (Data) throws -> Data
  /// Turns the bytes read back into the bytes saved; throws when they cannot be opened.
  public var open: @Sendable (Data) throws -> Data

  /// Creates a sealing from its two directions; `open(seal(data))` must be `data`.
  public init(seal: @escaping @Sendable (Data) throws -> Data, open: @escaping @Sendable (Data) throws -> Data) {
    self.seal = seal
    self.open = open
  }
}
