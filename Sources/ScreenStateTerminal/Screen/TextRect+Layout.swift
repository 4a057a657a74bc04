// Small layout helpers of the screen renderer, which stacks parts (a status line, a banner, a list) from the
// top of its region down.

extension TextRect {
  /// The rectangle without its top `count` rows.
  func droppingTopRows(_ count: Int) -> TextRect {
    let count = min(max(count, 0), height)
    return TextRect(column: column, row: row + count, width: width, height: height - count)
  }
}
