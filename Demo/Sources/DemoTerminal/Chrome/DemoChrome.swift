// The parts of a frame that are the demo's, not the screen's: a header naming the screen, and a status area
// with the backend's faults, the latest activity and the keys. A plain value drawn by a pure function, so the
// snapshot tests draw exactly what the terminal shows.
import DemoApp
import ScreenState
import ScreenStateTerminal

/// The header and status area of a demo frame, and the region they leave for the screen.
///
/// ```text
///  ScreenState demo › Posts                                              ? help  q quit
/// ──────────────────────────────────────────────────────────────────────────────────────
///  (the screen)
/// ──────────────────────────────────────────────────────────────────────────────────────
///  fault: 500 (server error) · latency: 0                     server http://127.0.0.1:8080
///  » switched to fault 500
///  ↑↓ scroll  Tab ←→ focus  Enter press  Esc dismiss  r refresh  R reopen
///  p posts  e errors  c colours  0-9 faults  o offline  n online  l latency  ? help  q quit
/// ```
///
/// Below 12 rows only the header, the fault line and the global keys remain; below 5 rows, or 20 columns, the
/// screen takes the whole frame.
public struct DemoChrome: Hashable, Sendable {
  /// The screen shown.
  public var screen: DemoScreen
  /// The gallery's page, named in the header while the gallery is shown.
  public var galleryPage: GalleryPage
  /// What is known of the backend's faults.
  public var faults: FaultsStatus
  /// The backend's address.
  public var serverURL: String?
  /// The latest activity, such as `would open https://…`.
  public var activity: String?
  /// Whether the list of keys is shown in place of the screen.
  public var isShowingHelp: Bool
  /// The board's lines above its screen, while the board is shown: the feed's status, the search field, a post's
  /// title.
  public var board: BoardHeading?
  /// What the board's store inspector shows, while it is shown in place of the screen (`D`).
  public var inspector: InspectorSnapshot?
  /// The entry the inspector shows in detail; `nil` for the one that heard the latest event.
  public var inspectorSelection: InspectorSnapshot.Section.Subject?
  /// The board's changes waiting to be sent, while they are listed in place of the screen (`W`).
  public var pendingChanges: [PendingChange]?

  /// Creates the chrome for the given state.
  public init(
    screen: DemoScreen,
    galleryPage: GalleryPage = .noNetwork,
    faults: FaultsStatus = .known(.healthy),
    serverURL: String? = nil,
    activity: String? = nil,
    isShowingHelp: Bool = false,
    board: BoardHeading? = nil,
    inspector: InspectorSnapshot? = nil,
    inspectorSelection: InspectorSnapshot.Section.Subject? = nil,
    pendingChanges: [PendingChange]? = nil
  ) {
    self.screen = screen
    self.galleryPage = galleryPage
    self.faults = faults
    self.serverURL = serverURL
    self.activity = activity
    self.isShowingHelp = isShowingHelp
    self.board = board
    self.inspector = inspector
    self.inspectorSelection = inspectorSelection
    self.pendingChanges = pendingChanges
  }

  /// The chrome of `app` now; reading it inside an observation redraws the frame when any of it changes (with the
  /// inspector shown, each event of the board's store too).
  @MainActor
  public init(
    app: DemoAppModel, isShowingHelp: Bool, isShowingInspector: Bool = false,
    inspectorSelection: InspectorSnapshot.Section.Subject? = nil, isShowingPendingChanges: Bool = false
  ) {
    self.init(
      screen: app.screen, galleryPage: app.gallery.page, faults: app.faultsStatus, serverURL: app.serverURL,
      activity: app.activity.latest, isShowingHelp: isShowingHelp,
      board: app.screen == .board ? BoardHeading(board: app.board) : nil,
      inspector: isShowingInspector && !isShowingHelp ? app.board.inspector.snapshot() : nil,
      inspectorSelection: inspectorSelection,
      pendingChanges: isShowingPendingChanges && !isShowingHelp ? app.board.pendingChanges : nil)
  }

  /// The board's screen, while the board is shown.
  var boardScreen: BoardScreen? {
    screen == .board ? board?.screen ?? .feed : nil
  }

  /// The smallest height with the full chrome: rules, the activity line and the screen's keys.
  static let fullHeight = 12
  /// The smallest height with any chrome at all.
  static let minimumHeight = 5
  /// The smallest width with any chrome at all.
  static let minimumWidth = 20

