import ScreenStateCore
import ScreenStateData

/// What a backend says about itself, as read by a ``BackendStatusChecking``.
public enum BackendStatus: Hashable, Sendable {
  /// Working normally.
  case available
  /// Down for maintenance, possibly saying how long until it is back.
  case maintenance(retryAfter: Duration?)
  /// Failing unexpectedly.
  case serverError
  /// The status could not be read: the check itself failed.
  case unknown
}

/// Asks a backend for its status.
public protocol BackendStatusChecking: Sendable {
  /// The backend's status now; a check that fails reports ``BackendStatus/unknown``.
  func status() async -> BackendStatus
}
