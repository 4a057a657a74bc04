import DemoApp
import DemoTerminal
import ScreenStateTerminal

/// Plays a script against the app and writes a frame after the start and after each step: the non-interactive
/// mode for scripts and CI.
///
/// Each frame is what the interactive UI (`DemoTerminalUI`) would show at that moment, drawn at a
/// fixed size as plain text: header, screen and status area, with the spinner at its first frame.
///
/// Screen actions (`refresh`, `retry`, `primary`, `more`…) and navigation (`screen:`, `page:`, `reopen`, `open:`,
/// `back`, `scroll:`, `end`) are started and their frame is written at once, so a script shows the refreshing list,
/// the busy "Check connection" button, the page being prepared, a post's title before its text or the next page
/// loading; `wait` then lets them finish. Fault changes finish before their frame, so the status line already
/// shows them; colour picks and typing in search (`search:TEXT`, whose request waits for the debounce) are
/// immediate.
@MainActor
public final class DemoScriptRunner {
  private let app: DemoAppModel
  private let ui: DemoTerminalUI
  private let size: TerminalSize
  private let write: @MainActor (String) -> Void
  /// Work started by steps and not yet awaited by a `wait`.
  private var inFlight: [Task<Void, Never>] = []

  /// Creates a runner that draws frames of `size` and writes them with `write`.
  ///
  /// - Parameters:
  ///   - app: The app to play the script against.
  ///   - size: The size of every frame; 80 × 24 by default.
  ///   - write: Called with each frame: a `--- step ---` heading line, then the frame's rows, each ending in a
  ///     newline.
  public init(
    app: DemoAppModel,
    size: TerminalSize = .standard,
    write: @escaping @MainActor (String) -> Void
  ) {
    self.app = app
    self.ui = DemoTerminalUI(app: app)
    self.size = size
    self.write = write
  }

  /// Starts the app, plays `steps`, and stops whatever is still in flight, so the caller can exit at once.
  public func run(_ steps: [DemoScriptStep]) async {
    begin { [app] in await app.start() }
    emit(title: "start")
    for (index, step) in steps.enumerated() {
      await perform(step)
      emit(title: "\(index + 1). \(step)")
    }
    stopInFlightWork()
  }

  private func perform(_ step: DemoScriptStep) async {
    switch step {
    case .wait: await settle()
    case .send(let action): begin { [app] in await app.send(action) }
    case .reopen: begin { [app] in await app.reopenFeed() }
    case .fault(let mode): await app.applyFault(mode)
    case .latency(let latency): await app.setLatency(latency)
    case .offline: await app.goOffline()
    case .online: await app.goOnline()
    case .screen(let screen): begin { [app] in await app.show(screen) }
    case .page(let page): begin { [app] in await app.showGalleryPage(page) }
    case .color1(let color): app.colors.setColor1(color)
    case .color2(let color): app.colors.setColor2(color)
    case .mix: app.colors.toggleMix()
    case .clear: app.colors.clear()
    case .search(let text):
      app.showBoardSearch()
      if let text { app.board.search.setText(text) }
    case .scroll(let rows):
      begin { [ui, size] in await ui.scroll(rows > 0 ? .down : .up, times: abs(rows), size: size) }
    case .end: begin { [ui, size] in await ui.scroll(.end, size: size) }
    case .open(let row): begin { [ui] in await ui.openRow(at: row - 1) }
    case .back: begin { [app] in await app.board.goBack() }
    case .like: begin { [app] in await app.board.detail?.likePost() }
    }
  }

  /// Starts `work` and runs it up to its first suspension before returning, so the frame written next shows the
  /// state it set (a load marked in flight, a button busy) on every run, not only when the scheduler is kind.
  /// Before macOS 26 there is no `Task.immediate`, and such a frame may still show the state before the step.
  private func begin(_ work: @escaping @MainActor () async -> Void) {
    if #available(macOS 26, *) {
      inFlight.append(Task.immediate { await work() })
    } else {
      inFlight.append(Task { await work() })
    }
  }

  /// Waits for every step's work and every load it started, including work started while waiting.
  private func settle() async {
    while !inFlight.isEmpty {
      let started = inFlight
      inFlight = []
      for task in started { await task.value }
    }
    await app.waitUntilSettled()
  }

  private func stopInFlightWork() {
    for task in inFlight { task.cancel() }
    inFlight = []
    app.cancel()
  }

  private func emit(title: String) {
    write("--- \(title) ---\n" + ui.frame(size: size).plainText + "\n")
  }
}
