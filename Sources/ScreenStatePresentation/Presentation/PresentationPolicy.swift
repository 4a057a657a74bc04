import ScreenStateCore
import ScreenStateData

/// Decides how each failure is shown and in what words: with ``ScreenProjection``, the only place where a
/// screen's failure presentation is decided.
///
/// With nothing on screen a failure is always shown full screen (there is nothing for an alert to sit
/// over), whatever started the request. When content is kept, the failure of a request the person asked for (a
/// refresh, a retry) is an alert by default, and the failure of a request nobody asked for (a poll, a return to the
/// foreground, a revalidation: see ``RequestReason/isAutomatic``) an inline notice; set ``keptContent`` and
/// ``automaticRefreshFailure`` for every kind, or ``overrides`` for some kinds (both reasons), and ``texts`` for the
/// words:
///
/// ```swift
/// var policy = PresentationPolicy.default
/// policy.keptContent = .banner                  // refresh failures as banners on this screen
/// policy.automaticRefreshFailure = .banner      // a failed poll too
/// policy.overrides[.maintenance] = .fullScreen  // ...but maintenance takes the whole screen
/// policy.texts.overrides[.failureTitle(.offline)] = "You're offline"
/// policy.loadingTiming = .immediate             // progress at once, never "Still loading…"
/// ```
///
/// What a failure *is* (its kind, whether it is retried) is not decided here but by the loader's
/// ``FailureClassifier``, so the retries and the presentation follow one classification.
public struct PresentationPolicy: Sendable {
  /// How the failure of a request the person asked for is shown over kept content, unless ``overrides`` says
  /// otherwise for its kind; an alert by default.
  public var keptContent: FailureDisplay
  /// How the failure of a request nobody asked for (``RequestReason/isAutomatic``) is shown over kept content, unless
  /// ``overrides`` says otherwise for its kind; an inline notice by default.
  ///
  /// The person did not ask for that request, and what they read is still the last good answer: an alert would take
  /// their focus (and VoiceOver's) from what they are doing, every time the app comes back or a poll fails on a flaky
  /// network, for a failure they need not act on. An inline notice (a row at the top of the list) says that the
  /// content may be out of date, and offers Try Again where it helps, without interrupting; a ``LoadableScreen``
  /// keeps it, like an alert the person has not answered, through the automatic requests that follow.
  public var automaticRefreshFailure: FailureDisplay
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
    automaticRefreshFailure: FailureDisplay = .inline,
    overrides: [FailureKind: FailureDisplay] = [:],
    texts: ScreenTexts = .standard,
    loadingTiming: LoadingTiming = .standard
  ) {
    self.keptContent = keptContent
    self.automaticRefreshFailure = automaticRefreshFailure
    self.overrides = overrides
    self.texts = texts
    self.loadingTiming = loadingTiming
  }

  /// Full screen with nothing to show; over kept content, an alert, or an inline notice for an automatic request.
  public static var `default`: Self { Self() }

  /// Full screen with nothing to show; over kept content, a banner, or an inline notice for an automatic request.
  public static var banner: Self { Self(keptContent: .banner) }

  /// How a failure of `kind` is shown, given whether content is on screen and whether nobody asked for the request
  /// that failed.
  public func display(for kind: FailureKind, hasContent: Bool, isAutomatic: Bool = false) -> FailureDisplay {
    guard hasContent else { return .fullScreen }
    return overrides[kind] ?? (isAutomatic ? automaticRefreshFailure : keptContent)
  }
}
