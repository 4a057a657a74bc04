import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateTerminal

/// A runner under test: its frames arrive on a stream, keys are fed as bytes, time is virtual.
@MainActor
private final class RunnerHarness {
  let operation = ControllableOperation<[String], any Error>()
  let clock = VirtualClock()
  let screen: LoadableScreen<[String], any Error>
  let runner: TerminalScreenRunner<ListContentRenderer<[String]>>
  private let keys: AsyncStream<[UInt8]>.Continuation
  private let input: AsyncStream<[UInt8]>
  private let frames: AsyncStream<String>
  private var run: Task<Void, Never>?
  /// The last frame drawn, for the report of a test that waits in vain.
  private var lastFrame = ""

  /// A runner of a screen whose loader starts at `initial`; with `timing`, the screen times its loading indicator
  /// on the harness's virtual clock, otherwise it shows progress at once.
  init(_ initial: Loadable<[String], any Error> = .idle, timing: LoadingTiming? = nil) {
    let loader =
      timing == nil
      ? Loader(initial, retryPolicy: .never, timeout: nil, operation: operation.operation)
      : Loader(
        initial,
        configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
        operation: operation.operation)
    screen = LoadableScreen(loader, policy: PresentationPolicy(loadingTiming: timing ?? .immediate))
    runner = TerminalScreenRunner(
      screen: screen, content: ListContentRenderer<[String]> { $0 }, renderer: ScreenRenderer(emptyMessage: "Empty."),
      clock: clock)
    (input, keys) = AsyncStream.makeStream(of: [UInt8].self)
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    frames = stream
    runner.frameDrawn = { continuation.yield($0.plainText) }
  }

  /// Starts the runner on an output that is, or is not, a terminal.
  func start(isTerminal: Bool = false, size: TerminalSize = TerminalSize(columns: 40, rows: 8)) {
    let output = TerminalOutput(isTerminal: isTerminal, size: size) { _ in }
    let runner = runner
    let input = input
    run = Task { await runner.run(input: .bytes(input), output: output) }
  }

  func press(_ text: String) {
    keys.yield(Array(text.utf8))
  }

  /// The next frame drawn.
  func nextFrame() async -> String {
    await frame { _ in true }
  }

  /// Skips frames until one satisfies `condition`, and returns it. When the frames end first (the run ended, or the
  /// suite's time limit cancelled the test), records what the runner last drew and what the screen's source was
  /// doing: a test that waits in vain says why.
  func frame(where condition: (String) -> Bool) async -> String {
    // One iterator at a time: each call iterates the same stream from where the last one stopped.
    for await frame in frames {
      lastFrame = frame
      if condition(frame) { return frame }
    }
    Issue.record(
      """
      the runner stopped drawing before the frame expected; the screen's state: \(screen.state), \
      operation calls: \(operation.callCount); the last frame:
      \(lastFrame)
      """)
    return ""
  }

  /// The frames drawn until one satisfies `condition`, that one last.
  func frames(until condition: (String) -> Bool) async -> [String] {
    var drawn: [String] = []
    for await frame in frames {
      lastFrame = frame
      drawn.append(frame)
      if condition(frame) { return drawn }
    }
    Issue.record("the runner stopped drawing before the frame expected; the last frame:\n\(lastFrame)")
    return drawn
  }

  /// Waits for the runner to return.
  func finished() async {
    await run?.value
  }

  func endInput() {
    keys.finish()
  }
}

