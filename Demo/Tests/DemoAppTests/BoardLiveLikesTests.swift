import DemoServer
import Foundation
import Observation
import ScreenState
import ScreenStateTesting
import Testing

@testable import DemoApp

/// Two boards on one backend, as two demos in two terminals: a like made on one shows in the other's feed, through
/// the server's like events, and the one that made it counts it once.
@MainActor
@Suite("Likes between two boards", .timeLimit(.minutes(1)))
struct BoardLiveLikesTests {
  /// Returns once `condition` holds, waking at each change of what it reads (a board's feed): the events cross real
  /// sockets, so the wait is for them, never for time; the suite's time limit ends a wait that never ends.
  func until(_ condition: @escaping @MainActor () -> Bool) async {
    while !condition() {
      await withCheckedContinuation { continuation in
        withObservationTracking {
          _ = condition()
        } onChange: {
          continuation.resume()
        }
      }
    }
  }

  @Test("a like and an unlike made on one board reach the other's row; each board counts them once")
  func likesReachTheOtherBoard() async throws {
    let backend = DemoBackend(clock: VirtualClock())
    try await backend.start()
    let url = try #require(await backend.baseURL)
    let (httpA, httpB) = (DemoHTTPClient(baseURL: url), DemoHTTPClient(baseURL: url))
    let configuration = LoadingConfiguration(attemptTimeout: nil)
    let boardA = BoardModel(clients: DemoClients(http: httpA), configuration: configuration)
    let boardB = BoardModel(clients: DemoClients(http: httpB), configuration: configuration)
    await boardA.showFeed()
    await boardB.showFeed()
    let before = try #require(boardB.feed.posts?.first).likes

    await boardA.likeFeedPost(at: 0)
    #expect(boardA.feed.posts?.first?.likes == before + 1)
    await until { boardB.feed.posts?.first?.likes == before + 1 }
    #expect(boardB.feed.posts?.first?.liked == true)  // the same person, on another device
    await boardA.waitUntilSettled()
    #expect(boardA.feed.posts?.first?.likes == before + 1)

    await boardB.likeFeedPost(at: 0)  // liked: this takes it back
    await until { boardA.feed.posts?.first?.likes == before }
    #expect(boardA.feed.posts?.first?.liked == false)
    await boardB.waitUntilSettled()
    #expect(boardB.feed.posts?.first?.likes == before)
    #expect(await backend.catalogue.likes(ofPostWithID: 1) == before)

    httpA.invalidate()
    httpB.invalidate()
    await backend.stop()
  }

}
