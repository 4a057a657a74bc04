import ScreenState
import ScreenStateTesting
import ScreenStateUIKitOnFake
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Issue 20, item 8: announcements are posted after the update that made them, never one an alert reads, and
  /// failures at a high priority.
  @MainActor
  @Suite("UIKit: announcements")
  struct AnnouncementTests {
    @Test func loadedIsPostedAfterTheContentIsFilledIn() async throws {
      let bound = BoundScreen()
      await bound.load()
      #expect(UIAccessibility.fakeAnnouncements.map(\.text) == ["Loading posts", "Loaded posts"])
      // The render that filled the posts in came first: nothing was posted during it.
      let render = try #require(bound.renders.last { $0.projection.content != nil })
      #expect(render.announcedBefore == 1)
    }

    @Test func aFailureAnAlertReadsIsNotAnnounced() async {
      let bound = BoundScreen()
      await bound.load()
      await bound.failRefresh()
      #expect(bound.presentedAlert != nil)
      #expect(
        UIAccessibility.fakeAnnouncements.map(\.text) == ["Loading posts", "Loaded posts", "Refreshing posts"])
    }

    @Test func aFailureShownAsABannerIsAnnouncedUrgently() async throws {
      var policy = PresentationPolicy.banner
      policy.texts = texts
      policy.loadingTiming = .immediate
      let bound = BoundScreen(policy: policy, banner: true)
      await bound.load()
      await bound.failRefresh()
      let last = try #require(UIAccessibility.fakeAnnouncements.last)
      #expect(last.text == "Couldn't refresh posts. No internet connection")
      #expect(last.isHighPriority)
      #expect(UIAccessibility.fakeAnnouncements.dropLast().allSatisfy { !$0.isHighPriority })
    }

    @Test func eachAnnouncementIsPostedOnce() async {
      let bound = BoundScreen()
      await bound.load()
      // Renders that change nothing heard (the same content set again) post nothing more.
      bound.loader.setValue(posts(0..<3))
      await settle()
      #expect(UIAccessibility.fakeAnnouncements.count == 2)
    }
  }
}
