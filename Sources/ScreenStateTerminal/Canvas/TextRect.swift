// Coordinates are clamped on creation so that every sum the canvas computes (column + width, row + height,
// an alignment offset) stays far from Int overflow, whatever a caller passes: drawing at Int.max is
// merely off-canvas, never a trap.

/// A rectangle of cells: a top-left corner, a width and a height.
///
/// Columns grow to the right and rows grow downwards from (0, 0), the canvas's top-left cell. A rectangle
/// may lie partly or wholly off a canvas; drawing clips it.
///
/// ```swift
/// let box = canvas.bounds.centered(width: 40, height: 7)
/// let inside = canvas.drawBox(box, title: "Offline")
/// canvas.drawWrapped(message, in: inside.inset(horizontal: 1, vertical: 0))
/// ```
public struct TextRect: Hashable, Sendable {
  /// The leftmost column.
  public let column: Int
  /// The top row.
  public let row: Int
  /// The number of columns; never negative.
  public let width: Int
  /// The number of rows; never negative.
  public let height: Int

  /// Creates a rectangle; a negative width or height becomes zero.
  public init(column: Int, row: Int, width: Int, height: Int) {
    self.column = Self.clampCoordinate(column)
    self.row = Self.clampCoordinate(row)
    self.width = Self.clampLength(width)
    self.height = Self.clampLength(height)
  }

  /// The column just right of the rectangle.
  public var maxColumn: Int { column + width }
  /// The row just below the rectangle.
  public var maxRow: Int { row + height }
  /// Whether the rectangle has no cells.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the cell at `column`, `row` lies inside the rectangle.
  public func contains(column: Int, row: Int) -> Bool {
    column >= self.column && column < maxColumn && row >= self.row && row < maxRow
  }

  /// The cells both rectangles share; an empty rectangle when they do not overlap.
  public func intersection(_ other: TextRect) -> TextRect {
    let left = max(column, other.column)
    let top = max(row, other.row)
    let right = min(maxColumn, other.maxColumn)
    let bottom = min(maxRow, other.maxRow)
    return TextRect(column: left, row: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by `horizontal` cells on the left and right and `vertical` rows at the top and bottom.
  ///
  /// Negative insets grow it. Insetting past the middle gives an empty rectangle.
  public func inset(horizontal: Int, vertical: Int) -> TextRect {
    let horizontal = Self.clampCoordinate(horizontal)
    let vertical = Self.clampCoordinate(vertical)
    return TextRect(
      column: column + horizontal,
      row: row + vertical,
      width: width - 2 * horizontal,
      height: height - 2 * vertical
    )
  }

  /// A rectangle of the given size centred in this one, cut to fit when it is larger.
  ///
  /// When the spare cells are odd, the extra one goes to the right or the bottom.
  public func centered(width: Int, height: Int) -> TextRect {
    let width = min(Self.clampLength(width), self.width)
    let height = min(Self.clampLength(height), self.height)
    return TextRect(
      column: column + (self.width - width) / 2,
      row: row + (self.height - height) / 2,
      width: width,
      height: height
    )
  }

  /// The largest magnitude a coordinate or length keeps: far beyond any canvas, far below Int overflow.
  static let limit = 1 << 40

  static func clampCoordinate(_ value: Int) -> Int { min(max(value, -limit), limit) }
  static func clampLength(_ value: Int) -> Int { min(max(value, 0), limit) }
}
