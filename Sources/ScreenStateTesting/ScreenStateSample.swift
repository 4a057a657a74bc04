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
///
/// A sample of a paginated list also says where the list stands after its last item (``nextPage``), from
/// which ``footer(classifier:policy:)`` makes the footer drawn below it.
public struct ScreenStateSample<Value, Failure: Error> {
  /// A stable, file-name-safe name such as `first-load` or `refresh-failed-maintenance-banner`:
  /// lowercase letters, digits and hyphens only.
  public var name: String
  /// The state the screen is in.
  public var state: Loadable<Value, Failure>
  /// How a failure over kept content is shown in this sample, or `nil` to follow the screen's policy.
  public var display: FailureDisplay?
  /// Where a paginated list stands after its last item, as `PageLoader.nextPage` says: `nil` for a screen
  /// that is not paginated, and for a list that is not loaded and settled.
  public var nextPage: NextPageState<Failure>?

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - name: A file-name-safe name: lowercase letters, digits and hyphens.
  ///   - state: The state the screen is in.
  ///   - display: How a failure over kept content is shown, or `nil` to follow the screen's policy.
  ///   - nextPage: Where a paginated list stands after its last item; `nil` by default.
  public init(
    _ name: String, state: Loadable<Value, Failure>, display: FailureDisplay? = nil,
    nextPage: NextPageState<Failure>? = nil
  ) {
    self.name = name
    self.state = state
    self.display = display
    self.nextPage = nextPage
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
