import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// no flicker. A screen shows a load's indicator only after a delay, keeps it a minimum once shown,
/// and says "Still loading…" with Cancel after a longer wait, or "Waiting for the network…" while the request waits
/// for it; all on the source's clock, here a virtual one.
@MainActor
@Suite("Loading timing", .timeLimit(.minutes(3)))
struct LoadingTimingTests {
  typealias Operation = ControllableOperation<[Int], any Error>

  let clock = VirtualClock()
  let network = ControllableConnectivity()
  static let texts = ScreenTexts(language: "en", subject: "posts")

  func screen(
    _ operation: Operation, timing: LoadingTiming = .standard, texts: ScreenTexts = texts,
    retries: RetryPolicy = .never
  ) -> LoadableScreen<[Int], any Error> {
    let loader = Loader(
      configuration: LoadingConfiguration(
        retryPolicy: retries, attemptTimeout: nil, clock: clock, connectivity: network),
      operation: operation.operation)
    return LoadableScreen(loader, policy: PresentationPolicy(texts: texts, loadingTiming: timing))
  }

  /// Moves virtual time on by `duration`, once the screen's timer sleeps, and lets the woken timer run.
  func advance(by duration: Duration, until condition: () -> Bool = { true }) async {
    await clock.waitForSleepers()
    clock.advance(by: duration)
    _ = await eventually(condition)
    for _ in 0..<20 { await Task.yield() }
  }

  @Test func theDefaultsAreTheDocumentedOnes() {
    let timing = LoadingTiming.standard
    #expect(timing.delay == .milliseconds(150))
    #expect(timing.minimumDuration == .milliseconds(400))
    #expect(timing.escalation == .seconds(5))
    #expect(PresentationPolicy.default.loadingTiming == .standard)
    #expect(LoadingTiming.immediate == LoadingTiming(delay: .zero, minimumDuration: .zero, escalation: nil))
    #expect(LoadingTiming(delay: .seconds(-1)).delay == .zero)
  }

  @Test func anAnswerBeforeTheDelayShowsNoSpinner() async {
    let operation = Operation()
    let screen = screen(operation)
    let recorder = StateRecorder { screen.projection }
    let load = Task { await screen.load() }
    let call = await operation.nextCall()
    #expect(screen.projection == .blank)
    await advance(by: .milliseconds(100))
    #expect(screen.projection == .blank)
    call.succeed(with: [1])
    await load.value
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
    // Never progress: the load's start changed the loader but nothing drawn, and notified no one.
    #expect(!recorder.states.contains(.progress))
    #expect(screen.announcement?.text == "Loaded posts")
    #expect(screen.announcementCount == 1)
    #expect(clock.pendingDeadlines.isEmpty)  // no timer left behind
  }

  @Test func aSpinnerShownStaysItsMinimum() async {
    let operation = Operation()
    let screen = screen(operation)
    let load = Task { await screen.load() }
    let call = await operation.nextCall()
    _ = screen.projection
    await advance(by: .milliseconds(150)) { screen.projection == .progress }
    #expect(screen.projection == .progress)
    #expect(screen.announcement?.text == "Loading posts")
    // The answer comes 50 ms after the spinner: it waits until the spinner has shown 400 ms.
    clock.advance(by: .milliseconds(50))
    call.succeed(with: [1])
    await load.value
    #expect(screen.projection == .progress)
    #expect(screen.state == .loaded([1]))
    await advance(by: .milliseconds(349))
    #expect(screen.projection == .progress)
    await advance(by: .milliseconds(1)) { screen.projection != .progress }
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
    #expect(screen.announcement?.text == "Loaded posts")
    #expect(screen.announcementCount == 2)
  }

  @Test func aLongLoadSaysStillLoadingWithCancel() async throws {
    let operation = Operation()
    let screen = screen(operation)
    let load = Task { await screen.load() }
    _ = await operation.nextCall()
    _ = screen.projection
    await advance(by: .milliseconds(150)) { screen.projection == .progress }
    #expect(screen.loadingNotice == nil)
    await advance(by: .milliseconds(4_849))
    #expect(screen.loadingNotice == nil)
    await advance(by: .milliseconds(1)) { screen.loadingNotice != nil }
    let notice = try #require(screen.loadingNotice)
    #expect(notice.reason == .slow)
    #expect(notice.title == "Still loading…")
    #expect(notice.message == "This is taking longer than usual.")
    #expect(notice.buttons == [ScreenButton("Cancel", role: .cancel, action: .cancel)])
    #expect(screen.projection == .progress)
    #expect(screen.announcement?.text == "Still loading posts")
    #expect(screen.announcement?.priority == .low)
    // Cancel ends the load and takes the spinner away at once, without its minimum.
    await screen.send(.cancel)
    await load.value
    #expect(screen.projection == .blank)
    #expect(screen.loadingNotice == nil)
    #expect(clock.pendingDeadlines.isEmpty)
  }

