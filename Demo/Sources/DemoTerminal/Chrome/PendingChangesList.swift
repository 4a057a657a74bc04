import DemoApp
import ScreenStateTerminal

/// The board's changes waiting to be sent (its outbox), shown in place of the screen by `W`: each like's summary and
/// where it stands, in the order they are sent.
///
/// ```text
///  2 changes kept, in the order they are sent
///  Like “Welcome to the neighbourhood board”                      waiting to be sent
///  Like “Farmers' market moves to Saturdays”          refused · Request not accepted (422)
/// ```
enum PendingChangesList {
  /// Draws `changes` in `rect`, one a line, clipped to it.
  static func draw(_ changes: [PendingChange], on canvas: inout TextCanvas, in rect: TextRect) {
    guard !rect.isEmpty else { return }
    let width = rect.width - 2
    let heading =
      switch changes.count {
      case 0: "No change waits: every like reached the backend."
      case 1: "1 change kept"
      default: "\(changes.count) changes kept, in the order they are sent"
      }
    canvas.draw(heading, column: rect.column + 1, row: rect.row, width: width, style: .bold)
    for (offset, change) in changes.enumerated() {
      let row = rect.row + 2 + offset
      guard row < rect.maxRow else { return }
      let statusWidth = min(TerminalText.displayWidth(of: change.status), width / 2)
      canvas.draw(change.summary, column: rect.column + 1, row: row, width: width - statusWidth - 2)
      canvas.draw(
        change.status, column: rect.column + 1 + width - statusWidth, row: row, width: statusWidth,
        alignment: .trailing, style: .dim)
    }
  }
}
