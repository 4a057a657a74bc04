/// One part of the app that reports the app's activity (a scene, a window, a screen on screen): the app is active
/// while any of its reporters says so, and a reporter that goes away (``forget()``, or its release) no longer counts.
///
/// The SwiftUI adapter makes one for each screen on screen, the UIKit adapter one for the application. A host with
/// windows of its own makes one per window:
///
/// ```swift
/// let reporter = ActivityReporter()
/// reporter.report(isActive: true)   // the window is in front
/// reporter.report(isActive: false)  // in the background: the app stays active if another window is in front
/// reporter.forget()                 // the window closed
/// ```
///
/// Its reports are adapters' reports: not counted while ``AppActivity/isReportedByAdapters`` is `false`.
@MainActor
public final class ActivityReporter {
  /// The activity this reporter reports to.
  public let activity: AppActivity
  private let number: UInt64
  // Read by `deinit`, which forgets a report left behind; written only on the main actor.
  nonisolated(unsafe) private var hasReported = false

  /// Creates a reporter of `activity` (``AppActivity/shared`` by default) that has said nothing yet.
  public init(_ activity: AppActivity = .shared) {
    self.activity = activity
    number = activity.makeReporterNumber()
  }

  deinit {
    guard hasReported else { return }
    // Released without `forget()`: forgotten on the main actor's next turn.
    let (activity, number) = (activity, number)
    Task { @MainActor in activity.forgetReporter(number) }
  }

  /// Reports whether this reporter's part of the app is in the foreground, in place of what it said before.
  public func report(isActive: Bool) {
    hasReported = true
    activity.reporter(number, reported: isActive)
  }

  /// Withdraws this reporter's reports: its part of the app went away (a screen disappeared, a scene disconnected).
  /// A later ``report(isActive:)`` counts again.
  public func forget() {
    hasReported = false
    activity.forgetReporter(number)
  }
}
