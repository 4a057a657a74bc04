import ScreenStateCore
import ScreenStateData

/// What a person can ask of a loading screen; adapters send these and decide nothing about them.
public enum ScreenAction: String, Hashable, Sendable, CaseIterable {
  /// Try again after a failure.
  case retry
  /// Reload, keeping the content on screen; also starts a load on a blank screen.
  case refresh
  /// Stop the load in flight and go back to what was shown before it.
  case cancel
  /// Dismiss the failure shown over kept content (an alert's "OK", a banner's close).
  case dismissFailure
  /// The error-screen model's primary button, such as "Check connection".
  case errorScreenPrimary
  /// The error-screen model's secondary button, such as "Later".
  case errorScreenSecondary
  /// Load the next page of a paginated list, or the page that failed again; nothing for other screens.
  case loadMore
}
