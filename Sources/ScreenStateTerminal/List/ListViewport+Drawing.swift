// Drawing calls the row renderer for visible rows only: a 10,000-item list costs the same per frame as
// a 20-item one. The renderer draws with the canvas primitives, which clip, so a row cannot spill out.

extension ListViewport {
  /// Draws the visible rows into `rect` of `canvas`, one per canvas row from the top, calling `row` only
  /// for items in ``visibleRange``.
  ///
  /// Keep ``visibleHeight`` equal to `rect.height` (call ``update(itemCount:visibleHeight:)`` when the
  /// layout changes); rows that do not fit in `rect` are not drawn.
  ///
  /// ```swift
  /// viewport.draw(on: &canvas, in: listRect) { row, canvas in
  ///   let style: TextStyle = row.isSelected ? .inverse : .plain
  ///   canvas.fill(row.rect, style: style)
  ///   canvas.draw(posts[row.index].title, column: row.rect.column, row: row.rect.row,
  ///               width: row.rect.width, style: style)
  /// }
  /// ```
  public func draw(
    on canvas: inout TextCanvas,
    in rect: TextRect,
    row render: (_ row: Row, _ canvas: inout TextCanvas) throws -> Void
  ) rethrows {
    for (line, index) in visibleRange.prefix(rect.height).enumerated() {
      let row = Row(
        index: index,
        isSelected: index == selectedIndex,
        rect: TextRect(column: rect.column, row: rect.row + line, width: rect.width, height: 1)
      )
      try render(row, &canvas)
    }
  }

  /// Draws the visible rows as single lines of text: the selected row inverse and marked with `›`, so the
  /// selection also shows in plain text; other rows indented to match. Lines are cut with an ellipsis.
  ///
  /// ```swift
  /// viewport.drawLines(on: &canvas, in: listRect) { posts[$0].title }
  /// ```
  public func drawLines(
    on canvas: inout TextCanvas,
    in rect: TextRect,
    text: (_ index: Int) throws -> String
  ) rethrows {
    try draw(on: &canvas, in: rect) { row, canvas in
      let style: TextStyle = row.isSelected ? .inverse : .plain
      if row.isSelected { canvas.fill(row.rect, style: style) }
      let line = try (row.isSelected ? "› " : "  ") + text(row.index)
      canvas.draw(line, column: row.rect.column, row: row.rect.row, width: row.rect.width, style: style)
    }
  }
}
