import ScreenState
import ScreenStateTerminal
import Testing

// Titles and messages come from models and, through custom policies, possibly from servers: no string may
// break the frame (inject escape codes, add or remove rows, push a border out of place), and no size, down to
// zero, may trap.
struct HostileScreenInputTests {
  static let hostileStrings: [String] = [
    "\u{1B}[2J\u{1B}[31mred\u{1B}[0m and \u{9B}31m",
    "line one\nline two\r\nline three\rline four\u{85}five\u{2028}six",
    "tabs\there\tand\tthere",
    "\u{202E}reversed\u{202C} \u{200B}zero\u{200B}width\u{FEFF}",
    "日本語のタイトルはとても長いです、そしてもっと長いです",
    "emoji 👩‍👩‍👧‍👦 🇫🇷 ❤️ 👍🏽 flags",
    "\u{0301}\u{0301}combining marks alone",
    String(repeating: "A", count: 10_000),
    String(repeating: "word ", count: 20_000),
    "",
    " ",
    "\u{0}\u{7}\u{7F}",
  ]

  static func projections(for text: String) -> [(String, Projection)] {
    let alert = ScreenAlert<ScreenAction>(
      title: text, message: text,
      buttons: [ScreenButton(text, role: .cancel, action: .dismissFailure), ScreenButton(text, action: .retry)])
    let banner = ScreenBanner<ScreenAction>(
      title: text, message: text, buttons: [ScreenButton(text, action: .retry)])
    let configuration = ErrorScreenConfiguration(
      icon: ErrorScreenIcon(text), title: text, message: text, isBusy: true,
      buttons: [
        ScreenButton(text, action: .errorScreenPrimary),
        ScreenButton(text, role: .cancel, action: .errorScreenSecondary),
      ])
    return [
      ("alert", .content([text, text], isRefreshing: true, notice: .alert(alert))),
      ("banner", .content([text], isRefreshing: false, notice: .banner(banner))),
      ("inline", .empty(isRefreshing: true, notice: .inline(banner))),
      ("error screen", .failure(configuration)),
    ]
  }

  /// Checks the frame's shape: the right number of rows, none wider than the canvas, no control characters.
  private func expectIntact(_ canvas: TextCanvas, _ context: String) {
    let lines = canvas.plainText.lines
    #expect(lines.count == canvas.rows, "\(context)")
    for line in lines {
      #expect(TerminalText.displayWidth(of: String(line)) <= canvas.columns, "\(context)")
      #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(context)")
    }
    #expect(!canvas.ansiText.contains("\u{1B}[2J"), "\(context)")
    #expect(!canvas.ansiText.contains("\u{9B}"), "\(context)")
  }

  @Test(arguments: hostileStrings)
  func hostileTextNeverBreaksTheFrame(_ text: String) {
    let renderer = ScreenRenderer(
      texts: ScreenTexts(overrides: [.emptyState: text, .loading: text, .refreshing: text, .busy: text]))
    for (name, projection) in Self.projections(for: text) {
      for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 20, rows: 5)] {
        let canvas = renderer.render(projection, content: Fixtures.list(), size: size)
        expectIntact(canvas, "\(name) \(size)")
      }
    }
  }

  @Test(arguments: hostileStrings)
  func theAlertBoxKeepsItsBorders(_ text: String) {
    let (_, projection) = Self.projections(for: text)[0]
    let lines = ScreenRenderer().render(projection, content: Fixtures.list(), size: TerminalSize(columns: 60, rows: 20))
      .plainText.lines
    let top = lines.firstIndex { $0.contains("╭") }
    let bottom = lines.firstIndex { $0.contains("╰") }
    #expect(top != nil && bottom != nil)
    guard let top, let bottom else { return }
    let left = lines[top].firstIndex(of: "╭")!
    let leftOffset = lines[top].distance(from: lines[top].startIndex, to: left)
    for line in lines[(top + 1)..<bottom] {
      // Every row inside the box starts with the left border in the same column and ends with the right one.
      let border = line.index(line.startIndex, offsetBy: leftOffset, limitedBy: line.endIndex)
      #expect(border.map { line[$0] } == "│")
      #expect(line.last == "│")
    }
  }

  @Test func noSizeTraps() {
    let sizes = [(0, 0), (0, 5), (5, 0), (1, 1), (2, 1), (1, 5), (5, 1), (3, 3), (6, 2), (10, 2), (12, 4), (20, 5)]
    for (columns, rows) in sizes {
      for (name, projection) in Fixtures.all {
        for focus in [nil, ScreenFocus.content, .button(0), .button(1), .button(-1), .button(.max)] {
          let canvas = ScreenRenderer().render(
            projection, content: Fixtures.list(), size: TerminalSize(columns: columns, rows: rows), focus: focus,
            tick: .min)
          #expect(canvas.plainText.lines.count == max(rows, 1) || rows == 0, "\(name) \(columns)×\(rows)")
        }
      }
    }
  }

  @Test func aFocusedButtonStaysVisibleInANarrowFrame() {
    for columns in [12, 16, 20, 30] {
      let alert = Fixtures.text(Fixtures.alert, columns: columns, rows: 8)
      #expect(alert.contains("»Tr") || alert.contains("» Tr"), "alert at \(columns)")
      #expect(alert.contains("«"), "alert at \(columns)")
      let error = Fixtures.text(Fixtures.errorScreen, columns: columns, rows: 6, focus: .button(1))
      #expect(error.contains("»La") || error.contains("» La"), "error screen at \(columns)")
    }
    // Narrower still, the labels are cut to an ellipsis but the marker of focus remains.
    #expect(Fixtures.text(Fixtures.alert, columns: 8, rows: 8).contains("»"))
    #expect(Fixtures.text(Fixtures.errorScreen, columns: 8, rows: 6).contains("»"))
  }
}
