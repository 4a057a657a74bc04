import ScreenStateCore

/// A source that tells its observers of each visible change once it is made, and counts the values it shows: a screen
/// follows it by itself, so that what reads the screen is told only of what the screen shows differently.
@MainActor
package protocol ChangeReportingSource: AnyObject {
  /// Calls `observer` after each visible change from now on, while `observer` lives.
  func addChangeObserver(_ observer: any SourceChangeObserver)
  /// Counts the values that arrived (an answer, a value set, a page added); reading it tracks nothing.
  var valueRevision: UInt64 { get }
}
