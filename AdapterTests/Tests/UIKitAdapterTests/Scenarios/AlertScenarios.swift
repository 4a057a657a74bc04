import ScreenState
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Alerts as UIKit times them: a controller presents nothing while the alert it presents is being dismissed.
  @MainActor
  @Suite("UIKit scenarios: alerts")
  struct AlertScenarios {
    @Test func anAlertWhileTheLastIsBeingDismissedIsPresentedOnceItHasGone() async throws {
      let bound = BoundScreen()
      await bound.load()
      await bound.failRefresh()
      let first = try #require(bound.presentedAlert)
      // Something else refreshes (a pull, the app coming back): the failure is over and its alert starts to go...
      let refresh = await bound.start(.refresh)
      await settle()
      #expect(first.isBeingDismissed)
      // ...and the refresh fails before it has gone.
      refresh.fail(with: URLError(.notConnectedToInternet))
      await bound.screen.source.waitUntilSettled()
      await settle()
      #expect(bound.screen.projection.alert != nil)
      await bound.driver.finishAnimations()
      let second = try #require(bound.presentedAlert)
      #expect(second !== first)
      #expect(second.title == "No internet connection")
      #expect(!second.isBeingPresented)
      #expect(bound.driver.warningsLogged.isEmpty)
    }
  }
}
