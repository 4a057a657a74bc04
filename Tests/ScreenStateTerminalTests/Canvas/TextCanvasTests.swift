import Testing

@testable import ScreenStateTerminal

struct TextCanvasTests {
  // MARK: Size

  @Test func aNewCanvasIsBlank() {
    let canvas = TextCanvas(columns: 4, rows: 2)
    #expect(canvas.plainText == "\n")
    #expect(canvas[0, 0] == .blank)
    #expect(canvas.size == TerminalSize(columns: 4, rows: 2))
  }

  @Test func negativeAndHugeSizesAreClamped() {
    #expect(TextCanvas(columns: -5, rows: -1).size == TerminalSize(columns: 0, rows: 0))
    let huge = TextCanvas(columns: .max, rows: 3)
    #expect(huge.columns == TextCanvas.maximumSide)
    #expect(huge.rows == 3)
  }

  @Test func aZeroSizedCanvasAcceptsEveryPrimitive() {
    for size in [(0, 0), (0, 5), (5, 0)] {
      var canvas = TextCanvas(columns: size.0, rows: size.1)
      drawEverything(on: &canvas, text: "hello\u{1B}[31m 日本")
      #expect(canvas.plainText == String(repeating: "\n", count: max(0, size.1 - 1)))
    }
  }

  @Test func cellsOutsideTheCanvasReadAsBlank() {
    let canvas = TextCanvas(columns: 2, rows: 2)
    #expect(canvas[-1, 0] == .blank)
    #expect(canvas[2, 0] == .blank)
    #expect(canvas[0, .max] == .blank)
    #expect(canvas[.min, .min] == .blank)
  }

  // MARK: Text at a point

  @Test func drawsTextAtAPointAndReturnsTheNextColumn() {
    var canvas = TextCanvas(columns: 10, rows: 2)
    let next = canvas.draw("ab", column: 1, row: 1, style: .bold)
    canvas.draw("cd", column: next, row: 1)
    #expect(canvas.plainText == "\n abcd")
    #expect(canvas[1, 1].style == .bold)
    #expect(canvas[3, 1].style == .plain)
    #expect(next == 3)
  }

  @Test func clipsAtEveryEdge() {
    var canvas = TextCanvas(columns: 5, rows: 3)
    canvas.draw("abcdefgh", column: -2, row: 0)
    canvas.draw("abcdefgh", column: 3, row: 1)
    canvas.draw("hidden", column: 0, row: -1)
    canvas.draw("hidden", column: 0, row: 3)
    #expect(canvas.plainText == "cdefg\n   ab\n")
  }

  @Test func extremeCoordinatesDrawNothingAndDoNotTrap() {
    var canvas = TextCanvas(columns: 5, rows: 3)
    for column in [Int.min, Int.min + 1, -1_000_000, 1_000_000, Int.max - 1, Int.max] {
      for row in [Int.min, -1, 0, 2, Int.max] {
        canvas.draw("x", column: column, row: row)
        canvas.draw("x", column: column, row: row, width: .max, alignment: .trailing)
        canvas.draw("x", column: column, row: row, width: .min, alignment: .center)
        canvas.drawWrapped("x y", in: TextRect(column: column, row: row, width: .max, height: .max))
        canvas.fill(TextRect(column: column, row: row, width: 3, height: 3), with: "#")
        canvas.drawBox(TextRect(column: column, row: row, width: 4, height: .max), title: "t")
        canvas.drawHorizontalRule(row: row, column: column, width: 2)
      }
    }
    #expect(canvas.plainText == "\n\n")
  }

  @Test func returnsAtMostTheRightEdge() {
    var canvas = TextCanvas(columns: 5, rows: 1)
    #expect(canvas.draw("abcdefgh", column: 2, row: 0) == 5)
    #expect(canvas.draw("abc", column: .max, row: 0) == 5)
  }

  // MARK: Hostile strings

  @Test func controlCharactersCannotReachTheGrid() {
    var canvas = TextCanvas(columns: 30, rows: 1)
    canvas.draw("a\u{1B}[2Jb\tc\nd\u{7}e\u{9B}f\u{0}g", column: 0, row: 0)
    #expect(canvas.plainText == "a[2Jb c defg")
  }

