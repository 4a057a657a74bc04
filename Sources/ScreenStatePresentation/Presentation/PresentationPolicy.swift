import ScreenStateCore
import ScreenStateData

/// Decides how each failure is shown and in what words: with ``ScreenProjection``, the only place where a
/// screen's failure presentation is decided.
///
/// With nothing on screen a failure is always shown full screen (there is nothing for an alert to sit
/// over). When content is kept, the default is an alert; set ``keptContent`` for every kind, or
/// ``overrides`` for some kinds, and ``texts`` for the words:
///
/// ```swift
/// var policy = PresentationPolicy.default
/// policy.keptContent = .banner                  // refresh failures as banners on this screen
/// policy.overrides[.maintenance] = .fullScreen  // ...but maintenance takes the whole screen
/// policy.texts.overrides[.failureTitle(.offline)] = "You're offline"
/// policy.loadingTiming = .immediate             // progress at once, never "Still loading…"
/// ```
///
/// What a failure *is* (its kind, whether it is retried) is not decided here but by the loader's
/// ``FailureClassifier``, so the retries and the presentation follow one classification.
public struct PresentationPolicy: Sendable {
  /// How a failure is shown over kept content, unless ``overrides`` says otherwise for its kind.
  public var keptContent: FailureDisplay
  /// Per-kind choices over kept content.
  public var overrides: [FailureKind: FailureDisplay]
  /// The words of the screen: failure messages, button labels, announcements.
  public var texts: ScreenTexts
  /// When a ``LoadableScreen`` shows that it is loading: a spinner after 150 ms, shown at least 400 ms, "Still
  /// loading…" with Cancel after 5 s (``LoadingTiming/standard``); ``LoadingTiming/immediate`` turns it off. A
  /// ``ScreenProjection`` made by hand has no clock and shows progress at once.
  public var loadingTiming: LoadingTiming

  /// Creates a policy; every parameter defaults to the documented default.
  public init(
    keptContent: FailureDisplay = .alert,
    overrides: [FailureKind: FailureDisplay] = [:],
    texts: ScreenTexts = .standard,
    loadingTiming: LoadingTiming = .standard
  ) {
    self.keptContent = keptContent
    self.overrides = overrides
    self.texts = texts
    self.loadingTiming = loadingTiming
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
