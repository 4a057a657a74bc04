import DemoApp
import DemoRuntime
import DemoServer
import DemoTerminal
import ScreenStateTerminal
import Testing

/// The interactive UI driven by keys, in process: the library's terminal session reads injected key bytes and
/// writes plain frames to a sink, the app talks to the real embedded backend over loopback HTTP, and every step
/// waits for the frame it expects (the time limit only ends a run that hangs).
@MainActor
@Suite("Interactive UI against the embedded backend", .timeLimit(.minutes(1)))
struct InteractiveTests {
  static let size = TerminalSize(columns: 100, rows: 30)
  static let firstPost = "1  Welcome to the neighbourhood board"

  /// Runs the UI of a fresh demo with keys fed by `drive`, which ends by quitting.
  func run(_ drive: @MainActor (_ press: (String) -> Void, _ screen: inout FrameReader) async throws -> Void)
    async throws
  {
    try await DemoHarness.run { demo in
      let (keys, keyboard) = AsyncStream.makeStream(of: [UInt8].self)
      var screen = FrameReader(size: Self.size)
      let ui = DemoTerminalUI(app: demo.app)
      await TerminalSession.run(input: .bytes(keys), output: screen.output) { session in
        let running = Task { await ui.run(in: session) }
        do {
          try await drive({ keyboard.yield(Array($0.utf8)) }, &screen)
        } catch {
          Issue.record(error)
        }
        keyboard.finish()
        await running.value
      }
    }
  }

  @Test("the tour by keys: list, 500 alert, offline, back online, maintenance, malformed JSON")
  func tourByKeys() async throws {
    try await run { press, screen in
      // First load → the list, with the healthy backend in the status line.
      let list = try await screen.waitFor(Self.firstPost)
      #expect(list.contains(" fault: none (healthy) · latency: 0"))

      // 1 → fault 500; r → the list is kept, with an alert over it.
      press("1")
      try await screen.waitFor("fault: 500 (server error)")
      press("r")
      let alert = try await screen.waitFor("Something went wrong on our side")
      #expect(alert.contains(Self.firstPost), "the list stays under the alert")
      #expect(alert.contains("[  OK  ]  [» Try Again «]"))
      UserFacingText.expectNoLeak(of: HostileBody.serverError, in: [alert])
      press("\u{1B}")  // Escape: the alert's cancel button, OK
      let dismissed = try await screen.waitFor("the alert gone") { !$0.contains("Something went wrong") }
      #expect(dismissed.contains(Self.firstPost))

      // o → offline; R → the feed opened anew has nothing to keep: the whole screen says the server is out of reach.
      press("o")
      try await screen.waitFor("fault: offline")
      press("R")
      let offline = try await screen.waitFor("Can't reach the server")
      #expect(offline.contains("[» Check connection «]"))
      press("\r")  // Enter on "Check connection" while the server still refuses
      try await screen.waitFor("Still can't reach the server")

      // n → back online; Enter on "Check connection" → the list.
      press("n")
      try await screen.waitFor("fault: none (healthy)")
      press("\r")
      try await screen.waitFor(Self.firstPost)

      // 2 → maintenance with Retry-After: 120; R → the maintenance screen with the retry time.
      press("2")
      try await screen.waitFor("fault: maintenance:120")
      press("R")
      let maintenance = try await screen.waitFor("Down for maintenance")
      #expect(maintenance.contains("The service is being worked on. Try again in 2 minutes."))
      UserFacingText.expectNoLeak(of: HostileBody.maintenance, in: [maintenance])

      // 6 → malformed JSON; R → "unexpected response", and nothing of the body.
      press("6")
      try await screen.waitFor("fault: malformed")
      press("R")
      let unexpected = try await screen.waitFor("Unexpected response")
      UserFacingText.expectNoLeak(of: ResponsePlanner.truncatedPostsJSON, in: [unexpected])

      press("q")
    }
  }

  @Test("R opens the feed anew: the selection and the scroll position start at the top again")
  func reopenResetsSelectionAndScroll() async throws {
    try await run { press, screen in
      try await screen.waitFor(Self.firstPost)
      // Twenty-five rows down: the list has scrolled, and the selection is far from the first post.
      for _ in 0..<25 { press("\u{1B}[B") }
      // The selected row is marked `›`, its number right-aligned in four columns.
      let scrolled = try await screen.waitFor("post 26 selected") { $0.contains("›  26  ") }
      #expect(!scrolled.contains(Self.firstPost), "the list has scrolled")

      press("R")
      let reopened = try await screen.waitFor("post 1 selected again") { $0.contains("›   " + Self.firstPost) }
      #expect(!reopened.contains("›  26  "))
      press("q")
    }
  }

  @Test("the other screens by keys: gallery pages, the colour picker, the list of keys, latency")
  func otherScreensByKeys() async throws {
    try await run { press, screen in
      try await screen.waitFor(Self.firstPost)
      press("e")
      try await screen.waitFor("Error screens › No network (1/3)")
      try await screen.waitFor("[» Check connection «]")
      press("]")
      try await screen.waitFor("Error screens › Backend status (2/3)")
      press("5")
      press("]")
      try await screen.waitFor("Error screens › App update (3/3)")
      let update = try await screen.waitFor("An update is available")
      #expect(update.contains("[» Update «]"))
      press("\r")
      try await screen.waitFor("» would open \(StoreLink.updateURL)")

      press("c")
      try await screen.waitFor("Please select your colours")
      press("a")
      try await screen.waitFor("view state: showColor(red, title: \"Color 1\")")
      press("b")
      press("m")
      try await screen.waitFor("view state: showMixedColors(red, red)")
      press("x")
      try await screen.waitFor("view state: emptyState")

      press("?")
      let help = try await screen.waitFor("ScreenState demo › Keys")
      #expect(help.contains("maintenance (Retry-After 120)"))
      press("\u{1B}")
      try await screen.waitFor("ScreenState demo › Colours")

      press("l")
      try await screen.waitFor("latency: 800ms")
      press("q")
    }
  }
}
