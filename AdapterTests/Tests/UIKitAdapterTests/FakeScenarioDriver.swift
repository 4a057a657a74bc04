import Testing
import UIKit

/// The scenarios' driver on the fake of UIKit: its windows are 390 × 844 points, its animations end when asked.
@MainActor
struct ScenarioDriver: ScenarioDriving {
  func reset() {
    UIAccessibility.fakeReset()
  }

  func makeWindow() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  func finishAnimations() async {
    // An animation's completion may start another a turn later (an alert presented once a dismissal ended).
    for _ in 0..<10 {
      UIView.fakeFinishAnimations()
      await settle()
      if !UIView.fakeIsAnimating { return }
    }
    Issue.record("animations still under way after ten rounds")
  }

  func rejectedUpdates(of tableView: UITableView) -> [String] {
    tableView.fakeInconsistencies
  }

  var warningsLogged: [String] { UIAccessibility.fakeWarnings }

  var announcementsPosted: Int? { UIAccessibility.fakeAnnouncements.count }
}
