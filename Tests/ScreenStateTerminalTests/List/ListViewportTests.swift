import ScreenStateTerminal
import Testing

struct ListViewportTests {
  @Test func startsAtTheTopWithTheFirstItemSelected() {
    let viewport = ListViewport(itemCount: 100, visibleHeight: 20)
    #expect(viewport.selectedIndex == 0)
    #expect(viewport.offset == 0)
    #expect(viewport.visibleRange == 0..<20)
    #expect(viewport.scrollIndicator == "1–20 of 100")
    #expect(viewport.isScrollable)
  }

  @Test func scrollsMinimallyDownToKeepTheSelectionVisible() {
    var viewport = ListViewport(itemCount: 100, visibleHeight: 20)
    viewport.moveSelection(by: 19)
    #expect(viewport.offset == 0)
    viewport.moveSelection(by: 1)
    #expect(viewport.offset == 1)
    #expect(viewport.visibleRange == 1..<21)
    viewport.moveSelection(by: 5)
    #expect(viewport.selectedIndex == 25)
    #expect(viewport.offset == 6)
    #expect(viewport.scrollIndicator == "7–26 of 100")
  }

  @Test func doesNotScrollWhileTheSelectionStaysVisible() {
    var viewport = ListViewport(itemCount: 100, visibleHeight: 20, selectedIndex: 25)
    #expect(viewport.offset == 6)
    viewport.select(10)
    #expect(viewport.offset == 6)
    viewport.select(6)
    #expect(viewport.offset == 6)
    viewport.select(5)
    #expect(viewport.offset == 5)
  }

  @Test func clampsTheSelectionToTheList() {
    var viewport = ListViewport(itemCount: 100, visibleHeight: 20, selectedIndex: 500)
    #expect(viewport.selectedIndex == 99)
    #expect(viewport.visibleRange == 80..<100)
    viewport.select(-5)
    #expect(viewport.selectedIndex == 0)
    #expect(viewport.offset == 0)
    viewport.moveSelection(by: .max)
    #expect(viewport.selectedIndex == 99)
    viewport.moveSelection(by: .min)
    #expect(viewport.selectedIndex == 0)
    viewport.select(.max)
    #expect(viewport.selectedIndex == 99)
  }

  @Test func anEmptyListHasNoSelection() {
    var viewport = ListViewport(itemCount: 0, visibleHeight: 20, selectedIndex: 3)
    #expect(viewport.selectedIndex == nil)
    #expect(viewport.visibleRange.isEmpty)
    #expect(viewport.scrollIndicator == "0 of 0")
    viewport.moveSelection(by: 1)
    viewport.select(4)
    #expect(viewport.selectedIndex == nil)
    #expect(!viewport.isScrollable)
  }

  @Test func negativeCountsAndHeightsAreZero() {
    let viewport = ListViewport(itemCount: -4, visibleHeight: -2)
    #expect(viewport.itemCount == 0)
    #expect(viewport.visibleHeight == 0)
    #expect(viewport.visibleRange == 0..<0)
  }

  @Test func aShortListFitsWithoutScrolling() {
    var viewport = ListViewport(itemCount: 5, visibleHeight: 20)
    viewport.select(4)
    #expect(viewport.visibleRange == 0..<5)
    #expect(viewport.offset == 0)
    #expect(!viewport.isScrollable)
    #expect(viewport.scrollIndicator == "1–5 of 5")
  }

  @Test func aZeroHeightShowsNothingButKeepsTheSelection() {
    var viewport = ListViewport(itemCount: 100, visibleHeight: 0, selectedIndex: 42)
    #expect(viewport.visibleRange.isEmpty)
    #expect(viewport.selectedIndex == 42)
    #expect(viewport.scrollIndicator == "0 of 100")
    viewport.update(itemCount: 100, visibleHeight: 10)
    #expect(viewport.visibleRange.contains(42))
  }

  @Test func aOneRowViewportShowsTheSelection() {
    var viewport = ListViewport(itemCount: 100, visibleHeight: 1)
    viewport.moveSelection(by: 25)
    #expect(viewport.visibleRange == 25..<26)
    #expect(viewport.scrollIndicator == "26 of 100")
  }

