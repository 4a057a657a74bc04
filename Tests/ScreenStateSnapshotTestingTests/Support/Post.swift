import ScreenState
import ScreenStateTerminal

/// A post of the feed, as the snapshot tests' screen shows it.
struct Post: Hashable, Sendable {
  let id: Int
  let title: String
  let author: String

  /// The row of the post in the feed.
  var row: String { "#\(id)  \(title) — \(author)" }

  /// `count` posts with varied titles, the same on every run.
  static func samples(count: Int) -> [Post] {
    let titles = [
      "Loading states without boolean flags",
      "Why a failed refresh should keep your content",
      "Retry with backoff, but never on a 404",
      "Universal error screens",
      "Cancellation is not an error",
      "Snapshot tests that run on Linux",
      "Derived view state in one enum",
      "Latest request wins",
    ]
    let authors = ["Ada", "Grace", "Linus", "Barbara"]
    return (0..<count).map { index in
      Post(id: index + 1, title: titles[index % titles.count], author: authors[index % authors.count])
    }
  }
}

/// The list renderer of the feed.
func postList(selectedIndex: Int = 0) -> ListContentRenderer<[Post]> {
  ListContentRenderer(selectedIndex: selectedIndex) { $0.row }
}

/// The feed's renderer, with its empty message.
let postsRenderer = ScreenRenderer(emptyMessage: "No posts yet. Press r to check again.")

/// The list renderer of the paginated feed.
func pagedPostList(selectedIndex: Int = 0) -> ListContentRenderer<PagedList<Post, Int>> {
  ListContentRenderer(selectedIndex: selectedIndex) { $0.row }
}
