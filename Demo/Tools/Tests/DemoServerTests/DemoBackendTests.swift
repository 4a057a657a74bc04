import Foundation
import Testing

@testable import DemoServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real server on an ephemeral loopback port, driven end to end with URLSession as the demo client will.
@Suite("Demo backend over HTTP")
struct DemoBackendTests {
  /// Starts a backend on port 0, runs `body` with a client for it, and always stops both.
  func withBackend(
    faults: FaultConfiguration = FaultConfiguration(),
    clock: any Clock<Duration> = ManualClock(),
    randomNumberGenerator: any RandomNumberGenerator & Sendable = SeededRandomNumberGenerator(seed: 1),
    now: @escaping @Sendable () -> Date = { ResponsePlannerTests.rfcExampleDate },
    _ body: (DemoBackend, LoopbackClient) async throws -> Void
  ) async throws {
    let backend = DemoBackend(
      port: 0, faults: faults, clock: clock, randomNumberGenerator: randomNumberGenerator, now: now)
    let port = try await backend.start()
    #expect(port > 0)
    let client = LoopbackClient(baseURL: try #require(await backend.baseURL))
    defer { client.invalidate() }
    do {
      try await body(backend, client)
    } catch {
      await backend.stop()
      throw error
    }
    await backend.stop()
  }

  @Test("a healthy backend serves the feed, health, status and version")
  func healthy() async throws {
    try await withBackend { backend, client in
      #expect(await backend.isListening)
      #expect(await backend.baseURL?.absoluteString == "http://127.0.0.1:\(try #require(await backend.port))")

      let posts = try await client.send("/posts")
      #expect(posts.status == 200)
      #expect(posts.header("Content-Type") == "application/json; charset=utf-8")
      #expect(posts.header("Cache-Control") == "no-store")
      #expect(try posts.decoded(as: [DemoPost].self) == DemoPost.samples)

      let health = try await client.send("/health")
      #expect(health.status == 200)
      #expect(health.text == "ok")

      let status = try await client.send("/status")
      #expect(try status.decoded(as: BackendStatus.self).state == .ok)

      let version = try await client.send("/version")
      #expect(try version.decoded(as: VersionInfo.self) == .current)

      #expect(try await client.send("/nowhere").status == 404)
    }
  }

  @Test("HEAD /health answers 200 without a body")
  func headHealth() async throws {
    try await withBackend { _, client in
      let health = try await client.send("/health", method: "HEAD")
      #expect(health.status == 200)
      #expect(health.body.isEmpty)
    }
  }

  @Test("a server error sends a 500 with the hostile HTML body, and status says error")
  func serverError() async throws {
    try await withBackend(faults: FaultConfiguration(mode: .serverError)) { _, client in
      let posts = try await client.send("/posts")
      #expect(posts.status == 500)
      #expect(posts.header("Content-Type") == "text/html; charset=utf-8")
      #expect(posts.text == HostileBody.serverError)
      #expect(try await client.send("/status").decoded(as: BackendStatus.self).state == .error)
      #expect(try await client.send("/health").status == 200)
    }
  }

  @Test("maintenance sends a 503 with Retry-After in seconds, and status gives the same delay")
  func maintenanceSeconds() async throws {
    try await withBackend(faults: FaultConfiguration(mode: .maintenance(retryAfterSeconds: 120))) { _, client in
      let posts = try await client.send("/posts")
      #expect(posts.status == 503)
      #expect(posts.header("Retry-After") == "120")
      let status = try await client.send("/status").decoded(as: BackendStatus.self)
      #expect(status.state == .maintenance)
      #expect(status.retryAfterSeconds == 120)
    }
  }

  @Test("maintenance can send Retry-After as an HTTP date computed from the injected time")
  func maintenanceDate() async throws {
    let faults = FaultConfiguration(mode: .maintenance(retryAfterSeconds: 120, format: .httpDate))
    try await withBackend(faults: faults) { _, client in
      let posts = try await client.send("/posts")
      #expect(posts.status == 503)
      #expect(posts.header("Retry-After") == "Sun, 06 Nov 1994 08:51:37 GMT")
    }
  }

  @Test("a required update sends 426 on the feed and a higher minimum version")
  func updateRequired() async throws {
    try await withBackend(faults: FaultConfiguration(mode: .updateRequired)) { _, client in
      let posts = try await client.send("/posts")
      #expect(posts.status == 426)
      #expect(try posts.decoded(as: APIErrorBody.self).error == "update_required")
      #expect(try await client.send("/version").decoded(as: VersionInfo.self) == .updateRequired)
    }
  }

  @Test("an available update keeps the feed and advertises a newer version")
  func updateAvailable() async throws {
    // `async throws` spelled out: a closure whose only `try`s sit inside #expect is otherwise inferred not to throw.
    try await withBackend(faults: FaultConfiguration(mode: .updateAvailable)) { _, client async throws in
      #expect(try await client.send("/posts").status == 200)
      #expect(try await client.send("/version").decoded(as: VersionInfo.self) == .updateAvailable)
    }
  }

  @Test("malformed JSON arrives as a 200 that does not decode")
  func malformed() async throws {
    try await withBackend(faults: FaultConfiguration(mode: .malformedJSON)) { _, client in
      let posts = try await client.send("/posts")
      #expect(posts.status == 200)
      #expect(posts.text == ResponsePlanner.truncatedPostsJSON)
      #expect(throws: DecodingError.self) { try posts.decoded(as: [DemoPost].self) }
    }
  }

  @Test("an empty list arrives as a 200 with []")
  func empty() async throws {
    try await withBackend(faults: FaultConfiguration(mode: .emptyList)) { _, client in
      let posts = try await client.send("/posts")
      #expect(posts.status == 200)
      #expect(try posts.decoded(as: [DemoPost].self).isEmpty)
    }
  }

  @Test("a flaky feed fails exactly the requests its seeded random source picks")
  func flaky() async throws {
    let mode = FaultMode.flaky(failureRate: 0.3)
    var expectedGenerator = SeededRandomNumberGenerator(seed: 7)
    let expected = (0..<20).map { _ in
      ResponsePlanner.response(
        for: .posts, faults: FaultConfiguration(mode: mode), now: .now, using: &expectedGenerator
      ).status
    }
    #expect(expected.contains(200) && expected.contains(500))

    try await withBackend(
      faults: FaultConfiguration(mode: mode), randomNumberGenerator: SeededRandomNumberGenerator(seed: 7)
    ) { _, client in
      var statuses: [Int] = []
      for _ in 0..<20 {
        let posts = try await client.send("/posts")
        statuses.append(posts.status)
        if posts.status == 500 { #expect(posts.text == HostileBody.flakyFailure) }
      }
      #expect(statuses == expected)
    }
  }

  @Test("latency holds each answer until the injected clock has advanced by it")
  func latency() async throws {
    let clock = ManualClock()
    let faults = FaultConfiguration(mode: .maintenance(retryAfterSeconds: 30), latency: .milliseconds(800))
    try await withBackend(faults: faults, clock: clock) { _, client in
      var sleeps = clock.sleepStarted.makeAsyncIterator()
      async let answer = client.send("/posts")

      // The request is now waiting on the manual clock; nothing else can let it through.
      #expect(await sleeps.next() == .milliseconds(800))
      clock.advance(by: .milliseconds(799))
      #expect(clock.waitingSleepCount == 1)
      clock.advance(by: .milliseconds(1))

      let posts = try await answer
      #expect(posts.status == 503, "latency adds to the mode, it does not replace it")
      #expect(clock.waitingSleepCount == 0)
    }
  }

  @Test("latency set at run time applies to the next request, and zero removes it")
  func latencyAtRunTime() async throws {
    let clock = ManualClock()
    try await withBackend(clock: clock) { backend, client async throws in
      await backend.setLatency(.seconds(2))
      var sleeps = clock.sleepStarted.makeAsyncIterator()
      async let slow = client.send("/health")
      #expect(await sleeps.next() == .seconds(2))
      clock.advance(by: .seconds(2))
      #expect(try await slow.status == 200)

      await backend.setLatency(.zero)
      #expect(try await client.send("/health").status == 200)
    }
  }

  @Test("offline refuses connections, and going online serves again on the same port")
  func offlineAndBack() async throws {
    try await withBackend { backend, client in
      // A kept-alive connection from before must not survive going offline.
      #expect(try await client.send("/posts").status == 200)
      let port = try #require(await backend.port)

      try await backend.goOffline()
      #expect(await backend.isListening == false)
      #expect(await backend.faults.mode == .offline)
      #expect(await backend.port == port)
      #expect(await client.transportErrorCode("/posts") == .cannotConnectToHost)
      #expect(await client.transportErrorCode("/health") == .cannotConnectToHost)

      try await backend.goOnline()
      #expect(await backend.isListening)
      #expect(await backend.faults.mode == .healthy)
      #expect(await backend.port == port)
      #expect(try await client.send("/posts").status == 200)
      #expect(try await client.send("/health").text == "ok")
    }
  }

  @Test("offline and back many times in a row keeps the port")
  func offlineRepeatedly() async throws {
    try await withBackend { backend, client in
      let port = try #require(await backend.port)
      for _ in 0..<5 {
        try await backend.setFaultMode(.offline)
        #expect(await client.transportErrorCode("/health") == .cannotConnectToHost)
        try await backend.setFaultMode(.serverError)
        #expect(try await client.send("/posts").status == 500)
        #expect(await backend.port == port)
      }
    }
  }

  @Test("several backends going offline and online at once each keep their own port")
  func concurrentBackends() async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<4 {
        group.addTask {
          let startsOffline = index.isMultiple(of: 2)
          try await withBackend(faults: FaultConfiguration(mode: startsOffline ? .offline : .healthy)) {
            backend, client in
            let port = try #require(await backend.port)
            for _ in 0..<10 {
              try await backend.goOnline()
              #expect(try await client.send("/health").status == 200)
              try await backend.goOffline()
              #expect(await client.transportErrorCode("/health") == .cannotConnectToHost)
              #expect(await backend.port == port)
            }
          }
        }
      }
      try await group.waitForAll()
    }
  }

