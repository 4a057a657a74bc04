import DemoServer
import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import DemoApp

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The like events client: what it reads from an event, and its streams against the real backend over HTTP, whose
/// keep-alives and limits pass on a virtual clock, so that a test waits for events and never for time.
@Suite("Like events against the embedded backend", .timeLimit(.minutes(1)))
struct LikeEventsClientTests {
  /// How long the backend's streams run, in virtual time.
  static let limit = Duration.seconds(60)

  /// A started backend whose keep-alives and stream limits sleep on a virtual clock, a transport for it, and that
  /// clock; all stopped afterwards.
  func withBackend(
    _ mode: FaultMode = .healthy,
    _ body: (DemoBackend, DemoHTTPClient, VirtualClock) async throws -> Void
  ) async throws {
    let clock = VirtualClock()
    let backend = DemoBackend(faults: FaultConfiguration(mode: mode), clock: clock, likeEventsLimit: Self.limit)
    try await backend.start()
    let http = DemoHTTPClient(baseURL: try #require(await backend.baseURL))
    do {
      try await body(backend, http, clock)
    } catch {
      http.invalidate()
      await backend.stop()
      throw error
    }
    http.invalidate()
    await backend.stop()
  }

  /// The first count of `events`, or `nil` when it finishes first.
  func first(of events: AsyncThrowingStream<LikeCount, any Error>) async throws -> LikeCount? {
    for try await count in events { return count }
    return nil
  }

  @Test("a like and an unlike reach every listener with the new count, and the server's end finishes both")
  func likesReachEveryListener() async throws {
    try await withBackend { _, http, clock in
      var first = LikeEventsClient(http: http).events().makeAsyncIterator()
      // The app's clients carry one too, over the same transport.
      var second = DemoClients(http: http).likeEvents.events().makeAsyncIterator()
      // Each stream sleeps until its keep-alive and its limit once it listens.
      await clock.waitForSleepers(count: 4)

      let likes = LikeClient(http: http)
      let liked = try await likes.setLiked(true, id: 3, idempotencyKey: "like")
      let firstLike = try await first.next()
      let secondLike = try await second.next()
      #expect(firstLike == LikeCount(id: 3, likes: liked.likes, liked: true))
      #expect(secondLike == firstLike)

      let unliked = try await likes.setLiked(false, id: 3, idempotencyKey: "unlike")
      #expect(unliked.likes == liked.likes - 1)
      let firstUnlike = try await first.next()
      let secondUnlike = try await second.next()
      #expect(firstUnlike == LikeCount(id: 3, likes: unliked.likes, liked: false))
      #expect(secondUnlike == firstUnlike)

      // A keep-alive, then the end: the comment is skipped and both sequences finish without an error.
      clock.advance(by: Self.limit)
      let firstEnd = try await first.next()
      let secondEnd = try await second.next()
      #expect(firstEnd == nil)
      #expect(secondEnd == nil)
    }
  }

  @Test("a status other than 200 is thrown, with its Retry-After")
  func statusFailures() async throws {
    try await withBackend(.serverError) { backend, http, _ in
      let client = LikeEventsClient(http: http)
      await #expect(throws: HTTPStatusError(statusCode: 500)) { try await first(of: client.events()) }
      try await backend.setFaultMode(.maintenance(retryAfterSeconds: 120))
      await #expect(throws: HTTPStatusError(statusCode: 503, retryAfter: .seconds(120))) {
        try await first(of: client.events())
      }
    }
  }

  @Test("a backend that cannot be reached is the transport's failure; a closed client's, a cancellation")
  func transportFailures() async throws {
    try await withBackend { backend, http, _ in
      let client = LikeEventsClient(http: http)
      try await backend.goOffline()
      let refused = await #expect(throws: URLError.self) { try await first(of: client.events()) }
      #expect(refused?.code == .cannotConnectToHost)
      http.invalidate()
      await #expect(throws: URLError(.cancelled)) { try await first(of: client.events()) }
    }
  }

  @Test("cancelling the consumer ends its sequence at once, while the server still streams")
  func cancelledConsumer() async throws {
    try await withBackend { _, http, clock in
      let events = LikeEventsClient(http: http).events()
      let consumer = Task {
        var received: [LikeCount] = []
        for try await count in events { received.append(count) }
        return received
      }
      await clock.waitForSleepers(count: 2)
      consumer.cancel()
      #expect(try await consumer.value == [])
      // The stream the consumer left gets this like's event, and drops it; then the server ends it.
      _ = try await LikeClient(http: http).like(id: 5)
      clock.advance(by: Self.limit)
    }
  }

  @Test("a like event's data is its count; other events and data that is not a count are skipped")
  func likeCounts() {
    #expect(
      LikeEventsClient.likeCount(in: .init(type: "likes", data: #"{"id":3,"likes":49}"#)) == .init(id: 3, likes: 49))
    #expect(
      LikeEventsClient.likeCount(in: .init(type: "likes", data: #"{"id":3,"likes":49,"liked":true}"#))
        == .init(id: 3, likes: 49, liked: true))
    #expect(
      LikeEventsClient.likeCount(in: .init(type: "likes", data: #"{"id":3,"likes":49,"liked":true,"more":1}"#))
        == .init(id: 3, likes: 49, liked: true), "a field added later is ignored")
    #expect(LikeEventsClient.likeCount(in: .init(data: #"{"id":3,"likes":49}"#)) == nil, "not a likes event")
    for data in [#"{"id":3,"likes""#, "not json", #"{"id":3}"#, #"{"id":"3","likes":1}"#, "", "null"] {
      #expect(LikeEventsClient.likeCount(in: .init(type: "likes", data: data)) == nil, "\(data)")
    }
  }
}
