// The only part of the demo's UI with effects, and it decides nothing: `DemoProjection` says what the body shows,
// `DemoChrome` draws the header and status area, `ScreenInteraction` (inside the library's runner) owns the
// screen's keys, and `DemoKeymap` the demo's own. This class wires them to the app and to a terminal.
import DemoApp
import ScreenState
import ScreenStateTerminal

/// The demo's terminal UI: the app's screens in a header and a status area, redrawn whenever the app changes, with
/// keys for the screens, the faults, the gallery's pages, the colour picker and the board (its feed scrolled page
/// by page, search as you type, a post and its like).
///
/// ```swift
/// let ui = DemoTerminalUI(app: session.app)
/// await TerminalSession.run { terminal in
///   await ui.run(in: terminal)           // until q or Ctrl-C
/// }
/// print(ui.frame(size: .standard).plainText)
/// ```
///
/// It runs on the library's `TerminalScreenRunner`, which redraws on every change of what a frame reads
/// (observed with `withObservationTracking`), on keys, on resizes and on spinner ticks, and which restores
/// the terminal however the run ends.
@MainActor
public final class DemoTerminalUI {
  /// The app shown.
  public let app: DemoAppModel
  private let state: DemoTerminalState
  private let runner: TerminalScreenRunner<DemoContentRenderer>
  /// Work started by keys and not finished yet, so that a caller can wait for it; each task removes itself.
  private var inFlight: [Int: Task<Void, Never>] = [:]
  private var nextWorkID = 0

  /// Creates the UI of `app`; nothing is drawn or loaded until ``run(in:)``.
  ///
  /// - Parameters:
  ///   - app: The app to show.
  ///   - clock: Times the spinner.
  public init(app: DemoAppModel, clock: any Clock<Duration> = ContinuousClock()) {
    let state = DemoTerminalState()
    self.app = app
    self.state = state
    let runner = TerminalScreenRunner(
      projection: {
        // The screen is read even under the list of keys, so that the observation keeps following it.
        let projection = DemoProjection.of(app)
        return state.isCoveringScreen ? .blank : projection
      },
      footer: {
        let footer = DemoProjection.footer(of: app)
        return state.isCoveringScreen ? nil : footer
      },
      loadingNotice: {
        let notice = DemoProjection.loadingNotice(of: app)
        return state.isCoveringScreen ? nil : notice
      },
      send: { await app.send($0) },
      rowAppeared: { index in
        // Only the board's feed reports rows (see `DemoContentRenderer.visibleItems`); checked again here, since
        // the screen may have changed since the frame that showed them.
        guard app.screen == .board, app.board.screen == .feed else { return }
        await app.board.feed.screen.rowAppeared(at: index)
      },
      start: { await app.start() },
      content: DemoContentRenderer(),
      renderer: .demo,
      clock: clock)
    self.runner = runner
    runner.layout = { [unowned runner] canvas in
      // The empty state's words are the screen's (the board's feed and search say their own); the renderer holds
      // them, so each frame sets them before the screen is drawn.
      runner.renderer = .demo(emptyMessage: DemoProjection.emptyMessage(of: app))
      return DemoChrome(
        app: app, isShowingHelp: state.isShowingHelp, isShowingInspector: state.isShowingInspector,
        inspectorSelection: state.inspectorSelection, isShowingPendingChanges: state.isShowingPendingChanges
      ).draw(on: &canvas)
    }
    runner.handleKeyFirst = { [weak self] key in
      self?.handleFirst(key) ?? .unhandled
    }
    runner.handleUnhandledKey = { [weak self] key in
      self?.handle(key) ?? .unhandled
    }
  }

  /// Whether the list of keys is shown.
  public var isShowingHelp: Bool { state.isShowingHelp }

  /// Whether the board store's inspector is shown.
  public var isShowingInspector: Bool { state.isShowingInspector }

  /// Whether the board's changes waiting to be sent are listed.
  public var isShowingPendingChanges: Bool { state.isShowingPendingChanges }

  /// The entry the inspector shows in detail; `nil` for the one that heard the latest event.
  public var inspectorSelection: InspectorSnapshot.Section.Subject? { state.inspectorSelection }

  /// The frame the UI shows now at `size`: the header, the screen, the status area.
  public func frame(size: TerminalSize) -> TextCanvas {
    runner.frame(size: size)
  }

  /// Starts the app (its first screen loads) and runs the UI in `session` until q, Ctrl-C, or the end of the input.
  public func run(in session: TerminalSession) async {
    await runner.run(in: session)
  }

