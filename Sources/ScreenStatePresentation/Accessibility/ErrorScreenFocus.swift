import ScreenStateCore
import ScreenStateData

/// When an adapter moves VoiceOver's focus to a full-screen failure: once the announcer asked for it
/// (``AccessibilityPost/screenChanged(_:)``) and the error screen has appeared, whichever of the two comes last, once
/// per request; never to an error screen not yet inserted or already gone.
///
/// ```swift
/// var focus = ErrorScreenFocus()
/// if focus.request() { moveFocusToTitle() }              // the announcer's .screenChanged
/// if focus.errorScreenAppeared() { moveFocusToTitle() }  // the error screen's onAppear
/// focus.errorScreenDisappeared()                         // its onDisappear
/// ```
public struct ErrorScreenFocus: Hashable, Sendable {
  /// Whether the error screen is on screen: appeared, and not disappeared since.
  public private(set) var isErrorScreenShown = false
  /// Whether a request waits for the error screen to appear.
  public private(set) var isRequested = false

  /// No error screen shown, nothing requested.
  public init() {}

  /// The announcer asks for the focus on the error screen; returns whether to move it now (the error screen is on
  /// screen). Otherwise the request waits for ``errorScreenAppeared()``.
  public mutating func request() -> Bool {
    isRequested = !isErrorScreenShown
    return isErrorScreenShown
  }

  /// The error screen appeared; returns whether to move the focus to it now (a request was waiting).
  public mutating func errorScreenAppeared() -> Bool {
    isErrorScreenShown = true
    defer { isRequested = false }
    return isRequested
  }

  /// The error screen went away: a request still waiting is dropped with it.
  public mutating func errorScreenDisappeared() {
    isErrorScreenShown = false
    isRequested = false
  }
}
