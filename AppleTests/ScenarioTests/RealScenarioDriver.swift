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

  /// UIKit's transitions run on their own: this waits for each to end (its coordinator's completion), then one
  /// run-loop turn for a presentation queued behind it (an alert waiting for a dismissal), until none is under way.
  /// Driven by UIKit's own completions, never by a timer.
  func finishAnimations() async {
    for _ in 0..<20 {
      if let coordinator = movingController?.transitionCoordinator {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
          coordinator.animate(alongsideTransition: nil) { _ in done.resume() }
        }
      }
      await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { turn.resume() }
      }
      if movingController == nil { return }
    }
    Issue.record("UIKit's transitions kept starting: twenty in a row")
  }

  func rejectedUpdates(of tableView: UITableView) -> [String] { [] }

  var warningsLogged: [String] { [] }

  var announcementsPosted: Int? { nil }

  /// A controller presented in one of the app's windows that is being presented or dismissed, if any.
  private var movingController: UIViewController? {
    let windows = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    for window in windows {
      var controller = window.rootViewController?.presentedViewController
      while let presented = controller {
        if presented.isBeingPresented || presented.isBeingDismissed { return presented }
        controller = presented.presentedViewController
      }
    }
    return nil
  }
}
