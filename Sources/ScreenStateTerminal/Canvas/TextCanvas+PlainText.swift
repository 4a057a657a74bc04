// The plain rendering is what text snapshots compare and what a pipe receives, so it is a pure function
// of the characters: styles are dropped, and trailing spaces (invisible, and fragile in golden files) are
// trimmed from every row.

extension TextCanvas {
  /// The canvas as plain text: one line per row joined with `"\n"`, trailing spaces trimmed, no escape codes.
  ///
  /// Styles are not shown. Every row is present, so a canvas of `rows` rows gives `rows` lines (empty rows
  /// are empty lines); the text has no trailing newline.
  public var plainText: String {
    var lines: [String] = []
    lines.reserveCapacity(rows)
    for row in 0..<rows {
      var line = ""
      var lineEnd = line.endIndex
      for cell in cells[row * columns..<(row + 1) * columns] where !cell.isContinuation {
        line.append(cell.character)
        if cell.character != " " { lineEnd = line.endIndex }
      }
      lines.append(String(line[..<lineEnd]))
    }
    return lines.joined(separator: "\n")
  }
}
