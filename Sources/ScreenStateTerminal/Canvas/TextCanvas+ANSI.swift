// The ANSI rendering repaints the whole screen without clearing it first (clearing would flicker): each row
// is addressed absolutely, so a row can never spill into the next, and ends with "erase to end of line",
// except a row written up to the right edge: there the cursor stays on the last cell, and erasing would wipe
// the character just written.
// Only SGR, cursor-position and erase sequences are emitted; cell characters are already sanitized.

extension TextCanvas {
  /// The canvas as ANSI escape sequences for a terminal: each row positioned absolutely from the top-left
  /// corner, styles as SGR codes, the rest of each line and the screen below the canvas erased.
  ///
  /// Write it to a terminal in the alternate screen; ``TerminalSession/draw(_:)`` does.
  public var ansiText: String {
    ansiText(maxColumns: columns, maxRows: rows)
  }

  /// The ANSI rendering of the top-left `maxColumns` × `maxRows` part of the canvas: a session crops a
  /// frame to the terminal, because a row wider than the terminal would wrap and scroll the screen.
  func ansiText(maxColumns: Int, maxRows: Int) -> String {
    let visibleColumns = min(columns, max(0, maxColumns))
    let visibleRows = min(rows, max(0, maxRows))
    var output = ANSI.resetStyle + ANSI.home
    for row in 0..<visibleRows {
      let start = row * columns
      let rowCells = cells[start..<start + visibleColumns]
      // A wide character cut by the crop is left out: half a glyph would shift the line.
      let last = rowCells.lastIndex { cell in
        !cell.isContinuation && (cell.character != " " || cell.style != .plain)
      }
      output += ANSI.moveTo(column: 0, row: row)
      // The column after the last cell written on this row.
      var end = 0
      if let last {
        var current = TextStyle.plain
        for index in start...last where !cells[index].isContinuation {
          let cell = cells[index]
          let isCutWide =
            index + 1 == start + visibleColumns && index + 1 < start + columns
            && cells[index + 1].isContinuation
          if cell.style != current {
            output += ANSI.select(cell.style)
            current = cell.style
          }
          output.append(isCutWide ? " " : cell.character)
        }
        if current != .plain { output += ANSI.resetStyle }
        let isWide = last + 1 < start + visibleColumns && cells[last + 1].isContinuation
        end = last - start + (isWide ? 2 : 1)
      }
      if end < visibleColumns { output += ANSI.eraseToEndOfLine }
    }
    output += ANSI.eraseBelow
    return output
  }
}
