import ScreenState
import ScreenStateTesting
import Testing
import UIKit

#if canImport(ScreenStateUIKitOnFake)
  import ScreenStateUIKitOnFake
#else
  import ScreenStateUIKit
#endif

extension UIKitAdapterTests {
  /// Banners drawn by default: a binding given no banner view installs one, so that no failure shown over content
  /// goes undrawn.
  @MainActor
  @Suite("UIKit scenarios: banners")
  struct BannerScenarios {
    /// A policy that shows a failed refresh as a banner.
    static var bannerPolicy: PresentationPolicy {
      var policy = PresentationPolicy.banner
      policy.texts = texts
      policy.loadingTiming = .immediate
      return policy
    }

    @Test func aFailedRefreshIsDrawnInABannerTheBindingInstalledFirstForVoiceOver() async throws {
      let bound = BoundScreen(policy: Self.bannerPolicy)
      await bound.load()
      await bound.failRefresh()
      let banner = try #require(bound.shownBanner)
      #expect(banner.visibleTexts.contains("No internet connection"))
      #expect(banner.visibleButton(titled: "Try Again") != nil)
      // Over the content, in front of it, and read first.
      let order = try #require(bound.controller.view.accessibilityElements)
      let first = try #require(order.first as? UIView)
      #expect(banner.isDrawn(in: first))
      #expect(order.contains { ($0 as? UIView) === bound.content })
      // Dismiss is the screen's.
      try #require(banner.visibleButton(titled: "Dismiss")).sendActions(for: .primaryActionTriggered)
      await settle()
      #expect(bound.screen.projection.notice == nil)
      #expect(bound.shownBanner == nil)
      #expect(bound.controller.view.accessibilityElements == nil)
    }

    @Test func aRefusedChangeIsDrawnWithItsTryAgainAndDismiss() async throws {
      let likes = ControllableOperation<Int, any Error>()
      let like = Mutation<Int, Int, any Error>("like the post", operation: likes.operation(taking: Int.self))
      let bound = BoundScreen(actions: [like])
      await bound.load()
      Task { await like.submit(7) }
      await likes.nextCall().fail(with: HTTPStatusError(statusCode: 500))
      await settle()
      let banner = try #require(bound.shownBanner)
      #expect(banner.visibleTexts.first == "Couldn't like the post")
      // Try Again sends the change again.
      try #require(banner.visibleButton(titled: "Try Again")).sendActions(for: .primaryActionTriggered)
      let again = await likes.nextCall()
      #expect(again.input as? Int == 7)
      again.fail(with: HTTPStatusError(statusCode: 500))
      await settle()
      // Dismiss puts it away.
      try #require(bound.shownBanner?.visibleButton(titled: "Dismiss")).sendActions(for: .primaryActionTriggered)
      await settle()
      #expect(bound.shownBanner == nil)
      #expect(bound.screen.projection.notice == nil)
    }

    @Test func theAppsBannerViewIsUsedAndNoneIsInstalled() async throws {
      let bound = BoundScreen(policy: Self.bannerPolicy, banner: true)
      await bound.load()
      await bound.failRefresh()
      #expect(bound.shownBanner === bound.banner)
      let banners = bound.controller.view.allSubviews.filter { $0 is FailureBannerView }
      #expect(banners.count == 1)
    }
  }
}
