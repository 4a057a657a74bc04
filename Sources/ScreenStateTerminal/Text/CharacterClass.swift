// The width rule every drawing primitive relies on. Terminals disagree about some characters (ambiguous
// East Asian widths, newer emoji), so the rule is deliberately simple and documented on `TerminalText`:
// what matters is that the canvas never breaks its grid, whatever the terminal later does.

/// What one `Character` becomes on a single line of a canvas.
enum CharacterClass: Equatable {
  /// A printable character occupying one or two cells.
  case printable(width: Int)
  /// A line break (`\n`, `\r`, `\r\n`, NEL, U+2028, U+2029): a new line in wrapped text, a space elsewhere.
  case lineBreak
  /// A tab: a space, because tab stops mean nothing inside a clipped cell grid.
  case tab
  /// Anything that must never reach a terminal or takes no cell: other control characters (which could
  /// start an escape sequence), format characters such as bidirectional overrides and zero-width spaces,
  /// and combining marks with nothing to combine with.
  case dropped
}

extension Character {
  /// How this character is treated by the canvas; see ``TerminalText`` for the rule.
  var terminalClass: CharacterClass {
    // ASCII first (one byte, or "\r\n"), the same answers as below without looking up Unicode properties,
    // which cost about a thousand instructions per character.
    if let ascii = asciiValue {
      switch ascii {
      case 0x20...0x7E: return .printable(width: 1)
      case 0x09: return .tab
      case 0x0A...0x0D: return .lineBreak
      default: return .dropped
      }
    }
    let scalars = unicodeScalars
    guard let first = scalars.first else { return .dropped }
    // Grapheme breaking keeps controls in clusters of their own, except "\r\n"; checking every scalar
    // anyway means no cluster can smuggle an ESC or a C1 control past the check.
    for scalar in scalars where scalar.properties.generalCategory == .control {
      switch scalar.value {
      case 0x0A, 0x0B, 0x0C, 0x0D, 0x85: return .lineBreak
      case 0x09: return .tab
      default: return .dropped
      }
    }
    switch first.value {
    case 0x2028, 0x2029: return .lineBreak
    default: break
    }
    switch first.properties.generalCategory {
    case .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator, .surrogate:
      // Emoji sequences such as flags tagged with format characters start with a printable base, so a
      // cluster that *starts* with one of these has nothing visible to show.
      return .dropped
    default:
      break
    }
    if first.properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F }) {
      return .printable(width: 2)
    }
    return .printable(width: Self.isEastAsianWide(first.value) ? 2 : 1)
  }

  /// Whether a scalar is East Asian Wide or Fullwidth: the main blocks, not the full Unicode table.
  private static func isEastAsianWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo initial consonants
      0x231A...0x231B, 0x2329...0x232A,
      0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
      0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, compatibility
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA000...0xA4CF,  // Yi
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small forms
      0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
      0x16FE0...0x18CFF,  // Tangut and friends
      0x1B000...0x1B2FF,  // Kana supplement and extensions
      0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK extensions B and beyond
      true
    default:
      false
    }
  }
}

extension Character {
  /// The character drawn for this one on a single line and its width, or `nil` when it is removed.
  var singleLineCell: (character: Character, width: Int)? {
    switch terminalClass {
    case .printable(let width): (self, width)
    case .lineBreak, .tab: (" ", 1)
    case .dropped: nil
    }
  }
}
