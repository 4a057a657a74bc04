/// What `/version` reports, so that a client can tell whether its own version must or may be updated.
///
/// Against ``demoClientVersion``: ``current`` needs no update, ``updateAvailable`` offers one and
/// ``updateRequired`` demands one.
public struct VersionInfo: Sendable, Hashable, Codable {
  /// The oldest client version the backend still serves.
  public var minimumVersion: String
  /// The newest client version published.
  public var latestVersion: String

  /// Creates version information.
  public init(minimumVersion: String, latestVersion: String) {
    self.minimumVersion = minimumVersion
    self.latestVersion = latestVersion
  }
}

extension VersionInfo {
  /// The version the demo client reports as its own, for which the three answers below mean what they say.
  public static let demoClientVersion = "2.0.0"

  /// The answer when no update is needed: the demo client is the latest version.
  public static let current = VersionInfo(minimumVersion: "1.0.0", latestVersion: "2.0.0")

  /// The answer when an optional update exists.
  public static let updateAvailable = VersionInfo(minimumVersion: "1.0.0", latestVersion: "2.1.0")

  /// The answer when the demo client is too old to be served.
  public static let updateRequired = VersionInfo(minimumVersion: "2.1.0", latestVersion: "2.1.0")
}
