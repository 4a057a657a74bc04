import ScreenState
import ScreenStateTerminal
import Testing

// A paginated list's footer: drawn right below the list's last row, with its rows taken before the list's so
// that a button is on screen at every size, and at no cost beyond the rows on screen.
struct PageFooterRenderingTests {
  private let spinner = Spinner.braille
  private let three = Projection.content(["a", "b", "c"], isRefreshing: false, notice: nil)

  private func text(
    _ projection: Projection = Fixtures.content, footer: PageFooter?, columns: Int = 60, rows: Int = 16,
    focus: ScreenFocus? = nil, tick: Int = 0
  ) -> String {
    ScreenRenderer(texts: Footers.texts, emptyMessage: "Nothing yet.").render(
      projection, footer: footer, content: Fixtures.list(), size: TerminalSize(columns: columns, rows: rows),
      focus: focus, tick: tick
    ).plainText
  }

  @Test func loadingMoreShowsTheSpinnerBelowTheLastRowOfAShortList() {
    #expect(
      text(three, footer: Footers.loading, rows: 6, tick: 2)
        == "\n› a\n  b\n  c\n\(spinner.frame(at: 2)) Loading more…\n")
    #expect(text(three, footer: Footers.loading, tick: 5).contains("\(spinner.frame(at: 5)) Loading more…"))
  }

  @Test func aLongListKeepsItsPositionRowAndTheFooterTakesTheLastRow() {
    let lines = text(footer: Footers.loading, columns: 30, rows: 8).lines
    #expect(lines.count == 8)
    #expect(lines[1] == "› Item 1")
    #expect(lines[5] == "  Item 5")
    #expect(lines[6] == "                     1–5 of 40")
    #expect(lines[7] == "\(spinner.frame(at: 0)) Loading more…")
  }

  @Test func theEndIsCentredBelowTheList() {
    #expect(text(three, footer: Footers.end, columns: 30, rows: 6) == "\n› a\n  b\n  c\n     You're all caught up\n")
  }

  @Test func loadMoreIsAButtonBelowTheList() {
    #expect(text(three, footer: Footers.loadMore, columns: 30, rows: 5) == "\n› a\n  b\n  c\n  [  Load more  ]")
    // Focused, it reads as any focused button, and the list no longer marks its selection.
    #expect(
      text(three, footer: Footers.loadMore, columns: 30, rows: 5, focus: .button(0))
        == "\n  a\n  b\n  c\n  [» Load more «]")
  }

  @Test func aFailedPageShowsItsMessageAndTryAgainBelowThePagesLoaded() {
    let lines = text(footer: Footers.failed, columns: 60, rows: 16).lines
    #expect(lines.count == 16)
    #expect(lines[1] == "› Item 1")
    #expect(lines[11] == "  Item 11")
    #expect(lines[12].hasSuffix(" 1–11 of 40"))
    #expect(lines[13] == "⚠ Something went wrong on our side — The server ran into a")
    #expect(lines[14] == "  problem. Try again in a moment.")
    #expect(lines[15] == "  [  Try Again  ]")
  }

  @Test func aFailedPageAt20x6KeepsThreeRowsOfTheList() {
    let frame = text(footer: Footers.failed, columns: 20, rows: 6)
    #expect(frame == "\n› Item 1\n  Item 2\n           1–2 of 40\n⚠ Something went…\n  [  Try Again  ]")
    let focused = text(footer: Footers.failed, columns: 20, rows: 6, focus: .button(0))
    #expect(focused.hasSuffix("\n  [» Try Again «]"))
  }

  @Test func aFailedPageWithoutRetryShowsOnlyItsMessage() {
    let frame = text(three, footer: Footers.failedWithoutRetry, columns: 60, rows: 8)
    #expect(frame.contains("\n⚠ Access denied — You don't have access to this."))
    #expect(!frame.contains("["))
  }

  @Test func aFailedPageInTwoRowsIsOneLineWithItsButton() {
    #expect(text(three, footer: Footers.failed, columns: 20, rows: 2) == "\n⚠ S… [  Try Again  ]")
    #expect(
      text(three, footer: Footers.failed, columns: 60, rows: 3).hasSuffix(
        "\n⚠ Something went wrong on our side           [  Try Again  ]"))
  }

  @Test func inOneRowTheListWinsOverAFooterWithoutAButton() {
    for footer in [Footers.loading, Footers.end, Footers.failedWithoutRetry] {
      #expect(text(three, footer: footer, columns: 30, rows: 2) == "\n› a")
    }
    #expect(text(three, footer: Footers.loadMore, columns: 30, rows: 2) == "\n  [  Load more  ]")
  }

  @Test func oneColumnStillShowsTheButton() {
    for rows in 1...6 {
      #expect(text(three, footer: Footers.failed, columns: 1, rows: rows).lines.contains("["), "1x\(rows)")
      #expect(text(three, footer: Footers.loadMore, columns: 1, rows: rows).lines.contains("["), "1x\(rows)")
      #expect(
        text(three, footer: Footers.failed, columns: 1, rows: rows, focus: .button(0)).lines.contains("»"),
        "1x\(rows)")
    }
    #expect(text(three, footer: Footers.loading, columns: 1, rows: 6) == "\n…\n…\n…\n…\n")
  }

  @Test(arguments: 0..<Footers.all.count)
  func everySizeDrawsWithinTheFrameAndKeepsAPressableButtonOnScreen(index: Int) {
    let (name, footer) = Footers.all[index]
    let hasButton = name == "load more" || name == "failed"
    for projection in [three, Fixtures.content, Fixtures.empty] {
      for columns in 0...30 {
        for rows in 0...10 {
          for focus in [nil, ScreenFocus.button(0)] {
            let frame = text(projection, footer: footer, columns: columns, rows: rows, focus: focus)
            let lines = frame.lines
            #expect(lines.count == max(rows, 1) || columns == 0 || rows == 0)
            #expect(lines.allSatisfy { TerminalText.displayWidth(of: String($0)) <= columns })
            guard hasButton, columns > 0, rows > 0 else { continue }
            // The focused button shows its marker; an unfocused one its bracket (with nothing else to focus, an
            // empty state starts with the button focused).
            #expect(
              frame.contains("»") || (focus == nil && frame.contains("[")),
              "\(name) at \(columns)x\(rows), focus \(String(describing: focus)):\n\(frame)")
          }
        }
      }
    }
  }

  @Test func theEmptyStateShowsTheFooterAtTheBottom() {
    let lines = text(Fixtures.empty, footer: Footers.loadMore, columns: 30, rows: 8).lines
    #expect(lines.contains { $0.contains("Nothing yet.") })
    // Nothing else to focus: "Load more" starts focused.
    #expect(lines.last == "  [» Load more «]")
  }

  @Test func noFooterUnderAnAlertOrOnAnErrorScreen() {
    for projection in [Fixtures.alert, Fixtures.errorScreen, Projection.progress, Projection.blank] {
      let frame = text(projection, footer: Footers.loading)
      #expect(!frame.contains("Loading more"))
      #expect(frame == text(projection, footer: nil))
    }
  }

  @Test func aFooterBelowAListUnderABannerStillShows() {
    let frame = text(Fixtures.banner, footer: Footers.failed, columns: 60, rows: 16)
    // The banner's buttons come first, and its primary one takes the focus; the footer's follows.
    #expect(frame.contains("│ [» Try Again «]  [  Dismiss  ]"))
    #expect(frame.hasSuffix("\n  [  Try Again  ]"))
    #expect(text(Fixtures.banner, footer: Footers.failed, focus: .button(2)).hasSuffix("\n  [» Try Again «]"))
  }

  @Test func drawingAFooterBelowAHugeListReadsOnlyTheRowsOnScreen() {
    for count in [20, 10_000] {
      var rowTextCalls = 0
      var list = ListContentRenderer<PagedList<Int, Int>> { item in
        rowTextCalls += 1
        return "Row \(item)"
      }
      let pages = PagedList(Array(0..<count), nextCursor: 2)
      var canvas = TextCanvas(columns: 40, rows: 12)
      ScreenRenderer().draw(
        .content(pages, isRefreshing: false, notice: nil), footer: Footers.failed, content: &list, on: &canvas,
        in: canvas.bounds)
      // 12 rows: the status line, 7 rows of items, the position, and 3 rows of footer.
      #expect(rowTextCalls == 7, "\(count) items")
      #expect(canvas.plainText.contains("[  Try Again  ]"))
    }
  }
}
