import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateTerminal

/// A runner of a paginated screen under test: every page request is a call the test settles, keys are fed as
/// bytes, frames arrive on a stream, time is virtual.
@MainActor
private final class PagedRunnerHarness {
  typealias Fetch = ControllableOperation<Page<String, Int>, any Error>
  let fetch = Fetch()
  let clock = VirtualClock()
  let pages: PageLoader<String, Int, any Error>
  let screen: LoadableScreen<PagedList<String, Int>, any Error>
  let runner: TerminalScreenRunner<ListContentRenderer<PagedList<String, Int>>>
  private let keys: AsyncStream<[UInt8]>.Continuation
  private let input: AsyncStream<[UInt8]>
  private let frames: AsyncStream<String>
  private var run: Task<Void, Never>?
  /// The last frame drawn, for the report of a test that waits in vain.
  private var lastFrame = ""

  init() {
    pages = PageLoader(
      first: 1, refresh: .firstPage, retryPolicy: .never, timeout: nil, clock: clock,
      randomNumberGenerator: SeededRandomNumberGenerator(seed: 1), fetch: fetch.operation(taking: Int.self))
    screen = LoadableScreen(
      pages, policy: PresentationPolicy(texts: ScreenTexts(language: "en"), loadingTiming: .immediate),
      prefetchDistance: 5)
    runner = TerminalScreenRunner(screen: screen, clock: clock) { $0 }
    (input, keys) = AsyncStream.makeStream(of: [UInt8].self)
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    frames = stream
    runner.frameDrawn = { continuation.yield($0.plainText) }
  }

  /// Page `number` of 20-item pages ("Item 0" to "Item 19" first); the last one is `last`.
  static func page(_ number: Int, size: Int = 20, last: Int = 100) -> Page<String, Int> {
    Page(items: ((number - 1) * size..<number * size).map { "Item \($0)" }, next: number < last ? number + 1 : nil)
  }

  /// Starts the runner, which loads the first page, and answers that page with `firstPage`.
  func start(
    isTerminal: Bool = false, size: TerminalSize = TerminalSize(columns: 40, rows: 10),
    firstPage: Page<String, Int> = page(1)
  ) async {
    let output = TerminalOutput(isTerminal: isTerminal, size: size) { _ in }
    let runner = runner
    let input = input
    run = Task { await runner.run(input: .bytes(input), output: output) }
    let call = await fetch.nextCall()
    #expect(call.input as? Int == 1)
    call.succeed(with: firstPage)
    _ = await frame { $0.contains("› Item 0") }
  }

  /// The next page request, which must ask for page `number`.
  func nextRequest(for number: Int, sourceLocation: SourceLocation = #_sourceLocation) async -> Fetch.Call {
    let call = await fetch.nextCall()
    #expect(call.input as? Int == number, sourceLocation: sourceLocation)
    return call
  }

  /// Waits until every report of the rows on screen has been handled, then checks that no request is in flight
  /// and that `count` requests were made in all.
  func expectSettled(requests count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
    await runner.lastReport?.value
    #expect(!pages.isRunning, sourceLocation: sourceLocation)
    #expect(fetch.callCount == count, sourceLocation: sourceLocation)
  }

  func press(_ text: String) {
    keys.yield(Array(text.utf8))
  }

  /// Skips frames until one satisfies `condition`, and returns it. When the frames end first (the run ended, or the
  /// suite's time limit cancelled the test), records what the runner last drew and the requests made: a test that
  /// waits in vain says why.
  func frame(where condition: (String) -> Bool) async -> String {
    for await frame in frames {
      lastFrame = frame
      if condition(frame) { return frame }
    }
    Issue.record(
      """
      the runner stopped drawing before the frame expected; page requests: \(fetch.callCount), in flight: \
      \(pages.isRunning); the last frame:
      \(lastFrame)
      """)
    return ""
  }

  func finish() async {
    keys.finish()
    await run?.value
  }
}

private let down = "\u{1B}[B"
private let end = "\u{1B}[F"
private let tab = "\t"

