import DemoApp
import DemoTerminal
import Foundation
import ScreenState
import ScreenStateTerminal
import ScreenStateTesting
import Testing

/// The terminal UI draws exactly the frames the snapshots hold, and its keys reach the app: checked on the colour
/// picker, which needs no backend (the address below is never connected to).
@MainActor
@Suite("Demo terminal UI")
struct DemoTerminalUITests {
  func makeApp() -> DemoAppModel {
    let http = DemoHTTPClient(baseURL: URL(string: "http://127.0.0.1:9")!)
    return DemoAppModel(
      clients: DemoClients(http: http), faultControl: StaticFaultControl(), faults: .healthy, screen: .colors)
  }

  @Test("a frame of the UI is the chrome and the screen as DemoFrame draws them")
  func frameMatchesDemoFrame() {
    let app = makeApp()
    let ui = DemoTerminalUI(app: app)
    for size in [TerminalSize.standard, TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 30, rows: 8)] {
      let expected = DemoFrame.render(
        chrome: DemoChrome(app: app, isShowingHelp: false), projection: DemoProjection.colors(app.colors.selection),
        size: size)
      #expect(ui.frame(size: size) == expected, "\(size)")
    }
  }

  @Test("the colour keys change the picker, and the view state drawn is derived from the picks")
  func colorKeys() {
    let app = makeApp()
    let ui = DemoTerminalUI(app: app)
    ui.perform(.cycleColor1)
    ui.perform(.cycleColor2)
    ui.perform(.cycleColor2)
    #expect(app.colors.selection == ColorSelection(color1: .red, color2: .yellow))
    #expect(ui.frame(size: .standard).plainText.contains("view state: showBothColors(red, yellow)"))
    ui.perform(.toggleMix)
    #expect(ui.frame(size: .standard).plainText.contains("Mix of Red and Yellow"))
    ui.perform(.clearColors)
    #expect(ui.frame(size: .standard).plainText.contains("Please select your colours"))
  }

  /// An app on the board's search, whose debounce never ends unless the test moves `clock` (it never does:
  /// nothing is sent to the address above).
  func makeSearchingApp(clock: VirtualClock) -> DemoAppModel {
    let http = DemoHTTPClient(baseURL: URL(string: "http://127.0.0.1:9")!)
    let app = DemoAppModel(
      clients: DemoClients(http: http), faultControl: StaticFaultControl(), faults: .healthy, screen: .colors,
      configuration: LoadingConfiguration(clock: clock))
    app.showBoardSearch()
    return app
  }

  @Test("on search, typing edits the field at once (q and r are typed), and the frame is the chrome and the screen")
  func searchTyping() {
    let app = makeSearchingApp(clock: VirtualClock())
    let ui = DemoTerminalUI(app: app)
    for character in "quarry" { ui.perform(.type(character)) }
    ui.perform(.deleteBackward)
    #expect(app.board.search.text == "quarr")
    #expect(app.board.search.isDebouncing, "nothing is sent while the typing goes on")
    let frame = ui.frame(size: .standard)
    #expect(frame.plainText.contains(" Search: quarr_"))
    #expect(frame.plainText.contains("waiting for the typing to stop · 0 requests sent"))
    #expect(frame.plainText.contains("ScreenState demo › Board › Search"))
    let expected = DemoFrame.render(
      chrome: DemoChrome(app: app, isShowingHelp: false), projection: DemoProjection.of(app),
      footer: DemoProjection.footer(of: app), renderer: .demo(emptyMessage: DemoProjection.emptyMessage(of: app)))
    #expect(frame == expected)
    app.board.cancel()
  }

  /// Time-limited, so that a field that reads its whole text for each character it cuts fails instead of hanging.
  @Test(
    "a long search text: the field shows its end, read from the end only, and typing goes on",
    .timeLimit(.minutes(1)))
  func longSearchText() {
    let app = makeSearchingApp(clock: VirtualClock())
    let ui = DemoTerminalUI(app: app)
    app.board.search.setText(String(repeating: "lost and found ", count: 4_000) + "end")
    for character in "ing" { ui.perform(.type(character)) }
    ui.perform(.deleteBackward)
    let frame = ui.frame(size: .standard).plainText
    #expect(frame.contains(" Search: …"))
    #expect(frame.contains("lost and found endin_"))
    #expect(app.board.search.query.hasSuffix("found endin"))
    app.board.cancel()
  }

  @Test("a query is the text without the spaces around it")
  func queryOfTheText() {
    let app = makeSearchingApp(clock: VirtualClock())
    let ui = DemoTerminalUI(app: app)
    for character in "  lost  " { ui.perform(.type(character)) }
    #expect(app.board.search.text == "  lost  ")
    #expect(app.board.search.query == "lost")
    app.board.search.setText(" \t ")
    #expect(app.board.search.query.isEmpty)
    #expect(app.board.search.prompt != nil)
    app.board.cancel()
  }

  @Test("/ opens search from any screen, with what it had; the board's screens name themselves in the header")
  func searchFromAnywhere() async {
    let app = makeSearchingApp(clock: VirtualClock())
    let ui = DemoTerminalUI(app: app)
    ui.perform(.type("x"))
    await app.show(.colors)
    #expect(app.screen == .colors)
    ui.perform(.showSearch)
    #expect(app.screen == .board)
    #expect(app.board.screen == .search)
    #expect(app.board.search.text == "x")
    #expect(ui.frame(size: .standard).plainText.contains(" Search: x_"))
    app.board.cancel()
  }

  @Test("? shows the list of keys in place of the screen; Escape, or any action, hides it")
  func help() {
    let app = makeApp()
    let ui = DemoTerminalUI(app: app)
    ui.perform(.toggleHelp)
    #expect(ui.isShowingHelp)
    let frame = ui.frame(size: .standard)
    #expect(frame == DemoFrame.render(chrome: DemoChrome(app: app, isShowingHelp: true), projection: .blank))
    #expect(frame.plainText.contains("ScreenState demo › Keys"))
    ui.perform(.closeHelp)
    #expect(!ui.isShowingHelp)
    ui.perform(.toggleHelp)
    ui.perform(.toggleMix)
    #expect(!ui.isShowingHelp, "an action closes the list and acts")
  }

  @Test("W lists the board's changes waiting to be sent in place of the screen; W, Escape, or any action, hides it")
  func pendingChanges() {
    let app = makeApp()
    let ui = DemoTerminalUI(app: app)
    ui.perform(.togglePendingChanges)
    #expect(ui.isShowingPendingChanges)
    let frame = ui.frame(size: .standard)
    #expect(
      frame
        == DemoFrame.render(
          chrome: DemoChrome(app: app, isShowingHelp: false, isShowingPendingChanges: true), projection: .blank))
    #expect(frame.plainText.contains("Changes waiting to be sent"))
    #expect(frame.plainText.contains("No change waits"))
    ui.perform(.closePendingChanges)
    #expect(!ui.isShowingPendingChanges)
    ui.perform(.togglePendingChanges)
    ui.perform(.toggleInspector)
    #expect(!ui.isShowingPendingChanges && ui.isShowingInspector, "one list at a time")
    ui.perform(.togglePendingChanges)
    ui.perform(.toggleMix)
    #expect(!ui.isShowingPendingChanges, "an action closes the list and acts")
  }
}
