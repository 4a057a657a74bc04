import Testing

@testable import ScreenStateTerminal

struct TextCanvasRenderingTests {
  private let esc = "\u{1B}"

  // MARK: Plain text

  @Test func plainTextJoinsRowsAndTrimsTrailingSpaces() {
    var canvas = TextCanvas(columns: 6, rows: 4)
    canvas.draw("ab  ", column: 1, row: 0)
    canvas.fill(TextRect(column: 0, row: 2, width: 6, height: 1), style: .inverse)
    canvas.draw("x", column: 5, row: 3)
    #expect(canvas.plainText == " ab\n\n\n     x")
  }

  @Test func plainTextIgnoresStylesAndSkipsContinuationCells() {
    var canvas = TextCanvas(columns: 5, rows: 1)
    canvas.draw("日", column: 0, row: 0, style: TextStyle(isBold: true, foreground: .red))
    canvas.draw("本", column: 2, row: 0, style: .inverse)
    #expect(canvas.plainText == "日本")
  }

  @Test func plainTextIsDeterministic() {
    func make() -> TextCanvas {
      var canvas = TextCanvas(columns: 20, rows: 3)
      canvas.drawBox(canvas.bounds, title: "Posts")
      canvas.draw("\(Spinner.braille.frame(at: 3)) Loading", column: 2, row: 1)
      return canvas
    }
    #expect(make().plainText == make().plainText)
    #expect(make().plainText == "┌ Posts ───────────┐\n│ ⠸ Loading        │\n└──────────────────┘")
  }

  // MARK: ANSI

  @Test func ansiPositionsEveryRowAndStylesRuns() {
    var canvas = TextCanvas(columns: 4, rows: 2)
    canvas.draw("ab", column: 0, row: 0, style: .bold)
    canvas.draw("日", column: 2, row: 1, style: .inverse)
    #expect(
      canvas.ansiText
        == "\(esc)[0m\(esc)[H"
        + "\(esc)[1;1H\(esc)[0;1mab\(esc)[0m\(esc)[K"
        + "\(esc)[2;1H  \(esc)[0;7m日\(esc)[0m"
        + "\(esc)[J")
  }

  @Test func ansiEncodesEveryAttributeAndColour() {
    var canvas = TextCanvas(columns: 2, rows: 1)
    let style = TextStyle(isBold: true, isDim: true, isUnderlined: true, isInverse: true, foreground: .gray)
    canvas.draw("x", column: 0, row: 0, style: style)
    canvas.draw("y", column: 1, row: 0, style: TextStyle(foreground: .red))
    #expect(canvas.ansiText.hasSuffix("\(esc)[0;1;2;4;7;90mx\(esc)[0;31my\(esc)[0m\(esc)[J"))
  }

  @Test(arguments: TerminalColor.allCases)
  func everyColourHasAForegroundCode(colour: TerminalColor) {
    #expect((30...37).contains(colour.foregroundCode) || colour.foregroundCode == 90)
  }

  @Test func ansiKeepsStyledTrailingSpaces() {
    var canvas = TextCanvas(columns: 4, rows: 1)
    canvas.fill(TextRect(column: 0, row: 0, width: 3, height: 1), style: .inverse)
    #expect(canvas.ansiText.contains("\(esc)[1;1H\(esc)[0;7m   \(esc)[0m\(esc)[K"))
  }

  @Test func aRowReachingTheRightEdgeIsNotErasedAfterwards() {
    // The cursor stays on the last cell after writing it: "erase to end of line" there would wipe it.
    var canvas = TextCanvas(columns: 3, rows: 2)
    canvas.draw("abc", column: 0, row: 0)
    canvas.draw("ab", column: 0, row: 1)
    #expect(canvas.ansiText == "\(esc)[0m\(esc)[H\(esc)[1;1Habc\(esc)[2;1Hab\(esc)[K\(esc)[J")
    var wide = TextCanvas(columns: 4, rows: 1)
    wide.draw("ab日", column: 0, row: 0)
    #expect(wide.ansiText == "\(esc)[0m\(esc)[H\(esc)[1;1Hab日\(esc)[J")
  }

  @Test func anEmptyRowIsJustErased() {
    let canvas = TextCanvas(columns: 3, rows: 1)
    #expect(canvas.ansiText == "\(esc)[0m\(esc)[H\(esc)[1;1H\(esc)[K\(esc)[J")
  }

  @Test func croppingLeavesOutRowsColumnsAndHalfCharacters() {
    var canvas = TextCanvas(columns: 4, rows: 2)
    canvas.draw("ab日", column: 0, row: 0)
    canvas.draw("hidden", column: 0, row: 1)
    #expect(canvas.ansiText(maxColumns: 3, maxRows: 1) == "\(esc)[0m\(esc)[H\(esc)[1;1Hab \(esc)[J")
    #expect(canvas.ansiText(maxColumns: -1, maxRows: -1) == "\(esc)[0m\(esc)[H\(esc)[J")
  }

  @Test func hostileTextNeverAddsEscapeSequences() {
    var random = SplitMix64(seed: 99)
    for _ in 0..<100 {
      var canvas = TextCanvas(columns: random.next(in: 1...10), rows: random.next(in: 1...4))
      for _ in 0..<5 {
        canvas.drawWrapped(
          random.hostileString(length: 20), in: canvas.bounds,
          style: random.next(below: 2) == 0 ? .plain : .inverse)
      }
      let plain = canvas.plainText
      #expect(!plain.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
      let stripped = Self.removingKnownSequences(canvas.ansiText)
      #expect(!stripped.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
      #expect(stripped == plain)
    }
  }

  /// The ANSI rendering with its CSI sequences (`ESC [ params letter`) removed, a line break where a row
  /// other than the first is positioned, and trailing spaces trimmed per line: it should equal the plain text.
  static func removingKnownSequences(_ text: String) -> String {
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      guard scalars.next() == "[" else { return result + "<bad escape>" }
      var parameters = ""
      while let next = scalars.next() {
        if ("A"..."Z").contains(next) || ("a"..."z").contains(next) {
          if next == "H", parameters.hasSuffix(";1"), parameters != "1;1" { result += "\n" }
          break
        }
        parameters.unicodeScalars.append(next)
      }
    }
    return
      result
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
      .joined(separator: "\n")
  }
}
