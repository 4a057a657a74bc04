import ScreenState
import ScreenStateTesting
import Testing

/// A summary and a detail declared the same entity (`EntityVariant`): one update of the summary's type reaches both,
/// rolled back exactly from both.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EntityVariantTests {
  struct Story: Hashable, Sendable, Identifiable {
    var id: Int
    var title: String
    var likes = 0
  }

  struct StoryDetail: Hashable, Sendable, Identifiable, EntityVariant {
    var id: Int
    var title: String
    var body: String
    var likes = 0

    var entity: Story {
      get { Story(id: id, title: title, likes: likes) }
      set {
        title = newValue.title
        likes = newValue.likes
      }
    }
  }

  let clock = VirtualClock()

  func loadedStore() async -> (ResourceStore, Resource<[Story], Never>, Resource<StoryDetail, Never>) {
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock))
    let feed = store.resource("feed") { [Story(id: 1, title: "One", likes: 3), Story(id: 2, title: "Two")] }
    let detail = store.resource("story/1") { StoryDetail(id: 1, title: "One", body: "…", likes: 3) }
    await feed.load()
    await detail.load()
    return (store, feed, detail)
  }

  @Test func oneChangeOfTheSummaryReachesTheDetailAndRollsBackFromBoth() async {
    let (store, feed, detail) = await loadedStore()
    let patch = store.patchEntities(Story.self, id: 1) { $0.likes += 1 }
    #expect(patch?.keys == ["feed", "story/1"])
    #expect(feed.state.value?.first?.likes == 4)
    #expect(detail.state.value == StoryDetail(id: 1, title: "One", body: "…", likes: 4))
    if let patch { store.rollback(patch) }
    #expect(feed.state.value?.first?.likes == 3)
    #expect(detail.state.value == StoryDetail(id: 1, title: "One", body: "…", likes: 3))
  }

  @Test func aMutationsAnswerOfTheSummaryReplacesItInTheDetailToo() async {
    let (store, feed, detail) = await loadedStore()
    let send = ControllableOperation<Story, any Error>()
    let like = Mutation<Int, Story, any Error>(
      "like the story", configuration: store.configuration,
      optimistic: [.entity(store, Story.self, id: { $0 }) { story, _ in story.likes += 1 }],
      answer: .entity(store)
    ) { _ in try await send.operation() }
    let submit = Task.immediate { await like.submit(1) }
    #expect(detail.state.value?.likes == 4)
    await send.nextCall().succeed(with: Story(id: 1, title: "One, edited", likes: 9))
    _ = await submit.value
    #expect(feed.state.value?.first == Story(id: 1, title: "One, edited", likes: 9))
    #expect(detail.state.value == StoryDetail(id: 1, title: "One, edited", body: "…", likes: 9))
    #expect(!feed.isRunning && !detail.isRunning)
  }

  @Test func aDetailAnsweredUpdatesTheSummaryInTheFeedToo() async {
    let (store, feed, detail) = await loadedStore()
    let send = ControllableOperation<StoryDetail, any Error>()
    let like = Mutation<Int, StoryDetail, any Error>(
      "like the story", configuration: store.configuration,
      optimistic: [.entity(store, Story.self, id: { $0 }) { story, _ in story.likes += 1 }],
      answer: .entity(store)
    ) { _ in try await send.operation() }
    let submit = Task.immediate { await like.submit(1) }
    await send.nextCall().succeed(with: StoryDetail(id: 1, title: "One", body: "…", likes: 8))
    _ = await submit.value
    #expect(feed.state.value?.first == Story(id: 1, title: "One", likes: 8))
    #expect(detail.state.value?.likes == 8)
    #expect(!feed.isRunning && !detail.isRunning)
  }

  @Test func modifyEntitiesOfTheSummaryReachesTheDetailAndNothingElse() async {
    let (store, feed, detail) = await loadedStore()
    let keys = store.modifyEntities(Story.self, id: 1) { $0.likes = 7 }
    #expect(Set(keys) == ["feed", "story/1"])
    #expect(detail.state.value?.likes == 7)
    #expect(detail.state.value?.body == "…")
    #expect(feed.state.value?.last == Story(id: 2, title: "Two"))
  }

  @Test func aPinnedChangeReachesADetailLoadedAfterIt() async {
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock))
    let feed = store.resource("feed") { [Story(id: 1, title: "One", likes: 3)] }
    await feed.load()
    let patch = store.patchEntities(Story.self, id: 1, pinned: true) { $0.likes += 1 }
    let detail = store.resource("story/1") { StoryDetail(id: 1, title: "One", body: "…", likes: 3) }
    await detail.load()
    #expect(detail.state.value?.likes == 4)  // a change not sent yet shows over the detail's answer
    if let patch { store.rollback(patch) }
    #expect(detail.state.value?.likes == 3)
    #expect(feed.state.value?.first?.likes == 3)
  }
}