  @Test func randomHostileDrawingKeepsTheGridWhole() {
    var random = SplitMix64(seed: 2024)
    for _ in 0..<200 {
      var canvas = TextCanvas(columns: random.next(in: 0...12), rows: random.next(in: 0...6))
      for _ in 0..<6 {
        let text = random.hostileString(length: random.next(below: 30))
        let rect = TextRect(
          column: random.next(in: -15...15), row: random.next(in: -4...8),
          width: random.next(in: -2...20), height: random.next(in: -1...6))
        switch random.next(below: 7) {
        case 0: canvas.draw(text, column: rect.column, row: rect.row, style: .inverse)
        case 1: canvas.draw(text, column: rect.column, row: rect.row, width: rect.width, alignment: .center)
        case 2: canvas.drawWrapped(text, in: rect, alignment: .trailing)
        case 3: canvas.drawBox(rect, title: text, border: .rounded)
        case 4: canvas.fill(rect, with: text.first ?? " ", style: .dim)
        case 5: canvas.drawCentered(text, row: rect.row)
        default: canvas.drawHorizontalRule(row: rect.row, column: rect.column, width: rect.width)
        }
      }
      expectWholeGrid(canvas)
    }
  }

  // MARK: Wide characters

  @Test func wideCharactersTakeTwoCells() {
    var canvas = TextCanvas(columns: 6, rows: 1)
    canvas.draw("日本x", column: 0, row: 0)
    #expect(canvas.plainText == "日本x")
    #expect(canvas[0, 0].character == "日")
    #expect(canvas[1, 0].isContinuation)
    #expect(canvas[4, 0].character == "x")
  }

  @Test func aWideCharacterAtTheRightEdgeBecomesASpace() {
    var canvas = TextCanvas(columns: 3, rows: 1)
    canvas.draw("a日本", column: 0, row: 0)
    #expect(canvas.plainText == "a日")
    canvas = TextCanvas(columns: 4, rows: 1)
    canvas.draw("a日本", column: 0, row: 0)
    #expect(canvas.plainText == "a日")
    #expect(!canvas[3, 0].isContinuation)
  }

  @Test func aWideCharacterCutByTheLeftEdgeBecomesASpace() {
    var canvas = TextCanvas(columns: 4, rows: 1)
    canvas.draw("日本", column: -1, row: 0)
    #expect(canvas.plainText == " 本")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var canvas = TextCanvas(columns: 6, rows: 1)
    canvas.draw("日本語", column: 0, row: 0)
    canvas.draw("x", column: 1, row: 0)
    #expect(canvas.plainText == " x本語")
    canvas.draw("y", column: 2, row: 0)
    #expect(canvas.plainText == " xy 語")
    canvas.draw("漢", column: 5, row: 0)
    #expect(canvas.plainText == " xy")
    canvas.draw("字", column: 3, row: 0)
    #expect(canvas.plainText == " xy字")
    expectWholeGrid(canvas)
  }

  @Test func wideCharactersClipInsideASpan() {
    var canvas = TextCanvas(columns: 8, rows: 1)
    canvas.draw("日本語", column: 0, row: 0, width: 5)
    #expect(canvas.plainText == "日本…")
  }

  // MARK: Truncation and alignment

  @Test func truncatesToAWidthWithAnEllipsis() {
    var canvas = TextCanvas(columns: 20, rows: 1)
    canvas.draw("A very long title that goes on", column: 2, row: 0, width: 10)
    #expect(canvas.plainText == "  A very lo…")
  }

  @Test func alignsWithinASpan() {
    var canvas = TextCanvas(columns: 10, rows: 3)
    canvas.draw("ab", column: 0, row: 0, width: 10, alignment: .leading)
    canvas.draw("ab", column: 0, row: 1, width: 10, alignment: .center)
    canvas.draw("ab", column: 0, row: 2, width: 10, alignment: .trailing)
    #expect(canvas.plainText == "ab\n    ab\n        ab")
  }