  /// Draws the header and the status area and returns the region left for the screen, which is empty while the
  /// list of keys takes it.
  public func draw(on canvas: inout TextCanvas) -> TextRect {
    let columns = canvas.columns
    let rows = canvas.rows
    guard rows >= Self.minimumHeight, columns >= Self.minimumWidth else { return canvas.bounds }
    let isFull = rows >= Self.fullHeight

    drawHeader(on: &canvas)
    let top = isFull ? 2 : 1
    if isFull { canvas.drawHorizontalRule(row: 1, style: .dim) }

    var bottom = rows - 1
    KeyHint.draw(globalKeys, on: &canvas, column: 1, row: bottom, width: columns - 2)
    if isFull {
      bottom -= 1
      KeyHint.draw(screenKeys, on: &canvas, column: 1, row: bottom, width: columns - 2)
      bottom -= 1
      drawActivity(on: &canvas, row: bottom)
    }
    bottom -= 1
    drawFaults(on: &canvas, row: bottom)
    if isFull {
      bottom -= 1
      canvas.drawHorizontalRule(row: bottom, style: .dim)
    }

    var body = TextRect(column: 0, row: top, width: columns, height: bottom - top)
    if isShowingHelp {
      HelpOverlay.draw(on: &canvas, in: body)
      return TextRect(column: 0, row: top, width: 0, height: 0)
    }
    if let inspector {
      StoreInspectorRenderer().draw(inspector, selected: inspectorSelection, on: &canvas, in: body)
      return TextRect(column: 0, row: top, width: 0, height: 0)
    }
    if let pendingChanges {
      PendingChangesList.draw(pendingChanges, on: &canvas, in: body)
      return TextRect(column: 0, row: top, width: 0, height: 0)
    }
    if screen == .board, let board, !body.isEmpty {
      // Every line where the frame has its full chrome, the first alone otherwise; the screen keeps a row or more.
      let rows = min(isFull ? board.fullHeight : 1, body.height - 1)
      if rows > 0 {
        board.draw(on: &canvas, row: body.row, rows: rows)
        body = TextRect(column: body.column, row: body.row + rows, width: body.width, height: body.height - rows)
      }
    }
    if screen == .errors, body.height >= 8 {
      canvas.draw(
        "faults to try: " + galleryFaults, column: 1, row: body.maxRow - 1, width: columns - 2,
        alignment: .center, style: .dim)
      body = TextRect(column: body.column, row: body.row, width: body.width, height: body.height - 1)
    }
    return body
  }

  // MARK: - Lines

  /// The header's title: the demo, the screen, and the gallery's page.
  var title: String {
    if isShowingHelp { return "ScreenState demo › Keys" }
    if inspector != nil { return "ScreenState demo › Store inspector (the board's store)" }
    if pendingChanges != nil { return "ScreenState demo › Changes waiting to be sent (the board's outbox)" }
    switch screen {
    case .errors:
      let pages = GalleryPage.allCases
      let number = (pages.firstIndex(of: galleryPage) ?? 0) + 1
      return "ScreenState demo › \(screen.title) › \(galleryPage.title) (\(number)/\(pages.count))"
    case .posts, .colors:
      return "ScreenState demo › \(screen.title)"
    case .board:
      let board = boardScreen ?? .feed
      return board == .feed ? "ScreenState demo › Board" : "ScreenState demo › Board › \(board.title)"
    }
  }

  private func drawHeader(on canvas: inout TextCanvas) {
    let hints =
      if isShowingHelp {
        [KeyHint("? Esc", "close")]
      } else if inspector != nil {
        [KeyHint("D Esc", "close")]
      } else if pendingChanges != nil {
        [KeyHint("W Esc", "close")]
      } else if boardScreen == .search {
        [KeyHint("Esc", "back"), KeyHint("Ctrl-C", "quit")]
      } else {
        [KeyHint("?", "help"), KeyHint("q", "quit")]
      }
    let hintsWidth = TerminalText.displayWidth(of: hints.map(\.text).joined(separator: "  "))
    let titleWidth = canvas.columns - 2
    let fitsHints = TerminalText.displayWidth(of: title) + 2 + hintsWidth <= titleWidth
    canvas.draw(title, column: 1, row: 0, width: titleWidth, style: .bold)
    if fitsHints {
      KeyHint.draw(hints, on: &canvas, column: canvas.columns - 1 - hintsWidth, row: 0, width: hintsWidth)
    }
  }

