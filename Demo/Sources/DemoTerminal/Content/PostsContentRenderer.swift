import DemoApp
import ScreenStateTerminal

/// Draws the feed: a scrolling list of post titles and, below it when there is room, the selected post's text.
///
/// The list is the library's virtualised `ListContentRenderer`, so a frame formats only the rows on screen.
public struct PostsContentRenderer: ScreenContentRenderer {
  /// The rows below the list kept for the selected post's text: a rule and up to three lines.
  static let detailRows = 4
  /// The smallest height at which the selected post's text is shown; below it the list takes every row.
  static let minimumHeightForDetail = 10

  private var list: ListContentRenderer<[Post]>

  /// Creates the renderer with `selectedIndex` selected.
  public init(selectedIndex: Int = 0) {
    list = ListContentRenderer(selectedIndex: selectedIndex) { Self.row(for: $0) }
  }

  /// The row of a post in the list: its number, right-aligned, and its title.
  static func row(for post: Post) -> String {
    let number = String(post.id)
    return String(repeating: " ", count: max(0, 3 - number.count)) + number + "  " + post.title
  }

  /// Draws the list and the selected post's text.
  public mutating func draw(_ posts: [Post], on canvas: inout TextCanvas, in rect: TextRect, isFocused: Bool) {
    let showsDetail = rect.height >= Self.minimumHeightForDetail
    let listRect = TextRect(
      column: rect.column, row: rect.row, width: rect.width,
      height: rect.height - (showsDetail ? Self.detailRows : 0))
    list.draw(posts, on: &canvas, in: listRect, isFocused: isFocused)
    guard showsDetail, let index = list.viewport.selectedIndex, posts.indices.contains(index) else { return }
    canvas.drawHorizontalRule(row: listRect.maxRow, column: rect.column, width: rect.width, style: .dim)
    let text = TextRect(
      column: rect.column + 2, row: listRect.maxRow + 1, width: rect.width - 4, height: Self.detailRows - 1)
    canvas.drawWrapped(posts[index].body, in: text)
  }

  /// Moves the selection for Up, Down, Page Up, Page Down, Home and End.
  public mutating func handle(_ key: Key) -> Bool {
    list.handle(key)
  }
}
