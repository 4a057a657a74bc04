import ScreenStateCore
import ScreenStateData

/// Which alert an adapter presents, keyed by the failure it belongs to: the state behind an alert's
/// "is presented" flag, decided here so that every adapter presents, dismisses and answers alerts alike.
///
/// A failure's alert is identified by a revision (``LoadableScreen/failureRevision``), not by its words: two
/// failures in a row with the same words are two alerts, and an alert a person answered stays answered even
/// while the screen has not yet handled the answer.
///
/// ```swift
/// var presentation = AlertPresentation()
/// presentation.alert(screen.projection.alert, revision: screen.failureRevision)  // the alert to present
/// let action = presentation.press(button, revision: revision)  // answered at once; send `action`
/// ```
///
/// Pressing a button or dismissing the alert without one (Escape on a Mac, the Menu button on a TV) answers it
/// synchronously: ``alert(_:revision:)`` returns `nil` from then on, so the alert never comes back while the
/// answer is on its way. The first answer wins; a second one (the button, then the system's own dismissal)
/// returns no action, so an alert's answer is sent once.
public struct AlertPresentation: Hashable, Sendable {
  /// The revision of the last alert answered, if any.
  public private(set) var answeredRevision: Int?

  /// Creates a presentation that has answered nothing.
  public init() {}

  /// The alert to present now: `alert`, unless the alert of `revision` was answered.
  public func alert<Action>(_ alert: ScreenAlert<Action>?, revision: Int) -> ScreenAlert<Action>? {
    revision == answeredRevision ? nil : alert
  }

  /// Whether an alert is to be presented now; see ``alert(_:revision:)``.
  public func isPresented<Action>(_ alert: ScreenAlert<Action>?, revision: Int) -> Bool {
    self.alert(alert, revision: revision) != nil
  }

  /// Answers the alert of `revision` with `button`, and returns the action to send; `nil` when that alert was
  /// already answered.
  public mutating func press<Action>(_ button: ScreenButton<Action>, revision: Int) -> Action? {
    guard revision != answeredRevision else { return nil }
    answeredRevision = revision
    return button.action
  }

  /// Answers `alert` of `revision` as dismissed without a button, and returns the action that means (its
  /// ``ScreenAlert/dismissalAction``); `nil` when there is no alert or it was already answered.
  public mutating func dismiss<Action>(_ alert: ScreenAlert<Action>?, revision: Int) -> Action? {
    guard let alert, revision != answeredRevision else { return nil }
    answeredRevision = revision
    return alert.dismissalAction
  }

  /// Forgets the last answer, for alerts without revisions: call it when the alert leaves the screen, so that
  /// the next one (with the same revision) is presented.
  public mutating func reset() {
    answeredRevision = nil
  }
}
