/// What a person can ask of a loading screen; adapters send these and decide nothing about them.
public enum ScreenAction: String, Hashable, Sendable, CaseIterable {
  /// Try again after a failure.
  case retry
  /// Reload, keeping the content on screen.
  case refresh
  /// Dismiss the failure shown over kept content (an alert's "OK", a banner's close).
  case dismissFailure
  /// The full-screen error's primary button.
  case errorScreenPrimary
  /// The full-screen error's secondary button.
  case errorScreenSecondary
}
