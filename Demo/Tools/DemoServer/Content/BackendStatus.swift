/// What `/status` reports, for a client's "backend unavailable" screen: `{"state": "maintenance", "retryAfterSeconds": 120, "message": "…"}`.
public struct BackendStatus: Sendable, Hashable, Codable {
  /// The overall condition of the backend.
  public enum State: String, Sendable, Hashable, Codable {
    /// Serving normally.
    case ok
    /// Down for planned maintenance; ``BackendStatus/retryAfterSeconds`` says for how long.
    case maintenance
    /// Failing unexpectedly.
    case error
  }

  /// The overall condition of the backend.
  public var state: State
  /// When to try again, in seconds; present only during maintenance.
  public var retryAfterSeconds: Int?
  /// A short explanation written for operators, not for end users.
  public var message: String

  /// Creates a status.
  public init(state: State, retryAfterSeconds: Int? = nil, message: String) {
    self.state = state
    self.retryAfterSeconds = retryAfterSeconds
    self.message = message
  }
}
