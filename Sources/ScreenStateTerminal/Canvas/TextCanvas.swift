// The canvas is a plain value: drawing mutates a copy-on-write array of cells, and two canvases with the
// same cells are equal, which is what makes screens testable as text.

/// A fixed-size grid of styled character cells that screens are drawn into.
///
/// Every drawing primitive clips to the canvas and accepts any input without trapping: negative or huge
/// coordinates, zero sizes, empty strings, and strings full of control characters, which are sanitized as
/// described in ``TerminalText`` so that no string can inject an escape sequence. Render a canvas with
/// ``plainText`` (for snapshots and pipes) or ``ansiText`` (for a real terminal).
///
/// ```swift
/// var canvas = TextCanvas(columns: 30, rows: 5)
/// let inside = canvas.drawBox(canvas.bounds, title: "Posts")
/// canvas.draw("Loading…", column: inside.column, row: inside.row, width: inside.width, alignment: .center)
/// print(canvas.plainText)
/// ```
public struct TextCanvas: Hashable, Sendable {
  /// The largest number of columns or rows a canvas has; larger sizes are cut to it.
  ///
  /// It bounds the memory a canvas takes (about 24 MB at the limit), far beyond any real terminal.
  public static let maximumSide = 1024

  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The cells, row by row.
  private(set) var cells: [TextCell]

  /// Creates a blank canvas; negative sizes become zero and sizes above ``maximumSide`` are cut to it.
  public init(columns: Int, rows: Int) {
    self.columns = min(max(columns, 0), Self.maximumSide)
    self.rows = min(max(rows, 0), Self.maximumSide)
    cells = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// Creates a blank canvas of the given size, typically a terminal session's current size.
  public init(size: TerminalSize) {
    self.init(columns: size.columns, rows: size.rows)
  }

  /// The canvas's size.
  public var size: TerminalSize { TerminalSize(columns: columns, rows: rows) }

  /// The rectangle covering the whole canvas.
  public var bounds: TextRect { TextRect(column: 0, row: 0, width: columns, height: rows) }

  /// The cell at `column`, `row`, or a blank cell outside the canvas.
  public subscript(column: Int, row: Int) -> TextCell {
    guard column >= 0, column < columns, row >= 0, row < rows else { return .blank }
    return cells[row * columns + column]
  }

  /// Writes one character of the given width (1 or 2) at `column`, `row`, inside `clip`.
  ///
  /// `clip` must lie inside the canvas. A wide character with only one half inside `clip` becomes a space
  /// in that half, so a clip edge never shows half a glyph.
  mutating func put(_ character: Character, width: Int, column: Int, row: Int, style: TextStyle, clip: TextRect) {
    guard row >= clip.row, row < clip.maxRow else { return }
    if width == 2 {
      let leftInside = column >= clip.column && column < clip.maxColumn
      let rightInside = column + 1 >= clip.column && column + 1 < clip.maxColumn
      if leftInside && rightInside {
        let index = row * columns + column
        detachWide(at: column, row: row)
        detachWide(at: column + 1, row: row)
        cells[index] = TextCell(character: character, style: style)
        cells[index + 1] = TextCell(character: " ", style: style, isContinuation: true)
      } else {
        if leftInside { put(" ", width: 1, column: column, row: row, style: style, clip: clip) }
        if rightInside { put(" ", width: 1, column: column + 1, row: row, style: style, clip: clip) }
      }
      return
    }
    guard column >= clip.column, column < clip.maxColumn else { return }
    detachWide(at: column, row: row)
    cells[row * columns + column] = TextCell(character: character, style: style)
  }

  /// Blanks the other half of the wide character that covers `column`, `row`, if any, before that cell is
  /// overwritten: the grid never holds a lone half.
  private mutating func detachWide(at column: Int, row: Int) {
    let index = row * columns + column
    if cells[index].isContinuation {
      cells[index - 1] = TextCell(character: " ", style: cells[index - 1].style)
      cells[index].isContinuation = false
    } else if column + 1 < columns, cells[index + 1].isContinuation {
      cells[index + 1] = TextCell(character: " ", style: cells[index + 1].style)
    }
  }
}
