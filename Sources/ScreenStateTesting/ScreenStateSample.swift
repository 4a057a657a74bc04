import ScreenState

/// One named state of a loading screen, with the way a failure over kept content is shown in it: the unit
/// of "every state of a screen", which snapshot tests and previews iterate over.
///
/// ```swift
/// for sample in ScreenStateSample.all(value: posts, emptyValue: []) {
///   let projection = sample.projection(policy: screen.policy)
///   // draw it, snapshot it as "\(sample.name).txt", show it in a preview...
/// }
/// ```
public struct ScreenStateSample<Value, Failure: Error> {
  /// A stable, file-name-safe name such as `first-load` or `refresh-failed-maintenance-banner`:
  /// lowercase letters, digits and hyphens only.
  public var name: String
  /// The state the screen is in.
  public var state: Loadable<Value, Failure>
  /// How a failure over kept content is shown in this sample, or `nil` to follow the screen's policy.
  public var display: FailureDisplay?

  /// Creates a sample.
  public init(_ name: String, state: Loadable<Value, Failure>, display: FailureDisplay? = nil) {
    self.name = name
    self.state = state
    self.display = display
  }

  /// The policy the screen uses in this sample: `base`, with every failure over kept content shown as
  /// ``display`` when the sample sets one. Classification and messages stay `base`'s.
  public func policy(from base: PresentationPolicy) -> PresentationPolicy {
    guard let display else { return base }
    var policy = base
    policy.keptContent = display
    policy.overrides = [:]
    return policy
  }
}

extension ScreenStateSample: Equatable where Value: Equatable, Failure: Equatable {}
extension ScreenStateSample: Sendable where Value: Sendable, Failure: Sendable {}
