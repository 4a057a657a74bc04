import ArgumentParser
import ScreenStateTerminal

/// The value of `--size`, written `COLSxROWS` such as `100x30`.
struct FrameSize: ExpressibleByArgument, Hashable {
  /// The size.
  var size: TerminalSize

  /// The smallest frame accepted on either side.
  static let minimum = 10
  /// The largest frame accepted on either side.
  static let maximum = TextCanvas.maximumSide

  /// Reads `COLSxROWS` (an `x` or `×` between two whole numbers); `nil` for anything else.
  init?(argument: String) {
    let parts = argument.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (Self.minimum...Self.maximum).contains(columns), (Self.minimum...Self.maximum).contains(rows)
    else { return nil }
    size = TerminalSize(columns: columns, rows: rows)
  }

  /// The accepted spelling, for the help text.
  static var syntax: String { "COLSxROWS, such as 100x30, each side \(minimum)–\(maximum)" }
}
