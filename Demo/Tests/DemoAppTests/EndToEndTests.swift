import DemoApp
import DemoRuntime
import DemoServer
import ScreenState
import Testing

/// The demo app against the real embedded backend, over real HTTP on loopback: every step waits for an event
/// (an awaited action or the loader settling), never for time.
@MainActor
@Suite("End to end against the embedded backend")
struct EndToEndTests {
  @Test("the tour: list, 500 alert, offline, back online, maintenance, malformed, update, empty")
  func tour() async throws {
    try await DemoHarness.run { demo in
      let app = demo.app
      let feed = demo.feed

      // First load → the list.
      await app.start()
      #expect(feed.projection == .content(DemoHarness.samplePosts, isRefreshing: false, notice: nil))
      #expect(app.faults == FaultSettings(mode: "none", latency: "0"))

      // 500 → refresh → the list is kept, with an alert over it that shows nothing of the HTML body.
      await app.applyFault("500")
      await app.send(.refresh)
      #expect(feed.projection.content == DemoHarness.samplePosts)
      let alert = try #require(feed.projection.alert)
      #expect(alert == .failure(FailureClassification(kind: .serverError, statusCode: 500)))
      #expect(alert.buttons.map(\.label) == ["OK", "Try Again"])
      UserFacingText.expectNoLeak(of: HostileBody.serverError, in: UserFacingText.strings(in: feed.projection))
      await app.send(.dismissFailure)
      #expect(feed.projection == .content(DemoHarness.samplePosts, isRefreshing: false, notice: nil))

      // Offline: a refresh keeps the list with an alert; the feed opened anew has nothing to keep, so after the
      // retries the whole screen says so. Both say the same true thing: the server is out of reach (the
      // connection is refused), not that the device has no internet.
      await app.goOffline()
      #expect(app.faults?.mode == "offline")
      await app.send(.refresh)
      #expect(feed.projection.alert?.title == "Can't reach the server")
      await app.reopenFeed()
      let unreachable = FailureClassification(kind: .cannotReachServer)
      #expect(feed.projection == .failure(NoNetworkErrorScreenModel.initialConfiguration(for: unreachable)))
      #expect(feed.projection.errorScreen?.title == "Can't reach the server")
      #expect(feed.errorScreenModel is NoNetworkErrorScreenModel)

      // "Check connection" while the server still refuses: a real TCP check that fails.
      await app.send(.errorScreenPrimary)
      #expect(feed.projection == .failure(NoNetworkErrorScreenModel.stillDisconnectedConfiguration(for: unreachable)))
      #expect(feed.projection.errorScreen?.title == "Still can't reach the server")

      // The server is back → "Check connection" succeeds, retries, and the list returns.
      await app.goOnline()
      await app.send(.errorScreenPrimary)
      await feed.source.waitUntilSettled()
      #expect(feed.projection == .content(DemoHarness.samplePosts, isRefreshing: false, notice: nil))

      // 503 with Retry-After: 120 → the maintenance screen says when to come back.
      await app.applyFault("maintenance:120")
      await app.send(.refresh)
      #expect(feed.projection.alert?.message == "The service is being worked on. Try again in 2 minutes.")
      await app.reopenFeed()
      let maintenance = try #require(feed.projection.errorScreen)
      #expect(maintenance.icon == .maintenance)
      #expect(maintenance.title == "Down for maintenance")
      #expect(maintenance.message == "The service is being worked on. Try again in 2 minutes.")
      #expect(maintenance.buttons.map(\.label) == ["Refresh status"])
      UserFacingText.expectNoLeak(of: HostileBody.maintenance, in: UserFacingText.strings(in: maintenance))

      // "Refresh status" asks /status, which still says maintenance; once it is over, the feed loads again.
      await app.send(.errorScreenPrimary)
      #expect(feed.projection.errorScreen?.title == "Down for maintenance")
      await app.applyFault("none")
      await app.send(.errorScreenPrimary)
      await feed.source.waitUntilSettled()
      #expect(feed.projection.content == DemoHarness.samplePosts)

      // Malformed JSON → "unexpected response", and not one fragment of the body on screen.
      await app.applyFault("malformed")
      await app.reopenFeed()
      let unexpected = try #require(feed.projection.errorScreen)
      #expect(unexpected == .failure(FailureClassification(kind: .unexpectedResponse)))
      UserFacingText.expectNoLeak(
        of: ResponsePlanner.truncatedPostsJSON, in: UserFacingText.strings(in: feed.projection))

      // Update required → the update screen, with no "Later"; "Update" opens the store.
      await app.applyFault("update-required")
      await app.reopenFeed()
      #expect(feed.projection == .failure(AppUpdateErrorScreenModel.configuration(for: .required)))
      #expect(feed.projection.buttons.map(\.label) == ["Update"])
      await app.send(.errorScreenPrimary)
      #expect(app.activity.latest == "would open \(StoreLink.updateURL)")
      await app.send(.errorScreenSecondary)
      #expect(feed.projection.errorScreen?.title == "Update required", "no way past a required update")

      // An empty list → the empty state.
      await app.applyFault("empty")
      await app.reopenFeed()
      #expect(feed.projection == .empty(isRefreshing: false, notice: nil))
    }
  }

