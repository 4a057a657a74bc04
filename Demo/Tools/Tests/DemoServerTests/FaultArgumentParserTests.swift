import Testing

@testable import DemoServer

@Suite("Fault argument parser")
struct FaultArgumentParserTests {
  @Test(
    "reads every documented fault mode spelling",
    arguments: [
      ("none", FaultMode.healthy),
      ("healthy", .healthy),
      ("OK", .healthy),
      ("500", .serverError),
      ("server-error", .serverError),
      ("maintenance", .maintenance(retryAfterSeconds: FaultMode.defaultRetryAfterSeconds, format: .deltaSeconds)),
      ("503", .maintenance(retryAfterSeconds: FaultMode.defaultRetryAfterSeconds, format: .deltaSeconds)),
      ("maintenance:120", .maintenance(retryAfterSeconds: 120, format: .deltaSeconds)),
      ("maintenance:0", .maintenance(retryAfterSeconds: 0, format: .deltaSeconds)),
      ("maintenance-date", .maintenance(retryAfterSeconds: FaultMode.defaultRetryAfterSeconds, format: .httpDate)),
      ("maintenance-date:120", .maintenance(retryAfterSeconds: 120, format: .httpDate)),
      ("offline", .offline),
      ("update-required", .updateRequired),
      ("426", .updateRequired),
      ("update-available", .updateAvailable),
      ("malformed", .malformedJSON),
      ("malformed-json", .malformedJSON),
      ("empty", .emptyList),
      ("empty-list", .emptyList),
      ("flaky", .flaky(failureRate: FaultMode.defaultFailureRate)),
      ("flaky:0.3", .flaky(failureRate: 0.3)),
      ("flaky:0", .flaky(failureRate: 0)),
      ("flaky:1", .flaky(failureRate: 1)),
      ("  Maintenance:120 \n", .maintenance(retryAfterSeconds: 120, format: .deltaSeconds)),
      ("flaky: 0.25", .flaky(failureRate: 0.25)),
      ("drip", .drip),
      ("hang", .hang),
      ("reset", .reset),
      ("429", .rateLimited(retryAfter: .seconds(0))),
      ("429:30", .rateLimited(retryAfter: .seconds(30))),
      ("rate-limited:past", .rateLimited(retryAfter: .pastDate)),
      ("429:huge", .rateLimited(retryAfter: .huge)),
      ("page-fail", .pageFailure(page: 3, failures: 3)),
      ("page-fail:5", .pageFailure(page: 5, failures: FaultMode.defaultPageFailures)),
      ("PAGE-FAIL: 2 : 1", .pageFailure(page: 2, failures: 1)),
      ("page-fail:1:100", .pageFailure(page: 1, failures: 100)),
      ("like-fail", .likeFailure),
    ])
  func readsFaultModes(text: String, expected: FaultMode) throws {
    #expect(try FaultArgumentParser.faultMode(text) == expected)
  }

  @Test(
    "rejects invalid fault modes with a message that says what is accepted",
    arguments: [
      ("", "it is empty"),
      ("   ", "it is empty"),
      ("teapot", "unknown mode; expected one of none, 500"),
      ("maintenance:soon", "whole number of seconds"),
      ("maintenance:-5", "whole number of seconds"),
      ("maintenance:1.5", "whole number of seconds"),
      ("maintenance:", "whole number of seconds"),
      ("maintenance:999999", "from 0 to 86400"),
      ("maintenance-date:x", "whole number of seconds"),
      ("flaky:2", "between 0 and 1"),
      ("flaky:-0.1", "between 0 and 1"),
      ("flaky:nan", "between 0 and 1"),
      ("flaky:often", "between 0 and 1"),
      ("flaky:", "between 0 and 1"),
      ("offline:5", "\"offline\" takes no value"),
      ("500:x", "\"500\" takes no value"),
      ("none:1", "\"none\" takes no value"),
      ("page-fail:0", "the page must be a whole number from 1 to 1000"),
      ("page-fail:1001", "the page must be a whole number from 1 to 1000"),
      ("page-fail:third", "the page must be a whole number from 1 to 1000"),
      ("page-fail:", "the page must be a whole number from 1 to 1000"),
      ("page-fail:3:0", "the failures in a row must be a whole number from 1 to 100"),
      ("page-fail:3:many", "the failures in a row must be a whole number from 1 to 100"),
      ("page-fail:3:1:2", "the failures in a row must be a whole number from 1 to 100"),
      ("like-fail:1", "\"like-fail\" takes no value"),
    ])
  func rejectsInvalidFaultModes(text: String, reasonFragment: String) {
    let error = #expect(throws: FaultArgumentError.self) { try FaultArgumentParser.faultMode(text) }
    #expect(error?.subject == .faultMode)
    #expect(error?.input == text)
    #expect(error?.reason.contains(reasonFragment) == true, "\(error?.reason ?? "no error")")
    #expect(error?.description.hasPrefix("invalid fault mode \"\(text)\": ") == true)
  }

