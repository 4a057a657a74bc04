import ScreenStateTerminal

/// A key and what it does, as the status area and the help list show it: `r refresh`.
struct KeyHint: Hashable, Sendable {
  /// The key or keys, drawn bold.
  var keys: String
  /// What they do.
  var label: String

  init(_ keys: String, _ label: String) {
    self.keys = keys
    self.label = label
  }

  /// The hint as plain text.
  var text: String { "\(keys) \(label)" }

  /// Draws as many of `hints` as fit whole on `row` from `column`, two spaces apart, keys bold and labels dim,
  /// and returns how many were drawn: a hint is left out rather than cut.
  @discardableResult
  static func draw(_ hints: [KeyHint], on canvas: inout TextCanvas, column: Int, row: Int, width: Int) -> Int {
    var cursor = column
    let end = column + width
    for (index, hint) in hints.enumerated() {
      let start = cursor + (index == 0 ? 0 : 2)
      guard start + TerminalText.displayWidth(of: hint.text) <= end else { return index }
      cursor = canvas.draw(hint.keys, column: start, row: row, style: .bold)
      cursor = canvas.draw(" \(hint.label)", column: cursor, row: row, style: .dim)
    }
    return hints.count
  }
}
