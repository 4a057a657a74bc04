import UIKit

extension PostsViewController {
  /// The layout the example leaves out: every view fills the safe area, the texts follow Dynamic Type.
  func layOut() {
    view.backgroundColor = .systemBackground
    for label in [postsLabel, emptyLabel] {
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
    }
    emptyLabel.text = "No posts yet"
    fillSafeArea(with: [postsLabel, emptyLabel, errorView], spinner: spinner)
  }
}
