import ScreenState
import ScreenStateTesting
import Testing
import UIKit

#if canImport(ScreenStateUIKitOnFake)
  import ScreenStateUIKitOnFake  // The adapter's sources compiled against the fake of UIKit (AdapterTests).
#else
  import ScreenStateUIKit
#endif

/// Every test of the UIKit binding, one at a time: UIKit's announcements and presentations are global, as are the
/// window and the fake's logs.
@MainActor
@Suite(.serialized)
struct UIKitAdapterTests {}

/// A post of the test feeds.
struct Post: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
}

/// The posts `range`, titled by number.
func posts(_ range: Range<Int>) -> [Post] {
  range.map { Post(id: $0, title: "Post \($0)") }
}

/// The words of every test screen.
let texts = ScreenTexts(language: "en", subject: "posts")

/// Lets the main actor run what it has scheduled (re-renders, announcements posted after an update): a fixed
/// number of turns, never a clock.
@MainActor
func settle() async {
  for _ in 0..<200 { await Task.yield() }
}

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

extension UIView {
  /// The texts of the visible labels and button titles under this view, in order: what a person sees.
  var visibleTexts: [String] {
    guard !isHidden else { return [] }
    var texts: [String] = []
    if let label = self as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
    if let button = self as? UIButton, let title = button.configuration?.title { texts.append(title) }
    let children = (self as? UIStackView)?.arrangedSubviews ?? subviews
    return texts + children.flatMap(\.visibleTexts)
  }

  /// The visible button titled `title` under this view, if any.
  func visibleButton(titled title: String) -> UIButton? {
    guard !isHidden else { return nil }
    if let button = self as? UIButton, button.configuration?.title == title { return button }
    let children = (self as? UIStackView)?.arrangedSubviews ?? subviews
    return children.lazy.compactMap { $0.visibleButton(titled: title) }.first
  }

  /// Whether this view is drawn within `ancestor`: neither it nor a view between them is hidden.
  func isDrawn(in ancestor: UIView) -> Bool {
    var view: UIView? = self
    while let current = view {
      if current.isHidden { return false }
      if current === ancestor { return true }
      view = current.superview
    }
    return false
  }

  /// Every view under this one, depth first, this one included.
  var allSubviews: [UIView] {
    [self] + subviews.flatMap(\.allSubviews)
  }
}
