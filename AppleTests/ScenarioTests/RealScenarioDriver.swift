import Testing
import UIKit

/// The scenarios' driver on the real UIKit, in the examples' host app in an iOS simulator: its windows are in the
/// app's scene, and its animations end on their own, so it waits for them.
@MainActor
struct ScenarioDriver: ScenarioDriving {
  func reset() {}

  func makeWindow() -> UIWindow {
    let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
    guard let scene else {
      Issue.record("the host app has no window scene")
      return UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }
    return UIWindow(windowScene: scene)
  }

  /// UIKit's transitions run on the simulator's clock: this waits for them, 10 ms at a time, until no controller
  /// on screen has been presented or dismissed for five checks in a row (an alert waiting for a dismissal is
  /// presented in between), for at most five seconds.
  func finishAnimations() async {
    var stillChecks = 0
    for _ in 0..<500 {
      try? await Task.sleep(for: .milliseconds(10))
      stillChecks = isMoving ? 0 : stillChecks + 1
      if stillChecks == 5 { return }
    }
    Issue.record("UIKit's transitions did not end within five seconds")
  }

  func rejectedUpdates(of tableView: UITableView) -> [String] { [] }

  var warningsLogged: [String] { [] }

  var announcementsPosted: Int? { nil }

  /// Whether a controller presented in one of the app's windows is being presented or dismissed.
  private var isMoving: Bool {
    let windows = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    return windows.contains { window in
      var controller = window.rootViewController?.presentedViewController
      while let presented = controller {
        if presented.isBeingPresented || presented.isBeingDismissed { return true }
        controller = presented.presentedViewController
      }
      return false
    }
  }
}