  @Test("a backend started offline holds a port and refuses, then serves on it")
  func startsOffline() async throws {
    try await withBackend(faults: FaultConfiguration(mode: .offline)) { backend, client in
      #expect(await backend.isListening == false)
      #expect(await client.transportErrorCode("/health") == .cannotConnectToHost)
      try await backend.goOnline()
      #expect(try await client.send("/health").status == 200)
    }
  }

  @Test("overlapping offline and online calls leave the listener matching the final mode, on the same port")
  func overlappingChanges() async throws {
    try await withBackend { backend, client in
      let port = try #require(await backend.port)
      for _ in 0..<5 {
        // The two calls race; whichever wins, the listener must agree with the mode that won.
        async let offline: Void = backend.goOffline()
        async let empty: Void = backend.setFaultMode(.emptyList)
        _ = try await (offline, empty)
        let mode = await backend.faults.mode
        #expect(await backend.isListening == !mode.isOffline)
        #expect(await backend.port == port)
        if mode.isOffline {
          #expect(await client.transportErrorCode("/posts") == .cannotConnectToHost)
        } else {
          #expect(try await client.send("/posts").text == "[]")
        }
      }
    }
  }

  @Test("going offline while a request waits on latency ends that request instead of waiting for it")
  func offlineDuringLatency() async throws {
    let clock = ManualClock()
    try await withBackend(faults: FaultConfiguration(latency: .seconds(30)), clock: clock) { backend, client in
      var sleeps = clock.sleepStarted.makeAsyncIterator()
      async let stranded = client.transportErrorCode("/posts")
      #expect(await sleeps.next() == .seconds(30))

      // The clock never advances: only closing the connection can end the request.
      try await backend.goOffline()
      let code = await stranded
      // The connection closes without an answer; FoundationNetworking reports that as -1011 (an empty reply),
      // Darwin's URLSession may say -1005. An HTTP status here would mean a half-written answer got through.
      #expect(code == .networkConnectionLost || code == .badServerResponse, "\(String(describing: code))")
      #expect(clock.waitingSleepCount == 0)
    }
  }

