import DemoApp
import DemoRuntime
import DemoServer
import DemoTerminal
import ScreenState
import ScreenStateTerminal
import ScreenStateTesting
import Testing

/// Issue 18, item 6: the demo feels native with no code of its own for it. It watches the network by probing its
/// backend (Linux has no system monitor), so a load started offline waits for the network and completes when it
/// returns, and the board's stale feed revalidates when it does; its screens use the library's loading timing, so a
/// fast answer shows no spinner and a slow one says "Still loading…" with Cancel. The screens' timing runs on a
/// virtual clock; the backend is real, on loopback.
@MainActor
@Suite("Native with no wiring, against the embedded backend", .timeLimit(.minutes(1)))
struct NoWiringTests {
  static let size = TerminalSize(columns: 100, rows: 30)
  static let firstPost = "1  Welcome to the neighbourhood board"

  @Test("a load started offline waits for the network, then completes when it returns, with no key")
  func aLoadStartedOfflineWaitsForTheNetwork() async throws {
    try await DemoHarness.run(clock: VirtualClock(), watchesNetwork: true) { demo in
      let app = demo.app
      let feed = demo.feed
      await app.start()
      #expect(feed.projection.content == DemoHarness.samplePosts)

      await app.goOffline()
      let reopen = Task { await app.reopenFeed() }
      // Waiting, or (with no monitor) failed at once.
      await whenTrue { feed.loadingNotice != nil || feed.projection.errorScreen != nil }
      #expect(feed.loadingNotice?.reason == .waitingForNetwork)
      #expect(feed.projection == .progress)
      #expect(feed.loadingNotice?.title == "Waiting for the network…")
      #expect(feed.loadingNotice?.buttons.map(\.action) == [.cancel])
      #expect(feed.source.isWaitingForNetwork)

      // The backend comes back: the request tries again by itself, and the feed loads.
      await app.goOnline()
      await reopen.value
      #expect(feed.projection == .content(DemoHarness.samplePosts, isRefreshing: false, notice: nil))
      #expect(feed.loadingNotice == nil)
    }
  }

  @Test("without a monitor, the same load fails at once: the wait is the monitor's doing")
  func withoutAMonitorALoadStartedOfflineFails() async throws {
    try await DemoHarness.run(clock: VirtualClock()) { demo in
      await demo.app.start()
      await demo.app.goOffline()
      await demo.app.reopenFeed()
      #expect(demo.feed.projection.errorScreen?.title == "Can't reach the server")
    }
  }

  @Test("the board's stale feed revalidates by itself when the network returns")
  func aStaleFeedRevalidatesWhenTheNetworkReturns() async throws {
    let clock = VirtualClock()
    try await DemoHarness.run(screen: .board, clock: clock, watchesNetwork: true) { demo in
      let app = demo.app
      let recorder = EventRecorder(app.board.store.events)
      await app.start()
      #expect(app.board.feed.posts?.count == 20)
      clock.advance(by: .seconds(61))  // older than the store's freshness (60 s): stale
      await app.goOffline()
      await app.goOnline()  // the monitor hears of it before this returns, and the store starts the revalidation
      await app.waitUntilSettled()
      let reconnects = recorder.requests(for: FeedModel.key).filter { $0.reason == .reconnect }
      #expect(reconnects == [RequestSummary(reason: .reconnect)])
      recorder.stop()
    }
  }

  /// Runs the UI of a fresh demo whose screens use the library's loading timing on `clock`, with keys fed by
  /// `drive`, which ends by quitting.
  func runUI(
    clock: VirtualClock,
    _ drive:
      @MainActor (_ press: (String) -> Void, _ screen: inout FrameReader, _ demo: DemoHarness) async throws
      -> Void
  ) async throws {
    // The screens' timing passes on `clock`, the backend's latency in real time: no real timeout may end a request
    // the test is still advancing.
    try await DemoHarness.run(clock: clock, policy: .default, requestTimeoutSeconds: 600) { demo in
      let (keys, keyboard) = AsyncStream.makeStream(of: [UInt8].self)
      var screen = FrameReader(size: Self.size)
      let ui = DemoTerminalUI(app: demo.app)
      await TerminalSession.run(input: .bytes(keys), output: screen.output) { session in
        let running = Task { await ui.run(in: session) }
        do {
          try await drive({ keyboard.yield(Array($0.utf8)) }, &screen, demo)
        } catch {
          Issue.record(error)
        }
        keyboard.finish()
        await running.value
      }
    }
  }

  @Test("a fast backend shows no spinner; a slow one says \"Still loading…\" with Cancel, which cancels it")
  func loadingTimingByKeys() async throws {
    let clock = VirtualClock()
    try await runUI(clock: clock) { press, screen, demo in
      // A key's work runs after the frame the key redraws (R moves the selection to the top of the list shown at
      // once): the test waits for the load R starts, not for a frame.
      let loads = LoadCounter(demo.feed.source.events)
      defer { loads.subscription?.cancel() }
      try await screen.waitFor(Self.firstPost)
      // R opens the feed anew; the answer comes before the 150 ms delay: no frame on the way shows progress.
      var before = loads.count
      press("R")
      while loads.count == before { await Task.yield() }
      await demo.feed.source.waitUntilSettled()
      let reopened = try await screen.frames(until: "the first post selected again") {
        $0.contains("›   " + Self.firstPost)
      }
      #expect(!reopened.contains { $0.contains("Loading…") || $0.contains("Still loading") })

      // l up to 6 s of latency; R: progress after 150 ms, "Still loading…" with Cancel after 5 s.
      for latency in ["800ms", "2s", "4s", "6s"] {
        press("l")
        try await screen.waitFor("latency: \(latency)")
      }
      // The backend's latency passes in real time: an hour, so that a loaded machine never sees the answer before the
      // test has advanced the screens' clock past 5 s.
      try await demo.backend.setLatency(.seconds(3_600))
      before = loads.count
      press("R")
      while loads.count == before { await Task.yield() }
      clock.advance(by: .milliseconds(150))
      try await screen.waitFor("Loading…")
      clock.advance(by: .seconds(5))
      let slow = try await screen.waitFor("Still loading…")
      #expect(slow.contains("This is taking longer than usual."))
      #expect(slow.contains("[» Cancel «]"))
      press("\r")  // Enter on Cancel
      let cancelled = try await screen.waitFor("the notice gone") { !$0.contains("Still loading…") }
      #expect(!cancelled.contains("Loading…"))
      #expect(!cancelled.contains("timed out"))
      press("q")
    }
  }

  /// Counts the requests a source starts.
  @MainActor
  final class LoadCounter {
    private(set) var count = 0
    var subscription: LoadEventSubscription?

    init(_ events: LoadEvents) {
      subscription = events.observe { [weak self] event in
        if case .started = event.kind { self?.count += 1 }
      }
    }
  }
}
