import ScreenState
import ScreenStateUIKit
import UIKit

/// A posts controller: loading (a spinner that spins), content, empty and error views bound in one line, and the
/// alert of a failed refresh presented by the binding. Layout is left out.
final class PostsViewController: UIViewController {
  let screen = LoadableScreen(Loader { try await PostsAPI.shared.posts() })
  let spinner = UIActivityIndicatorView(style: .large)
  let postsLabel = UILabel(frame: .zero)
  let emptyLabel = UILabel(frame: .zero)
  let errorView = ErrorScreenView()
  var binding: RenderObservation?

  override func viewDidLoad() {
    super.viewDidLoad()
    binding = screen.bind(loading: spinner, content: postsLabel, empty: emptyLabel, error: errorView) {
      [postsLabel] projection in postsLabel.text = projection.content?.map(\.title).joined(separator: "\n")
    }
    Task { await screen.load() }
  }
}
