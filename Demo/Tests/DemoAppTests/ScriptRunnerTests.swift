import DemoApp
import DemoRuntime
import DemoServer
import Foundation
import ScreenStateTerminal
import Testing

/// `--script` played against the real backend: a frame after the start and after each step.
@MainActor
@Suite("Script runner")
struct ScriptRunnerTests {
  /// The frames a script prints, one string per frame.
  func frames(of script: String, faultMode: FaultMode? = nil) async throws -> [String] {
    var frames: [String] = []
    try await DemoHarness.run(faultMode: faultMode) { demo in
      let runner = DemoScriptRunner(app: demo.app) { frames.append($0) }
      await runner.run(try DemoScriptParser.parse(script))
    }
    return frames
  }

  @Test("a frame for the start and for each step, headed by the step")
  func headings() async throws {
    let frames = try await frames(of: "wait fault:500 refresh wait dismiss")
    #expect(
      frames.map { $0.prefix { $0 != "\n" } } == [
        "--- start ---", "--- 1. wait ---", "--- 2. fault:500 ---", "--- 3. refresh ---", "--- 4. wait ---",
        "--- 5. dismiss ---",
      ])
    #expect(frames.allSatisfy { $0.hasSuffix("\n") })
  }

  @Test("screen actions print their frame before they finish; wait prints the outcome")
  func inFlightFrames() async throws {
    guard #available(macOS 26, *) else { return }
    let frames = try await frames(of: "wait fault:500 refresh wait offline reopen wait online primary wait")
    #expect(frames[0].contains("⠋ Loading…"))
    #expect(frames[1].contains("1  Welcome to the neighbourhood board"))
    #expect(frames[2].contains(" fault: 500 (server error) · latency: 0"))
    #expect(frames[2].contains(" » switched to fault 500"))
    #expect(frames[3].contains("⠋ Refreshing…"))
    #expect(frames[3].contains("1  Welcome to the neighbourhood board"), "the list stays while it refreshes")
    #expect(frames[4].contains("│ Something went wrong on our side │"))
    #expect(frames[4].contains("[  OK  ]  [» Try Again «]"))
    #expect(frames[6].contains("⠋ Loading…"))
    #expect(frames[7].contains("Can't reach the server"))
    #expect(frames[7].contains("[» Check connection «]"))
    #expect(frames[9].contains("⠋ Please wait…"), "the check is running")
    #expect(frames[10].contains("1  Welcome to the neighbourhood board"))
    for frame in frames {
      UserFacingText.expectNoLeak(of: HostileBody.serverError, in: [frame])
    }
  }

  @Test("every frame is the terminal UI's, at 80 × 24 or the size asked for, with no escape codes")
  func frameSize() async throws {
    var frames: [String] = []
    try await DemoHarness.run { demo in
      let runner = DemoScriptRunner(app: demo.app, size: TerminalSize(columns: 100, rows: 30)) { frames.append($0) }
      await runner.run([.wait])
    }
    let lines = frames[1].split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 1 + 30, "the heading, then one line per row")
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines[1].hasPrefix(" ScreenState demo › Posts"))
    #expect(!frames.joined().contains("\u{1B}"))
    let defaultFrames = try await self.frames(of: "wait")
    #expect(defaultFrames[1].split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 1 + 24)
  }

  @Test("the gallery and the colour picker are drawn too")
  func otherScreens() async throws {
    let frames = try await frames(
      of: "fault:maintenance:120 page:maintenance wait screen:colors color1:red color2:blue mix",
      faultMode: nil)
    #expect(frames[2].contains("ScreenState demo › Error screens › Backend status (2/3)"))
    #expect(frames[3].contains("Down for maintenance"))
    #expect(frames[3].contains("Try again in 2 minutes."))
    #expect(frames[4].contains("Please select your colours"))
    #expect(frames[6].contains("view state: showBothColors(red, blue)"))
    #expect(frames[6].contains("Red #E62828"))
    #expect(frames[6].contains("Blue #285ADC"))
    #expect(frames[7].contains("Mix of Red and Blue"))
    #expect(frames[7].contains("#874182"))
  }

  @Test("the board: a failed page and its retry, the end, a post with its title before its text, a failed like")
  func board() async throws {
    guard #available(macOS 26, *) else { return }
    let frames = try await frames(
      of: "fault:page-fail screen:board wait end wait end wait more wait end wait open:3 wait fault:like-fail like "
        + "wait back search:Lost wait")
    #expect(frames[2].contains("ScreenState demo › Board"))
    #expect(frames[2].contains("⠋ Loading…"))
    #expect(frames[3].contains("20 posts loaded · more as you scroll"))
    #expect(frames[4].contains("⠋ Loading more…"), "the last row is on screen: the next page loads")
    #expect(frames[5].contains("40 posts loaded · more as you scroll"))
    #expect(frames[6].contains("⠋ Loading more…"))
    #expect(frames[7].contains("40 posts loaded · the next page failed"))
    #expect(frames[7].contains("Something went wrong on our side"))
    #expect(frames[7].contains("40  Free to a good home: an electric drill"), "the pages before stay")
    #expect(frames[8].contains("⠋ Loading more…"), "more: that page again")
    #expect(frames[9].contains("60 posts loaded"))
    #expect(frames[11].contains("80 posts loaded"))
    #expect(frames[12].contains("ScreenState demo › Board › Post 3"))
    #expect(frames[12].contains(" Found: a blue bicycle helmet"), "the title from the feed's row, at once")
    #expect(frames[12].contains("The text shows when the server answers."))
    #expect(!frames[12].contains("[ Like ("), "no like before the post itself")
    #expect(frames[13].contains("[ Like ("))
    let likes = DemoPost.initialLikes(ofPostWithID: 3)
    #expect(frames[15].contains("[ Liking… (\(likes + 1)) ]"))
    #expect(frames[16].contains("Couldn't like the post"))
    #expect(frames[16].contains("Request not accepted"))
    #expect(frames[16].contains("Dismiss") && !frames[16].contains("Try Again"), "refused: trying again cannot help")
    #expect(frames[16].contains("[ Like (\(likes)) ]"), "rolled back")
    #expect(frames[17].contains("80 posts loaded"))
    #expect(frames[17].contains("3  Found: a blue bicycle helmet · \(likes) likes"), "the row rolled back too")
    #expect(frames[18].contains(" Search: Lost_"))
    #expect(frames[19].contains("Results for “Lost”"))
    #expect(frames[19].contains("1 request sent"))
    for frame in frames {
      UserFacingText.expectNoLeak(of: HostileBody.serverError, in: [frame])
    }
  }

  @Test("an external server is driven over HTTP, faults given at start included")
  func externalServer() async throws {
    let backend = DemoBackend()
    try await backend.start()
    let url = try #require(await backend.baseURL)
    let session = try await DemoSession.start(
      DemoOptions(
        server: url, faultMode: .emptyList, configuration: DemoHarness.configuration(), policy: DemoHarness.untimed))
    #expect(session.backend == nil)
    #expect(await backend.faults.mode == .emptyList)
    var frames: [String] = []
    let runner = DemoScriptRunner(app: session.app) { frames.append($0) }
    await runner.run(try DemoScriptParser.parse("wait offline online"))
    await session.stop()
    await backend.stop()

    #expect(frames[1].contains("No posts yet."))
    #expect(frames[1].contains(" fault: empty · latency: 0"))
    #expect(frames[2].contains(" fault: offline · latency: 0"))
    // The activity line is cut to the frame's width: the start of the sentence is enough.
    #expect(frames[3].contains(" » could not switch to online: the server at \(url.absoluteString) is"))
  }
}
