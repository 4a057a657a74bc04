/// What `GET /version` sends: `{"minimumVersion": "1.0.0", "latestVersion": "2.1.0"}`.
struct VersionReport: Sendable, Hashable, Decodable {
  /// The oldest client version the backend still serves.
  var minimumVersion: String
  /// The newest client version published.
  var latestVersion: String
}
