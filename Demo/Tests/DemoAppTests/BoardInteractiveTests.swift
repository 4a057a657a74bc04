import DemoApp
import DemoRuntime
import DemoServer
import DemoTerminal
import Foundation
import ScreenState
import ScreenStateTerminal
import ScreenStateTesting
import Testing

/// The board driven by keys, in process: the library's terminal session reads injected key bytes and writes plain
/// frames, the app talks to the real embedded backend over loopback HTTP, and every step waits for the frame (or
/// the state) it expects. Keys reach the models as a person's would: through the runner, `ScreenInteraction`, the
/// search field's keys and the demo's keymap.
@MainActor
@Suite("The board by keys against the embedded backend", .timeLimit(.minutes(1)))
struct BoardInteractiveTests {
  static let size = TerminalSize(columns: 100, rows: 30)
  static let end = "\u{1B}[F"
  static let down = "\u{1B}[B"
  static let home = "\u{1B}[H"
  static let escape = "\u{1B}"

  /// Runs the UI of a fresh demo with keys fed by `drive`, which ends by quitting.
  func run(
    faultMode: FaultMode? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    _ drive:
      @MainActor (_ demo: DemoHarness, _ press: (String) -> Void, _ screen: inout FrameReader) async throws
      -> Void
  ) async throws {
    try await DemoHarness.run(faultMode: faultMode, clock: clock) { demo in
      let (keys, keyboard) = AsyncStream.makeStream(of: [UInt8].self)
      var screen = FrameReader(size: Self.size)
      let ui = DemoTerminalUI(app: demo.app)
      await TerminalSession.run(input: .bytes(keys), output: screen.output) { session in
        let running = Task { await ui.run(in: session) }
        do {
          try await drive(demo, { keyboard.yield(Array($0.utf8)) }, &screen)
        } catch {
          Issue.record(error)
        }
        keyboard.finish()
        await running.value
      }
    }
  }

  /// The requests the backend received that start with `prefix`.
  func requests(_ demo: DemoHarness, _ prefix: String) async throws -> [String] {
    try await demo.backend.recentRequests.filter { $0.hasPrefix(prefix) }
  }

  @Test("B, then End: the feed scrolls page by page; P fails page 3 below the pages kept; Tab Enter loads it alone")
  func infiniteScrollThroughAFailingPage() async throws {
    try await run { demo, press, screen in
      try await screen.waitFor("Welcome to the neighbourhood board")
      press("P")
      try await screen.waitFor("fault: page-fail:3")
      press("B")
      try await screen.waitFor("ScreenState demo › Board")
      // The first frame shows the rows near the end of the first page: the second loads at once.
      try await screen.waitFor("40 posts loaded")
      press(Self.end)
      let failed = try await screen.waitFor("Something went wrong on our side")
      #expect(failed.contains("40  Free to a good home: an electric drill"), "the pages before stay on screen")
      #expect(failed.contains("[  Try Again  ]"), "the list keeps the focus")
      #expect(failed.contains("40 posts loaded · the next page failed"))
      UserFacingText.expectNoLeak(of: HostileBody.serverError, in: [failed])

      press("\t")
      try await screen.waitFor("[» Try Again «]")
      press("\r")
      try await screen.waitFor("60 posts loaded")
      #expect(!screen.latest.contains("Something went wrong"))

      // Thirty End keys at once ask for one page: the last row is reached once, and the rows on screen do not
      // change again until it arrives.
      press(String(repeating: Self.end, count: 30))
      try await screen.waitFor("80 posts loaded")
      // Then one End a page, to the end of the feed.
      for count in stride(from: 100, through: 300, by: 20) {
        press(Self.end)
        try await screen.waitFor(count == 300 ? "All 300 posts loaded" : "\(count) posts loaded")
      }
      try await screen.waitFor("You're all caught up")
      let pages = try await requests(demo, "GET /posts?")
      #expect(pages.count(where: { $0 == "GET /posts?after=40&limit=20" }) == 4, "three failed attempts, then one")
      #expect(Set(pages).count == 15, "every page asked for, none twice but the failed one")
      press("q")
    }
  }

  @Test("/ and typing: the field shows each key at once (q and r are typed), one request after the debounce")
  func searchAsYouType() async throws {
    let clock = VirtualClock()
    try await run(clock: clock) { demo, press, screen in
      try await screen.waitFor("Welcome to the neighbourhood board")
      press("/")
      try await screen.waitFor("Type to search the titles of all 300 posts.")
      press("Repair")
      let typed = try await screen.waitFor(" Search: Repair_")
      #expect(typed.contains("waiting for the typing to stop · 0 requests sent"))
      #expect(try await requests(demo, "GET /search").isEmpty, "nothing is sent while the typing goes on")
      press("q")
      try await screen.waitFor(" Search: Repairq_")
      press("\u{7F}")  // Backspace: the q goes, and the demo is still running
      try await screen.waitFor(" Search: Repair_")

      // The last keystroke's debounce is the one sleeper: once it sleeps, its 300 ms pass.
      await clock.waitForSleepers()
      #expect(clock.pendingDeadlines.count == 1)
      clock.advance(by: SearchModel.debounce)
      let results = try await screen.waitFor("Results for “Repair”")
      #expect(results.contains("1 request sent"))
      #expect(results.contains("15  Repair café this weekend"))
      #expect(try await requests(demo, "GET /search") == ["GET /search?q=Repair"])

      // Enter opens the selected result; Escape goes back to search, and again to the feed.
      press("\r")
      try await screen.waitFor("ScreenState demo › Board › Post 15")
      try await screen.waitFor("[ Like (")
      press(Self.escape)
      try await screen.waitFor(" Search: Repair_")
      press(Self.escape)
      try await screen.waitFor("40 posts loaded")
      press("q")
    }
  }

