import DemoApp
import ScreenStateTerminal

/// Draws a list of the board's posts (the feed, or search results): one row per post, its number right-aligned,
/// its title and, in the feed, its likes, on the library's virtualised `ListContentRenderer`, which it passes
/// `height(of:width:)` and `visibleItems` through, so that a paginated list's footer and infinite scroll work as
/// for the library's own list.
public struct BoardListRenderer<Items: RandomAccessCollection>: ScreenContentRenderer
where Items.Element == PostSummary {
  private var list: ListContentRenderer<Items>

  /// Creates the renderer with the first row selected; each row ends with the post's likes when `showsLikes`.
  public init(showsLikes: Bool = false) {
    list = ListContentRenderer { Self.row(for: $0, showsLikes: showsLikes) }
  }

  /// The row of a post: its number, right-aligned in three columns, its title and, when `showsLikes`, its likes and
  /// whether this user likes it: `  3  Found: a blue bicycle helmet · 12 likes`, `… · 13 likes · liked`.
  static func row(for post: PostSummary, showsLikes: Bool = false) -> String {
    let number = String(post.id)
    let row = String(repeating: " ", count: max(0, 3 - number.count)) + number + "  " + post.title
    guard showsLikes else { return row }
    return row + " · " + (post.likes == 1 ? "1 like" : "\(post.likes) likes") + (post.liked ? " · liked" : "")
  }

  /// Draws the rows of `items` on screen.
  public mutating func draw(_ items: Items, on canvas: inout TextCanvas, in rect: TextRect, isFocused: Bool) {
    list.draw(items, on: &canvas, in: rect, isFocused: isFocused)
  }

  /// Moves the selection for Up, Down, Page Up, Page Down, Home and End.
  public mutating func handle(_ key: Key) -> Bool {
    list.handle(key)
  }

  /// One row per post, as the library's list.
  public func height(of items: Items, width: Int) -> Int? {
    list.height(of: items, width: width)
  }

  /// The posts on screen after the last draw.
  public var visibleItems: Range<Int>? {
    list.visibleItems
  }

  /// The selected row, if the list has any.
  public var selectedIndex: Int? {
    list.viewport.selectedIndex
  }

  /// Selects the row at `index` (clamped into the list, as the last frame drew it), scrolling as little as needed
  /// to show it.
  public mutating func select(_ index: Int) {
    // The library's list selects by keys only: Home, then Down as many times as it takes (cheap: a viewport
    // moves in O(1) per key).
    _ = list.handle(.home)
    for _ in 0..<max(0, index) { _ = list.handle(.down) }
  }
}
