import DemoApp
import ScreenStateTerminal

/// The list of every key, shown in place of the screen by `?`: the screen keys on the left, the fault keys on
/// the right.
enum HelpOverlay {
  /// The keys that act on the screens.
  static let screenKeys: [KeyHint] = [
    KeyHint("p e c", "posts/errors/colours"),
    KeyHint("B /", "board, board search"),
    KeyHint("Tab ←→", "move focus"),
    KeyHint("Enter", "press / open a post"),
    KeyHint("Esc", "dismiss / go back"),
    KeyHint("r R", "refresh, reopen feed"),
    KeyHint("↑↓ PgUp PgDn", "scroll a list"),
    KeyHint("[ ]", "previous / next page"),
    KeyHint("a b", "colour 1, colour 2"),
    KeyHint("m x", "mix, clear colours"),
    KeyHint("L D W", "like, inspector, outbox"),
    KeyHint("l N", "latency, new post"),
    KeyHint("q Ctrl-C", "quit"),
  ]

  /// The keys that switch the backend's faults.
  static var faultKeys: [KeyHint] {
    // The transport's faults share one line, and so do the board's, so that the list still fits 80 × 24.
    FaultPreset.all.filter(\.key.isNumber).map { KeyHint(String($0.key), $0.label) } + [
      KeyHint("dhkt", "drip, hang, reset, 429"),
      KeyHint("P K", "board: page 3, likes refused"),
      KeyHint("o n", "offline, back online"),
    ]
  }

  /// Draws the list in a box centred in `rect`, clipped to it.
  static func draw(on canvas: inout TextCanvas, in rect: TextRect) {
    let left = screenKeys
    let right = faultKeys
    let leftKeyWidth = left.map { TerminalText.displayWidth(of: $0.keys) }.max() ?? 0
    let rightKeyWidth = right.map { TerminalText.displayWidth(of: $0.keys) }.max() ?? 0
    let leftWidth = leftKeyWidth + 2 + (left.map { TerminalText.displayWidth(of: $0.label) }.max() ?? 0)
    let rightWidth = rightKeyWidth + 2 + (right.map { TerminalText.displayWidth(of: $0.label) }.max() ?? 0)
    let gap = 4
    let lines = max(left.count, right.count)
    let box = rect.centered(width: leftWidth + gap + rightWidth + 4, height: lines + 4)
    let inside = canvas.drawBox(box, title: "Keys", border: .rounded).inset(horizontal: 1, vertical: 0)
    guard !inside.isEmpty else { return }
    canvas.draw("Screens", column: inside.column, row: inside.row, width: leftWidth, style: .bold)
    canvas.draw(
      "Faults of the backend", column: inside.column + leftWidth + gap, row: inside.row,
      width: inside.maxColumn - (inside.column + leftWidth + gap), style: .bold)
    func drawColumn(_ hints: [KeyHint], keyWidth: Int, column: Int, width: Int) {
      for (offset, hint) in hints.enumerated() {
        let row = inside.row + 2 + offset
        guard row < inside.maxRow else { return }
        canvas.draw(hint.keys, column: column, row: row, width: min(keyWidth, width), style: .bold)
        canvas.draw(hint.label, column: column + keyWidth + 2, row: row, width: width - keyWidth - 2)
      }
    }
    drawColumn(left, keyWidth: leftKeyWidth, column: inside.column, width: leftWidth)
    let rightColumn = inside.column + leftWidth + gap
    drawColumn(right, keyWidth: rightKeyWidth, column: rightColumn, width: inside.maxColumn - rightColumn)
  }
}
