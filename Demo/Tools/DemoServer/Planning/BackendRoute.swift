/// A data route of the demo backend whose answer depends on the fault configuration.
public enum BackendRoute: String, Sendable, Hashable, CaseIterable {
  /// `GET /posts`: the feed, a JSON array of ``DemoPost``.
  case posts
  /// `GET /health` (and `HEAD`): `ok`, for a client's connectivity check.
  case health
  /// `GET /status`: a ``BackendStatus``, for a "backend unavailable" screen.
  case status
  /// `GET /version`: a ``VersionInfo``, for "update required / available" screens.
  case version

  /// The path the route is served at, such as `/posts`.
  public var path: String { "/\(rawValue)" }
}
