// Centred text wrapped greedily at the widest width leaves a lone word on its last line ("continue."):
// wrapping at the narrowest width that needs no more lines evens the lines out, as a typesetter would.

extension TerminalText {
  /// The narrowest width, at most `maxWidth`, at which `text` wraps into no more lines than at `maxWidth`
  /// (and at most `maxLines`).
  static func balancedWidth(of text: String, maxWidth: Int, maxLines: Int) -> Int {
    guard maxWidth > 1, maxLines > 0 else { return maxWidth }
    let lineCount = wrapped(text, toWidth: maxWidth, maxLines: maxLines).count
    guard lineCount > 1 else { return maxWidth }
    // Lines at least half as wide as allowed: narrower would only make a tall thin column.
    var low = maxWidth / 2
    var high = maxWidth
    while low < high {
      let middle = (low + high) / 2
      if wrapped(text, toWidth: middle, maxLines: lineCount + 1).count <= lineCount {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return high
  }
}
