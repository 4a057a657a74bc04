// The drawing primitives. Each one works out its clip rectangle (its region intersected with the canvas)
// first and stops reading its text once past the clip's right edge, so the cost of a call is bounded by
// the cells it can touch, not by the length of a hostile string.

extension TextCanvas {
  /// Draws `text` on one line starting at `column`, `row`, clipped to the canvas.
  ///
  /// The text is sanitized (see ``TerminalText``): tabs and line breaks become spaces and control
  /// characters are removed.
  ///
  /// - Returns: The column after the last character drawn, at most the canvas's right edge: where a next
  ///   piece of text on the same line, in another style, would start.
  @discardableResult
  public mutating func draw(_ text: String, column: Int, row: Int, style: TextStyle = .plain) -> Int {
    let column = TextRect.clampCoordinate(column)
    let row = TextRect.clampCoordinate(row)
    return drawLine(text, column: column, row: row, style: style, clip: bounds)
  }

  /// Draws `text` on one line inside a span of `width` cells, cut with an ellipsis when it is wider.
  ///
  /// ```swift
  /// canvas.draw(post.title, column: 2, row: 4, width: 20)                     // "A very long title t…"
  /// canvas.draw("Offline", column: 0, row: 0, width: 30, alignment: .center)
  /// ```
  public mutating func draw(
    _ text: String,
    column: Int,
    row: Int,
    width: Int,
    alignment: TextAlignment = .leading,
    style: TextStyle = .plain
  ) {
    let span = TextRect(column: column, row: row, width: width, height: 1)
    let clip = span.intersection(bounds)
    guard !clip.isEmpty else { return }
    let fitted = TerminalText.truncated(text, toWidth: span.width)
    let offset = alignment.offset(textWidth: TerminalText.displayWidth(of: fitted), spanWidth: span.width)
    drawLine(fitted, column: span.column + offset, row: span.row, style: style, clip: clip)
  }

  /// Draws `text` centred across the whole width of the canvas on `row`, cut with an ellipsis if it is wider.
  public mutating func drawCentered(_ text: String, row: Int, style: TextStyle = .plain) {
    draw(text, column: 0, row: row, width: columns, alignment: .center, style: style)
  }

  /// Draws `text` word-wrapped inside `rect`, one line per row from the top.
  ///
  /// Wrapping follows ``TerminalText/wrapped(_:toWidth:maxLines:)``; when the text needs more rows than the
  /// rectangle has, the last row ends with an ellipsis.
  ///
  /// - Returns: The number of rows used, so the caller can place what follows below the text.
  @discardableResult
  public mutating func drawWrapped(
    _ text: String,
    in rect: TextRect,
    alignment: TextAlignment = .leading,
    style: TextStyle = .plain
  ) -> Int {
    let clip = rect.intersection(bounds)
    guard !clip.isEmpty else { return 0 }
    let lines = TerminalText.wrapped(text, toWidth: rect.width, maxLines: rect.height)
    for (index, line) in lines.enumerated() {
      let offset = alignment.offset(textWidth: TerminalText.displayWidth(of: line), spanWidth: rect.width)
      drawLine(line, column: rect.column + offset, row: rect.row + index, style: style, clip: clip)
    }
    return lines.count
  }

  /// Fills `rect` with a character, a space by default, in `style`.
  ///
  /// A control or zero-width character fills with spaces; a wide character fills every other cell.
  public mutating func fill(_ rect: TextRect, with character: Character = " ", style: TextStyle = .plain) {
    let clip = rect.intersection(bounds)
    guard !clip.isEmpty else { return }
    let cell: (character: Character, width: Int) =
      switch character.terminalClass {
      case .printable(let width): (character, width)
      case .lineBreak, .tab, .dropped: (" ", 1)
      }
    for row in clip.row..<clip.maxRow {
      for column in stride(from: clip.column, to: clip.maxColumn, by: cell.width) {
        put(cell.character, width: cell.width, column: column, row: row, style: style, clip: clip)
      }
    }
  }

  /// Draws a horizontal line on `row` from `column`, `width` cells long (to the right edge by default).
  public mutating func drawHorizontalRule(
    row: Int,
    column: Int = 0,
    width: Int? = nil,
    character: Character = "─",
    style: TextStyle = .plain
  ) {
    let column = TextRect.clampCoordinate(column)
    let line = TextRect(column: column, row: row, width: width ?? (columns - column), height: 1)
    fill(line, with: character, style: style)
  }

  /// Draws an opaque box: a border around `rect`, a title in the top border, and the inside cleared.
  ///
  /// The title is drawn bold in the top border, cut with an ellipsis to fit, and left out when the box is
  /// too narrow for any of it. The inside is filled with spaces in `style`, so a box drawn over content
  /// hides it, as a modal alert should.
  ///
  /// ```swift
  /// let inside = canvas.drawBox(canvas.bounds.centered(width: 40, height: 6), title: "Refresh failed")
  /// canvas.drawWrapped("Showing saved posts.", in: inside.inset(horizontal: 1, vertical: 0))
  /// ```
  ///
  /// - Returns: The rectangle inside the border, empty when `rect` is smaller than 3 × 3.
  @discardableResult
  public mutating func drawBox(
    _ rect: TextRect,
    title: String? = nil,
    border: BoxBorder = .light,
    style: TextStyle = .plain
  ) -> TextRect {
    let inside = rect.inset(horizontal: 1, vertical: 1)
    guard !rect.intersection(bounds).isEmpty else { return inside }
    let top = rect.row
    let bottom = rect.maxRow - 1
    let left = rect.column
    let right = rect.maxColumn - 1
    fill(TextRect(column: left, row: top, width: rect.width, height: 1), with: border.horizontal, style: style)
    fill(TextRect(column: left, row: bottom, width: rect.width, height: 1), with: border.horizontal, style: style)
    fill(TextRect(column: left, row: top, width: 1, height: rect.height), with: border.vertical, style: style)
    fill(TextRect(column: right, row: top, width: 1, height: rect.height), with: border.vertical, style: style)
    fill(inside, style: style)
    let corners = [
      (border.topLeft, left, top), (border.topRight, right, top),
      (border.bottomLeft, left, bottom), (border.bottomRight, right, bottom),
    ]
    for (character, column, row) in corners {
      fill(TextRect(column: column, row: row, width: 1, height: 1), with: character, style: style)
    }
    if let title, rect.width >= 5 {
      // "┌ Title ─┐": one border cell and a space before the title, a space and one cell after it.
      let fitted = TerminalText.truncated(title, toWidth: rect.width - 6)
      if !fitted.isEmpty {
        var titleStyle = style
        titleStyle.isBold = true
        draw(" \(fitted) ", column: left + 1, row: top, width: rect.width - 2, style: titleStyle)
      }
    }
    return inside
  }

  /// Draws sanitized `text` from `column` on `row`, inside `clip`, and returns the column after it.
  @discardableResult
  mutating func drawLine(_ text: String, column: Int, row: Int, style: TextStyle, clip: TextRect) -> Int {
    guard row >= clip.row, row < clip.maxRow else { return min(column, clip.maxColumn) }
    var cursor = column
    for character in text {
      guard cursor < clip.maxColumn else { break }
      guard let cell = character.singleLineCell else { continue }
      put(cell.character, width: cell.width, column: cursor, row: row, style: style, clip: clip)
      cursor += cell.width
    }
    return min(cursor, clip.maxColumn)
  }
}
