import ScreenState
import ScreenStateUIKit
import UIKit

// The UIKit examples of the ScreenState catalog (BindingUIKitViews.md, and GettingStarted.md's binding, which
// `viewDidLoad()` below holds), which Linux cannot compile: Scripts/typecheck-adapters.sh type-checks this file against
// the UIKit shim (and, on a Mac, against the SDK), with Support/.

// As the article shows it: an app opts in to `isVisible` for its views.
// swift-format-ignore: AvoidRetroactiveConformances
extension UIView: @retroactive VisibilityControlling {}

final class PostsViewController: UIViewController {
  let screen = LoadableScreen(Loader { try await PostsAPI.shared.posts() })
  let spinner = UIActivityIndicatorView(style: .large)
  let tableView = UITableView()
  let emptyLabel = UILabel()
  let errorView = ErrorScreenView()
  var binding: RenderObservation?

  override func viewDidLoad() {
    super.viewDidLoad()
    binding = screen.bind(loading: spinner, content: tableView, empty: emptyLabel, error: errorView) {
      [weak self] projection in self?.show(projection.content ?? [])
    }
    Task { await screen.load() }
  }
}

extension PostsViewController {
  /// Fills the table with `posts`.
  func show(_ posts: [Post]) {}

  func presentAlert(_ alert: ScreenAlert<ScreenAction>, of model: LoadableScreen<[Post], any Error>) {
    present(UIAlertController(alert) { await model.send($0) }, animated: true)
  }
}

@MainActor
enum BindingUIKitViews {
  static func showSpinner(_ spinner: UIActivityIndicatorView, for posts: Loader<[Post], any Error>) {
    spinner.isVisible = posts.state.isFirstLoad
  }

  static func bind(
    spinner: UIActivityIndicatorView, tableView: UITableView, emptyLabel: UILabel, errorView: ErrorScreenView,
    to screen: LoadableScreen<[Post], any Error>
  ) {
    let binder = ScreenVisibilityBinder(loading: spinner, content: tableView, empty: emptyLabel, failure: errorView)
    binder.apply(screen.projection)
  }
}

// ChangesThatAreNeverLost.md: the outbox sending in the background, registered while the app launches.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let store = ResourceStore(
    persistence: FileResourcePersistence(
      directory: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]))
  lazy var outbox = Outbox(store)
  lazy var background = OutboxBackgroundSending(outbox, identifier: "com.example.app.outbox")

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    background.registerLaunchHandler()  // before launch ends, in every launch
    return true
  }
}