/// Time-limited: a test that waits for a frame that never comes fails, with what the runner last drew, instead of
/// holding up the whole run.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct TerminalScreenRunnerTests {
  @Test func loadsAndDrawsTheContent() async {
    let harness = RunnerHarness()
    harness.start()
    _ = await harness.frame { $0.contains("Loading…") }
    await harness.operation.nextCall().succeed(with: ["first", "second"])
    let frame = await harness.frame { $0.contains("first") }
    #expect(frame.contains("› first"))
    #expect(frame.contains("  second"))
    harness.endInput()
    await harness.finished()
  }

  @Test func navigationKeysScrollTheList() async {
    let harness = RunnerHarness(.loaded(["a", "b", "c"]))
    harness.start()
    _ = await harness.frame { $0.contains("› a") }
    harness.press("\u{1B}[B")
    let frame = await harness.nextFrame()
    #expect(frame.contains("  a\n› b"))
    harness.endInput()
    await harness.finished()
  }

  @Test func keysThatArriveTogetherAreDrawnInOneFrame() async {
    let harness = RunnerHarness(.loaded((1...60).map { "item \($0)" }))
    harness.start(size: TerminalSize(columns: 30, rows: 8))
    _ = await harness.frame { $0.contains("› item 1") }
    // Forty Down keys in one read, as a held key or a paste delivers them: every one is handled, one frame is drawn.
    harness.press(String(repeating: "\u{1B}[B", count: 40))
    let drawn = await harness.frames { $0.contains("› item 41") }
    #expect(drawn.count == 1)
    harness.endInput()
    await harness.finished()
  }

  @Test func keysTakenFirstByTheAppAreDrawnInOneFrame() async {
    let harness = RunnerHarness(.loaded(["a"]))
    var typed = ""
    harness.runner.handleKeyFirst = { key in
      guard case .character(let character) = key else { return .unhandled }
      typed.append(character)
      return .consumed
    }
    harness.runner.layout = { canvas in
      canvas.draw("typed \(typed.count)", column: 0, row: canvas.rows - 1)
      return TextRect(column: 0, row: 0, width: canvas.columns, height: canvas.rows - 1)
    }
    harness.start()
    _ = await harness.frame { $0.contains("typed 0") }
    harness.press(String(repeating: "k", count: 3_000))
    let drawn = await harness.frames { $0.contains("typed 3000") }
    #expect(drawn.count == 1)
    harness.endInput()
    await harness.finished()
  }

  @Test func rRefreshesAndTheRefreshShowsAboveTheKeptContent() async {
    let harness = RunnerHarness(.loaded(["a"]))
    harness.start()
    _ = await harness.frame { $0.contains("› a") }
    harness.press("r")
    let call = await harness.operation.nextCall()
    let refreshing = await harness.frame { $0.contains("Refreshing…") }
    #expect(refreshing.contains("› a"))
    call.succeed(with: ["a", "b"])
    _ = await harness.frame { $0.contains("  b") && !$0.contains("Refreshing") }
    harness.endInput()
    await harness.finished()
  }

  @Test func aFailedRefreshShowsAnAlertThatEscapeDismisses() async {
    let harness = RunnerHarness(.loaded(["a"]))
    harness.start(size: TerminalSize(columns: 60, rows: 14))
    _ = await harness.frame { $0.contains("› a") }
    harness.press("r")
    await harness.operation.nextCall().fail(with: SampleFailure(.serverError))
    let alert = await harness.frame { $0.contains("[» Try Again «]") }
    #expect(alert.contains("Something went wrong on our side"))
    harness.press("\u{1B}")
    let dismissed = await harness.frame { !$0.contains("Try Again") }
    #expect(dismissed.contains("› a"))
    #expect(harness.screen.state == .loaded(["a"]))
    harness.endInput()
    await harness.finished()
  }

  @Test func enterOnTheAlertRetries() async {
    let harness = RunnerHarness(.loaded(["a"]))
    harness.start(size: TerminalSize(columns: 60, rows: 14))
    _ = await harness.frame { $0.contains("› a") }
    harness.press("r")
    await harness.operation.nextCall().fail(with: SampleFailure(.serverError))
    _ = await harness.frame { $0.contains("[» Try Again «]") }
    harness.press("\r")
    await harness.operation.nextCall().succeed(with: ["a", "b"])
    _ = await harness.frame { $0.contains("  b") && !$0.contains("Try Again") }
    harness.endInput()
    await harness.finished()
  }

  @Test func enterOnAFullScreenFailureActivatesItsPrimaryButton() async {
    let harness = RunnerHarness()
    harness.start(size: TerminalSize(columns: 60, rows: 14))
    await harness.operation.nextCall().fail(with: SampleFailure(.timedOut))
    let failure = await harness.frame { $0.contains("[» Try Again «]") }
    #expect(failure.contains("The request timed out"))
    harness.press("\r")
    await harness.operation.nextCall().succeed(with: ["back"])
    _ = await harness.frame { $0.contains("› back") }
    harness.endInput()
    await harness.finished()
  }

  @Test(arguments: ["q", "\u{3}"])
  func quitKeysEndTheRun(_ key: String) async {
    let harness = RunnerHarness(.loaded(["a"]))
    harness.start()
    _ = await harness.frame { $0.contains("› a") }
    harness.press(key)
    await harness.finished()
    harness.endInput()
  }

  @Test func theEndOfInputEndsTheRun() async {
    let harness = RunnerHarness(.loaded(["a"]))
    harness.start()
    _ = await harness.frame { $0.contains("› a") }
    harness.endInput()
    await harness.finished()
  }

  @Test func unhandledKeysGoToTheAppWhichMaySendActionsOrQuit() async {
    let harness = RunnerHarness(.loaded(["a"]))
    var seen: [Key] = []
    harness.runner.handleUnhandledKey = { key in
      seen.append(key)
      switch key {
      case .character("f"): return .send(.refresh)
      case .character("x"): return .quit
      default: return .unhandled
      }
    }
    harness.start()
    _ = await harness.frame { $0.contains("› a") }
    harness.press("\u{1B}[B")  // the list's key: never reaches the app
    harness.press("z")
    harness.press("f")
    await harness.operation.nextCall().succeed(with: ["a", "b"])
    _ = await harness.frame { $0.contains("  b") }
    harness.press("x")
    await harness.finished()
    #expect(seen == [.character("z"), .character("f"), .character("x")])
    harness.endInput()
  }

  @Test func keysTheAppTakesFirstNeverReachTheScreen() async {
    let harness = RunnerHarness(.loaded(["a"]))
    var typed = ""
    var unhandled: [Key] = []
    // A search field that takes every printable character while it has the keyboard, `q` and `r` included.
    harness.runner.handleKeyFirst = { key in
      guard case .character(let character) = key, character != "!" else { return .unhandled }
      typed.append(character)
      return .consumed
    }
    harness.runner.handleUnhandledKey = { key in
      unhandled.append(key)
      return key == .character("!") ? .quit : .unhandled
    }
    harness.start()
    _ = await harness.frame { $0.contains("› a") }
    harness.press("qr")
    harness.press("\u{1B}[B")  // not taken first: the list's
    harness.press("!")
    await harness.finished()
    #expect(typed == "qr", "q did not quit and r did not refresh")
    #expect(unhandled == [.character("!")])
    #expect(harness.operation.callCount == 0)
    harness.endInput()
  }

  @Test func theAppsLayoutFramesTheScreen() async {
    let harness = RunnerHarness(.loaded(["a"]))
    harness.runner.layout = { canvas in
      canvas.draw("Status: all good", column: 0, row: canvas.rows - 1)
      return TextRect(column: 0, row: 0, width: canvas.columns, height: canvas.rows - 1)
    }
    harness.start(size: TerminalSize(columns: 30, rows: 4))
    let frame = await harness.frame { $0.contains("› a") }
    #expect(frame == "\n› a\n\nStatus: all good")
    harness.endInput()
    await harness.finished()
  }

  @Test func theSpinnerTurnsOnlyWhileSomethingLoads() async {
    let harness = RunnerHarness()
    harness.start(isTerminal: true)
    let first = await harness.frame { $0.contains("Loading…") }
    #expect(first.contains("\(Spinner.braille.frame(at: 0)) Loading…"))
    #expect(harness.runner.isTicking)
    await harness.clock.waitForSleepers()
    harness.clock.advance(by: .milliseconds(100))
    let second = await harness.nextFrame()
    #expect(second.contains("\(Spinner.braille.frame(at: 1)) Loading…"))
    await harness.operation.nextCall().succeed(with: ["a"])
    _ = await harness.frame { $0.contains("› a") }
    // Loaded: the timer is stopped, so an idle screen costs nothing.
    #expect(!harness.runner.isTicking)
    harness.endInput()
    await harness.finished()
  }

  @Test func aPipeGetsNoSpinnerFrames() async {
    let harness = RunnerHarness()
    harness.start(isTerminal: false)
    _ = await harness.frame { $0.contains("Loading…") }
    #expect(!harness.runner.isTicking)
    harness.endInput()
    await harness.finished()
  }

  @Test func aPipeGetsPlainFrames() async {
    let written = Locked<[String]>([])
    let screen = LoadableScreen(Loader<[String], any Error>(.loaded(["plain"]), timeout: nil) { [] })
    let runner = TerminalScreenRunner(screen: screen, content: ListContentRenderer<[String]> { $0 })
    let (input, keys) = AsyncStream.makeStream(of: [UInt8].self)
    runner.frameDrawn = { _ in keys.yield(Array("q".utf8)) }
    await runner.run(
      input: .bytes(input),
      output: TerminalOutput(isTerminal: false, size: TerminalSize(columns: 12, rows: 3)) { text in
        written.withLock { $0.append(text) }
      })
    let text = written.withLock { $0.joined() }
    #expect(text == "\n› plain\n\n")
  }

  @Test func frameDrawsTheCurrentStateAtAnySize() {
    let screen = LoadableScreen(Loader<[String], any Error>(.loaded(["a", "b"]), timeout: nil) { [] })
    let runner = TerminalScreenRunner(screen: screen, content: ListContentRenderer<[String]> { $0 })
    #expect(runner.frame(size: TerminalSize(columns: 10, rows: 3)).plainText == "\n› a\n  b")
    #expect(runner.frame(size: TerminalSize(columns: 0, rows: 0)).plainText == "")
  }

  @Test func aRunnerForAnyProjection() async {
    let (sent, sending) = AsyncStream.makeStream(of: ScreenAction.self)
    let runner = TerminalScreenRunner(
      projection: { Projection.content(["x"], isRefreshing: false, notice: nil) },
      send: { sending.yield($0) },
      content: ListContentRenderer<[String]> { $0 })
    #expect(runner.frame(size: TerminalSize(columns: 10, rows: 2)).plainText == "\n› x")
    let (input, keys) = AsyncStream.makeStream(of: [UInt8].self)
    keys.yield(Array("rq".utf8))
    keys.finish()
    await runner.run(input: .bytes(input), output: TerminalOutput { _ in })
    var actions = sent.makeAsyncIterator()
    #expect(await actions.next() == .refresh)
  }
}