  @Test(
    "writes each mode in a spelling it reads back",
    arguments: [
      FaultMode.healthy, .serverError, .maintenance(retryAfterSeconds: 120),
      .maintenance(retryAfterSeconds: 5, format: .httpDate),
      .offline, .updateRequired, .updateAvailable, .malformedJSON, .emptyList, .flaky(failureRate: 0.3),
      .flaky(failureRate: 1), .pageFailure(page: 3), .pageFailure(page: 7, failures: 1), .likeFailure,
    ])
  func roundTripsFaultModes(mode: FaultMode) throws {
    #expect(try FaultArgumentParser.faultMode(mode.description) == mode)
  }

  @Test("writes the canonical spellings of the brief")
  func canonicalSpellings() {
    #expect(FaultMode.healthy.description == "none")
    #expect(FaultMode.serverError.description == "500")
    #expect(FaultMode.maintenance(retryAfterSeconds: 120).description == "maintenance:120")
    #expect(FaultMode.maintenance(retryAfterSeconds: 120, format: .httpDate).description == "maintenance-date:120")
    #expect(FaultMode.flaky(failureRate: 0.3).description == "flaky:0.3")
    #expect(FaultMode.pageFailure(page: 3).description == "page-fail:3")
    #expect(FaultMode.pageFailure(page: 3, failures: 1).description == "page-fail:3:1")
    #expect(FaultMode.likeFailure.description == "like-fail")
  }

  @Test("the syntax in help texts names the new modes")
  func syntaxNamesEveryMode() {
    #expect(FaultArgumentParser.faultModeSyntax.hasSuffix("page-fail[:PAGE[:FAILURES]], like-fail"))
  }

  @Test(
    "reads latencies",
    arguments: [
      ("0", Duration.zero),
      ("none", .zero),
      ("off", .zero),
      ("800ms", .milliseconds(800)),
      ("800 ms", .milliseconds(800)),
      ("0ms", .zero),
      ("2s", .seconds(2)),
      ("1.5s", .milliseconds(1_500)),
      ("0.25ms", .microseconds(250)),
      ("3600s", .seconds(3_600)),
      (" 2S ", .seconds(2)),
    ])
  func readsLatencies(text: String, expected: Duration) throws {
    #expect(try FaultArgumentParser.latency(text) == expected)
  }

  @Test(
    "rejects invalid latencies with a message that says what is accepted",
    arguments: [
      ("", "expected 0, or a number followed by ms or s"),
      ("800", "a unit is missing; write 800ms or 800s"),
      ("fast", "expected 0, or a number followed by ms or s"),
      ("5m", "expected 0, or a number followed by ms or s"),
      ("ms", "expected 0, or a number followed by ms or s"),
      ("-5ms", "between 0 and 3600s"),
      ("3601s", "between 0 and 3600s"),
      ("1e400s", "expected 0, or a number followed by ms or s"),
      ("nans", "expected 0, or a number followed by ms or s"),
    ])
  func rejectsInvalidLatencies(text: String, reasonFragment: String) {
    let error = #expect(throws: FaultArgumentError.self) { try FaultArgumentParser.latency(text) }
    #expect(error?.subject == .latency)
    #expect(error?.reason.contains(reasonFragment) == true, "\(error?.reason ?? "no error")")
    #expect(error?.errorDescription == error?.description)
    #expect(error?.description.hasPrefix("invalid latency \"\(text)\": ") == true)
  }

  @Test(
    "writes each latency in a spelling it reads back",
    arguments: [
      (Duration.zero, "0"), (.milliseconds(800), "800ms"), (.seconds(2), "2s"), (.milliseconds(1_500), "1500ms"),
      (.microseconds(250), "0.25ms"),
    ])
  func roundTripsLatencies(latency: Duration, spelling: String) throws {
    #expect(FaultArgumentParser.argument(for: latency) == spelling)
    #expect(try FaultArgumentParser.latency(spelling) == latency)
  }
}
