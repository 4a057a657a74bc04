import UIKit

/// What a scenario asks of the UIKit it runs on, beyond UIKit's own API: the fake of UIKit (AdapterTests, on Linux)
/// and the real one (the iOS simulator job) each give a `ScenarioDriver` with these requirements, and the scenarios
/// under Scenarios/, which use nothing else but UIKit's public API, run unmodified on both.
@MainActor
protocol ScenarioDriving {
  /// Forgets what the previous scenario left behind, before a scenario starts.
  func reset()
  /// A window on screen, its root controller still to be set.
  func makeWindow() -> UIWindow
  /// Lets the presentations and dismissals under way end and their completions run, and the main actor run what
  /// they scheduled, until nothing moves: the fake ends them when asked, the real UIKit when their animations end.
  func finishAnimations() async
  /// The updates of `tableView` UIKit rejected with `NSInternalInconsistencyException`: the fake records them; on a
  /// device the exception ends the process, so a scenario that gets this far on one has seen none.
  func rejectedUpdates(of tableView: UITableView) -> [String]
  /// The warnings UIKit logged instead of doing what it was asked (a presentation refused), where the UIKit run on
  /// can tell (the fake); empty on a device, whose console a test cannot read.
  var warningsLogged: [String] { get }
  /// How many announcements were posted for VoiceOver so far, where the UIKit run on can tell (the fake); `nil`
  /// on a device, which cannot.
  var announcementsPosted: Int? { get }
}
