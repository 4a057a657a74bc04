import ScreenState
import ScreenStateUIKit
import UIKit

/// An infinite feed in a table: the first page bound like any screen, its rows changed by difference, the footer
/// below the rows (sized as it changes), each row about to be displayed reported to the screen, which loads the
/// next page near the end, and pull to refresh. Layout is left out. iOS and visionOS: tvOS has no refresh control.
@available(tvOS, unavailable)
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let screen = LoadableScreen(PageLoader(first: 1) { try await PostsAPI.shared.posts(page: $0) })
  let spinner = UIActivityIndicatorView(style: .large)
  let tableView = UITableView(frame: .zero, style: .plain)
  let emptyLabel = UILabel(frame: .zero)
  let errorView = ErrorScreenView()
  let footerView = PageFooterView()
  let refreshControl = UIRefreshControl()
  lazy var rows = TableRows<PagedList<Post, Int>>(tableView)
  var bindings: [RenderObservation] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
    tableView.tableFooterView = footerView
    tableView.refreshControl = refreshControl
    bindings = [
      screen.bind(loading: spinner, content: tableView, empty: emptyLabel, error: errorView) { [rows] projection in
        rows.show(projection.content)
      },
      screen.bind(footer: footerView),
      screen.bind(refreshControl: refreshControl),
    ]
    Task { await screen.load() }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.row].title
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    screen.willDisplayRow(at: rows.itemIndex(ofRow: indexPath.row))
  }
}
