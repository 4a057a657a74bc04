import ScreenStateTerminal
import Testing

/// A random-access collection that counts how often its elements are read.
private struct CountingCollection: RandomAccessCollection {
  final class Reads: @unchecked Sendable {
    var count = 0
  }

  let count: Int
  let reads: Reads
  var startIndex: Int { 0 }
  var endIndex: Int { count }
  subscript(position: Int) -> String {
    reads.count += 1
    return "Row \(position)"
  }
}

struct ListContentRendererTests {
  private func draw(
    _ list: inout ListContentRenderer<[String]>, _ items: [String], rows: Int, isFocused: Bool = true
  ) -> [Substring] {
    var canvas = TextCanvas(columns: 30, rows: rows)
    list.draw(items, on: &canvas, in: canvas.bounds, isFocused: isFocused)
    return canvas.plainText.lines
  }

  @Test func drawsOneRowPerItemWithTheSelectionMarked() {
    var list = Fixtures.list()
    let lines = draw(&list, ["a", "b", "c"], rows: 4)
    #expect(lines == ["› a", "  b", "  c", ""])
  }

  @Test func anUnfocusedListDoesNotMarkItsSelection() {
    var list = Fixtures.list()
    #expect(draw(&list, ["a", "b"], rows: 2, isFocused: false) == ["  a", "  b"])
  }

  @Test func aLongListShowsItsPositionOnTheBottomRow() {
    var list = Fixtures.list()
    let lines = draw(&list, Fixtures.items, rows: 5)
    #expect(lines.prefix(4) == ["› Item 1", "  Item 2", "  Item 3", "  Item 4"])
    #expect(lines[4].hasSuffix("1–4 of 40"))
  }

  @Test func keysMoveTheSelectionAndScroll() {
    var list = Fixtures.list()
    _ = draw(&list, Fixtures.items, rows: 5)
    let handledEnd = list.handle(.end)
    #expect(handledEnd)
    let lines = draw(&list, Fixtures.items, rows: 5)
    #expect(lines[3] == "› Item 40")
    #expect(lines[4].hasSuffix("37–40 of 40"))
    let handledEnter = list.handle(.enter)
    #expect(!handledEnter)
  }

  @Test func theInitialSelectionIsAppliedWhenTheItemsArrive() {
    var list = Fixtures.list(selectedIndex: 20)
    let lines = draw(&list, Fixtures.items, rows: 5)
    #expect(lines.contains("› Item 21"))
    #expect(list.viewport.selectedIndex == 20)
  }

  @Test func aSelectionPastTheEndOfANewListIsClamped() {
    var list = Fixtures.list()
    _ = draw(&list, Fixtures.items, rows: 5)
    _ = list.handle(.end)
    #expect(draw(&list, ["a", "b"], rows: 5).prefix(2) == ["  a", "› b"])
  }

  @Test func drawingReadsOnlyTheVisibleRows() {
    for count in [20, 10_000] {
      let reads = CountingCollection.Reads()
      var rowTextCalls = 0
      var list = ListContentRenderer<CountingCollection> { row in
        rowTextCalls += 1
        return row
      }
      var canvas = TextCanvas(columns: 40, rows: 10)
      list.draw(CountingCollection(count: count, reads: reads), on: &canvas, in: canvas.bounds, isFocused: true)
      // Nine rows of items, one for the position.
      #expect(reads.count == 9, "\(count) items")
      #expect(rowTextCalls == 9, "\(count) items")
    }
  }
}
