// swift-format-ignore-file: OrderedImports
// (The example between the markers is the article's block verbatim, imports included; its test runs here.)
import Foundation

// MARK: TestingAnOutboxAcrossARelaunch (begin)
import ScreenState
import ScreenStateTesting
import Testing

struct Story: Codable, Hashable, Identifiable, Sendable {
  var id: Int
  var likes: Int
}

/// One launch of the app: its store on the disk, and the outbox and the like it makes once.
@MainActor
final class Launch {
  let store: ResourceStore
  let outbox: Outbox
  let like: Mutation<Int, Story, any Error>

  init(disk: InMemoryPersistence, network: ControllableConnectivity, clock: VirtualClock, server: LikeServer) {
    store = ResourceStore(
      configuration: LoadingConfiguration(clock: clock, connectivity: network), persistence: disk)
    outbox = Outbox(store)
    like = Mutation(
      "like the story", queuedIn: outbox, as: "like",
      optimistic: [.entity(store, Story.self, id: { $0 }) { story, _ in story.likes += 1 }]
    ) { _, submission in try await server.operation(taking: SubmissionID.self)(submission) }
  }
}

typealias LikeServer = ControllableOperation<Story, any Error>

@MainActor @Test func aLikeMadeOfflineIsSentOnceAfterARelaunch() async throws {
  let disk = InMemoryPersistence()  // what a relaunch keeps
  let network = ControllableConnectivity(.unreachable)
  let clock = VirtualClock()
  let server = LikeServer()

  // The first launch: the like waits in the outbox, saved on the disk before `submit` returns.
  var sent: SubmissionID?
  do {
    let app = Launch(disk: disk, network: network, clock: clock, server: server)
    let outcome = await app.like.submit(1)
    #expect(outcome.result == nil)  // queued: the network is down
    #expect(app.outbox.pendingCount == 1)
    sent = app.outbox.entries.first?.id
  }  // the app is gone: nothing holds its store and outbox

  // The next launch, on the same disk: the like is there again, and goes once the network returns.
  let app = Launch(disk: disk, network: network, clock: clock, server: server)
  #expect(app.outbox.pendingCount == 1)
  network.goOnline()
  let call = await server.nextCall()
  #expect(call.input as? SubmissionID == sent)  // the same id: the server applies it once
  call.succeed(with: Story(id: 1, likes: 11))
  await app.outbox.waitUntilSettled()
  #expect(app.outbox.isEmpty)
  #expect(server.callCount == 1)
}
// MARK: TestingAnOutboxAcrossARelaunch (end)

@Test func theArticleShowsTheCompiledExampleVerbatim() throws {
  try expectArticleShowsExample("TestingAnOutboxAcrossARelaunch")
}