  @Test func shrinkingTheListClampsTheSelectionAndTheOffset() {
    var viewport = ListViewport(itemCount: 100, visibleHeight: 20, selectedIndex: 90)
    viewport.update(itemCount: 50, visibleHeight: 20)
    #expect(viewport.selectedIndex == 49)
    #expect(viewport.visibleRange == 30..<50)
    viewport.update(itemCount: 0, visibleHeight: 20)
    #expect(viewport.selectedIndex == nil)
    viewport.update(itemCount: 10, visibleHeight: 20)
    #expect(viewport.selectedIndex == 0)
  }

  @Test func growingTheViewportLeavesNoEmptyRowsAtTheBottom() {
    var viewport = ListViewport(itemCount: 100, visibleHeight: 20, selectedIndex: 99)
    #expect(viewport.offset == 80)
    viewport.update(itemCount: 100, visibleHeight: 50)
    #expect(viewport.visibleRange == 50..<100)
    viewport.update(itemCount: 100, visibleHeight: 5)
    #expect(viewport.visibleRange == 95..<100)
  }

  @Test func navigationKeysMoveTheSelection() {
    var viewport = ListViewport(itemCount: 100, visibleHeight: 10)
    var handled = viewport.handle(.down)
    #expect(handled)
    #expect(viewport.selectedIndex == 1)
    handled = viewport.handle(.pageDown)
    #expect(handled)
    #expect(viewport.selectedIndex == 10)
    handled = viewport.handle(.up)
    #expect(handled)
    #expect(viewport.selectedIndex == 9)
    handled = viewport.handle(.pageUp)
    #expect(handled)
    #expect(viewport.selectedIndex == 0)
    handled = viewport.handle(.end)
    #expect(handled)
    #expect(viewport.selectedIndex == 99)
    handled = viewport.handle(.home)
    #expect(handled)
    #expect(viewport.selectedIndex == 0)
    handled = viewport.handle(.enter)
    #expect(!handled)
    handled = viewport.handle(.character("j"))
    #expect(!handled)
  }

  @Test func drawingCallsTheRendererForVisibleRowsOnly() {
    var viewport = ListViewport(itemCount: 10_000, visibleHeight: 20)
    viewport.select(5_000)
    var canvas = TextCanvas(columns: 30, rows: 22)
    var drawn: [Int] = []
    viewport.draw(on: &canvas, in: TextRect(column: 0, row: 1, width: 30, height: 20)) { row, canvas in
      drawn.append(row.index)
      #expect(row.rect.height == 1)
      #expect(row.rect.row == 1 + row.index - 4_981)
      #expect(row.isSelected == (row.index == 5_000))
      canvas.draw("row \(row.index)", column: row.rect.column, row: row.rect.row, width: row.rect.width)
    }
    #expect(drawn == Array(4_981...5_000))
    #expect(canvas.plainText.split(separator: "\n").first == "row 4981")
  }

  @Test func drawingIntoAShorterRectangleDrawsWhatFits() {
    let viewport = ListViewport(itemCount: 100, visibleHeight: 20)
    var canvas = TextCanvas(columns: 10, rows: 3)
    var calls = 0
    viewport.draw(on: &canvas, in: TextRect(column: 0, row: 0, width: 10, height: 3)) { _, _ in calls += 1 }
    #expect(calls == 3)
  }

  @Test func drawingLinesMarksTheSelection() {
    var viewport = ListViewport(itemCount: 4, visibleHeight: 3)
    viewport.select(3)
    var canvas = TextCanvas(columns: 12, rows: 3)
    viewport.drawLines(on: &canvas, in: canvas.bounds) { "Item \($0) with a long name" }
    #expect(canvas.plainText == "  Item 1 wi…\n  Item 2 wi…\n› Item 3 wi…")
    #expect(canvas[11, 2].style == .inverse)
    #expect(canvas[0, 0].style == .plain)
  }

  @Test func renderersMayThrow() {
    struct Stop: Error {}
    let viewport = ListViewport(itemCount: 3, visibleHeight: 3)
    var canvas = TextCanvas(columns: 5, rows: 3)
    #expect(throws: Stop.self) {
      try viewport.drawLines(on: &canvas, in: canvas.bounds) { _ in throw Stop() }
    }
  }
}
