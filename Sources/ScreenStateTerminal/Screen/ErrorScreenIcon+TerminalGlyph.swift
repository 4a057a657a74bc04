import ScreenState

extension ErrorScreenIcon {
  /// The text glyphs that stand for the built-in icons in a terminal.
  ///
  /// Kept as data, beside `ErrorScreenIcon.systemImageNames`, so a test can check that every built-in
  /// icon has one. Every glyph is a character terminals draw one cell wide, with no emoji presentation,
  /// so a frame keeps its grid on any terminal.
  public static let terminalGlyphs: [ErrorScreenIcon: String] = [
    .noNetwork: "⌁",
    .serverUnreachable: "☁",
    .timedOut: "◷",
    .maintenance: "⚙",
    .serverError: "✕",
    .locked: "⊘",
    .unreadable: "?",
    .updateAvailable: "⇩",
    .updateRequired: "⟳",
    .upToDate: "✓",
    .warning: "⚠",
  ]

  /// The glyph drawn for a custom icon, which has no entry in ``terminalGlyphs``.
  public static let fallbackTerminalGlyph = "!"

  /// The glyph that draws this icon in a terminal: the built-in icon's, or ``fallbackTerminalGlyph``.
  public var terminalGlyph: String {
    Self.terminalGlyphs[self] ?? Self.fallbackTerminalGlyph
  }
}
