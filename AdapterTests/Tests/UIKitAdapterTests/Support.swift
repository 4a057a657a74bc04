import ScreenState
import ScreenStateTesting
import ScreenStateUIKitOnFake
import Testing
import UIKit

/// Every test of the UIKit binding on the fake, one at a time: UIKit's announcements and presentations are logged
/// globally, as UIKit posts them globally.
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
  let operation = ControllableOperation<[Post], any Error>()
  let loader: Loader<[Post], any Error>
  let screen: LoadableScreen<[Post], any Error>
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()
  let spinner = UIActivityIndicatorView(style: .large)
  let content = UILabel(frame: .zero)
  let empty = UILabel(frame: .zero)
  let errorView = ErrorScreenView()
  let banner: FailureBannerView?
  /// What the render closure was given, and the announcements posted before each render.
  private(set) var renders: [(projection: ScreenProjection<[Post]>, announcedBefore: Int)] = []
  private(set) var binding: RenderObservation?

  /// The policy shows progress at once (`LoadingTiming.immediate`): these tests check what the adapter draws for each
  /// state as it begins; when a spinner shows is the core's, tested there on a virtual clock.
  /// The screen's source runs on `clock` (the announcements' retries too).
  init(
    policy: PresentationPolicy = PresentationPolicy(texts: texts, loadingTiming: .immediate), banner: Bool = false,
    onScreen: Bool = true, clock: any Clock<Duration> = ContinuousClock()
  ) {
    loader = Loader(retryPolicy: .never, timeout: nil, clock: clock, operation: operation.operation)
    screen = LoadableScreen(loader, policy: policy)
    self.banner = banner ? FailureBannerView() : nil
    UIAccessibility.fakeReset()
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
      self?.renders.append((projection, UIAccessibility.fakeAnnouncements.count))
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

  /// Refreshes, and the refresh fails with `error`.
  func failRefresh(with error: any Error = URLError(.notConnectedToInternet)) async {
    await start(.refresh).fail(with: error)
    await screen.source.waitUntilSettled()
    await settle()
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
}