  @Test("a refresh shows the list as refreshing while the request is in flight")
  func refreshKeepsContent() async throws {
    try await DemoHarness.run { demo in
      guard #available(macOS 26, *) else { return }
      await demo.app.start()
      // `Task.immediate` runs the refresh up to its first suspension, where the loader has marked it in flight.
      let refresh = Task.immediate { await demo.app.send(.refresh) }
      #expect(demo.feed.projection == .content(DemoHarness.samplePosts, isRefreshing: true, notice: nil))
      await refresh.value
      #expect(demo.feed.projection == .content(DemoHarness.samplePosts, isRefreshing: false, notice: nil))
    }
  }

  @Test(
    "a first load under each fault shows its full-screen error, with no raw body",
    arguments: [FaultMode.serverError, .maintenance(retryAfterSeconds: 120), .malformedJSON, .updateRequired, .offline])
  func firstLoadFailures(mode: FaultMode) async throws {
    let (title, rawBody): (String, String) =
      switch mode {
      case .serverError: ("Something went wrong on our side", HostileBody.serverError)
      case .maintenance: ("Down for maintenance", HostileBody.maintenance)
      case .malformedJSON: ("Unexpected response", ResponsePlanner.truncatedPostsJSON)
      case .updateRequired: ("Update required", "")
      default: ("Can't reach the server", "")
      }
    try await DemoHarness.run(faultMode: mode) { demo in
      await demo.app.start()
      let screen = try #require(demo.feed.projection.errorScreen)
      #expect(screen.title == title)
      UserFacingText.expectNoLeak(of: rawBody, in: UserFacingText.strings(in: screen))
    }
  }

  @Test("maintenance with Retry-After as an HTTP date says when to come back too")
  func maintenanceWithDate() async throws {
    try await DemoHarness.run(faultMode: .maintenance(retryAfterSeconds: 300, format: .httpDate)) { demo in
      await demo.app.start()
      // The date is whole seconds after the server's "now", so 299 or 300 s remain: both read "5 minutes".
      #expect(demo.feed.projection.errorScreen?.message == "The service is being worked on. Try again in 5 minutes.")
    }
  }

  @Test("a server error's screen asks /status, and retries once the backend says it is available")
  func serverErrorRecovers() async throws {
    try await DemoHarness.run(faultMode: .serverError) { demo in
      await demo.app.start()
      #expect(demo.feed.projection == .failure(BackendUnavailableErrorScreenModel.configuration(for: .serverError)))
      await demo.app.send(.errorScreenPrimary)
      #expect(demo.feed.projection.errorScreen?.title == "Something went wrong on our side")
      await demo.app.applyFault("none")
      await demo.app.send(.errorScreenPrimary)
      await demo.feed.source.waitUntilSettled()
      #expect(demo.feed.projection.content == DemoHarness.samplePosts)
    }
  }

  @Test("a flaky backend with a seeded failure rate fails exactly the loads its random source predicts")
  func flaky() async throws {
    let seed: UInt64 = 3
    let mode = FaultMode.flaky(failureRate: 0.5)
    let loads = 6
    let attempts = DemoHarness.immediateRetries.maximumAttempts
    // The server's own planner, drawing from the same seed, says which requests fail; a load fails when all of its
    // attempts do.
    var random = SeededRandomNumberGenerator(seed: seed)
    var predicted: [(succeeds: Bool, failedAttempts: Int)] = []
    for _ in 0..<loads {
      var failed = 0
      while failed < attempts,
        ResponsePlanner.response(
          for: .posts, faults: FaultConfiguration(mode: mode), now: .now, using: &random
        ).status == 500
      {
        failed += 1
      }
      predicted.append((failed < attempts, failed))
    }
    try #require(predicted.contains { !$0.succeeds }, "the seed must give a load that fails for good")
    try #require(predicted.contains { $0.succeeds && $0.failedAttempts > 0 }, "…and one saved by a retry")

    try await DemoHarness.run(faultMode: mode, flakySeed: seed) { demo in
      await demo.app.start()
      for (index, load) in predicted.enumerated() {
        if index > 0 { await demo.app.reopenFeed() }
        if load.succeeds {
          #expect(demo.feed.projection.content == DemoHarness.samplePosts, "load \(index + 1)")
        } else {
          let screen = try #require(demo.feed.projection.errorScreen, "load \(index + 1)")
          #expect(screen == BackendUnavailableErrorScreenModel.configuration(for: .serverError))
          UserFacingText.expectNoLeak(of: HostileBody.flakyFailure, in: UserFacingText.strings(in: screen))
        }
      }
    }
  }
}
