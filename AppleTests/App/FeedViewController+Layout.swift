import UIKit

extension FeedViewController {
  /// The layout the example leaves out: every view fills the safe area, the texts follow Dynamic Type.
  func layOut() {
    view.backgroundColor = .systemBackground
    emptyLabel.numberOfLines = 0
    emptyLabel.font = .preferredFont(forTextStyle: .body)
    emptyLabel.adjustsFontForContentSizeCategory = true
    emptyLabel.text = "No posts yet"
    fillSafeArea(with: [tableView, emptyLabel, errorView], spinner: spinner)
  }
}
