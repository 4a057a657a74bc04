import ScreenState
import ScreenStateUIKitOnFake
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Issue 18, item 1: a bound screen reports the app's activity from UIKit's notifications, with no code of the
  /// app's, unless the app reports it itself.
  @MainActor
  @Suite("UIKit: the app's activity")
  struct AppActivityTests {
    /// Posts `name` as UIKit does (on the main thread) and lets the main queue deliver it.
    func post(_ name: Notification.Name) async {
      NotificationCenter.default.post(name: name, object: nil)
      await settle()
    }

    @Test func theNotificationsReachAppActivity() async {
      let bound = BoundScreen()
      let activity = AppActivity.shared
      defer { activity.didBecomeActive() }
      await post(UIApplication.didEnterBackgroundNotification)
      #expect(!activity.isActive)
      await post(UIApplication.didBecomeActiveNotification)
      #expect(activity.isActive)
      _ = bound
    }

    @Test func anAppThatReportsItselfIsNotOverruled() async {
      let bound = BoundScreen()
      let activity = AppActivity.shared
      activity.isReportedByAdapters = false
      defer { activity.isReportedByAdapters = true }
      await post(UIApplication.didEnterBackgroundNotification)
      #expect(activity.isActive)
      _ = bound
    }
  }
}
