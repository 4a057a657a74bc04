import ScreenState
import ScreenStateTesting
import ScreenStateUIKitOnFake
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Issue 20, items 4 and 6: a failed refresh is presented as an alert by default, each failure its own alert,
  /// answered once; where no alert can be presented, the banner says it.
  @MainActor
  @Suite("UIKit: alerts")
  struct AlertTests {
    @Test func aFailedRefreshPresentsAnAlert() async throws {
      let bound = BoundScreen()
      await bound.load()
      await bound.failRefresh()
      let alert = try #require(bound.presentedAlert)
      #expect(alert.title == "No internet connection")
      #expect(alert.actions.map(\.title) == ["OK", "Try Again"])
      #expect(alert.actions.map(\.style) == [.cancel, .default])
      #expect(UIAccessibility.fakeWarnings.isEmpty)
      // The posts stay under it.
      #expect(!bound.content.isHidden)
      #expect(bound.content.text == "Post 0\nPost 1\nPost 2")
    }

    @Test func okDismissesTheAlertAndKeepsThePosts() async throws {
      let bound = BoundScreen()
      await bound.load()
      await bound.failRefresh()
      let alert = try #require(bound.presentedAlert)
      try #require(alert.actions.first).fakeTap()
      await bound.driver.finishAnimations()
      #expect(bound.presentedAlert == nil)
      #expect(bound.screen.projection == .content(posts(0..<3), isRefreshing: false, notice: nil))
      #expect(UIAccessibility.fakePresentations.count == 1)
    }

    @Test func twoFailuresInARowAreTwoAlerts() async throws {
      let bound = BoundScreen()
      await bound.load()
      await bound.failRefresh()
      let first = try #require(bound.presentedAlert)
      // "Try Again" fails the same way: a second alert, in the same words.
      let tryAgain = try #require(first.actions.last)
      tryAgain.fakeTap()
      await bound.driver.finishAnimations()  // The handler runs once the alert is gone.
      await bound.operation.nextCall().fail(with: URLError(.notConnectedToInternet))
      await bound.screen.source.waitUntilSettled()
      await settle()
      let second = try #require(bound.presentedAlert)
      #expect(second !== first)
      #expect(second.title == first.title)
      #expect(UIAccessibility.fakePresentations.count == 2)
      #expect(UIAccessibility.fakeWarnings.isEmpty)
    }

    @Test func anAlertAnsweredByTheSystemIsAnsweredOnce() async throws {
      let bound = BoundScreen()
      await bound.load()
      await bound.failRefresh()
      // The Menu button on a TV: the cancel action's handler runs, as for "OK".
      try #require(bound.presentedAlert).fakeDismissWithoutAButton()
      await bound.driver.finishAnimations()
      #expect(bound.presentedAlert == nil)
      #expect(bound.screen.projection.alert == nil)
      #expect(bound.operation.callCount == 2)
    }

    @Test func aFailureGoneWhileTheAlertIsUpTakesTheAlertAway() async throws {
      let bound = BoundScreen()
      await bound.load()
      await bound.failRefresh()
      #expect(bound.presentedAlert != nil)
      // Something else refreshed the screen (a push, the app coming back): the alert's failure is over.
      await bound.start(.refresh).succeed(with: posts(0..<4))
      await bound.screen.source.waitUntilSettled()
      await settle()
      await bound.driver.finishAnimations()
      #expect(bound.presentedAlert == nil)
    }

    @Test func withoutAControllerOnScreenTheBannerSaysIt() async throws {
      let bound = BoundScreen(banner: true, onScreen: false)
      await bound.load()
      await bound.failRefresh()
      #expect(bound.presentedAlert == nil)
      let banner = try #require(bound.banner)
      #expect(!banner.isHidden)
      #expect(banner.visibleTexts.contains("No internet connection"))
      #expect(banner.visibleButton(titled: "Try Again") != nil)
    }

    @Test func aBannerPolicyShowsTheBannerAndPresentsNothing() async throws {
      var policy = PresentationPolicy.banner
      policy.texts = texts
      policy.loadingTiming = .immediate
      let bound = BoundScreen(policy: policy, banner: true)
      await bound.load()
      await bound.failRefresh()
      #expect(bound.presentedAlert == nil)
      #expect(try #require(bound.banner).isHidden == false)
      #expect(UIAccessibility.fakePresentations.isEmpty)
    }
  }
}
