import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateData

/// "Send now" and the network coming back while a change is being sent, and what `waitUntilSettled()` waits for.
extension OutboxTests {
  @Test func sendNowDuringASendThatFailsSendsWhatWaitsAtOnce() async throws {
    let app = await Launch(self, persistence: InMemoryPersistence())
    network.goOffline()
    var ids: [SubmissionID] = []
    for _ in 0..<2 {
      if case .queued(let id) = await app.like.submit(1) { ids.append(id) }
    }
    network.goOnline()
    let first = await app.send.nextCall()
    app.outbox.sendNow()  // the person taps "Send now" while the first change is being sent
    let before = clock.now
    first.fail(with: HTTPStatusError(statusCode: 500))
    // No backoff: the change that failed, first in line, goes again at once, then the one after it.
    try #require(await eventually { app.send.callCount == 2 })
    #expect(clock.now == before)
    let again = await app.send.nextCall()
    #expect(again.input as? SubmissionID == ids[0])
    again.succeed(with: Post(id: 1, likes: 12))
    let next = await app.send.nextCall()
    #expect(next.input as? SubmissionID == ids[1])
    next.succeed(with: Post(id: 1, likes: 12))
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.isEmpty)
    #expect(clock.now == before)
  }

  @Test func theNetworkReturningDuringASendThatFailsSendsItAgainAtOnce() async throws {
    let app = await Launch(self, persistence: InMemoryPersistence())
    let submission = Task.immediate { await app.like.submit(1) }
    let first = await app.send.nextCall()
    network.goOffline()
    network.goOnline()
    first.fail(with: URLError(.networkConnectionLost))
    try #require(await eventually { app.send.callCount == 2 })
    await app.send.nextCall().succeed(with: Post(id: 1, likes: 11))
    #expect(await submission.value.result == nil)  // queued when the first send failed
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.isEmpty)
    #expect(app.like.state.output == Post(id: 1, likes: 11))
  }

  @Test func sendNowSparesOneFailureItsWaitNotTheNext() async throws {
    let app = await Launch(self, persistence: InMemoryPersistence())
    let submission = Task.immediate { await app.like.submit(1) }
    let first = await app.send.nextCall()
    app.outbox.sendNow()
    first.fail(with: HTTPStatusError(statusCode: 500))
    try #require(await eventually { app.send.callCount == 2 })
    await app.send.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    #expect(await submission.value.result == nil)  // queued: it waits for the backoff
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 2)
    #expect(app.outbox.pendingCount == 1)
    await clock.waitForSleepers()
    clock.advance(by: .seconds(2))  // the second failure in a row: 2 s
    await app.send.nextCall().succeed(with: Post(id: 1, likes: 11))
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.isEmpty)
  }

  @Test func waitUntilSettledReturnsOnceNothingIsSentWhileChangesStillWait() async {
    let app = await Launch(self, persistence: InMemoryPersistence())
    network.goOffline()
    _ = await app.like.submit(1)
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.pendingCount == 1)  // settled, not sent: it waits for the network
    network.goOnline()
    await app.send.nextCall().succeed(with: Post(id: 1, likes: 11))
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.pendingCount == 0)
  }
}
