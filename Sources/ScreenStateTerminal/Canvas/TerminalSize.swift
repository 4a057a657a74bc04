/// The size of a terminal or a canvas, in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// The number of columns (cells across); never negative.
  public let columns: Int
  /// The number of rows (cells down); never negative.
  public let rows: Int

  /// Creates a size; negative values become zero.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// 80 × 24, the size assumed when a terminal reports none.
  public static let standard = TerminalSize(columns: 80, rows: 24)
}
