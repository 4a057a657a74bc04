/// How much randomness spreads out retry delays so that many clients do not retry in lockstep.
public enum Jitter: Sendable, Hashable {
  /// Exactly the backoff delay.
  case none
  /// A uniform delay between zero and the backoff delay ("full jitter").
  case full
  /// Half the backoff delay plus a uniform share of the other half ("equal jitter"): never less than half.
  case equal
  /// The backoff delay scaled by a uniform factor in `1 - fraction ... 1 + fraction`; the fraction is clamped
  /// to `0...1`, and one that is not a number counts as 0.
  case proportional(Double)

  /// Applies the jitter to a delay, drawing from `generator`. A negative delay counts as zero.
  public func apply(to delay: Duration, using generator: inout some RandomNumberGenerator) -> Duration {
    let delay = delay.clampedForScheduling
    switch self {
    case .none:
      return delay
    case .full:
      return delay * Double.random(in: 0...1, using: &generator)
    case .equal:
      return delay / 2 + (delay / 2) * Double.random(in: 0...1, using: &generator)
    case .proportional(let fraction):
      let spread = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
      return delay * Double.random(in: (1 - spread)...(1 + spread), using: &generator)
    }
  }
}
