import DemoApp
import ScreenStateTerminal

/// Draws whichever content the demo shows: the feed's list or the colour picker. It keeps the list's scroll
/// position while another screen is shown, as a tab would.
public struct DemoContentRenderer: ScreenContentRenderer {
  /// The feed's list.
  public private(set) var posts: PostsContentRenderer
  /// Whether the last content drawn was the feed, so navigation keys scroll only a list that is on screen.
  private var isShowingPosts = false

  /// Creates the renderer, with the feed's first post selected.
  public init(posts: PostsContentRenderer = PostsContentRenderer()) {
    self.posts = posts
  }

  /// Draws `content` in `rect`.
  public mutating func draw(_ content: DemoContent, on canvas: inout TextCanvas, in rect: TextRect, isFocused: Bool) {
    switch content {
    case .posts(let items):
      isShowingPosts = true
      posts.draw(items, on: &canvas, in: rect, isFocused: isFocused)
    case .colors(let selection):
      isShowingPosts = false
      ColorPickerDrawing.draw(selection, on: &canvas, in: rect)
    }
  }

  /// Scrolls the feed's list when it is on screen.
  public mutating func handle(_ key: Key) -> Bool {
    isShowingPosts ? posts.handle(key) : false
  }
}
