/// One cell of a ``TextCanvas``: a character and its style.
///
/// A wide character (see ``TerminalText``) occupies two cells: its own, and the cell to its right, which
/// is a *continuation* cell that renderers skip. Overwriting either half of a wide character blanks the
/// other half, so the grid never holds half a character.
public struct TextCell: Hashable, Sendable {
  /// The character shown; a space for empty and continuation cells.
  public internal(set) var character: Character
  /// The style the character is shown in.
  public internal(set) var style: TextStyle
  /// Whether this cell is the right half of the wide character in the cell to its left.
  public internal(set) var isContinuation: Bool

  init(character: Character, style: TextStyle, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// An empty, unstyled cell.
  public static let blank = TextCell(character: " ", style: .plain)
}