/// Time-limited: a test that waits for a frame that never comes fails, with what the runner last drew, instead of
/// holding up the whole run.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct PagedRunnerTests {
  @Test func theSelectionReachingTheEndLoadsTheNextPageOnce() async {
    let harness = PagedRunnerHarness()
    await harness.start()
    // Far from the end: the rows on screen are reported, and the screen loads nothing.
    harness.press(String(repeating: down, count: 8))
    let middle = await harness.frame { $0.contains("› Item 8") }
    #expect(middle.hasSuffix("\n  [  Load more  ]"))
    await harness.expectSettled(requests: 1)

    harness.press(end)
    let call = await harness.nextRequest(for: 2)
    let loading = await harness.frame { $0.contains("Loading more…") }
    // The pages loaded stay on screen while more load.
    #expect(loading.contains("› Item 19"))
    call.succeed(with: PagedRunnerHarness.page(2))
    let loaded = await harness.frame { $0.contains("of 40") }
    #expect(loaded.contains("› Item 19"))
    #expect(loaded.hasSuffix("\n  [  Load more  ]"))
    await harness.expectSettled(requests: 2)

    // The new end: page 3, once.
    harness.press(end)
    await harness.nextRequest(for: 3).succeed(with: PagedRunnerHarness.page(3))
    _ = await harness.frame { $0.contains("of 60") }
    await harness.expectSettled(requests: 3)
    await harness.finish()
  }

  @Test(arguments: [end, down])
  func fiftyKeysAtOnceAskForTheNextPageOnce(_ key: String) async {
    let harness = PagedRunnerHarness()
    // "z", pressed after the fifty keys, tells the test the runner has handled them all.
    let (handled, handledAll) = AsyncStream.makeStream(of: Void.self)
    harness.runner.handleUnhandledKey = { key in
      if key == .character("z") { handledAll.yield() }
      return .unhandled
    }
    await harness.start()
    harness.press(String(repeating: key, count: 50) + "z")
    let call = await harness.nextRequest(for: 2)
    var iterator = handled.makeAsyncIterator()
    _ = await iterator.next()
    // The last row is selected, and the pages loaded stay on screen while more load.
    _ = await harness.frame { $0.contains("› Item 19") && $0.contains("Loading more…") }
    await harness.runner.lastReport?.value
    #expect(harness.fetch.callCount == 2)
    call.succeed(with: PagedRunnerHarness.page(2))
    _ = await harness.frame { $0.contains("of 40") }
    await harness.expectSettled(requests: 2)
    // Far fewer reports than keys: one per change of the rows on screen, or of the footer below them.
    #expect(harness.runner.reportCount < 20)
    await harness.finish()
  }

  @Test func aFailedPageShowsItsMessageAndTryAgainRetriesThatPageOnly() async {
    let harness = PagedRunnerHarness()
    await harness.start(size: TerminalSize(columns: 60, rows: 12))
    harness.press(end)
    await harness.nextRequest(for: 2).fail(with: SampleFailure(.serverError))
    let failed = await harness.frame { $0.contains("Try Again") }
    #expect(failed.contains("› Item 19"))
    #expect(failed.contains("⚠ Something went wrong on our side"))
    #expect(failed.hasSuffix("\n  [  Try Again  ]"))
    // The list keeps the focus, and the failed page is not asked for again by itself.
    await harness.expectSettled(requests: 2)
    harness.press(tab)
    _ = await harness.frame { $0.hasSuffix("\n  [» Try Again «]") }
    harness.press("\r")
    // The same page, not the first one.
    let retry = await harness.nextRequest(for: 2)
    _ = await harness.frame { $0.contains("Loading more…") }
    retry.succeed(with: PagedRunnerHarness.page(2))
    let loaded = await harness.frame { $0.contains("of 40") }
    #expect(!loaded.contains("Try Again"))
    #expect(harness.pages.state.value?.count == 40)
    await harness.expectSettled(requests: 3)
    await harness.finish()
  }

  @Test func theEndOfTheListIsDrawnAndLoadsNothingMore() async {
    let harness = PagedRunnerHarness()
    await harness.start()
    harness.press(end)
    await harness.nextRequest(for: 2).succeed(with: PagedRunnerHarness.page(2, last: 2))
    let atEnd = await harness.frame { $0.contains("You're all caught up") }
    #expect(atEnd.contains("of 40"))
    harness.press(end)
    _ = await harness.frame { $0.contains("› Item 39") }
    await harness.expectSettled(requests: 2)
    await harness.finish()
  }

  @Test func aFirstPageShorterThanTheScreenLoadsTheNextAtOnce() async {
    let harness = PagedRunnerHarness()
    await harness.start(size: TerminalSize(columns: 40, rows: 30), firstPage: PagedRunnerHarness.page(1, size: 5))
    // All five rows are on screen, so the last one appeared: the screen asks for page 2 with no key pressed.
    await harness.nextRequest(for: 2).succeed(with: PagedRunnerHarness.page(2, size: 5, last: 2))
    let frame = await harness.frame { $0.contains("You're all caught up") }
    #expect(frame.contains("  Item 9\n     "))
    await harness.expectSettled(requests: 2)
    await harness.finish()
  }

  @Test func theSpinnerTurnsWhileTheNextPageLoads() async {
    let harness = PagedRunnerHarness()
    await harness.start(isTerminal: true)
    #expect(!harness.runner.isTicking)
    harness.press(end)
    let call = await harness.nextRequest(for: 2)
    _ = await harness.frame { $0.contains("\(Spinner.braille.frame(at: 0)) Loading more…") }
    #expect(harness.runner.isTicking)
    await harness.clock.waitForSleepers()
    harness.clock.advance(by: .milliseconds(100))
    _ = await harness.frame { $0.contains("\(Spinner.braille.frame(at: 1)) Loading more…") }
    call.succeed(with: PagedRunnerHarness.page(2))
    _ = await harness.frame { $0.contains("of 40") }
    #expect(!harness.runner.isTicking)
    await harness.finish()
  }

  @Test func aRefreshForgetsTheNextPageAndTheNewListLoadsItsOwn() async {
    let harness = PagedRunnerHarness()
    await harness.start(size: TerminalSize(columns: 40, rows: 30), firstPage: PagedRunnerHarness.page(1, size: 5))
    await harness.nextRequest(for: 2).succeed(with: PagedRunnerHarness.page(2, size: 5))
    _ = await harness.frame { $0.contains("Item 9") }
    // Ten rows on screen, prefetching five before the end: page 3 follows.
    await harness.nextRequest(for: 3).succeed(with: PagedRunnerHarness.page(3, size: 5))
    _ = await harness.frame { $0.contains("Item 14") }
    await harness.nextRequest(for: 4).succeed(with: PagedRunnerHarness.page(4, size: 5, last: 4))
    _ = await harness.frame { $0.contains("You're all caught up") }
    harness.press("r")
    await harness.nextRequest(for: 1).succeed(with: PagedRunnerHarness.page(1, size: 5))
    // The same rows on screen, but a new list below them: its page 2 is asked for.
    await harness.nextRequest(for: 2).succeed(with: PagedRunnerHarness.page(2, size: 5, last: 2))
    _ = await harness.frame { $0.contains("You're all caught up") && !$0.contains("Item 10") }
    await harness.expectSettled(requests: 6)
    await harness.finish()
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct TerminalScreenRunnerFooterTests {
  @Test func theClosureRunnerDrawsAFooterAndReportsRows() async {
    var reported: [Int] = []
    let (sent, sending) = AsyncStream.makeStream(of: ScreenAction.self)
    let runner = TerminalScreenRunner(
      projection: { Projection.content(["a", "b", "c"], isRefreshing: false, notice: nil) },
      footer: { Footers.failed },
      send: { sending.yield($0) },
      rowAppeared: { reported.append($0) },
      content: Fixtures.list(), renderer: ScreenRenderer(texts: Footers.texts))
    #expect(runner.frame(size: TerminalSize(columns: 20, rows: 6)).plainText.hasSuffix("\n  [  Try Again  ]"))
    let (input, keys) = AsyncStream.makeStream(of: [UInt8].self)
    runner.frameDrawn = { _ in keys.yield(Array("\t\rq".utf8)) }
    await runner.run(input: .bytes(input), output: TerminalOutput(size: TerminalSize(columns: 20, rows: 6)) { _ in })
    await runner.lastReport?.value
    #expect(reported == [2])
    var actions = sent.makeAsyncIterator()
    #expect(await actions.next() == .loadMore)
  }

  @Test func aRunnerWithoutRowAppearedReportsNothing() async {
    let runner = TerminalScreenRunner(
      projection: { Projection.content(["a"], isRefreshing: false, notice: nil) }, send: { _ in },
      content: Fixtures.list())
    let (input, keys) = AsyncStream.makeStream(of: [UInt8].self)
    var frames = 0
    runner.frameDrawn = { _ in
      frames += 1
      keys.yield(Array("q".utf8))
    }
    await runner.run(input: .bytes(input), output: TerminalOutput(size: TerminalSize(columns: 10, rows: 3)) { _ in })
    #expect(frames == 1)
    #expect(runner.reportCount == 0)
  }
}
