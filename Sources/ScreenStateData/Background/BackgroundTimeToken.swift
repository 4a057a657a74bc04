/// The system's name for time given to an app to finish work in the background (a `UIBackgroundTaskIdentifier`'s raw
/// value), which ends it.
public struct BackgroundTimeToken: Hashable, Sendable {
  /// The system's identifier.
  public let rawValue: Int

  /// A token for the system's identifier `rawValue`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }
}
