import ScreenState
import ScreenStateTesting
import ScreenStateUIKitOnFake
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Issue 20, item 2: the binding starts the activity indicator it shows, and stops it.
  @MainActor
  @Suite("UIKit: the loading spinner")
  struct SpinnerTests {
    @Test func progressAnimatesTheSpinnerAndContentStopsIt() async {
      let bound = BoundScreen()
      #expect(!bound.spinner.isAnimating)
      let call = await bound.startLoad()
      await settle()
      #expect(bound.screen.projection == .progress)
      #expect(bound.spinner.isAnimating)
      #expect(!bound.spinner.isHidden)
      #expect(bound.spinner.accessibilityLabel == "Loading…")
      call.succeed(with: posts(0..<2))
      await bound.screen.source.waitUntilSettled()
      await settle()
      #expect(!bound.spinner.isAnimating)
      #expect(bound.spinner.isHidden)
      #expect(!bound.content.isHidden)
    }

    @Test func aRefreshKeepsTheContentAndTheSpinnerStill() async {
      let bound = BoundScreen()
      await bound.load()
      let call = await bound.start(.refresh)
      await settle()
      #expect(bound.screen.projection.isRefreshing)
      #expect(!bound.spinner.isAnimating)
      call.succeed(with: posts(0..<3))
      await settle()
    }
  }
}
