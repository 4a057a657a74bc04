import ScreenStateCore

/// A request a person or an app asks of a state kind, without waiting for it: what ``LoadEntry/start(_:reason:)``
/// and its siblings take.
public enum LoadCommand: Hashable, Sendable, CaseIterable {
  /// Load when nothing is shown or the last load failed; join a request in flight; otherwise nothing.
  case load
  /// Load anew, keeping the value on screen and replacing the request in flight.
  case refresh
  /// After a failure, ask again for what failed; join a request in flight; otherwise nothing.
  case retry

  /// The reason a request started by this command reports.
  public var reason: RequestReason {
    switch self {
    case .load: .load
    case .refresh: .refresh
    case .retry: .retry
    }
  }
}
