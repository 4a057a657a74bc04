/// Which screen of the board is shown.
public enum BoardScreen: Hashable, Sendable {
  /// The feed, scrolled page by page.
  case feed
  /// Search as you type.
  case search
  /// One post (``BoardModel/detail``), opened from the feed or from search.
  case post(id: Int)

  /// A short title for a header, such as `Board` or `Post 7`.
  public var title: String {
    switch self {
    case .feed: "Board"
    case .search: "Search"
    case .post(let id): "Post \(id)"
    }
  }
}
