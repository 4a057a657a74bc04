import ScreenState

extension PresentationPolicy {
  /// The default policy with no loading timing: for tests of what a screen shows, not of when (those are in
  /// `LoadingTimingTests`), so that progress shows at once and no timer sleeps on their clocks.
  static var untimed: Self { Self(loadingTiming: .immediate) }

  /// This policy with no loading timing.
  var untimed: Self {
    var policy = self
    policy.loadingTiming = .immediate
    return policy
  }
}
