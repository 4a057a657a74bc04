/// Where a line of text sits within a wider span of cells.
public enum TextAlignment: Hashable, Sendable {
  /// Against the left edge.
  case leading
  /// In the middle; when the spare cells are odd, the extra one goes to the right.
  case center
  /// Against the right edge.
  case trailing

  /// The offset from the span's left edge of a line `textWidth` cells wide in a span `spanWidth` wide.
  func offset(textWidth: Int, spanWidth: Int) -> Int {
    let spare = max(0, spanWidth - textWidth)
    switch self {
    case .leading: return 0
    case .center: return spare / 2
    case .trailing: return spare
    }
  }
}