  /// Carries out one of the demo's own actions, as its key would.
  ///
  /// Anything that talks to the backend runs in a task: the frame shows it under way, and the observation
  /// redraws the outcome.
  public func perform(_ action: DemoKeyAction) {
    switch action {
    case .toggleHelp:
      state.isShowingHelp.toggle()
      state.isShowingInspector = false
      state.isShowingPendingChanges = false
      return
    case .closeHelp:
      state.isShowingHelp = false
      return
    case .toggleInspector:
      state.isShowingInspector.toggle()
      state.isShowingHelp = false
      state.isShowingPendingChanges = false
      return
    case .togglePendingChanges:
      state.isShowingPendingChanges.toggle()
      state.isShowingHelp = false
      state.isShowingInspector = false
      return
    case .closePendingChanges:
      state.isShowingPendingChanges = false
      return
    case .closeInspector:
      state.isShowingInspector = false
      return
    case .moveInInspector(let move):
      moveInspectorSelection(move)
      return
    default:
      state.isShowingHelp = false
      state.isShowingInspector = false
      state.isShowingPendingChanges = false
    }
    let app = app
    switch action {
    case .show(let screen): start { await app.show(screen) }
    case .showSearch: app.showBoardSearch()
    case .fault(let preset): start { await app.applyPreset(preset) }
    case .goOffline: start { await app.goOffline() }
    case .goOnline: start { await app.goOnline() }
    case .cycleLatency: start { await app.cycleLatency() }
    case .reopenFeed:
      // Opened anew: nothing kept, so no selection or scroll position from the list that was there either.
      let isBoard = app.screen == .board
      runner.updateContent { $0.startAtTop(boardFeed: isBoard) }
      start { await app.reopenFeed() }
    case .previousPage: start { await app.gallery.showPrevious() }
    case .nextPage: start { await app.gallery.showNext() }
    case .cycleColor1: app.colors.cycleColor1()
    case .cycleColor2: app.colors.cycleColor2()
    case .toggleMix: app.colors.toggleMix()
    case .clearColors: app.colors.clear()
    case .openRow:
      guard let index = runner.content.selectedBoardRow else { return }
      start { await app.board.openRow(at: index) }
    case .back: start { await app.board.goBack() }
    case .like: start { await app.board.detail?.likePost() }
    case .likeRow:
      guard let index = runner.content.selectedBoardRow else { return }
      start { await app.board.likeFeedPost(at: index) }
    case .newPost: start { await app.board.newPost() }
    case .type(let character): app.board.search.type(character)
    case .deleteBackward: app.board.search.deleteBackward()
    case .toggleHelp, .closeHelp, .toggleInspector, .closeInspector, .moveInInspector, .togglePendingChanges,
      .closePendingChanges:
      break
    }
  }

  /// Selects the inspector's entry `move` says, from the one it shows in detail.
  private func moveInspectorSelection(_ move: DemoKeyAction.InspectorMove) {
    let snapshot = app.board.inspector.snapshot()
    let offset =
      switch move {
      case .previous: -1
      case .next: 1
      case .first: -snapshot.sections.count
      case .last: snapshot.sections.count
      }
    state.inspectorSelection = StoreInspectorRenderer.subject(
      movedBy: offset, from: state.inspectorSelection, in: snapshot)
  }

  // MARK: - Scripts

  /// Presses `key` (a navigation key: Up, Down, Page Up, Page Down, Home, End) `times` times on the list on
  /// screen, then tells the board which rows of its feed a frame of `size` shows, as the runner does after every
  /// key in a terminal: near the end, the next page loads. Returns when that has ended; for scripts, which have
  /// no terminal.
  public func scroll(_ key: Key, times: Int = 1, size: TerminalSize) async {
    runner.updateContent { content in
      for _ in 0..<max(0, times) { _ = content.handle(key) }
    }
    _ = runner.frame(size: size)
    guard app.screen == .board, app.board.screen == .feed, let rows = runner.content.visibleItems, !rows.isEmpty
    else { return }
    await app.board.feed.screen.rowAppeared(at: rows.upperBound - 1)
  }

  /// Selects the row at `index` of the board's list on screen (the feed or the search results) and opens its
  /// post, as arrow keys and Enter would. Returns when the post has loaded or failed; for scripts.
  public func openRow(at index: Int) async {
    runner.updateContent { $0.selectBoardRow(index) }
    guard let selected = runner.content.selectedBoardRow else { return }
    await app.board.openRow(at: selected)
  }

  /// Waits for the work keys started, and for any load it started, to finish.
  public func waitUntilIdle() async {
    while let task = inFlight.values.first {
      await task.value
    }
    await app.waitUntilSettled()
  }

  /// The demo's meaning of a key the screen left unhandled.
  private func handle(_ key: Key) -> ScreenCommand {
    let action = DemoKeymap.action(
      for: key, on: app.screen, board: app.board.screen, isShowingHelp: state.isShowingHelp)
    guard let action else { return .unhandled }
    perform(action)
    return .consumed
  }

  /// The demo's meaning of a key before the screen sees it: the search field's typing.
  private func handleFirst(_ key: Key) -> ScreenCommand {
    let action = DemoKeymap.firstAction(
      for: key, on: app.screen, board: app.board.screen, isShowingHelp: state.isShowingHelp,
      isShowingInspector: state.isShowingInspector, isShowingPendingChanges: state.isShowingPendingChanges)
    guard let action else { return .unhandled }
    perform(action)
    return .consumed
  }

  private func start(_ work: @escaping @MainActor () async -> Void) {
    let id = nextWorkID
    nextWorkID += 1
    // The task cannot finish before it is stored: it runs on the main actor, after this call returns.
    inFlight[id] = Task { [weak self] in
      await work()
      self?.inFlight[id] = nil
    }
  }
}
