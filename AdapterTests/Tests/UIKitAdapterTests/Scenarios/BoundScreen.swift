import ScreenState
import ScreenStateTesting
import UIKit

#if canImport(ScreenStateUIKitOnFake)
  import ScreenStateUIKitOnFake  // The adapter's sources compiled against the fake of UIKit (AdapterTests).
#else
  import ScreenStateUIKit
#endif

/// A controller on screen with the four views of a loading screen bound to a screen of posts.
@MainActor
final class BoundScreen {
  let driver = ScenarioDriver()
  let operation = ControllableOperation<[Post], any Error>()
  let loader: Loader<[Post], any Error>
  let screen: LoadableScreen<[Post], any Error>
  let window: UIWindow
  let controller = UIViewController()
  let spinner = UIActivityIndicatorView(style: .large)
  let content = UILabel(frame: .zero)
  let empty = UILabel(frame: .zero)
  let errorView = ErrorScreenView()
  let banner: FailureBannerView?
  /// What the render closure was given, and the announcements posted before each render (where the driver can tell).
  private(set) var renders: [(projection: ScreenProjection<[Post]>, announcedBefore: Int?)] = []
  private(set) var binding: RenderObservation?

  /// The policy shows progress at once (`LoadingTiming.immediate`): these tests check what the adapter draws for each
  /// state as it begins; when a spinner shows is the core's, tested there on a virtual clock. `banner` gives the
  /// binding a banner view of the test's (placed in the controller's view); without one the binding installs its
  /// own. The screen's source runs on `clock` (the announcements' retries too).
  init(
    policy: PresentationPolicy = PresentationPolicy(texts: texts, loadingTiming: .immediate), banner: Bool = false,
    actions: [any FailableAction] = [], onScreen: Bool = true, clock: any Clock<Duration> = ContinuousClock()
  ) {
    loader = Loader(retryPolicy: .never, timeout: nil, clock: clock, operation: operation.operation)
    screen = LoadableScreen(loader, policy: policy, actions: actions)
    self.banner = banner ? FailureBannerView() : nil
    driver.reset()
    window = driver.makeWindow()
    for view in [spinner, content, empty, errorView] + [self.banner].compactMap({ $0 }) {
      controller.view.addSubview(view)
    }
    if onScreen {
      window.rootViewController = controller
      window.makeKeyAndVisible()
    }
    binding = screen.bind(
      loading: spinner, content: content, empty: empty, error: errorView, banner: self.banner
    ) { [weak self] projection in
      self?.renders.append((projection, self?.driver.announcementsPosted))
      self?.content.text = projection.content?.map(\.title).joined(separator: "\n")
    }
  }

  /// Starts `action` and returns the call it makes of the operation.
  func start(_ action: ScreenAction) async -> ControllableOperation<[Post], any Error>.Call {
    let screen = screen
    Task { await screen.send(action) }
    return await operation.nextCall()
  }

  /// Starts the first load and returns its call of the operation.
  func startLoad() async -> ControllableOperation<[Post], any Error>.Call {
    let screen = screen
    Task { await screen.load() }
    return await operation.nextCall()
  }

  /// Loads the first page of posts.
  func load(_ value: [Post] = posts(0..<3)) async {
    let screen = screen
    Task { await screen.load() }
    await operation.nextCall().succeed(with: value)
    await screen.source.waitUntilSettled()
    await settle()
  }

  /// Refreshes, and the refresh fails with `error`; then lets the alert it presents, if any, come on screen.
  func failRefresh(with error: any Error = URLError(.notConnectedToInternet)) async {
    await start(.refresh).fail(with: error)
    await screen.source.waitUntilSettled()
    await settle()
    await driver.finishAnimations()
  }

  /// Starts the first load, and it fails with `error`.
  func failLoad(with error: any Error = URLError(.notConnectedToInternet)) async {
    await startLoad().fail(with: error)
    await screen.source.waitUntilSettled()
    await settle()
  }

  /// The alert controller presented now, if any.
  var presentedAlert: UIAlertController? {
    controller.presentedViewController as? UIAlertController
  }

  /// The banner view drawn over the screen now, if any: the test's or the one the binding installed.
  var shownBanner: FailureBannerView? {
    controller.view.allSubviews.lazy.compactMap { $0 as? FailureBannerView }.first {
      $0.isDrawn(in: self.controller.view)
    }
  }
}
