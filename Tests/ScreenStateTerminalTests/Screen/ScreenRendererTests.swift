import ScreenState
import ScreenStateTerminal
import Testing

struct ScreenRendererTests {
  private let spinner = Spinner.braille

  @Test func blankDrawsNothing() {
    #expect(Fixtures.text(.blank).lines.allSatisfy { $0.isEmpty })
  }

  @Test func blankClearsItsRegion() {
    var canvas = TextCanvas(columns: 10, rows: 3)
    canvas.fill(canvas.bounds, with: "#")
    var list = Fixtures.list()
    ScreenRenderer().draw(.blank, content: &list, on: &canvas, in: canvas.bounds)
    #expect(canvas.plainText == "\n\n")
  }

  @Test func progressShowsTheSpinnerFrameOfTheTickAndLoading() {
    let text = Fixtures.text(.progress, tick: 2)
    #expect(text.contains("\(spinner.frame(at: 2)) Loading…"))
    #expect(Fixtures.text(.progress, tick: 3).contains("\(spinner.frame(at: 3)) Loading…"))
    #expect(Fixtures.text(.progress, tick: 2) == text)
  }

  @Test func progressIsCentred() {
    let lines = Fixtures.text(.progress, columns: 21, rows: 5).lines
    #expect(lines[2] == "     \(spinner.frame(at: 0)) Loading…")
  }

  @Test func contentIsDrawnByTheContentRendererBelowAnEmptyStatusLine() {
    let lines = Fixtures.text(Fixtures.content, rows: 6).lines
    #expect(lines[0].isEmpty)
    #expect(lines[1] == "› Item 1")
    #expect(lines[2] == "  Item 2")
  }

  @Test func refreshingShowsTheSpinnerAboveTheContentWithoutMovingIt() {
    let idle = Fixtures.text(Fixtures.content, rows: 6).lines
    let refreshing = Fixtures.text(Fixtures.refreshing, rows: 6, tick: 4).lines
    #expect(refreshing[0] == " \(spinner.frame(at: 4)) Refreshing…")
    #expect(refreshing.dropFirst() == idle.dropFirst())
  }

  @Test func emptyShowsTheCallersMessageAndTheRefreshIndicator() {
    let renderer = ScreenRenderer(emptyMessage: "No posts yet.")
    #expect(Fixtures.text(Fixtures.empty, renderer: renderer).contains("No posts yet."))
    let refreshing = Fixtures.text(Fixtures.refreshingEmpty, tick: 1, renderer: renderer)
    #expect(refreshing.contains("No posts yet."))
    #expect(refreshing.lines[0] == " \(spinner.frame(at: 1)) Refreshing…")
  }

  @Test func customTextsAndSpinner() {
    let renderer = ScreenRenderer(
      texts: ScreenTexts(overrides: [.loading: "Fetching posts", .refreshing: "Updating", .busy: "Checking"]),
      spinner: .line)
    #expect(Fixtures.text(.progress, tick: 1, renderer: renderer).contains("/ Fetching posts"))
    #expect(Fixtures.text(Fixtures.refreshing, tick: 2, renderer: renderer).contains("- Updating"))
    #expect(Fixtures.text(Fixtures.busyErrorScreen, tick: 3, renderer: renderer).contains("\\ Checking"))
  }

  // MARK: - Error screen

  @Test func errorScreenShowsIconTitleMessageAndButtons() {
    let text = Fixtures.text(Fixtures.errorScreen, rows: 20)
    #expect(text.contains("│ \(ErrorScreenIcon.updateAvailable.terminalGlyph) │"))
    #expect(text.contains("An update is available"))
    #expect(text.contains("A new version is ready."))
    #expect(text.contains("[» Update «]  [  Later  ]"))
    #expect(!text.contains("Please wait"))
  }

  @Test func busyErrorScreenShowsTheSpinnerWithoutMovingAnything() {
    let idle = Fixtures.text(Fixtures.errorScreen, rows: 20).lines
    let busy = Fixtures.text(Fixtures.busyErrorScreen, rows: 20, tick: 5).lines
    let spinnerRow = busy.firstIndex { $0.contains("Please wait…") }
    #expect(spinnerRow != nil)
    #expect(busy[spinnerRow!].contains("\(spinner.frame(at: 5)) Please wait…"))
    var withoutSpinner = busy
    withoutSpinner[spinnerRow!] = ""
    #expect(withoutSpinner == idle)
  }

  @Test func errorScreenMessageIsWordWrappedIntoEvenLines() {
    let message = "one two three four five six seven eight nine ten"
    let configuration = ErrorScreenConfiguration(icon: .warning, title: "Title", message: message)
    let lines = Fixtures.text(.failure(configuration), columns: 20, rows: 12).lines.map(\.trimmingSpaces)
    let messageLines = lines.drop { !$0.hasPrefix("one") }.prefix { !$0.isEmpty }
    // Greedy wrapping would leave "nine ten" alone on the last line; the lines are evened out instead.
    #expect(Array(messageLines) == ["one two three four", "five six seven", "eight nine ten"])
  }

  @Test func errorScreenWithoutButtonsDrawsNone() {
    let configuration = ErrorScreenConfiguration(icon: .warning, title: "Title", message: "Message")
    #expect(!Fixtures.text(.failure(configuration)).contains("["))
  }

  @Test func aSmallErrorScreenPutsTheIconBeforeTheTitleAndKeepsTheButtons() {
    let lines = Fixtures.text(Fixtures.errorScreen, columns: 40, rows: 4).lines
    #expect(lines.contains { $0.contains("⇩ An update is available") })
    #expect(lines.contains { $0.contains("[» Update «]") })
  }

