import Foundation
import Testing

@testable import DemoServer

@Suite("Response planner")
struct ResponsePlannerTests {
  /// 1994-11-06T08:49:37Z, the example date of RFC 9110.
  static let rfcExampleDate = Date(timeIntervalSince1970: 784_111_777)

  static let allModes: [FaultMode] = [
    .healthy, .serverError, .maintenance(retryAfterSeconds: 120),
    .maintenance(retryAfterSeconds: 120, format: .httpDate),
    .offline, .updateRequired, .updateAvailable, .malformedJSON, .emptyList, .flaky(failureRate: 0.5),
    .drip, .hang, .reset, .rateLimited(retryAfter: .seconds(0)), .rateLimited(retryAfter: .pastDate),
    .rateLimited(retryAfter: .huge), .pageFailure(page: 3), .likeFailure,
  ]

  func plan(
    _ route: BackendRoute,
    _ mode: FaultMode,
    latency: Duration = .zero,
    random: UInt64 = 0
  ) -> PlannedResponse {
    var generator = ConstantRandomNumberGenerator(random)
    return ResponsePlanner.response(
      for: route, faults: FaultConfiguration(mode: mode, latency: latency), now: Self.rfcExampleDate,
      using: &generator)
  }

  // MARK: /posts

  @Test("drip, hang and reset plan the feed's answer and how it goes out")
  func transportFaults() {
    #expect(plan(.posts, .drip).delivery == .drip(interval: FaultMode.dripInterval))
    #expect(plan(.posts, .drip).status == 200)
    #expect(plan(.posts, .hang).delivery == .hang)
    #expect(plan(.posts, .reset).delivery == .reset)
    #expect(plan(.health, .hang).delivery == .whole)
    #expect(plan(.posts, .healthy).delivery == .whole)
  }

  @Test(
    "429 sends Retry-After 0, a date an hour past, a number beyond 64 bits, or seconds",
    arguments: [
      (RateLimitRetryAfter.seconds(0), "0"),
      (.pastDate, "Sun, 06 Nov 1994 07:49:37 GMT"),
      (.huge, "99999999999999999999"),
      (.seconds(30), "30"),
    ])
  func rateLimited(retryAfter: RateLimitRetryAfter, header: String) {
    let planned = plan(.posts, .rateLimited(retryAfter: retryAfter))
    #expect(planned.status == 429)
    #expect(planned.headers["Retry-After"] == header)
  }

  @Test(
    "a healthy feed is the thirty sample posts as JSON", arguments: [FaultMode.healthy, .offline, .updateAvailable])
  func healthyFeed(mode: FaultMode) throws {
    let planned = plan(.posts, mode)
    #expect(planned.status == 200)
    #expect(planned.headers["Content-Type"] == "application/json; charset=utf-8")
    #expect(planned.headers["Cache-Control"] == "no-store")
    #expect(planned.delay == .zero)
    let posts = try JSONDecoder().decode([DemoPost].self, from: Data(planned.body.utf8))
    #expect(posts == DemoPost.samples)
  }

  @Test("a server error is a 500 whose body is a leak no client may show")
  func serverError() {
    let planned = plan(.posts, .serverError)
    #expect(planned.status == 500)
    #expect(planned.headers["Content-Type"] == "text/html; charset=utf-8")
    #expect(planned.body == HostileBody.serverError)
    #expect(planned.body.contains("Traceback"))
  }

  @Test("maintenance is a 503 with a Retry-After in seconds")
  func maintenanceInSeconds() {
    let planned = plan(.posts, .maintenance(retryAfterSeconds: 120))
    #expect(planned.status == 503)
    #expect(planned.headers["Retry-After"] == "120")
    #expect(planned.body == HostileBody.maintenance)
  }

  @Test("maintenance can write Retry-After as the HTTP date when it ends")
  func maintenanceAsDate() {
    let planned = plan(.posts, .maintenance(retryAfterSeconds: 120, format: .httpDate))
    #expect(planned.status == 503)
    #expect(planned.headers["Retry-After"] == "Sun, 06 Nov 1994 08:51:37 GMT")
  }

  @Test("an HTTP-date Retry-After drops fractions of a second rather than rounding up")
  func maintenanceDateDropsFractions() {
    var generator = ConstantRandomNumberGenerator(0)
    let planned = ResponsePlanner.response(
      for: .posts, faults: FaultConfiguration(mode: .maintenance(retryAfterSeconds: 0, format: .httpDate)),
      now: Date(timeIntervalSince1970: 784_111_777.9), using: &generator)
    #expect(planned.headers["Retry-After"] == "Sun, 06 Nov 1994 08:49:37 GMT")
  }

