/// Decides how each failure is shown and in what words: the only place, with ``ScreenProjection``, where a
/// screen's failure presentation is decided.
///
/// With nothing on screen a failure is always shown full screen (there is nothing for an alert to sit
/// over). When content is kept, the default is an alert; set ``keptContent`` for every kind, or
/// ``overrides`` for some kinds (seed 002's `ErrorDisplayType`, per screen and per failure):
///
/// ```swift
/// var policy = PresentationPolicy.default
/// policy.keptContent = .banner                 // refresh failures as banners on this screen
/// policy.overrides[.maintenance] = .fullScreen  // ...but maintenance takes the whole screen
/// policy.overrides[.offline] = .inline
/// ```
public struct PresentationPolicy: Sendable {
  /// How a failure is shown over kept content, unless ``overrides`` says otherwise for its kind.
  public var keptContent: FailureDisplay
  /// Per-kind choices over kept content.
  public var overrides: [FailureKind: FailureDisplay]
  /// Reduces an error to what the screen needs; ``FailureClassification/init(_:)`` by default.
  public var classify: @Sendable (any Error) -> FailureClassification
  /// The words for a classified failure; the kind's default message by default.
  public var message: @Sendable (FailureClassification) -> FailureMessage

  /// Creates a policy; every parameter defaults to the documented default.
  public init(
    keptContent: FailureDisplay = .alert,
    overrides: [FailureKind: FailureDisplay] = [:],
    classify: @escaping @Sendable (any Error) -> FailureClassification = { FailureClassification($0) },
    message: @escaping @Sendable (FailureClassification) -> FailureMessage = { $0.message }
  ) {
    self.keptContent = keptContent
    self.overrides = overrides
    self.classify = classify
    self.message = message
  }

  /// Full screen with nothing to show; an alert over kept content.
  public static var `default`: Self { Self() }

  /// Full screen with nothing to show; a banner over kept content.
  public static var banner: Self { Self(keptContent: .banner) }

  /// How a failure of `kind` is shown, given whether content is on screen.
  public func display(for kind: FailureKind, hasContent: Bool) -> FailureDisplay {
    guard hasContent else { return .fullScreen }
    return overrides[kind] ?? keptContent
  }
}
