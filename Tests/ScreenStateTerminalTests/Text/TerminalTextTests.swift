import Testing

@testable import ScreenStateTerminal

struct TerminalTextTests {
  // MARK: Width

  @Test(arguments: [
    ("", 0), ("abc", 3), ("日本", 4), ("ｱ", 1), ("Ａ", 2), ("한국어", 6), ("😀", 2), ("👍🏽", 2),
    ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("é", 1), ("e\u{301}", 1), ("…", 1), ("─", 1),
  ])
  func displayWidth(text: String, width: Int) {
    #expect(TerminalText.displayWidth(of: text) == width)
  }

  @Test func controlAndFormatCharactersTakeNoCells() {
    #expect(TerminalText.displayWidth(of: "\u{1B}\u{7F}\u{9B}\u{200B}\u{202E}\u{301}") == 0)
  }

  @Test func tabsAndLineBreaksTakeOneCellEach() {
    #expect(TerminalText.displayWidth(of: "a\tb\nc\r\nd") == 7)
  }

  // MARK: Sanitizing

  @Test func sanitizingRemovesEscapeSequencesIntroducers() {
    let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31mred\u{1B}P+q\u{1B}\\"
    let clean = TerminalText.sanitized(hostile)
    #expect(clean == "[2J]0;pwned31mredP+q\\")
    #expect(!clean.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test func sanitizingTurnsTabsAndLineBreaksIntoSpaces() {
    #expect(TerminalText.sanitized("a\tb\nc\r\nd\re\u{2028}f\u{85}g") == "a b c d e f g")
  }

  @Test func sanitizingDropsBidiOverridesAndZeroWidthCharacters() {
    #expect(TerminalText.sanitized("abc\u{202E}def\u{200B}\u{2066}g\u{FEFF}") == "abcdefg")
  }

  @Test func sanitizingKeepsCombinedCharactersAndEmojiSequences() {
    let text = "e\u{301}👨‍👩‍👧🇫🇷"
    #expect(TerminalText.sanitized(text) == text)
  }

  @Test func sanitizingDropsALeadingCombiningMark() {
    #expect(TerminalText.sanitized("\u{301}a") == "a")
  }

  // MARK: Truncation

  @Test(arguments: [
    ("Connection lost", 10, "Connectio…"),
    ("Connection lost", 15, "Connection lost"),
    ("Connection lost", 16, "Connection lost"),
    ("Connection lost", 1, "…"),
    ("Connection lost", 0, ""),
    ("Connection lost", -5, ""),
    ("", 3, ""),
    ("日本語", 5, "日本…"),
    ("日本語", 4, "日…"),
    ("日本語", 6, "日本語"),
    ("a日", 2, "a…"),
    ("ab\u{1B}[31mc", 4, "ab[…"),
  ])
  func truncation(text: String, width: Int, expected: String) {
    let result = TerminalText.truncated(text, toWidth: width)
    #expect(result == expected)
    #expect(TerminalText.displayWidth(of: result) <= max(0, width))
  }

  @Test func truncatingAHugeStringReadsOnlyWhatFits() {
    let huge = String(repeating: "x", count: 2_000_000)
    #expect(TerminalText.truncated(huge, toWidth: 5) == "xxxx…")
  }

  @Test(arguments: [
    ("search for a blue helmet", 10, "…ue helmet"),
    ("Connection lost", 15, "Connection lost"),
    ("Connection lost", 16, "Connection lost"),
    ("Connection lost", 1, "…"),
    ("Connection lost", 0, ""),
    ("Connection lost", -5, ""),
    ("", 3, ""),
    ("日本語", 5, "…本語"),
    ("日本語", 4, "…語"),
    ("日本語", 6, "日本語"),
    ("日a", 2, "…a"),
    ("e\u{301}tat", 3, "…at"),
    ("ab\u{1B}[31mc", 4, "…1mc"),
    ("a\tb\nc", 5, "a b c"),
  ])
  func truncationOfTheHead(text: String, width: Int, expected: String) {
    let result = TerminalText.truncatedHead(text, toWidth: width)
    #expect(result == expected)
    #expect(TerminalText.displayWidth(of: result) <= max(0, width))
  }

  @Test func truncatingTheHeadOfAHugeStringReadsOnlyItsEnd() {
    let huge = String(repeating: "x", count: 2_000_000) + "end"
    #expect(TerminalText.truncatedHead(huge, toWidth: 5) == "…xend")
  }

  // MARK: Wrapping

  @Test func wrapsAtSpaces() {
    #expect(
      TerminalText.wrapped("The server is down for maintenance", toWidth: 12)
        == ["The server", "is down for", "maintenance"])
  }

  @Test func honoursLineBreaksAndKeepsEmptyLines() {
    #expect(TerminalText.wrapped("one\n\ntwo three", toWidth: 20) == ["one", "", "two three"])
    #expect(TerminalText.wrapped("a\r\nb\rc", toWidth: 5) == ["a", "b", "c"])
  }

  @Test func collapsesRunsOfSpacesAndTrimsLines() {
    #expect(TerminalText.wrapped("  lots   of \t space  ", toWidth: 40) == ["lots of space"])
  }

  @Test func breaksAWordLongerThanTheWidth() {
    #expect(TerminalText.wrapped("abcdefghij", toWidth: 4) == ["abcd", "efgh", "ij"])
    #expect(TerminalText.wrapped("hi abcdefghij", toWidth: 4) == ["hi", "abcd", "efgh", "ij"])
  }

  @Test func wrapsWideCharactersByCells() {
    #expect(TerminalText.wrapped("日本語のテキスト", toWidth: 5) == ["日本", "語の", "テキ", "スト"])
  }

  @Test func skipsACharacterWiderThanTheWidth() {
    #expect(TerminalText.wrapped("a日b", toWidth: 1) == ["a", "b"])
  }

  @Test func marksCutTextWithAnEllipsis() {
    #expect(TerminalText.wrapped("one two three four", toWidth: 9, maxLines: 1) == ["one two…"])
    #expect(TerminalText.wrapped("abcdefghij", toWidth: 4, maxLines: 2) == ["abcd", "efg…"])
    #expect(TerminalText.wrapped("one two three", toWidth: 9, maxLines: 2) == ["one two", "three"])
  }

  @Test func degenerateWrapsGiveNoLines() {
    #expect(TerminalText.wrapped("text", toWidth: 0).isEmpty)
    #expect(TerminalText.wrapped("text", toWidth: -3).isEmpty)
    #expect(TerminalText.wrapped("text", toWidth: 5, maxLines: 0).isEmpty)
    #expect(TerminalText.wrapped("", toWidth: 5).isEmpty)
    #expect(TerminalText.wrapped("   ", toWidth: 5).isEmpty)
    #expect(TerminalText.wrapped("\u{1B}\u{7}", toWidth: 5).isEmpty)
  }

  @Test func wrappingAHugeStringStopsAtMaxLines() {
    let huge = String(repeating: "word ", count: 400_000)
    let lines = TerminalText.wrapped(huge, toWidth: 10, maxLines: 3)
    #expect(lines == ["word word", "word word", "word word…"])
  }

  @Test func wrappedLinesNeverExceedTheWidth() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let text = random.hostileString(length: random.next(below: 60))
      let width = random.next(below: 12) + 1
      for line in TerminalText.wrapped(text, toWidth: width) {
        #expect(TerminalText.displayWidth(of: line) <= width, "\(text.debugDescription) at \(width)")
        #expect(line == TerminalText.sanitized(line))
      }
    }
  }
}