  @Test("a required update is a 426 with a JSON error naming the minimum version")
  func updateRequired() throws {
    let planned = plan(.posts, .updateRequired)
    #expect(planned.status == 426)
    #expect(planned.headers["Content-Type"] == "application/json; charset=utf-8")
    let error = try JSONDecoder().decode(APIErrorBody.self, from: Data(planned.body.utf8))
    #expect(error.error == "update_required")
    #expect(error.minimumVersion == "2.1.0")
  }

  @Test("malformed JSON is a 200 with a JSON content type that no decoder accepts")
  func malformedJSON() {
    let planned = plan(.posts, .malformedJSON)
    #expect(planned.status == 200)
    #expect(planned.headers["Content-Type"] == "application/json; charset=utf-8")
    #expect(planned.body == ResponsePlanner.truncatedPostsJSON)
    #expect(planned.body.hasPrefix("[{"))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([DemoPost].self, from: Data(planned.body.utf8))
    }
    #expect(throws: (any Error).self) {
      try JSONSerialization.jsonObject(with: Data(planned.body.utf8))
    }
  }

  @Test("an empty list is a 200 with an empty array")
  func emptyList() throws {
    let planned = plan(.posts, .emptyList)
    #expect(planned.status == 200)
    #expect(planned.body == "[]")
    #expect(try JSONDecoder().decode([DemoPost].self, from: Data(planned.body.utf8)).isEmpty)
  }

  @Test("a flaky request fails when the draw is below the failure rate")
  func flakyFailsBelowRate() {
    // A zero draw is below any positive rate.
    let planned = plan(.posts, .flaky(failureRate: 0.3), random: 0)
    #expect(planned.status == 500)
    #expect(planned.body == HostileBody.flakyFailure)
    #expect(planned.headers["Content-Type"] == "text/plain; charset=utf-8")
  }

  @Test("a flaky request succeeds when the draw is at or above the failure rate")
  func flakySucceedsAboveRate() {
    #expect(plan(.posts, .flaky(failureRate: 0.3), random: .max).status == 200)
    #expect(plan(.posts, .flaky(failureRate: 0), random: 0).status == 200)
    #expect(plan(.posts, .flaky(failureRate: 0.999), random: .max).status == 200)
    #expect(plan(.posts, .flaky(failureRate: 1), random: .max).status == 500)
  }

  @Test("a flaky feed fails at about its failure rate", arguments: [0.1, 0.3, 0.5, 0.9])
  func flakyRate(failureRate: Double) {
    var generator = SeededRandomNumberGenerator(seed: 42)
    let requests = 10_000
    let failures = (0..<requests).count { _ in
      ResponsePlanner.response(
        for: .posts, faults: FaultConfiguration(mode: .flaky(failureRate: failureRate)), now: Self.rfcExampleDate,
        using: &generator
      ).status == 500
    }
    #expect(abs(Double(failures) / Double(requests) - failureRate) < 0.02)
  }

  @Test("the random source is drawn from once per flaky feed request and never otherwise")
  func drawsOnlyForFlakyFeeds() {
    for mode in Self.allModes {
      for route in BackendRoute.allCases {
        var generator = ConstantRandomNumberGenerator(0)
        _ = ResponsePlanner.response(
          for: route, faults: FaultConfiguration(mode: mode), now: Self.rfcExampleDate, using: &generator)
        let flakyFeed = route == .posts && mode == .flaky(failureRate: 0.5)
        // `Double.random(in:using:)` takes exactly one 64-bit draw.
        #expect(generator.drawCount == (flakyFeed ? 1 : 0), "\(route) under \(mode)")
      }
    }
  }

  @Test("the same seed gives the same sequence of flaky answers")
  func seededFlakinessRepeats() {
    func statuses() -> [Int] {
      var generator = SeededRandomNumberGenerator(seed: 7)
      return (0..<50).map { _ in
        ResponsePlanner.response(
          for: .posts, faults: FaultConfiguration(mode: .flaky(failureRate: 0.3)), now: Self.rfcExampleDate,
          using: &generator
        ).status
      }
    }
    let first = statuses()
    #expect(first == statuses())
    #expect(first.contains(200) && first.contains(500))
  }

  @Test(
    "values built in code outside the parser's ranges still give sane answers",
    arguments: [
      FaultMode.flaky(failureRate: .nan), .flaky(failureRate: -1), .flaky(failureRate: .infinity),
      .maintenance(retryAfterSeconds: -5), .maintenance(retryAfterSeconds: .max, format: .httpDate),
      .maintenance(retryAfterSeconds: .min, format: .httpDate),
    ])
  func hostileValues(mode: FaultMode) throws {
    for route in BackendRoute.allCases {
      let planned = plan(route, mode)
      #expect([200, 500, 503].contains(planned.status))
    }
    let status = ResponsePlanner.status(mode: mode)
    #expect((status.retryAfterSeconds ?? 0) >= 0)
    if case .maintenance(_, .deltaSeconds) = mode {
      #expect(plan(.posts, mode).headers["Retry-After"] == "0")
    }
  }

  // MARK: Other routes

  @Test("health is a plain ok in every mode", arguments: allModes)
  func health(mode: FaultMode) {
    let planned = plan(.health, mode)
    #expect(planned.status == 200)
    #expect(planned.body == "ok")
    #expect(planned.headers["Content-Type"] == "text/plain; charset=utf-8")
  }

  @Test("status is a 200 whose JSON tells ok, maintenance or error", arguments: allModes)
  func status(mode: FaultMode) throws {
    let planned = plan(.status, mode)
    #expect(planned.status == 200)
    let status = try JSONDecoder().decode(BackendStatus.self, from: Data(planned.body.utf8))
    #expect(status == ResponsePlanner.status(mode: mode))
    switch mode {
    case .maintenance(let seconds, _):
      #expect(status.state == .maintenance)
      #expect(status.retryAfterSeconds == seconds)
      #expect(planned.body.contains("\"retryAfterSeconds\":120"))
    case .serverError:
      #expect(status.state == .error)
      #expect(status.retryAfterSeconds == nil)
    default:
      #expect(status.state == .ok)
      #expect(status.retryAfterSeconds == nil)
      #expect(!planned.body.contains("retryAfterSeconds"))
    }
  }

  @Test("a flaky status names the failure rate")
  func flakyStatus() {
    #expect(ResponsePlanner.status(mode: .flaky(failureRate: 0.3)).message.contains("30%"))
  }

  @Test("version tells the demo client whether to update", arguments: allModes)
  func version(mode: FaultMode) throws {
    let planned = plan(.version, mode)
    #expect(planned.status == 200)
    let version = try JSONDecoder().decode(VersionInfo.self, from: Data(planned.body.utf8))
    switch mode {
    case .updateRequired: #expect(version == .updateRequired)
    case .updateAvailable: #expect(version == .updateAvailable)
    default: #expect(version == .current)
    }
  }

  @Test("the version answers mean required, available and not needed for the demo client's version")
  func versionMeanings() {
    let client = VersionInfo.demoClientVersion
    func isOlder(_ lhs: String, than rhs: String) -> Bool {
      lhs.split(separator: ".").map { Int($0)! }.lexicographicallyPrecedes(rhs.split(separator: ".").map { Int($0)! })
    }
    #expect(isOlder(client, than: VersionInfo.updateRequired.minimumVersion))
    #expect(!isOlder(client, than: VersionInfo.updateAvailable.minimumVersion))
    #expect(isOlder(client, than: VersionInfo.updateAvailable.latestVersion))
    #expect(!isOlder(client, than: VersionInfo.current.minimumVersion))
    #expect(!isOlder(client, than: VersionInfo.current.latestVersion))
  }

  @Test("latency delays every route in every mode, on top of the mode", arguments: allModes)
  func latencyComposes(mode: FaultMode) {
    for route in BackendRoute.allCases {
      let slow = plan(route, mode, latency: .milliseconds(800))
      var fast = plan(route, mode)
      #expect(slow.delay == .milliseconds(800))
      fast.delay = .milliseconds(800)
      #expect(slow == fast, "latency must change nothing but the delay of \(route) under \(mode)")
    }
  }

  @Test("every answer forbids caching, so that a fault switch shows at once", arguments: allModes)
  func noCaching(mode: FaultMode) {
    for route in BackendRoute.allCases {
      #expect(plan(route, mode).headers["Cache-Control"] == "no-store")
    }
  }

  @Test("the hostile bodies contain their telltales and honest bodies do not")
  func telltales() {
    let hostile = [HostileBody.serverError, HostileBody.maintenance, HostileBody.flakyFailure]
    for body in hostile {
      #expect(HostileBody.telltales.contains { body.contains($0) })
    }
    for mode in Self.allModes where mode != .serverError {
      for route in BackendRoute.allCases where !(route == .posts && hostile.contains(plan(route, mode).body)) {
        let body = plan(route, mode).body
        #expect(!HostileBody.telltales.contains { body.contains($0) }, "\(route) under \(mode)")
      }
    }
  }

  @Test("routes are served at their names")
  func routePaths() {
    #expect(BackendRoute.allCases.map(\.path) == ["/posts", "/health", "/status", "/version"])
  }
}
