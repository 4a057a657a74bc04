/// How the characters of a cell are shown: weight, emphasis, inverse video and a foreground colour.
///
/// Plain-text rendering ignores styles, so anything a snapshot test must see (which button has focus)
/// should also be visible in the characters, for example with a marker such as `›`.
///
/// ```swift
/// canvas.draw("Try Again", column: 2, row: 5, style: .inverse)
/// canvas.draw("Offline", column: 2, row: 1, style: TextStyle(isBold: true, foreground: .red))
/// ```
public struct TextStyle: Hashable, Sendable {
  /// Bold (SGR 1).
  public var isBold: Bool
  /// Dim, or faint (SGR 2), for secondary text.
  public var isDim: Bool
  /// Underlined (SGR 4).
  public var isUnderlined: Bool
  /// Inverse video (SGR 7): foreground and background swapped, the usual mark of focus or selection.
  public var isInverse: Bool
  /// The foreground colour, or `nil` for the terminal's default.
  public var foreground: TerminalColor?

  /// Creates a style; every attribute is off by default.
  public init(
    isBold: Bool = false,
    isDim: Bool = false,
    isUnderlined: Bool = false,
    isInverse: Bool = false,
    foreground: TerminalColor? = nil
  ) {
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isInverse = isInverse
    self.foreground = foreground
  }

  /// No attributes and the default colour.
  public static let plain = TextStyle()
  /// Bold only.
  public static let bold = TextStyle(isBold: true)
  /// Dim only.
  public static let dim = TextStyle(isDim: true)
  /// Inverse video only: the style of a focused button or a selected row.
  public static let inverse = TextStyle(isInverse: true)
}
