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
///
/// A framework that says an alert is gone apart from which button was pressed (SwiftUI writes its `isPresented`
/// binding `false` before or after running the button's action) reports the first with ``close(revision:)`` and
/// settles it a turn later with ``settle(_:revision:)``: the button's action is sent whichever comes first, and the
/// alert's dismissal action only when no button answered it.
///
/// ```swift
/// presentation.close(revision: revision)                           // isPresented written false: hidden now
/// let action = presentation.press(tryAgain, revision: revision)    // before or after: .retry
/// presentation.settle(alert, revision: revision)                   // the next turn: nil, Try Again answered it
/// ```
public struct AlertPresentation: Hashable, Sendable {
  /// The revision of the last alert answered, if any.
  public private(set) var answeredRevision: Int?
  /// The revision of the last alert closed (see ``close(revision:)``), if any.
  public private(set) var closedRevision: Int?

  /// Creates a presentation that has answered nothing.
  public init() {}

  /// The alert to present now: `alert`, unless the alert of `revision` was answered or closed.
  public func alert<Action>(_ alert: ScreenAlert<Action>?, revision: Int) -> ScreenAlert<Action>? {
    revision == answeredRevision || revision == closedRevision ? nil : alert
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

  /// Takes the alert of `revision` off the screen without answering it: the framework says it is gone, and the
  /// button pressed, if any, may be reported before or after. It is not presented again; a press still answers it,
  /// until ``settle(_:revision:)``.
  public mutating func close(revision: Int) {
    closedRevision = revision
  }

  /// Answers the alert of `revision`, closed and answered by no button since, as dismissed without one: returns its
  /// ``ScreenAlert/dismissalAction``. `nil` when a button answered it (whether pressed before or after the close),
  /// when it was not closed, or when it was answered already; call it a turn after ``close(revision:)``, once the
  /// framework has run the pressed button's action, if any.
  public mutating func settle<Action>(_ alert: ScreenAlert<Action>?, revision: Int) -> Action? {
    guard revision == closedRevision else { return nil }
    return dismiss(alert, revision: revision)
  }

  /// Forgets the last answer, for alerts without revisions: call it when the alert leaves the screen, so that
  /// the next one (with the same revision) is presented.
  public mutating func reset() {
    answeredRevision = nil
    closedRevision = nil
  }
}
