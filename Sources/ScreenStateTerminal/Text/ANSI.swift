// The few escape sequences the library writes, in one place, so that tests can name them and no other
// file spells out an ESC.

/// Escape sequences for cursor movement, erasing, styles and terminal modes.
enum ANSI {
  static let escape = "\u{1B}["
  static let home = "\u{1B}[H"
  static let resetStyle = "\u{1B}[0m"
  static let eraseToEndOfLine = "\u{1B}[K"
  static let eraseBelow = "\u{1B}[J"
  static let eraseScreen = "\u{1B}[2J"
  static let enterAlternateScreen = "\u{1B}[?1049h"
  static let leaveAlternateScreen = "\u{1B}[?1049l"
  static let hideCursor = "\u{1B}[?25l"
  static let showCursor = "\u{1B}[?25h"
  static let disableLineWrap = "\u{1B}[?7l"
  static let enableLineWrap = "\u{1B}[?7h"
  /// Terminals that support it report the window gaining and losing the focus (`ESC [ I`, `ESC [ O`); others
  /// ignore these private modes.
  static let enableFocusReporting = "\u{1B}[?1004h"
  static let disableFocusReporting = "\u{1B}[?1004l"
  /// Terminals that support it hold a frame back until it is complete, so it never shows half drawn;
  /// others ignore these private modes.
  static let beginSynchronizedUpdate = "\u{1B}[?2026h"
  static let endSynchronizedUpdate = "\u{1B}[?2026l"

  /// Moves the cursor to a zero-based cell (the sequence itself is one-based).
  static func moveTo(column: Int, row: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }

  /// Resets every attribute, then turns on those of `style`.
  static func select(_ style: TextStyle) -> String {
    var codes = "0"
    if style.isBold { codes += ";1" }
    if style.isDim { codes += ";2" }
    if style.isUnderlined { codes += ";4" }
    if style.isInverse { codes += ";7" }
    if let foreground = style.foreground { codes += ";\(foreground.foregroundCode)" }
    return "\u{1B}[\(codes)m"
  }
}
