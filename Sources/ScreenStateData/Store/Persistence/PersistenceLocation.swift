/// Where a ``ResourcePersistence`` keeps its values: two persistences at the same location read and write the same
/// values, as two ``FileResourcePersistence`` on one directory do.
///
/// An ``Outbox`` uses it to refuse a second outbox of the same changes in one process (see
/// ``ResourcePersistence/location``).
public struct PersistenceLocation: Hashable, Sendable, CustomStringConvertible {
  private enum Identity: Hashable, Sendable {
    case named(String)
    case object(ObjectIdentifier)
  }

  private let identity: Identity
  /// What a message shows of the location: a directory's path, or a type and an address (which follows from the
  /// identity, so it does not change what is equal).
  public let description: String

  /// A location known by its name, such as the path of a directory.
  public init(_ name: String) {
    identity = .named(name)
    description = name
  }

  /// The location of the values `object` keeps itself, such as one in memory: only `object` shares them.
  public init(of object: AnyObject) {
    let identifier = ObjectIdentifier(object)
    identity = .object(identifier)
    description = "\(type(of: object)) at 0x\(String(UInt(bitPattern: identifier), radix: 16))"
  }
}
