/// Why a soak could not run.
public enum SoakError: Error, CustomStringConvertible {
  /// The embedded backend started without an address.
  case noAddress

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .noAddress: "the embedded backend has no address"
    }
  }
}
