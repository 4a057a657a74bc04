/// What the app knows of the backend's faults, for the status line: being read, known, or unreadable (a dead
/// `--server` address, say), so the line never says "reading…" for longer than one request.
public enum FaultsStatus: Sendable, Hashable {
  /// The faults are being read.
  case reading
  /// The faults in force.
  case known(FaultSettings)
  /// The last attempt to read them failed.
  case unreadable

  /// The faults, when known.
  public var settings: FaultSettings? {
    if case .known(let settings) = self { settings } else { nil }
  }
}