  @Test func centresAcrossTheCanvasWithTheOddCellOnTheRight() {
    var canvas = TextCanvas(columns: 9, rows: 2)
    canvas.drawCentered("abc", row: 0)
    canvas.drawCentered("ab", row: 1)
    #expect(canvas.plainText == "   abc\n   ab")
  }

  @Test func centringTooLongTextTruncatesIt() {
    var canvas = TextCanvas(columns: 5, rows: 1)
    canvas.drawCentered("abcdefgh", row: 0)
    #expect(canvas.plainText == "abcd…")
  }

  @Test func aSpanPartlyOffTheCanvasKeepsItsLayout() {
    var canvas = TextCanvas(columns: 6, rows: 1)
    canvas.draw("abcdef", column: -2, row: 0, width: 6)
    #expect(canvas.plainText == "cdef")
  }

  // MARK: Wrapping

  @Test func wrapsIntoARectangleAndReportsTheRowsUsed() {
    var canvas = TextCanvas(columns: 14, rows: 5)
    let used = canvas.drawWrapped(
      "The server is down for maintenance", in: TextRect(column: 1, row: 1, width: 12, height: 4))
    #expect(used == 3)
    #expect(canvas.plainText == "\n The server\n is down for\n maintenance\n")
  }

  @Test func wrappingIntoATooShortRectangleEndsWithAnEllipsis() {
    var canvas = TextCanvas(columns: 12, rows: 2)
    let used = canvas.drawWrapped("The server is down for maintenance", in: canvas.bounds)
    #expect(used == 2)
    #expect(canvas.plainText == "The server\nis down for…")
  }

  @Test func wrapsCentred() {
    var canvas = TextCanvas(columns: 10, rows: 2)
    canvas.drawWrapped("one two three", in: canvas.bounds, alignment: .center)
    #expect(canvas.plainText == " one two\n  three")
  }

  @Test func wrappingIntoAnEmptyRectangleUsesNoRows() {
    var canvas = TextCanvas(columns: 10, rows: 2)
    #expect(canvas.drawWrapped("text", in: TextRect(column: 0, row: 0, width: 0, height: 2)) == 0)
    #expect(canvas.drawWrapped("text", in: TextRect(column: 0, row: 5, width: 5, height: 2)) == 0)
  }

  // MARK: Fill, rules and boxes

  @Test func fillsARectangle() {
    var canvas = TextCanvas(columns: 5, rows: 3)
    canvas.fill(TextRect(column: 1, row: 1, width: 10, height: 10), with: "#", style: .inverse)
    #expect(canvas.plainText == "\n ####\n ####")
    #expect(canvas[1, 1].style == .inverse)
  }

  @Test func fillingWithAControlCharacterFillsWithSpaces() {
    var canvas = TextCanvas(columns: 3, rows: 1)
    canvas.draw("abc", column: 0, row: 0)
    canvas.fill(canvas.bounds, with: "\u{1B}")
    #expect(canvas.plainText == "")
  }

  @Test func fillingWithAWideCharacterKeepsTheGridWhole() {
    var canvas = TextCanvas(columns: 5, rows: 1)
    canvas.fill(canvas.bounds, with: "日")
    #expect(canvas.plainText == "日日")
    expectWholeGrid(canvas)
  }

  @Test func drawsHorizontalRules() {
    var canvas = TextCanvas(columns: 6, rows: 3)
    canvas.drawHorizontalRule(row: 0)
    canvas.drawHorizontalRule(row: 1, column: 2, width: 2)
    canvas.drawHorizontalRule(row: 2, column: 4, character: "=")
    #expect(canvas.plainText == "──────\n  ──\n    ==")
  }

