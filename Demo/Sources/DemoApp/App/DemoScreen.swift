/// The demo's screens.
public enum DemoScreen: String, Sendable, Hashable, CaseIterable {
  /// The posts feed: loading, refresh, empty state, alerts and full-screen errors.
  case posts
  /// The error-screen gallery.
  case errors
  /// The colour picker: derived view state.
  case colors

  /// A short title for a header or tab.
  public var title: String {
    switch self {
    case .posts: "Posts"
    case .errors: "Error screens"
    case .colors: "Colours"
    }
  }
}
