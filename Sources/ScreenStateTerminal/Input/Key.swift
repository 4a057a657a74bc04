/// A key press decoded from terminal input by ``KeyDecoder``.
///
/// Ctrl-C arrives as `.control("c")` rather than as a signal, because a ``TerminalSession`` puts the
/// terminal in raw mode; treat it as "quit".
///
/// ```swift
/// switch key {
/// case .up: viewport.moveSelection(by: -1)
/// case .tab: focus.next()
/// case .enter: activate()
/// case .character("r"): refresh()
/// case .character("q"), .control("c"): return
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Tab (also Ctrl-I).
  case tab
  /// Shift-Tab, sent by terminals as `ESC [ Z`.
  case backTab
  /// Return or Enter: carriage return, line feed, or the two together.
  case enter
  /// Escape, alone (not the start of a sequence).
  case escape
  /// Backspace: DEL (0x7F) or Ctrl-H (0x08).
  case backspace
  /// The forward Delete key.
  case delete
  /// A printable character, decoded from UTF-8.
  case character(Character)
  /// A control key, Ctrl-A to Ctrl-Z, as its lowercase letter: Ctrl-C is `.control("c")`.
  ///
  /// Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive as ``backspace``, ``tab`` and ``enter``, because terminals
  /// send the same bytes for them.
  case control(Character)
  /// The terminal's window gained the focus (`ESC [ I`): sent by terminals with focus reporting on
  /// (`ESC [ ? 1004 h`, which a ``TerminalSession`` turns on); not a key the person pressed.
  case focusIn
  /// The terminal's window lost the focus (`ESC [ O`), as ``focusIn``.
  case focusOut
}