  @Test("Enter opens a post with its title; K then L: back, with the banner; L again: the row shows the new count")
  func openAndLike() async throws {
    try await run { demo, press, screen in
      try await screen.waitFor("Welcome to the neighbourhood board")
      press("B")
      try await screen.waitFor("40 posts loaded")
      press(Self.down + Self.down)
      try await screen.waitFor("›   3  Found: a blue bicycle helmet")
      press("\r")
      try await screen.waitFor("ScreenState demo › Board › Post 3")
      let likes = DemoPost.initialLikes(ofPostWithID: 3)
      try await screen.waitFor("[ Like (\(likes)) ]")
      #expect(screen.latest.contains(" Found: a blue bicycle helmet"))

      press("K")
      try await screen.waitFor("fault: like-fail")
      press("L")
      let failed = try await screen.waitFor("Couldn't like the post")
      #expect(failed.contains("Request not accepted"))
      #expect(failed.contains("[ Like (\(likes)) ]"), "rolled back")
      #expect(failed.contains("Dismiss"))
      #expect(!failed.contains("Try Again"), "refused: trying again cannot help")
      #expect(failed.contains("1 like refused"), "the board's badge")
      UserFacingText.expectNoLeak(of: "like_refused", in: [failed])
      let counted = try await demo.backend.catalogue.likes(ofPostWithID: 3)
      #expect(counted == likes)

      // Escape dismisses the banner and discards the refused like; healthy again, L likes for real.
      press(Self.escape)
      try await screen.waitFor("the banner gone") { !$0.contains("Couldn't like") && !$0.contains("refused") }
      press("0")
      try await screen.waitFor("fault: none")
      press("L")
      let likedPost = try await screen.waitFor("[ Liked (\(likes + 1)) ]")
      #expect(likedPost.contains("L unlikes"))
      #expect(!screen.latest.contains("Couldn't like"))
      press(Self.escape)
      let feed = try await screen.waitFor("40 posts loaded")
      #expect(
        feed.contains("›   3  Found: a blue bicycle helmet · \(likes + 1) likes · liked"), "the row shows the like")

      // L again takes the like back, at once: the row shows it before the server has answered.
      await demo.app.setLatency("2s")
      press("\r")
      try await screen.waitFor("[ Liked (\(likes + 1)) ]")
      press("L")
      try await screen.waitFor("[ Unliking… (\(likes)) ]")
      press(Self.escape)
      let unliking = try await screen.waitFor("the row without the like") {
        $0.contains("›   3  Found: a blue bicycle helmet · \(likes) likes") && !$0.contains("· liked")
      }
      #expect(unliking.contains("40 posts loaded"))
      await demo.app.setLatency("0")
      press("q")
    }
  }

  @Test("D shows the store inspector: a failed page with its attempts and waits, then a like rolled back")
  func storeInspector() async throws {
    try await run { demo, press, screen in
      try await screen.waitFor("Welcome to the neighbourhood board")
      press("P")
      try await screen.waitFor("fault: page-fail:3")
      press("B")
      try await screen.waitFor("40 posts loaded")
      press(Self.end)
      try await screen.waitFor("Something went wrong on our side")
      press("D")
      let page = try await screen.waitFor("next page · 3 attempts · failed: server error (500)")
      #expect(page.contains("ScreenState demo › Store inspector"))
      #expect(page.contains("› board/feed"), "the key that heard the latest event is shown in detail")
      #expect(page.contains("40 items, 2 pages · next page"), "the key's row says its next page failed, cut to fit")
      #expect(page.contains("#3 next page · 3 attempts · failed: server error (500)"))
      #expect(page.contains("→ waits"), "each retry's wait is listed with its attempt")
      UserFacingText.expectNoLeak(of: HostileBody.serverError, in: [page])
      press("D")
      try await screen.waitFor("the inspector closed") { !$0.contains("Store inspector") }

      press("0")
      try await screen.waitFor("fault: none")
      press(Self.home + Self.down + Self.down)
      try await screen.waitFor("›   3  Found: a blue bicycle helmet")
      press("\r")
      let likes = DemoPost.initialLikes(ofPostWithID: 3)
      try await screen.waitFor("[ Like (\(likes)) ]")
      press("K")
      try await screen.waitFor("fault: like-fail")
      press("L")
      try await screen.waitFor("Couldn't like the post")
      press("D")
      // End selects the last entry: the like, watched under its post's key.
      press(Self.end)
      let like = try await screen.waitFor("Latest request  #1 submit · 2 patches · 1 attempt · failed")
      #expect(like.contains("› like"))
      #expect(like.contains("failed: client error (422) · 2 patches rolled back"))
      #expect(like.contains("rolled back 2 patches"))
      press(Self.escape)
      try await screen.waitFor("the inspector closed") { !$0.contains("Store inspector") }
      press("q")
    }
  }
}