  @Test("GET /fault reports the faults, PUT changes them from JSON or a query")
  func faultRoute() async throws {
    try await withBackend { backend, client in
      let initial = try await client.send("/fault")
      #expect(initial.status == 200)
      #expect(initial.text == #"{"latency":"0","mode":"none"}"#)

      let changed = try await client.send("/fault", method: "PUT", body: #"{"mode":"maintenance:120"}"#)
      #expect(changed.status == 200)
      #expect(try changed.decoded(as: FaultConfiguration.self).mode == .maintenance(retryAfterSeconds: 120))
      #expect(await backend.faults.mode == .maintenance(retryAfterSeconds: 120))
      #expect(try await client.send("/posts").status == 503)

      let byQuery = try await client.send("/fault?mode=empty&latency=0", method: "POST")
      #expect(byQuery.status == 200)
      #expect(try await client.send("/posts").text == "[]")

      let latencyOnly = try await client.send("/fault", method: "PUT", body: #"{"latency":"800ms"}"#)
      #expect(latencyOnly.text == #"{"latency":"800ms","mode":"empty"}"#)
      #expect(await backend.faults == FaultConfiguration(mode: .emptyList, latency: .milliseconds(800)))
    }
  }

  @Test(
    "PUT /fault rejects what it cannot read with a 400 that explains",
    arguments: [
      (#"{"mode":"teapot"}"#, "invalid fault mode \"teapot\": unknown mode"),
      (#"{"latency":"800"}"#, "invalid latency \"800\": a unit is missing"),
      (#"{"mode":"#, "the body must be JSON"),
      (#"["500"]"#, "the body must be JSON"),
      ("{}", "nothing to change"),
    ])
  func faultRouteRejects(body: String, messageFragment: String) async throws {
    try await withBackend { backend, client in
      let answer = try await client.send("/fault", method: "PUT", body: body)
      #expect(answer.status == 400)
      let error = try answer.decoded(as: APIErrorBody.self)
      #expect(error.error == "invalid_fault")
      #expect(error.message.contains(messageFragment), "\(error.message)")
      #expect(await backend.faults == FaultConfiguration())
    }
  }

  @Test("PUT /fault with no body and no query explains what to send")
  func faultRouteEmpty() async throws {
    try await withBackend { _, client in
      let answer = try await client.send("/fault", method: "PUT")
      #expect(answer.status == 400)
      #expect(try answer.decoded(as: APIErrorBody.self).message.contains("nothing to change"))
    }
  }

  @Test("PUT /fault offline answers first, then stops listening")
  func faultRouteOffline() async throws {
    try await withBackend { backend, client in
      let answer = try await client.send("/fault?mode=offline", method: "PUT")
      #expect(answer.status == 200)
      #expect(try answer.decoded(as: FaultConfiguration.self).mode == .offline)

      await backend.waitUntilListening(false)
      #expect(await client.transportErrorCode("/posts") == .cannotConnectToHost)
      try await backend.goOnline()
      #expect(try await client.send("/posts").status == 200)
    }
  }

  @Test("stop frees the port, and start serves again on the same one")
  func stopAndRestart() async throws {
    try await withBackend { backend, client in
      let port = try #require(await backend.port)
      await backend.stop()
      #expect(await backend.isListening == false)
      #expect(await client.transportErrorCode("/health") == .cannotConnectToHost)
      #expect(try await backend.start() == port)
      #expect(try await client.send("/health").status == 200)
    }
  }

  @Test("a taken port fails start with an error naming the address")
  func portInUse() async throws {
    try await withBackend { backend, _ in
      let port = try #require(await backend.port)
      let second = DemoBackend(port: port)
      let error = await #expect(throws: DemoBackendError.self) { try await second.start() }
      guard case .bindFailed(let host, let failedPort, _) = error else {
        Issue.record("expected bindFailed, got \(String(describing: error))")
        return
      }
      #expect(host == "127.0.0.1")
      #expect(failedPort == port)
      #expect(error?.description.hasPrefix("the demo backend cannot listen on 127.0.0.1:\(port): ") == true)
      #expect(await second.isListening == false)
      #expect(await second.port == nil)
    }
  }

  @Test("a port outside 0...65535 fails start with an error instead of a crash", arguments: [-1, 65_536])
  func invalidPort(port: Int) async {
    let backend = DemoBackend(port: port)
    let error = await #expect(throws: DemoBackendError.self) { try await backend.start() }
    #expect(error == .bindFailed(host: "127.0.0.1", port: port, reason: "the port must be between 0 and 65535"))
  }

  @Test("fault changes before start are kept and applied by start")
  func faultsBeforeStart() async throws {
    let backend = DemoBackend()
    try await backend.setFaultMode(.serverError)
    await backend.setLatency(.zero)
    #expect(await backend.port == nil)
    #expect(await backend.baseURL == nil)
    try await backend.start()
    let client = LoopbackClient(baseURL: try #require(await backend.baseURL))
    defer { client.invalidate() }
    #expect(try await client.send("/posts").status == 500)
    await backend.stop()
  }
}
