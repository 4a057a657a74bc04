import ScreenState
import ScreenStateTerminal
import Testing

struct ErrorScreenIconGlyphTests {
  @Test func everyBuiltInIconHasAGlyph() {
    for icon in ErrorScreenIcon.systemImageNames.keys {
      #expect(ErrorScreenIcon.terminalGlyphs[icon] != nil, "\(icon)")
    }
    #expect(Set(ErrorScreenIcon.terminalGlyphs.keys) == Set(ErrorScreenIcon.systemImageNames.keys))
  }

  @Test func everyGlyphIsOneCellWide() {
    for (icon, glyph) in ErrorScreenIcon.terminalGlyphs {
      #expect(TerminalText.displayWidth(of: glyph) == 1, "\(icon)")
      #expect(glyph.count == 1, "\(icon)")
    }
  }

  @Test func builtInIconsAreDistinct() {
    #expect(Set(ErrorScreenIcon.terminalGlyphs.values).count == ErrorScreenIcon.terminalGlyphs.count)
  }

  @Test func aCustomIconFallsBack() {
    #expect(ErrorScreenIcon("jailbroken").terminalGlyph == ErrorScreenIcon.fallbackTerminalGlyph)
    #expect(ErrorScreenIcon.noNetwork.terminalGlyph == "⌁")
    #expect(ErrorScreenIcon.warning.terminalGlyph == "⚠")
  }
}
