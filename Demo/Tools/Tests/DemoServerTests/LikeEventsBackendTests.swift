import Foundation
import Testing

@testable import DemoServer

/// `GET /posts/likes/events`: what it plans under each fault, and the stream over real HTTP, on a manual clock.
@Suite("Like events")
struct LikeEventsBackendTests {
  static let keepAlive = Duration.seconds(15)
  static let limit = Duration.seconds(20)

  func plan(_ mode: FaultMode, latency: Duration = .zero) -> PlannedResponse {
    var generator = ConstantRandomNumberGenerator(0)
    return ResponsePlanner.likeEventsResponse(
      faults: FaultConfiguration(mode: mode, latency: latency), now: ResponsePlannerTests.rfcExampleDate,
      using: &generator)
  }

  /// Starts a backend on `clock` whose streams keep alive every ``keepAlive`` and end after ``limit``, runs `body`
  /// with a client for it, and always stops both.
  func withBackend(
    _ mode: FaultMode = .healthy,
    clock: ManualClock = ManualClock(),
    _ body: (DemoBackend, LoopbackClient) async throws -> Void
  ) async throws {
    let backend = DemoBackend(
      faults: FaultConfiguration(mode: mode), clock: clock, likeEventsKeepAlive: Self.keepAlive,
      likeEventsLimit: Self.limit, randomNumberGenerator: SeededRandomNumberGenerator(seed: 1))
    try await backend.start()
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

  @Test("a like event is the post's id and count as JSON, under the event type likes")
  func eventFormat() {
    #expect(
      ResponsePlanner.likeEvent(DemoLikeCount(id: 3, likes: 49, liked: true))
        == "event: likes\ndata: {\"id\":3,\"liked\":true,\"likes\":49}\n\n")
    #expect(ResponsePlanner.keepAliveComment == ": keep-alive\n\n")
  }

  @Test(
    "the stream is planned unless a fault of the server or the transport replaces it",
    arguments: [FaultMode.healthy, .offline, .updateAvailable, .malformedJSON, .emptyList, .drip, .likeFailure])
  func streamPlanned(mode: FaultMode) {
    let planned = plan(mode, latency: .milliseconds(800))
    #expect(planned.status == 200)
    #expect(planned.delivery == .likeEvents)
    #expect(planned.headers == ["Content-Type": "text/event-stream", "Cache-Control": "no-store"])
    #expect(planned.delay == .milliseconds(800))
  }

  @Test("a failing server answers its status instead, and a hang or a reset takes the stream's place")
  func faultsPlanned() {
    #expect(plan(.serverError).status == 500)
    #expect(plan(.serverError).delivery == .whole)
    #expect(plan(.maintenance(retryAfterSeconds: 120)).status == 503)
    #expect(plan(.maintenance(retryAfterSeconds: 120)).headers["Retry-After"] == "120")
    #expect(plan(.updateRequired).status == 426)
    #expect(plan(.rateLimited(retryAfter: .seconds(5))).status == 429)
    #expect(plan(.flaky(failureRate: 1)).status == 500)
    #expect(plan(.hang).delivery == .hang)
    #expect(plan(.reset).delivery == .reset)
    #expect(plan(.serverError).headers["Cache-Control"] == "no-store")
  }

  @Test("two streams carry every change of a like count, a keep-alive, and end at the limit")
  func streamOverHTTP() async throws {
    let clock = ManualClock()
    try await withBackend(clock: clock) { backend, client in
      var sleeps = clock.sleepStarted.makeAsyncIterator()
      async let first = client.send("/posts/likes/events")
      async let second = client.send("/posts/likes/events")
      // Each stream subscribes, then sleeps until its keep-alive and until its limit.
      var started: [Duration] = []
      for _ in 0..<4 { started.append(try #require(await sleeps.next())) }
      #expect(started.sorted() == [Self.keepAlive, Self.keepAlive, Self.limit, Self.limit])

      let likes = try #require(await backend.catalogue.likes(ofPostWithID: 42))
      #expect(try await client.send("/posts/42/like", method: "POST").status == 200)
      #expect(try await client.send("/posts/42/like", method: "POST").status == 200, "liked already: no change")
      #expect(try await client.send("/posts/999/like", method: "POST").status == 404)
      #expect(try await client.send("/posts/42/like", method: "DELETE").status == 200)
      clock.advance(by: Self.keepAlive)
      // Both keep-alives are queued once both streams sleep for the next.
      for _ in 0..<2 { #expect(await sleeps.next() == Self.keepAlive) }
      clock.advance(by: Self.limit - Self.keepAlive)

      let expected =
        ResponsePlanner.likeEvent(DemoLikeCount(id: 42, likes: likes + 1, liked: true))
        + ResponsePlanner.likeEvent(DemoLikeCount(id: 42, likes: likes, liked: false))
        + ResponsePlanner.keepAliveComment
      for answer in try await [first, second] {
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "text/event-stream")
        #expect(answer.header("Cache-Control") == "no-store")
        #expect(answer.text == expected)
      }
      #expect(await backend.recentRequests.first == "GET /posts/likes/events")
    }
  }

  @Test("a failing server answers the stream's request with its status, at once")
  func serverError() async throws {
    try await withBackend(.serverError) { _, client in
      let answer = try await client.send("/posts/likes/events")
      #expect(answer.status == 500)
      #expect(answer.header("Content-Type") == "text/html; charset=utf-8")
    }
  }

  @Test("going offline ends an open stream with what it had, and refuses the next")
  func offline() async throws {
    let clock = ManualClock()
    try await withBackend(clock: clock) { backend, client in
      var sleeps = clock.sleepStarted.makeAsyncIterator()
      async let stream = client.send("/posts/likes/events")
      for _ in 0..<2 { _ = await sleeps.next() }
      let liked = try await client.send("/posts/7/like", method: "POST").decoded(as: DemoPostDetail.self)
      // The clock never advances: only the shutdown can end the stream.
      try await backend.goOffline()
      let answer = try await stream
      #expect(answer.status == 200)
      #expect(answer.text == ResponsePlanner.likeEvent(DemoLikeCount(id: 7, likes: liked.likes, liked: true)))
      #expect(await client.transportErrorCode("/posts/likes/events") == .cannotConnectToHost)
    }
  }
}
