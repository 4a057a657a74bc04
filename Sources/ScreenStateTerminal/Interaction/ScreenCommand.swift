import ScreenState

/// What a key press means on a screen, decided by ``ScreenInteraction`` and carried out by whoever runs
/// the screen (``TerminalScreenRunner``, or a test).
public enum ScreenCommand: Hashable, Sendable {
  /// Send this action to the screen, as a tap on a button would.
  case send(ScreenAction)
  /// A navigation key for the content (a list's Up, Down, Page Up, ...): hand it to the content renderer.
  case scroll(Key)
  /// The key was used by the screen itself (focus moved, or a busy screen swallowed it): redraw only.
  case consumed
  /// The screen has no use for the key; the app may handle it.
  case unhandled
  /// Leave the screen.
  case quit
}