  /// The delay counts from the load's start, not from the first read of the screen after it.
  @Test func theSpinnerShowsTheDelayAfterTheLoadsStartEvenWhenFirstReadLater() async {
    let operation = Operation()
    let screen = screen(operation)
    let load = Task { await screen.load() }
    let call = await operation.nextCall()
    clock.advance(by: .milliseconds(100))  // nobody reads the screen
    #expect(screen.projection == .blank)
    await advance(by: .milliseconds(50)) { screen.projection == .progress }
    #expect(screen.projection == .progress)
    call.succeed(with: [1])
    await load.value
  }

  @Test func aScreenFirstReadAfterTheDelayShowsItsSpinnerAtOnceAndItsNoticeFiveSecondsAfterTheStart() async {
    let operation = Operation()
    let screen = screen(operation)
    let load = Task { await screen.load() }
    _ = await operation.nextCall()
    await advance(by: .seconds(4))  // nobody reads the screen
    #expect(screen.projection == .progress)
    #expect(screen.loadingNotice == nil)
    await advance(by: .seconds(1)) { screen.loadingNotice != nil }
    #expect(screen.loadingNotice?.reason == .slow)
    await screen.send(.cancel)
    await load.value
  }

  /// A screen observed but never read (a recorder) is told of the spinner 150 ms, and of the notice 5 s, after the
  /// load's start; and of each drawing once: nothing while the delay runs.
  @Test func aRecorderOfAScreenSeesEachDrawingOnceAndOnTime() async {
    let operation = Operation()
    let screen = screen(operation)
    let recorder = StateRecorder { (screen.projection, screen.loadingNotice?.reason) }
    let load = Task { await screen.load() }
    let call = await operation.nextCall()
    #expect(recorder.changeCount == 0)
    await advance(by: .milliseconds(150)) { recorder.changeCount == 1 }
    #expect(recorder.changeCount == 1)
    await advance(by: .milliseconds(4_850)) { recorder.changeCount == 2 }
    #expect(recorder.changeCount == 2)
    call.succeed(with: [1])
    await load.value
    #expect(
      recorder.states.map(\.0) == [.blank, .progress, .progress, .content([1], isRefreshing: false, notice: nil)])
    #expect(recorder.states.map(\.1) == [nil, nil, .slow, nil])
  }

  /// The projection alone, through a load answered after the delay: each drawing recorded once, blank included.
  @Test func aRecorderOfTheProjectionRecordsBlankOnceDuringTheDelay() async {
    let operation = Operation()
    let screen = screen(operation)
    let recorder = StateRecorder { screen.projection }
    let load = Task { await screen.load() }
    let call = await operation.nextCall()
    await advance(by: .milliseconds(150)) { recorder.changeCount > 0 }
    await advance(by: .milliseconds(400))
    call.succeed(with: [1])
    await load.value
    #expect(recorder.states == [.blank, .progress, .content([1], isRefreshing: false, notice: nil)])
  }

  @Test func aCancelDuringTheMinimumTakesTheHeldSpinnerAway() async {
    let operation = Operation()
    let screen = screen(operation)
    let load = Task { await screen.load() }
    let call = await operation.nextCall()
    _ = screen.projection
    await advance(by: .milliseconds(150)) { screen.projection == .progress }
    call.succeed(with: [1])
    await load.value
    #expect(screen.projection == .progress)  // held
    await screen.send(.cancel)
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
  }

  @Test func aRefreshShowsItsIndicatorAfterTheDelayToo() async {
    let operation = Operation()
    let screen = screen(operation)
    let load = Task { await screen.load() }
    await operation.nextCall().succeed(with: [1])
    await load.value
    let refresh = Task { await screen.send(.refresh) }
    let call = await operation.nextCall()
    #expect(screen.state == .loading(previous: [1]))
    #expect(screen.projection == .content([1], isRefreshing: false, notice: nil))
    await advance(by: .milliseconds(150)) { screen.projection.isRefreshing }
    #expect(screen.projection == .content([1], isRefreshing: true, notice: nil))
    await advance(by: .milliseconds(400))
    call.succeed(with: [2])
    await refresh.value
    // Shown its minimum already: the new content shows at once.
    #expect(screen.projection == .content([2], isRefreshing: false, notice: nil))
  }

  @Test func aRetryKeepsTheErrorScreenWhileItsDelayRuns() async throws {
    let operation = Operation()
    let screen = screen(operation)
    let load = Task { await screen.load() }
    await operation.nextCall().fail(with: URLError(.timedOut))
    await load.value
    let failed = try #require(screen.projection.errorScreen)
    let revision = screen.failureRevision
    let retry = Task { await screen.send(.retry) }
    let call = await operation.nextCall()
    // No blank flash between the error screen and the answer: the same screen, the same failure.
    #expect(screen.projection.errorScreen == failed)
    #expect(screen.failureRevision == revision)
    call.fail(with: URLError(.timedOut))
    await retry.value
    // Failed again at once: a new failure, heard again, its focus moved to the title again.
    #expect(screen.projection.errorScreen == failed)
    #expect(screen.failureRevision == revision + 1)
    #expect(screen.announcement?.text == "Couldn't load posts. The request timed out")
    #expect(screen.announcement?.movesFocusToErrorTitle == true)
  }

  @Test func waitingForTheNetworkIsSaidAtOnceInTheScreensWords() async throws {
    for (language, title, announced) in [
      ("en", "Waiting for the network…", "Waiting for the network to load posts"),
      ("de", "Warten auf das Netzwerk…", "Warten auf das Netzwerk: Beiträge"),
    ] {
      network.goOnline()
      let operation = Operation()
      let texts = ScreenTexts(language: language, subject: language == "de" ? "Beiträge" : "posts")
      let screen = screen(operation, texts: texts, retries: RetryPolicy(jitter: .none, timeBudget: .seconds(60)))
      network.goOffline()
      let load = Task { await screen.load() }
      await operation.nextCall().fail(with: URLError(.notConnectedToInternet))
      _ = await eventually { screen.source.isWaitingForNetwork }
      // Not a failure, and not after the delay: a wait for the network is said at once.
      #expect(screen.projection == .progress)
      let notice = try #require(screen.loadingNotice)
      #expect(notice.reason == .waitingForNetwork)
      #expect(notice.title == title)
      #expect(notice.buttons.map(\.action) == [.cancel])
      #expect(screen.announcement?.text == announced)
      #expect(screen.announcement?.isUrgent == false)
      // Back online: the request tries again and the notice goes.
      network.goOnline()
      await operation.nextCall().succeed(with: [3])
      await load.value
      _ = await eventually { screen.projection.content != nil }
      #expect(screen.loadingNotice == nil)
    }
  }

  @Test func immediateTimingShowsProgressAtOnceAndSchedulesNothing() async {
    let operation = Operation()
    let screen = screen(operation, timing: .immediate)
    let recorder = StateRecorder { screen.projection }
    let load = Task { await screen.load() }
    let call = await operation.nextCall()
    #expect(screen.projection == .progress)
    #expect(clock.pendingDeadlines.isEmpty)
    call.succeed(with: [])
    await load.value
    #expect(recorder.states == [.blank, .progress, .empty(isRefreshing: false, notice: nil)])
  }

  /// The timers notify only when what is drawn changes: the spinner appearing, the notice showing, the held spinner
  /// going; the escalation of a load already waiting for the network (its notice stays) notifies no one.
  @Test func timersNotifyOncePerVisibleChange() async {
    let operation = Operation()
    let screen = screen(operation, retries: RetryPolicy(jitter: .none, timeBudget: .seconds(60)))
    let counter = ChangeCounter {
      _ = screen.projection
      _ = screen.loadingNotice
    }
    let load = Task { await screen.load() }
    let call = await operation.nextCall()
    _ = screen.projection
    let afterStart = counter.count  // none: the load's start draws nothing new
    await advance(by: .milliseconds(150)) { screen.projection == .progress }
    #expect(counter.count == afterStart + 1)  // the spinner
    await advance(by: .seconds(5)) { screen.loadingNotice != nil }
    #expect(counter.count == afterStart + 2)  // "Still loading…"
    call.succeed(with: [1])
    await load.value
    _ = await eventually { screen.projection.content != nil }
    #expect(counter.count == afterStart + 3)  // the content: shown long enough, nothing held
    // Offline: the wait is said at once; its escalation 5 s later changes nothing drawn, and notifies no one.
    network.goOffline()
    let refresh = Task { await screen.send(.refresh) }
    await operation.nextCall().fail(with: URLError(.notConnectedToInternet))
    _ = await eventually { screen.loadingNotice?.reason == .waitingForNetwork }
    let waiting = counter.count
    await advance(by: .seconds(5))
    #expect(counter.count == waiting)
    #expect(screen.loadingNotice?.reason == .waitingForNetwork)
    network.goOnline()
    await operation.nextCall().succeed(with: [2])
    await refresh.value
  }
}
