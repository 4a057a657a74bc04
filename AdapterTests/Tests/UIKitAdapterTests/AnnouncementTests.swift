import ScreenState
import ScreenStateTesting
import ScreenStateUIKitOnFake
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Issue 20, item 8: announcements are posted after the update that made them, never one an alert reads, and
  /// failures at a high priority. Issue 18, item 5: each at its priority, a full-screen failure as a move of the focus
  /// to its title, and one VoiceOver did not deliver posted again for a few seconds, as the core decides.
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

    @Test func eachAnnouncementIsPostedAtItsPriority() async {
      let clock = VirtualClock()
      var policy = PresentationPolicy(texts: texts)  // the standard timing: "Still loading…" after 5 s
      policy.loadingTiming = .standard
      let bound = BoundScreen(policy: policy, clock: clock)
      let call = await bound.startLoad()
      clock.advance(by: .milliseconds(150))  // the spinner shows
      await settle()
      clock.advance(by: .seconds(5))  // past the escalation
      await settle()
      call.succeed(with: posts(0..<3))
      await bound.screen.source.waitUntilSettled()
      await settle()
      // The start and end of a load take their turn at once; a slow load's news waits for the speech before it.
      let heard = UIAccessibility.fakeAnnouncements.map { "\($0.text) (\($0.priority?.rawValue ?? "no priority"))" }
      #expect(
        heard == [
          "Loading posts (UIAccessibilityPriorityDefault)", "Still loading posts (UIAccessibilityPriorityLow)",
          "Loaded posts (UIAccessibilityPriorityDefault)",
        ])
    }

    @Test func anAnnouncementVoiceOverDidNotDeliverIsPostedAgain() async throws {
      let clock = VirtualClock()
      let bound = BoundScreen(clock: clock)
      await bound.load()
      #expect(UIAccessibility.fakeAnnouncements.map(\.text) == ["Loading posts", "Loaded posts"])
      // "Loading posts" was cut off by "Loaded posts", which took its place: nothing to repeat for it.
      #expect(UIAccessibility.fakeFinishAnnouncement(delivered: false) == "Loading posts")
      await settle()
      clock.advance(by: .seconds(1))
      await settle()
      #expect(UIAccessibility.fakeAnnouncements.count == 2)
      // VoiceOver was speaking and dropped "Loaded posts": the core's retry posts it again a second later.
      #expect(UIAccessibility.fakeFinishAnnouncement(delivered: false) == "Loaded posts")
      await settle()
      #expect(UIAccessibility.fakeAnnouncements.count == 2)
      clock.advance(by: .seconds(1))
      await settle()
      let again = try #require(UIAccessibility.fakeAnnouncements.last)
      #expect(UIAccessibility.fakeAnnouncements.count == 3)
      #expect(again == FakeAnnouncement(text: "Loaded posts", priority: .default))
      // Heard this time: never again.
      #expect(UIAccessibility.fakeFinishAnnouncement(delivered: true) == "Loaded posts")
      await settle()
      clock.advance(by: .seconds(10))
      await settle()
      #expect(UIAccessibility.fakeAnnouncements.count == 3)
    }

    @Test func anUndeliveredAnnouncementIsRetriedForAFewSecondsOnly() async {
      let clock = VirtualClock()
      let bound = BoundScreen(clock: clock)
      await bound.load()
      UIAccessibility.fakeFinishAnnouncement(delivered: false)  // "Loading posts", replaced
      // VoiceOver never manages to say it: posted again each second, until 4 s after its first post.
      for _ in 0..<8 {
        UIAccessibility.fakeFinishAnnouncement(delivered: false)
        await settle()
        clock.advance(by: .seconds(1))
        await settle()
      }
      #expect(
        UIAccessibility.fakeAnnouncements.map(\.text) == ["Loading posts"] + Array(repeating: "Loaded posts", count: 5))
    }

    @Test func aFullScreenFailureMovesVoiceOverToTheErrorTitle() async throws {
      let bound = BoundScreen()
      await bound.failLoad()
      let title = try #require(
        bound.errorView.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "No internet connection" })
      #expect(UIAccessibility.fakeScreenChanges.count == 1)
      #expect((UIAccessibility.fakeScreenChanges.first as? UIView) === title)
      // The title says it: the failure is not announced over it.
      #expect(UIAccessibility.fakeAnnouncements.map(\.text) == ["Loading posts"])
    }

    @Test func aScreenNeverShownIsSilent() async {
      let bound = BoundScreen(onScreen: false)
      await bound.load()
      await bound.failRefresh()
      #expect(UIAccessibility.fakeAnnouncements.isEmpty)
      #expect(UIAccessibility.fakeScreenChanges.isEmpty)
    }

    @Test func aScreenPushedOffIsSilentUntilItComesBack() async {
      let bound = BoundScreen()
      await bound.load()
      #expect(UIAccessibility.fakeAnnouncements.map(\.text) == ["Loading posts", "Loaded posts"])
      // Another screen takes the window (a push): this one's view leaves it, and its refreshes are not heard.
      bound.window.rootViewController = UIViewController()
      await bound.start(.refresh).succeed(with: posts(0..<4))
      await bound.screen.source.waitUntilSettled()
      await settle()
      #expect(UIAccessibility.fakeAnnouncements.count == 2)
      // Back on screen, the next change is heard.
      bound.window.rootViewController = bound.controller
      await bound.start(.refresh).succeed(with: posts(0..<5))
      await bound.screen.source.waitUntilSettled()
      await settle()
      #expect(UIAccessibility.fakeAnnouncements.map(\.text).suffix(2) == ["Refreshing posts", "Updated posts"])
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