  /// The fault mode and the latency, with the server's address at the right when it fits.
  var faultsText: String {
    let faults: FaultSettings
    switch self.faults {
    case .reading: return "fault: reading… · latency: reading…"
    case .unreadable: return "fault: unknown (the server did not answer) · latency: unknown"
    case .known(let known): faults = known
    }
    // A preset's label is added when it says more than the mode: "500 (server error)", but not "offline (offline)"
    // or "maintenance:120 (maintenance (Retry-After 120))".
    func firstWord(_ text: String) -> Substring {
      text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first ?? ""
    }
    let label = FaultPreset.all.first { $0.mode == faults.mode }.map(\.label)
    let explanation = label.map { firstWord($0) == firstWord(faults.mode) ? "" : " (\($0))" } ?? ""
    return "fault: \(faults.mode)\(explanation) · latency: \(faults.latency)"
  }

  private func drawFaults(on canvas: inout TextCanvas, row: Int) {
    let width = canvas.columns - 2
    canvas.draw(faultsText, column: 1, row: row, width: width, style: .bold)
    guard let serverURL else { return }
    let server = "server \(serverURL)"
    let serverWidth = TerminalText.displayWidth(of: server)
    if TerminalText.displayWidth(of: faultsText) + 3 + serverWidth <= width {
      canvas.draw(server, column: canvas.columns - 1 - serverWidth, row: row, style: .dim)
    }
  }

  private func drawActivity(on canvas: inout TextCanvas, row: Int) {
    if let activity {
      canvas.draw("» \(activity)", column: 1, row: row, width: canvas.columns - 2)
    } else {
      canvas.draw(
        "» Press ? for every key, 0-9 for the faults.", column: 1, row: row, width: canvas.columns - 2, style: .dim)
    }
  }

  /// The keys of the screen shown.
  var screenKeys: [KeyHint] {
    if isShowingHelp { return [KeyHint("? Esc Enter", "close this list")] }
    if inspector != nil { return [KeyHint("↑↓ Home End", "select a key"), KeyHint("D Esc", "close the inspector")] }
    if pendingChanges != nil { return [KeyHint("W Esc", "close the list"), KeyHint("o n", "offline, back online")] }
    switch screen {
    case .posts:
      return [
        KeyHint("↑↓", "scroll"), KeyHint("Tab ←→", "focus"), KeyHint("Enter", "press"), KeyHint("Esc", "dismiss"),
        KeyHint("r", "refresh"), KeyHint("R", "reopen"),
      ]
    case .errors:
      return [KeyHint("[ ]", "page"), KeyHint("Tab ←→", "focus"), KeyHint("Enter", "press"), KeyHint("r", "rebuild")]
    case .colors:
      return [KeyHint("a", "colour 1"), KeyHint("b", "colour 2"), KeyHint("m", "mix"), KeyHint("x", "clear")]
    case .board:
      switch boardScreen ?? .feed {
      case .feed:
        return [
          KeyHint("↑↓ End", "scroll"), KeyHint("Enter", "open"), KeyHint("L", "like"), KeyHint("Tab", "focus"),
          KeyHint("/", "search"), KeyHint("r", "refresh"), KeyHint("R", "reopen"), KeyHint("P", "page fault"),
          KeyHint("K", "like fault"),
        ]
      case .search:
        return [
          KeyHint("type", "to search"), KeyHint("⌫", "delete"), KeyHint("↑↓", "select"), KeyHint("Enter", "open"),
          KeyHint("Esc", "back"),
        ]
      case .post:
        return [
          KeyHint("L", "like"), KeyHint("Tab ←→", "focus"), KeyHint("Enter", "press"), KeyHint("r", "refresh"),
          KeyHint("Esc", "back"), KeyHint("K", "like fault"),
        ]
      }
    }
  }

  /// The keys that work on every screen, most useful first: those that do not fit are left out. Search takes
  /// every printable key for its field, so there only Escape and Ctrl-C are offered.
  var globalKeys: [KeyHint] {
    if boardScreen == .search { return [KeyHint("Esc", "back to the board"), KeyHint("Ctrl-C", "quit")] }
    return [
      KeyHint("p", "posts"), KeyHint("e", "errors"), KeyHint("c", "colours"), KeyHint("B", "board"),
      KeyHint("/", "search"), KeyHint("0-9", "faults"), KeyHint("o", "offline"), KeyHint("n", "online"),
      KeyHint("l", "latency"), KeyHint("?", "help"), KeyHint("q", "quit"),
    ]
  }

  /// The preset keys of the faults the gallery's page reacts to, such as `2 maintenance · 1 server error`: each
  /// preset's label without its details in brackets.
  private var galleryFaults: String {
    galleryPage.suggestedFaults.map { mode in
      guard let preset = FaultPreset.all.first(where: { $0.mode == mode }) else { return mode }
      let name = preset.label.split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) }
      return "\(preset.key) \(name ?? preset.label)"
    }.joined(separator: " · ")
  }
}
