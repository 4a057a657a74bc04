/// The demo's screens.
public enum DemoScreen: String, Sendable, Hashable, CaseIterable {
  /// The posts feed: loading, refresh, empty state, alerts and full-screen errors.
  case posts
  /// The error-screen gallery.
  case errors
  /// The colour picker: derived view state.
  case colors
  /// The neighbourhood board (``BoardModel``): a feed of 300 posts scrolled page by page, search as you type,
  /// and each post with its like.
  case board

  /// A short title for a header or tab.
  public var title: String {
    switch self {
    case .posts: "Posts"
    case .errors: "Error screens"
    case .colors: "Colours"
    case .board: "Board"
    }
  }
}