/// A connectivity check that waits until the test answers it.
private actor PendingConnectivity: ConnectivityChecking {
  private var waiting: [CheckedContinuation<Bool, Never>] = []
  private var askedWaiters: [CheckedContinuation<Void, Never>] = []

  func isConnected() async -> Bool {
    await withCheckedContinuation { continuation in
      waiting.append(continuation)
      for waiter in askedWaiters { waiter.resume() }
      askedWaiters = []
    }
  }

  /// Suspends until a check is waiting.
  func waitUntilAsked() async {
    if !waiting.isEmpty { return }
    await withCheckedContinuation { askedWaiters.append($0) }
  }

  func answer(_ connected: Bool) {
    waiting.removeFirst().resume(returning: connected)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct TerminalScreenRunnerErrorScreenTests {
  @Test func aBusyErrorScreenModelRedrawsAndSpinsUntilItAnswers() async {
    let connectivity = PendingConnectivity()
    let catalog = ErrorScreenCatalog { context in
      NoNetworkErrorScreenModel(context: context, checker: connectivity)
    }
    let clock = VirtualClock()
    let screen = LoadableScreen(
      Loader<[String], any Error>(.failed(SampleFailure(.offline), previous: nil), retryPolicy: .never, timeout: nil) {
        []
      },
      errorScreens: catalog)
    let runner = TerminalScreenRunner(
      projection: { screen.projection }, send: { await screen.send($0) }, content: ListContentRenderer<[String]> { $0 },
      clock: clock)
    let (frames, framesContinuation) = AsyncStream.makeStream(of: String.self)
    runner.frameDrawn = { framesContinuation.yield($0.plainText) }
    let (input, keys) = AsyncStream.makeStream(of: [UInt8].self)
    let output = TerminalOutput(isTerminal: true, size: TerminalSize(columns: 60, rows: 16)) { _ in }
    let run = Task { await runner.run(input: .bytes(input), output: output) }

    func frame(where condition: (String) -> Bool) async -> String {
      for await frame in frames where condition(frame) {
        return frame
      }
      return ""
    }
    _ = await frame { $0.contains("[» Check connection «]") }
    #expect(!runner.isTicking)
    keys.yield(Array("\r".utf8))
    await connectivity.waitUntilAsked()
    let busy = await frame { $0.contains("Please wait…") }
    #expect(busy.contains("\(Spinner.braille.frame(at: 0)) Please wait…"))
    #expect(runner.isTicking)
    // Enter on a busy screen does nothing: the check is not asked twice.
    keys.yield(Array("\r".utf8))
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(100))
    _ = await frame { $0.contains("\(Spinner.braille.frame(at: 1)) Please wait…") }
    await connectivity.answer(false)
    let stillOffline = await frame { $0.contains("Still no connection") }
    #expect(!stillOffline.contains("Please wait"))
    #expect(!runner.isTicking)
    keys.finish()
    await run.value
  }

  @Test func twoScreensRunOneAfterTheOtherInOneSession() async {
    let first = TerminalScreenRunner(
      projection: { Projection.content(["first"], isRefreshing: false, notice: nil) }, send: { _ in },
      content: ListContentRenderer<[String]> { $0 })
    let second = TerminalScreenRunner(
      projection: { Projection.content(["second"], isRefreshing: false, notice: nil) }, send: { _ in },
      content: ListContentRenderer<[String]> { $0 })
    let written = Locked<[String]>([])
    let (input, keys) = AsyncStream.makeStream(of: [UInt8].self)
    keys.yield(Array("qq".utf8))
    keys.finish()
    await TerminalSession.run(
      input: .bytes(input),
      output: TerminalOutput(isTerminal: false, size: TerminalSize(columns: 12, rows: 2)) { text in
        written.withLock { $0.append(text) }
      }
    ) { session in
      await first.run(in: session)
      await second.run(in: session)
    }
    #expect(written.withLock { $0.joined() } == "\n› first\n\n\n› second\n")
  }

  // MARK: No wiring

  @Test func aSlowLoadSaysStillLoadingAndEnterOnCancelCancelsIt() async {
    let harness = RunnerHarness(timing: .standard)
    harness.start(size: TerminalSize(columns: 50, rows: 10))
    // The delay runs: nothing drawn yet but a blank screen.
    let call = await harness.operation.nextCall()
    let blank = await harness.nextFrame()
    #expect(!blank.contains("Loading"))
    await harness.clock.waitForSleepers()
    harness.clock.advance(by: .milliseconds(150))
    _ = await harness.frame { $0.contains("Loading…") }
    await harness.clock.waitForSleepers()
    harness.clock.advance(by: .seconds(5))
    let slow = await harness.frame { $0.contains("Still loading…") }
    #expect(slow.contains("This is taking longer than usual."))
    #expect(slow.contains("[» Cancel «]"))
    harness.press("\r")
    await call.waitForCancellation()
    let cancelled = await harness.frame { !$0.contains("Still loading…") }
    #expect(!cancelled.contains("Loading"))
    #expect(harness.screen.state == .idle)
    harness.endInput()
    await harness.finished()
  }

  @Test func focusReportsTellTheAppActivity() async {
    let harness = RunnerHarness(.loaded(["a", "b"]))
    let activity = AppActivity()
    harness.runner.activity = activity
    harness.start()
    _ = await harness.frame { $0.contains("› a") }
    harness.press("\u{1B}[O")
    _ = await eventually { !activity.isActive }
    #expect(!activity.isActive)
    harness.press("\u{1B}[I")
    _ = await eventually { activity.isActive }
    #expect(activity.isActive)
    // Turned off: the reports are ignored.
    activity.isReportedByAdapters = false
    harness.press("\u{1B}[O")
    harness.press("\u{1B}[B")  // a key after it that moves the focus, to know the report was read
    _ = await harness.frame { $0.contains("› b") }
    #expect(activity.isActive)
    harness.endInput()
    await harness.finished()
  }
}

/// Yields until `condition` holds, for at most `attempts` turns; returns whether it held.
@MainActor
private func eventually(attempts: Int = 10_000, _ condition: () -> Bool) async -> Bool {
  for _ in 0..<attempts {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