  @Test func drawsABoxWithATitleAndReturnsItsInside() {
    var canvas = TextCanvas(columns: 16, rows: 4)
    let inside = canvas.drawBox(canvas.bounds, title: "Offline")
    #expect(inside == TextRect(column: 1, row: 1, width: 14, height: 2))
    canvas.drawWrapped("No connection", in: inside)
    #expect(
      canvas.plainText == """
        ┌ Offline ─────┐
        │No connection │
        │              │
        └──────────────┘
        """)
    #expect(canvas[2, 0].style.isBold)
    #expect(!canvas[0, 0].style.isBold)
  }

  @Test func aBoxIsOpaque() {
    var canvas = TextCanvas(columns: 7, rows: 3)
    for row in 0..<3 { canvas.draw("xxxxxxx", column: 0, row: row) }
    canvas.drawBox(TextRect(column: 1, row: 0, width: 5, height: 3), border: .ascii)
    #expect(canvas.plainText == "x+---+x\nx|   |x\nx+---+x")
  }

  @Test func aLongTitleIsCutAndATooNarrowBoxHasNone() {
    var canvas = TextCanvas(columns: 10, rows: 2)
    canvas.drawBox(canvas.bounds, title: "Maintenance")
    #expect(canvas.plainText == "┌ Mai… ──┐\n└────────┘")
    canvas = TextCanvas(columns: 6, rows: 2)
    canvas.drawBox(canvas.bounds, title: "Maintenance")
    #expect(canvas.plainText == "┌────┐\n└────┘")
  }

  @Test(arguments: [BoxBorder.light, .rounded, .heavy, .double, .ascii])
  func everyBorderDrawsOneCellPerCharacter(border: BoxBorder) {
    var canvas = TextCanvas(columns: 4, rows: 3)
    canvas.drawBox(canvas.bounds, title: "x", border: border)
    for line in canvas.plainText.split(separator: "\n") {
      #expect(TerminalText.displayWidth(of: String(line)) == 4)
    }
  }

  @Test func tinyBoxesDoNotTrap() {
    for width in 0...3 {
      for height in 0...3 {
        var canvas = TextCanvas(columns: 4, rows: 4)
        let inside = canvas.drawBox(TextRect(column: 0, row: 0, width: width, height: height), title: "Title")
        #expect(inside.width == max(0, width - 2))
        #expect(inside.height == max(0, height - 2))
        expectWholeGrid(canvas)
      }
    }
  }

  @Test func canvasesWithTheSameCellsAreEqual() {
    var first = TextCanvas(columns: 3, rows: 1)
    var second = TextCanvas(columns: 3, rows: 1)
    first.draw("ab", column: 0, row: 0)
    second.draw("a", column: 0, row: 0)
    #expect(first != second)
    second.draw("b", column: 1, row: 0)
    #expect(first == second)
    #expect("\(first)" == "ab")
  }

  // MARK: Helpers

  private func drawEverything(on canvas: inout TextCanvas, text: String) {
    canvas.draw(text, column: 0, row: 0)
    canvas.draw(text, column: 0, row: 0, width: 3, alignment: .center)
    canvas.drawCentered(text, row: 0)
    canvas.drawWrapped(text, in: canvas.bounds)
    canvas.fill(canvas.bounds, with: "#")
    canvas.drawHorizontalRule(row: 0)
    canvas.drawBox(canvas.bounds, title: text)
  }
}

/// Checks the grid invariant: every continuation cell follows a two-cell character and every two-cell
/// character is followed by its continuation, and no cell holds a control character.
func expectWholeGrid(_ canvas: TextCanvas, sourceLocation: SourceLocation = #_sourceLocation) {
  for row in 0..<canvas.rows {
    for column in 0..<canvas.columns {
      let cell = canvas[column, row]
      if cell.isContinuation {
        let leader = canvas[column - 1, row]
        #expect(column > 0 && !leader.isContinuation, sourceLocation: sourceLocation)
        #expect(leader.character.terminalClass == .printable(width: 2), sourceLocation: sourceLocation)
        continue
      }
      switch cell.character.terminalClass {
      case .printable(width: 2):
        #expect(
          canvas[column + 1, row].isContinuation, "\(cell.character) at \(column)",
          sourceLocation: sourceLocation)
      case .printable(width: 1):
        break
      default:
        let description = cell.character.debugDescription
        Issue.record("unprintable \(description) at \(column), \(row)", sourceLocation: sourceLocation)
      }
    }
  }
  let lines = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(lines.count == max(1, canvas.rows) || canvas.rows == 0, sourceLocation: sourceLocation)
  for line in lines {
    #expect(TerminalText.displayWidth(of: String(line)) <= canvas.columns, sourceLocation: sourceLocation)
  }
}
