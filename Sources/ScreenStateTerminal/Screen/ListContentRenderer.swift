// Virtualised: a frame asks the collection for its count (O(1) for a random-access collection) and for the
// items on screen, and formats only those, so a 10,000-row list costs what a 20-row list costs. Nothing here
// may map, filter or measure the whole collection.

/// Draws a random-access collection as a scrolling list of one-line rows, one item per row.
///
/// The selected row is marked `› ` (and drawn inverse) while the list has focus, so the selection shows in
/// plain text too. When the list is longer than its rectangle, the bottom row shows the position, as in
/// `"7–26 of 10000"`.
///
/// ```swift
/// var posts = ListContentRenderer<[Post]> { $0.title }
/// renderer.draw(projection, content: &posts, on: &canvas, in: canvas.bounds)
/// ```
public struct ListContentRenderer<Items: RandomAccessCollection>: ScreenContentRenderer {
  /// The scroll position and selection, adjusted to the list's length and height on every draw.
  public private(set) var viewport: ListViewport
  /// Whether a scrolled list shows its position on its bottom row.
  public var showsPosition: Bool
  private let rowText: (Items.Element) -> String
  /// The selection asked for at creation, applied by the first draw that has items: an empty viewport
  /// cannot hold a selection.
  private var pendingSelection: Int?

  /// Creates a list renderer.
  ///
  /// - Parameters:
  ///   - selectedIndex: The row selected at first.
  ///   - showsPosition: Whether a list longer than its rectangle shows its position on its bottom row.
  ///   - rowText: The text of an item's row; called only for the rows on screen.
  public init(
    selectedIndex: Int = 0,
    showsPosition: Bool = true,
    rowText: @escaping (Items.Element) -> String
  ) {
    viewport = ListViewport(itemCount: 0, visibleHeight: 0)
    pendingSelection = selectedIndex
    self.showsPosition = showsPosition
    self.rowText = rowText
  }

  /// Draws the rows of `items` visible in `rect`.
  public mutating func draw(_ items: Items, on canvas: inout TextCanvas, in rect: TextRect, isFocused: Bool) {
    let count = items.count
    let reservesPositionRow = showsPosition && count > rect.height && rect.height >= 3
    let listRect = TextRect(
      column: rect.column, row: rect.row, width: rect.width, height: rect.height - (reservesPositionRow ? 1 : 0))
    viewport.update(itemCount: count, visibleHeight: listRect.height)
    if let pendingSelection, count > 0 {
      viewport.select(pendingSelection)
      self.pendingSelection = nil
    }
    viewport.draw(on: &canvas, in: listRect) { row, canvas in
      let item = items[items.index(items.startIndex, offsetBy: row.index)]
      let isMarked = row.isSelected && isFocused
      let style: TextStyle = isMarked ? .inverse : .plain
      if isMarked { canvas.fill(row.rect, style: style) }
      canvas.draw(
        (isMarked ? "› " : "  ") + rowText(item), column: row.rect.column, row: row.rect.row,
        width: row.rect.width, style: style)
    }
    if reservesPositionRow {
      canvas.draw(
        viewport.scrollIndicator, column: rect.column, row: rect.maxRow - 1, width: rect.width,
        alignment: .trailing, style: .dim)
    }
  }

  /// One row per item: a list shorter than its rectangle leaves the rows below it to a paginated list's footer.
  public func height(of items: Items, width: Int) -> Int? {
    items.count
  }

  /// The items on screen after the last draw: the viewport's ``ListViewport/visibleRange``.
  public var visibleItems: Range<Int>? {
    viewport.visibleRange
  }

  /// Moves the selection for Up, Down, Page Up, Page Down, Home and End.
  public mutating func handle(_ key: Key) -> Bool {
    viewport.handle(key)
  }
}
