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
  /// Pull to refresh: a `UIRefreshControl` bound to a screen.
  @MainActor
  @Suite("UIKit scenarios: pull to refresh")
  struct RefreshControlScenarios {
    /// A screen of posts whose table has a refresh control, bound to the screen.
    @MainActor
    final class PulledScreen {
      let bound: BoundScreen
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let control = UIRefreshControl()
      private(set) var binding: RenderObservation?

      init(
        policy: PresentationPolicy = PresentationPolicy(texts: texts, loadingTiming: .immediate),
        clock: any Clock<Duration> = ContinuousClock()
      ) {
        bound = BoundScreen(policy: policy, clock: clock)
        tableView.refreshControl = control
        bound.controller.view.addSubview(tableView)
        binding = bound.screen.bind(refreshControl: control)
      }

      /// A person pulls the table down, as UIKit reports it: the control spins and sends `.valueChanged`.
      func pull() {
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
      }
    }

    @Test func aPullRefreshesTheScreenOnceAndItsSpinnerEndsWithTheRefresh() async {
      let pulled = PulledScreen()
      await pulled.bound.load()
      pulled.pull()
      let call = await pulled.bound.operation.nextCall()
      await settle()
      #expect(pulled.bound.screen.projection.isRefreshing)
      #expect(pulled.control.isRefreshing)
      call.succeed(with: posts(0..<4))
      await pulled.bound.screen.source.waitUntilSettled()
      await settle()
      #expect(!pulled.control.isRefreshing)
      #expect(pulled.bound.content.text?.hasSuffix("Post 3") == true)
      // The load and the one refresh: ending the spinner asked for nothing more.
      #expect(pulled.bound.operation.callCount == 2)
    }

    @Test func aPullSpinsAtOnceWhileTheScreenWaitsToShowItsRefresh() async {
      // The standard timing: the screen shows a refresh only once it has run for 150 ms.
      let clock = VirtualClock()
      var policy = PresentationPolicy(texts: texts)
      policy.loadingTiming = .standard
      let pulled = PulledScreen(policy: policy, clock: clock)
      await pulled.bound.load()
      pulled.pull()
      let call = await pulled.bound.operation.nextCall()
      await settle()
      #expect(!pulled.bound.screen.projection.isRefreshing)
      #expect(pulled.control.isRefreshing)
      call.succeed(with: posts(0..<3))
      await pulled.bound.screen.source.waitUntilSettled()
      await settle()
      #expect(!pulled.control.isRefreshing)
      #expect(pulled.bound.operation.callCount == 2)
    }

    @Test func aRefreshStartedElsewhereSpinsTheControlWhileTheScreenShowsIt() async {
      let pulled = PulledScreen()
      await pulled.bound.load()
      let call = await pulled.bound.start(.refresh)  // A Refresh button, say.
      await settle()
      #expect(pulled.control.isRefreshing)
      call.succeed(with: posts(0..<3))
      await pulled.bound.screen.source.waitUntilSettled()
      await settle()
      #expect(!pulled.control.isRefreshing)
      #expect(pulled.bound.operation.callCount == 2)
    }
  }
}
