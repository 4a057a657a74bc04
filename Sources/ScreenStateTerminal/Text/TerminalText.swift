// String measuring and shaping for cell grids. These are the same rules the canvas draws with, exposed so
// that a layout can be sized before it is drawn (an alert box's height is the number of wrapped lines).
// Every function stops reading its input as soon as the answer is known, so a hostile multi-megabyte string
// costs the cells it fills, not its length, except where the whole string must be measured.

/// Measures, sanitizes, truncates and wraps text for a terminal cell grid.
///
/// The rules, shared by every drawing primitive of ``TextCanvas``:
/// - **Width.** A character takes two cells when it is East Asian Wide or Fullwidth (CJK ideographs, kana,
///   Hangul syllables, fullwidth forms) or shows as an emoji (emoji presentation, or followed by U+FE0F);
///   otherwise it takes one. A character made of several scalars (an accented letter, a flag, a family emoji)
///   is measured by its first scalar. Ambiguous-width characters count as one cell.
/// - **Sanitizing.** Tabs and line breaks become a single space on a single line. Every other control
///   character (C0, DEL, C1, including ESC) is removed, so no string can inject an escape sequence, and so
///   are format characters (bidirectional overrides, zero-width spaces) and combining marks with no base.
/// - **Wrapping** breaks at spaces and tabs, honours line breaks, collapses runs of spaces, and breaks a word
///   longer than the width at the width.
///
/// ```swift
/// TerminalText.displayWidth(of: "日本")                 // 4
/// TerminalText.truncated("Connection lost", toWidth: 10) // "Connectio…"
/// TerminalText.wrapped("The server is down for maintenance", toWidth: 12)
/// // ["The server", "is down for", "maintenance"]
/// ```
public enum TerminalText {
  /// The ellipsis that marks truncated text; it takes one cell.
  public static let ellipsis: Character = "…"

  /// The number of cells `text` takes on one line, after sanitizing.
  public static func displayWidth(of text: String) -> Int {
    var width = 0
    for character in text {
      if let cell = character.singleLineCell { width += cell.width }
    }
    return width
  }

  /// `text` as it appears on one line: tabs and line breaks become spaces, control and format characters go.
  public static func sanitized(_ text: String) -> String {
    var result = ""
    for character in text {
      if let cell = character.singleLineCell { result.append(cell.character) }
    }
    return result
  }

  /// `text` on one line, cut to at most `width` cells with a trailing ``ellipsis`` when it does not fit.
  ///
  /// The result is sanitized. It can be one cell narrower than `width` when a wide character would have
  /// straddled the ellipsis. A width of zero or less gives an empty string.
  public static func truncated(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    var result = ""
    var resultWidth = 0
    // Where the result would be cut if an ellipsis is needed: the end of the prefix at most width - 1 wide.
    var ellipsisCut = result.endIndex
    for character in text {
      guard let cell = character.singleLineCell else { continue }
      if resultWidth + cell.width > width {
        return String(result[..<ellipsisCut]) + String(ellipsis)
      }
      result.append(cell.character)
      resultWidth += cell.width
      if resultWidth <= width - 1 { ellipsisCut = result.endIndex }
    }
    return result
  }

  /// The end of `text` on one line, at most `width` cells, after a leading ``ellipsis`` when its start does not fit:
  /// what a one-line field shows of a long text, where the typing goes on.
  ///
  /// The result is sanitized. Only the end that fits is read, so a text of any length costs its last `width`
  /// characters. It can be one cell narrower than `width` when a wide character would have straddled the ellipsis. A
  /// width of zero or less gives an empty string.
  ///
  /// ```swift
  /// TerminalText.truncatedHead("search for a blue helmet", toWidth: 10)  // "…ue helmet"
  /// ```
  public static func truncatedHead(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    // The characters kept, last first.
    var kept: [Character] = []
    var keptWidth = 0
    // How many of them fit beside an ellipsis: the suffix at most width - 1 wide.
    var besideEllipsis = 0
    for character in text.reversed() {
      guard let cell = character.singleLineCell else { continue }
      if keptWidth + cell.width > width {
        return String(ellipsis) + String(kept[..<besideEllipsis].reversed())
      }
      kept.append(cell.character)
      keptWidth += cell.width
      if keptWidth <= width - 1 { besideEllipsis = kept.count }
    }
    return String(kept.reversed())
  }

  /// `text` word-wrapped into lines at most `width` cells wide.
  ///
  /// Line breaks in `text` start new lines (two in a row leave an empty line); runs of spaces collapse to
  /// one and no line starts or ends with a space; a word wider than `width` is broken at the width, and a
  /// character wider than `width` on its own is skipped. When the text needs more than `maxLines` lines, the
  /// last line returned ends with an ``ellipsis``. A width or `maxLines` of zero or less gives no lines.
  ///
  /// ```swift
  /// TerminalText.wrapped("Try again later.\nCode 503", toWidth: 8)  // ["Try", "again", "later.", "Code 503"]
  /// ```
  public static func wrapped(_ text: String, toWidth width: Int, maxLines: Int = .max) -> [String] {
    guard width > 0, maxLines > 0 else { return [] }
    var wrapper = LineWrapper(width: width, maxLines: maxLines)
    for character in text where !wrapper.isFull {
      wrapper.consume(character)
    }
    return wrapper.finish()
  }
}
