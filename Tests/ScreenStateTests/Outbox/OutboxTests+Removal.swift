import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateData

/// A logout: `store.removeAll()` refuses while changes wait, and otherwise leaves nothing in memory, in the outbox or
/// on disk.
extension OutboxTests {
  @Test func aLogoutRefusesWhileChangesWaitAndSaysHowMany() async {
    let disk = InMemoryPersistence()
    let app = await Launch(self, persistence: disk)
    network.goOffline()
    _ = await app.like.submit(1)
    _ = await app.like.submit(1)
    #expect(await app.store.removeAll() == .refused(unsentChanges: 2))
    #expect(app.likes == 12)
    #expect(app.outbox.pendingCount == 2)
    #expect(saved(disk).count == 2)
  }

  @Test func aLogoutDiscardingWhatWaitsLeavesNothingInMemoryInTheOutboxOrOnDisk() async throws {
    let disk = InMemoryPersistence()
    let app = await Launch(self, persistence: disk)
    await app.store.flush()
    #expect(disk.keys == ["post/1"])
    network.goOffline()
    _ = await app.like.submit(1)
    network.goOnline()
    let inFlight = await app.send.nextCall()  // one being sent
    // One waiting behind it (its `submit` returns once the first one's answer is in, or once it is discarded).
    let waiting = Task.immediate { await app.like.submit(1) }
    try #require(await eventually { app.outbox.entries.count == 2 })
    #expect(await app.store.removeAll(discardingUnsentChanges: true) == .removed(droppedChanges: 2))
    #expect(await waiting.value.result == nil)
    #expect(app.post.state == .idle)
    #expect(app.outbox.isEmpty)
    #expect(disk.keys.isEmpty)
    #expect(disk.journalKeys.isEmpty)
    inFlight.succeed(with: Post(id: 1, likes: 11))  // the answer of a cancelled send changes nothing
    await app.outbox.waitUntilSettled()
    #expect(app.post.state == .idle)
    // Loaded again, it shows the server's value: no like of the earlier session pinned over it.
    await app.post.load()
    #expect(app.likes == 10)
    #expect(app.outbox.isEmpty)
  }

  @Test func aLogoutWhileAChangeIsWrittenBeforeItsSendSendsNothing() async throws {
    let app = await Launch(self, persistence: InMemoryPersistence())
    network.goOffline()
    _ = await app.like.submit(1)
    network.goOnline()
    // Taken to be sent, its attempt is written first: the logout comes in between.
    try #require(await eventually { app.outbox.entries.first?.status == .sending })
    try #require(app.send.callCount == 0)
    #expect(await app.store.removeAll(discardingUnsentChanges: true) == .removed(droppedChanges: 1))
    _ = await eventually { app.send.callCount > 0 }
    #expect(app.send.callCount == 0)
    #expect(app.like.state.isIdle)
    if app.send.callCount == 0 { await app.outbox.waitUntilSettled() }  // an unanswered send would never settle
    #expect(app.outbox.isEmpty)
    await app.post.load()
    #expect(app.likes == 10)
  }

  @Test func aValueWaitingToBeSavedIsNotWrittenAfterALogout() async {
    let disk = InMemoryPersistence()
    let app = await Launch(self, persistence: disk)
    #expect(app.store.unsavedCount == 1)  // the post, saved within a second
    #expect(await app.store.removeAll() == .removed(droppedChanges: 0))
    clock.advance(by: .seconds(2))
    await app.store.flush()
    #expect(disk.keys.isEmpty)
    #expect(app.store.unsavedCount == 0)
  }

  @Test func aLogoutRemovesTheFilesOfAFilePersistence() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("logout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = FileResourcePersistence(directory: directory)
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock), persistence: files)
    let post = store.resource("post/1") { () async throws(any Error) in Post(id: 1) }
    await post.load()
    await store.flush()
    files.appendToJournal([Data("a change".utf8)], for: "screenstate-outbox/journal")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)
    #expect(await store.removeAll() == .removed(droppedChanges: 0))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    #expect(post.state == .idle)
  }
}
