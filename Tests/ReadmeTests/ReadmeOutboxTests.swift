// swift-format-ignore-file: OrderedImports
// (The example between the markers is the README's block verbatim, imports included.)
import Foundation
import ScreenStateTesting
import Testing

// MARK: README outbox (begin)
import ScreenState

@MainActor
final class LikesModel {
  let outbox: Outbox
  let like: Mutation<Int, StoryDetail, any Error>

  init(store: ResourceStore, api: StoriesAPI) {
    // Kept with the store's persistence: a like made offline, or just before the app was killed, is sent later.
    outbox = Outbox(store)
    like = Mutation(
      "like the story", queuedIn: outbox, as: "like",
      optimistic: [.update(store, key: { "story/\($0)" }, as: StoryDetail.self) { story, _ in story.likes += 1 }]
    ) { [api] id, submission in try await api.like(id, idempotencyKey: submission.rawValue) }
  }

  /// "2 waiting to be sent" for a badge; `nil` when nothing waits.
  var badge: String? { outbox.pendingCount == 0 ? nil : "\(outbox.pendingCount) waiting to be sent" }
}
// MARK: README outbox (end)

@MainActor
struct ReadmeOutboxTests {
  @Test func aLikeMadeOfflineIsShownSurvivesARelaunchAndIsSentOnceWhenTheNetworkReturns() async throws {
    let network = ControllableConnectivity(.unreachable)
    let disk = InMemoryPersistence()
    let keys = KeysSeen()
    var api = ReadmeDataTests.api
    api.likeStoryOnce = { id, key in
      await keys.add(key)
      return StoryDetail.full(id, likes: 1)
    }
    let loading = LoadingConfiguration(connectivity: network)
    // The first launch: the story is on screen, the like is made offline.
    do {
      let store = ResourceStore(configuration: loading, persistence: disk)
      let story = store.resource("story/3") { [api] in try await api.story(3) }
      store.setValue(StoryDetail.full(3), for: "story/3")
      let model = LikesModel(store: store, api: api)
      let outcome = await model.like.submit(3)
      #expect(outcome.result == nil)  // queued, not sent
      #expect(story.state.value?.likes == 1)  // shown at once
      #expect(model.badge == "1 waiting to be sent")
      await store.flush()
    }
    // The next launch, still offline: the like is there; the network returns: it is sent, once.
    let store = ResourceStore(configuration: loading, persistence: disk)
    let model = LikesModel(store: store, api: api)
    #expect(model.badge == "1 waiting to be sent")
    network.goOnline()
    await model.outbox.waitUntilSettled()
    #expect(model.badge == nil)
    #expect(await keys.all.count == 1)
  }

  @Test func readmeShowsTheCompiledExampleVerbatim() throws {
    try expectReadmeShowsExample("outbox")
  }
}

/// The idempotency keys the server received.
actor KeysSeen {
  private(set) var all: [String] = []

  func add(_ key: String) { all.append(key) }
}
