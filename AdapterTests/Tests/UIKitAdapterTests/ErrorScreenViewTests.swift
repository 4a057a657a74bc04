import ScreenState
import ScreenStateTesting
import ScreenStateUIKitOnFake
import Testing
import UIKit

extension UIKitAdapterTests {
  /// Issue 20, items 1 and 8: the error screen scrolls (at accessibility text sizes it is taller than the screen),
  /// and its buttons act before the tap returns.
  @MainActor
  @Suite("UIKit: the error screen")
  struct ErrorScreenViewTests {
    @Test func theErrorScreenScrolls() {
      let view: UIView = ErrorScreenView()
      #expect(view is UIScrollView)
    }

    @Test func aFirstLoadThatFailsShowsTheErrorScreenWithTryAgain() async throws {
      let bound = BoundScreen()
      await bound.startLoad().fail(with: URLError(.notConnectedToInternet))
      await bound.screen.source.waitUntilSettled()
      await settle()
      #expect(!bound.errorView.isHidden)
      #expect(bound.spinner.isHidden)
      #expect(bound.errorView.visibleTexts.contains("No internet connection"))
      let tryAgain = try #require(bound.errorView.visibleButton(titled: "Try Again"))
      #expect(tryAgain.fakeIsFilled)
      // The tap starts the retry before it returns: the spinner is up before any other work runs.
      tryAgain.sendActions(for: .primaryActionTriggered)
      #expect(bound.screen.state.isLoading)
      await bound.operation.nextCall().succeed(with: posts(0..<1))
      await bound.screen.source.waitUntilSettled()
      await settle()
      #expect(bound.errorView.isHidden)
      #expect(bound.content.text == "Post 0")
    }
  }
}
