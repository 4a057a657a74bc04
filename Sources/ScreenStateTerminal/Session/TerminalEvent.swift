/// Something that happened to a terminal session: a key was pressed, or the window was resized.
public enum TerminalEvent: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// The terminal window changed size; draw the next frame at this size.
  case resize(TerminalSize)
}
