import ScreenStateCore
import ScreenStateData

/// When a screen shows that it is loading, so that no spinner flashes and no long wait goes without a word: a
/// ``PresentationPolicy``'s ``PresentationPolicy/loadingTiming``, applied by ``LoadableScreen`` on its source's clock
/// (``LoadingConfiguration/clock``, a virtual one in tests).
///
/// - A first load's progress, and a refresh's indicator, show only once the load has run for ``delay`` (150 ms):
///   an answer sooner shows no spinner at all. Until then a first load shows what was there (nothing, or the error
///   screen a Try Again came from) and a refresh its content as it was.
/// - Once shown, the indicator stays at least ``minimumDuration`` (400 ms), so that it does not blink: what replaces
///   it (the content, a failure) waits until then.
/// - After ``escalation`` (5 s) the screen says "Still loading…", with a Cancel button
///   (``LoadableScreen/loadingNotice``).
///
/// ```swift
/// var policy = PresentationPolicy.default
/// policy.loadingTiming = LoadingTiming(delay: .milliseconds(300), escalation: .seconds(10))
/// policy.loadingTiming = .immediate   // progress at once, for as long as the load runs, never escalated
/// ```
public struct LoadingTiming: Hashable, Sendable {
  /// How long a load runs before its indicator shows; 150 ms by default.
  public var delay: Duration
  /// How long an indicator, once shown, stays at least; 400 ms by default.
  public var minimumDuration: Duration
  /// How long a load runs before the screen says "Still loading…" with Cancel; 5 s by default, `nil` for never.
  public var escalation: Duration?

  /// Creates a timing; every duration is clamped to 0 … 10⁹ s, and every parameter defaults to the documented
  /// default.
  public init(
    delay: Duration = .milliseconds(150),
    minimumDuration: Duration = .milliseconds(400),
    escalation: Duration? = .seconds(5)
  ) {
    self.delay = delay.clampedForScheduling
    self.minimumDuration = minimumDuration.clampedForScheduling
    self.escalation = escalation?.clampedForScheduling
  }

  /// The defaults: a spinner after 150 ms, shown at least 400 ms, "Still loading…" after 5 s.
  public static var standard: Self { Self() }

  /// No timing: progress at once and for exactly as long as the load runs, never escalated; no timer is scheduled.
  public static var immediate: Self { Self(delay: .zero, minimumDuration: .zero, escalation: nil) }

  /// Whether the timing schedules nothing.
  var isImmediate: Bool { delay == .zero && minimumDuration == .zero && escalation == nil }
}