  // MARK: - Focus

  @Test func focusShowsInPlainText() {
    let primary = Fixtures.text(Fixtures.errorScreen, focus: .button(0))
    let secondary = Fixtures.text(Fixtures.errorScreen, focus: .button(1))
    #expect(primary.contains("[» Update «]  [  Later  ]"))
    #expect(secondary.contains("[  Update  ]  [» Later «]"))
  }

  @Test func theInitialFocusIsThePrimaryButton() {
    #expect(Fixtures.text(Fixtures.alert).contains("[  OK  ]  [» Try Again «]"))
    #expect(Fixtures.text(Fixtures.banner).contains("[» Try Again «]  [  Dismiss  ]"))
    #expect(Fixtures.text(Fixtures.errorScreen).contains("[» Update «]"))
  }

  @Test func aFocusOutsideTheScopeFallsBackToTheInitialFocus() {
    #expect(Fixtures.text(Fixtures.alert, focus: .button(7)) == Fixtures.text(Fixtures.alert))
    #expect(Fixtures.text(Fixtures.errorScreen, focus: .content) == Fixtures.text(Fixtures.errorScreen))
  }

  @Test func exactlyOneThingShowsFocus() {
    for (name, projection) in Fixtures.all {
      let text = Fixtures.text(projection)
      let markers = text.occurrences(of: "[»") + text.occurrences(of: "›")
      let expected: Int
      switch projection {
      case .blank, .progress, .empty(_, nil): expected = 0
      default: expected = 1
      }
      #expect(markers == expected, "\(name)")
    }
  }

  @Test func theListIsMarkedOnlyWhenItHasFocus() {
    #expect(!Fixtures.text(Fixtures.banner).contains("›"))
    let listFocused = Fixtures.text(Fixtures.banner, focus: .content)
    #expect(listFocused.contains("› Item 1"))
    #expect(!listFocused.contains("[»"))
    #expect(!Fixtures.text(Fixtures.alert, focus: .content).contains("›"))
  }

  // MARK: - Notices

  @Test func anAlertIsABoxCentredOverTheContent() {
    let lines = Fixtures.text(Fixtures.alert, columns: 60, rows: 16).lines
    let top = lines.firstIndex { $0.contains("╭") }!
    let bottom = lines.firstIndex { $0.contains("╰") }!
    #expect(lines[top + 1].contains("Couldn't refresh"))
    #expect(lines[(top + 1)...].contains { $0.contains("The server ran into a problem.") })
    #expect(lines[bottom - 1].contains("[  OK  ]  [» Try Again «]"))
    // Centred: as many rows above the box as below it, give or take one.
    #expect(abs(top - (lines.count - 1 - bottom)) <= 1)
    // The content stays visible around it.
    #expect(lines[1].contains("Item 1"))
    #expect(lines[lines.count - 2].contains("Item"))
  }

  @Test func aBannerIsABoxAtTheTopWithItsButtons() {
    let lines = Fixtures.text(Fixtures.banner).lines
    #expect(lines[1].hasPrefix("┌ ⚠ The request timed out "))
    #expect(lines[2].contains("The server took too long to answer. Try again."))
    #expect(lines[3].contains("[» Try Again «]  [  Dismiss  ]"))
    #expect(lines[4].hasPrefix("└"))
    #expect(lines[5] == "  Item 1")
  }

  @Test func anInlineNoticeIsRowsInsideTheContent() {
    let lines = Fixtures.text(Fixtures.inline).lines
    #expect(lines[1] == " ⚠ The request timed out — The server took too long to")
    #expect(lines[2] == "   answer. Try again.")
    #expect(lines.contains { $0.contains("[» Try Again «]  [  Dismiss  ]") })
    let rule = lines.firstIndex { $0.hasPrefix("───") }!
    #expect(lines[rule + 1] == "  Item 1")
    #expect(!lines.contains { $0.contains("┌") })
  }

  @Test func noticesOverTheEmptyState() {
    let banner = Fixtures.text(Fixtures.emptyWithBanner)
    #expect(banner.contains("Nothing yet.") && banner.contains("[» Try Again «]"))
    let alert = Fixtures.text(Fixtures.emptyWithAlert)
    #expect(alert.contains("[» Try Again «]"))
  }

  // MARK: - Regions

  @Test func drawingStaysInsideItsRegion() {
    for (name, projection) in Fixtures.all {
      var canvas = TextCanvas(columns: 50, rows: 14)
      canvas.fill(canvas.bounds, with: "#")
      let region = TextRect(column: 3, row: 2, width: 40, height: 10)
      var list = Fixtures.list()
      ScreenRenderer().draw(projection, content: &list, on: &canvas, in: region)
      for row in 0..<canvas.rows {
        for column in 0..<canvas.columns where !region.contains(column: column, row: row) {
          #expect(canvas[column, row].character == "#", "\(name) at \(column), \(row)")
        }
      }
    }
  }

  @Test func aRegionPartlyOffTheCanvasIsClipped() {
    var canvas = TextCanvas(columns: 20, rows: 5)
    var list = Fixtures.list()
    ScreenRenderer().draw(
      Fixtures.alert, content: &list, on: &canvas, in: TextRect(column: -10, row: -3, width: 100, height: 100))
    #expect(canvas.plainText.lines.count == 5)
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  var trimmingSpaces: String {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
