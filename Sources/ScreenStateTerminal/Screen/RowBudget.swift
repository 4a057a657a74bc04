// Layouts that must fit any height hand out rows in order of importance: what is asked for first is what
// survives in a tiny frame.

/// The rows left to hand out while laying out a stack of lines.
struct RowBudget {
  /// Rows not yet handed out.
  private(set) var remaining: Int

  init(_ rows: Int) {
    remaining = max(0, rows)
  }

  /// Takes `rows` rows if that many are left, and reports whether it did.
  mutating func take(_ rows: Int) -> Bool {
    guard rows <= remaining else { return false }
    remaining -= rows
    return true
  }
}
