import ScreenState
import ScreenStateTesting
import Testing

// A screen written from the README alone, as a new user would: the feed's pages (the README's `FeedModel`), a like
// kept in an outbox (*Changes that are never lost*) that reaches the story wherever it is cached (`.entity`), its
// failures shown by the feed's screen (*A failed action shown by the screen*). 19 lines from `final class` to its
// closing brace, with no cache, no second loader and no remapped action.

extension Story: Identifiable {}

@MainActor
final class LikedFeedModel {
  let feed: PagedResource<Story, String, any Error>
  let outbox: Outbox
  let like: Mutation<Int, StoryDetail, any Error>
  let screen: LoadableScreen<PagedList<Story, String>, any Error>

  init(store: ResourceStore, api: StoriesAPI) {
    feed = store.pages("feed") { [api] (cursor: String?) in
      let response = try await api.stories(after: cursor)
      return Page(items: response.stories, next: response.next)
    }
    outbox = Outbox(store)
    like = Mutation(
      "like the story", queuedIn: outbox, as: "like",
      optimistic: [.entity(store, Story.self, id: { $0 }) { story, _ in story.likes += 1 }]
    ) { [api] id, submission in try await api.like(id, idempotencyKey: submission.rawValue) }
    screen = LoadableScreen(feed, actions: [like])
  }
}

@MainActor
struct NewUserLikedFeedTests {
  @Test func aBurstOfRefusedLikesIsRolledBackShownOnceAndDismissedAtOnce() async {
    var api = ReadmeDataTests.api
    api.likeStoryOnce = { _, _ in throw HTTPStatusError(statusCode: 422) }
    let store = ResourceStore(configuration: LoadingConfiguration(connectivity: ControllableConnectivity()))
    let model = LikedFeedModel(store: store, api: api)
    await model.screen.load()
    let before = model.feed.state.value?.map(\.likes)
    // Five likes of the first two stories, at once: shown at once, every one refused and rolled back exactly.
    let likes = [1, 2, 1, 2, 1].map { id in Task.immediate { await model.like.submit(id) } }
    #expect(model.feed.state.value?.prefix(2).map(\.likes) == before.map { [$0[0] + 3, $0[1] + 2] })
    for like in likes { _ = await like.value }
    await model.outbox.waitUntilSettled()
    #expect(model.feed.state.value?.map(\.likes) == before)
    #expect(model.outbox.entries.count == 5)
    guard case .banner(let banner)? = model.screen.projection.notice else {
      Issue.record("no banner for the refused likes")
      return
    }
    #expect(banner.title == "Couldn't like the story")
    #expect(banner.buttons.map(\.action) == [.dismissFailure])  // refused: trying again cannot help
    await model.screen.send(.dismissFailure)
    #expect(model.outbox.isEmpty)
    #expect(model.screen.projection.notice == nil)
  }
}
