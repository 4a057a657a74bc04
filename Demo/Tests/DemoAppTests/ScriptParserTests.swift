import DemoApp
import DemoRuntime
import Testing

/// `--script`: what each step means, and the errors for what it cannot read.
@Suite("Script parser")
struct ScriptParserTests {
  @Test("every step, separated by spaces, commas or semicolons")
  func everyStep() throws {
    let steps = try DemoScriptParser.parse(
      """
      wait refresh,retry; dismiss primary secondary reopen fault:500 fault:maintenance:120 latency:800ms
      offline online screen:errors page:app-update color1:red color2:none mix clear
      """)
    #expect(
      steps == [
        .wait, .send(.refresh), .send(.retry), .send(.dismissFailure), .send(.errorScreenPrimary),
        .send(.errorScreenSecondary), .reopen, .fault("500"), .fault("maintenance:120"), .latency("800ms"),
        .offline, .online, .screen(.errors), .page(.appUpdate), .color1(.red), .color2(nil), .mix, .clear,
      ])
  }

  @Test("faults and latencies are written back in their canonical spellings, and steps print as written")
  func canonical() throws {
    let steps = try DemoScriptParser.parse("FAULT:Maintenance fault:server-error latency:2000ms fault:flaky")
    #expect(steps == [.fault("maintenance:60"), .fault("500"), .latency("2s"), .fault("flaky:0.5")])
    let all = try DemoScriptParser.parse(
      "wait refresh retry dismiss primary secondary reopen fault:none latency:0 offline online screen:colors "
        + "page:no-network page:maintenance color1:blue color2:green mix clear")
    #expect(try DemoScriptParser.parse(all.map(\.description).joined(separator: " ")) == all)
  }

  @Test(
    "a step it cannot read is named with its position and what would be accepted",
    arguments: [
      ("wait fualt:500", 2, "fualt:500", "unknown step; expected wait, refresh"),
      ("fault:teapot", 1, "fault:teapot", "invalid fault mode \"teapot\": unknown mode"),
      ("wait wait latency:800", 3, "latency:800", "invalid latency \"800\": a unit is missing"),
      ("fault", 1, "fault", "\"fault\" needs a value, such as fault:500"),
      ("fault:", 1, "fault:", "\"fault\" needs a value"),
      ("refresh:now", 1, "refresh:now", "\"refresh\" takes no value"),
      ("screen:settings", 1, "screen:settings", "unknown screen; expected posts, errors, colors or board"),
      ("scroll", 1, "scroll", "\"scroll\" needs a value, such as scroll:25"),
      ("scroll:many", 1, "scroll:many", "the rows must be a whole number from -10000 to 10000 other than 0"),
      ("scroll:0", 1, "scroll:0", "the rows must be a whole number"),
      ("wait open:0", 2, "open:0", "the row must be a whole number from 1 to 10000, such as open:3"),
      ("open", 1, "open", "\"open\" needs a value, such as open:3"),
      ("search:", 1, "search:", "\"search\" needs a text after the colon, such as search:lost"),
      ("like:twice", 1, "like:twice", "\"like\" takes no value"),
      ("end:now", 1, "end:now", "\"end\" takes no value"),
      ("page:jailbroken", 1, "page:jailbroken", "unknown page"),
      ("color1:purple", 1, "color1:purple", "unknown colour; expected red, yellow, green, blue or none"),
    ])
  func rejects(script: String, position: Int, step: String, reasonPrefix: String) {
    let error = #expect(throws: DemoScriptError.self) { try DemoScriptParser.parse(script) }
    #expect(error?.position == position)
    #expect(error?.step == step)
    #expect(error?.reason.hasPrefix(reasonPrefix) == true, "\(error?.reason ?? "")")
    #expect(error?.description.hasPrefix("script step \(position) \"\(step)\": ") == true)
  }

  @Test("the board's steps: its screen, search with the text as written, scrolling, opening, back, like, more")
  func boardSteps() throws {
    let steps = try DemoScriptParser.parse(
      "screen:board fault:page-fail scroll:25 scroll:-3 end more open:7 like back search SEARCH:Lost back")
    #expect(
      steps == [
        .screen(.board), .fault("page-fail:3"), .scroll(25), .scroll(-3), .end, .send(.loadMore), .open(7), .like,
        .back, .search(nil), .search("Lost"), .back,
      ])
    #expect(try DemoScriptParser.parse(steps.map(\.description).joined(separator: " ")) == steps)
    #expect(steps.map(\.description).contains("search:Lost"), "the text keeps its case")
    #expect(try DemoScriptParser.parse("fault:like-fail") == [.fault("like-fail")])
  }

  @Test("an empty script is an error, not a run that shows nothing")
  func empty() {
    #expect(throws: DemoScriptError.self) { try DemoScriptParser.parse(" ,; ") }
  }
}
