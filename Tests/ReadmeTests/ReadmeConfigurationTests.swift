// swift-format-ignore-file: OrderedImports
// (Each example between markers is the README's block verbatim, imports included.)
import Foundation
import Synchronization
import Testing

// MARK: README one configuration (begin)
import ScreenState

enum SessionError: Error {
  case expired
}

@MainActor
final class AppDependencies {
  let store: ResourceStore
  let search: QueryLoader<String, [Story], any Error>

  init(api: StoriesAPI) {
    // Set once: how every request is classified, retried, limited and timed.
    let loading = LoadingConfiguration(
      classifier: FailureClassifier { error in
        guard case SessionError.expired = error else { return nil }  // the standard rule for the rest
        return FailureClassification(kind: .unauthorized)
      },
      retryPolicy: RetryPolicy(maximumAttempts: 2),
      attemptTimeout: .seconds(8))
    store = ResourceStore(configuration: loading)  // every key of the store inherits it
    search = QueryLoader("", configuration: loading) { [api] text in try await api.search(text) }
  }
}
// MARK: README one configuration (end)

// MARK: README failed action (begin)
@MainActor
final class StoryScreenModel {
  let story: Resource<StoryDetail, any Error>
  let like: Mutation<Int, StoryDetail, any Error>
  let screen: LoadableScreen<StoryDetail, any Error>

  init(id: Int, store: ResourceStore, api: StoriesAPI) {
    story = store.resource("story/\(id)") { [api] in try await api.story(id) }
    like = Mutation(
      "like the story", configuration: store.configuration,
      optimistic: [.update(store, key: { "story/\($0)" }, as: StoryDetail.self) { story, _ in story.likes += 1 }]
    ) { [api] id in try await api.like(id) }
    // A failed like is a banner over the story, in the library's words; its buttons act on the like.
    screen = LoadableScreen(story, actions: [like])
  }
}
// MARK: README failed action (end)

/// Answers each call with the next of its answers, then with the last one.
final class Answers<Value: Sendable>: Sendable {
  private let remaining: Mutex<[Result<Value, any Error>]>

  init(_ answers: [Result<Value, any Error>]) {
    remaining = Mutex(answers)
  }

  func next() throws -> Value {
    try remaining.withLock { answers in answers.count > 1 ? answers.removeFirst() : answers[0] }.get()
  }
}

@MainActor
struct ReadmeConfigurationTests {
  @Test func everyKindMadeWithTheConfigurationFollowsIt() async {
    let app = AppDependencies(api: ReadmeDataTests.api)
    #expect(app.store.configuration.retryPolicy == RetryPolicy(maximumAttempts: 2))
    #expect(app.store.configuration.attemptTimeout == .seconds(8))
    #expect(app.search.configuration.retryPolicy == RetryPolicy(maximumAttempts: 2))
    let profile = app.store.resource("me") { () async throws -> Int in throw SessionError.expired }
    var attempts = 0
    let subscription = profile.events.observe { event in
      if case .attemptStarted = event.kind { attempts += 1 }
    }
    await profile.load()
    #expect(profile.failureClassification?.kind == .unauthorized)  // the store's classifier
    #expect(attempts == 1)  // an expired session is not retried
    subscription.cancel()
  }

  @Test func aFailedLikeIsABannerWhoseTryAgainLikesAgain() async throws {
    let likes = Answers<StoryDetail>([.failure(HTTPStatusError(statusCode: 500)), .success(.full(3, likes: 1))])
    var api = ReadmeDataTests.api
    api.likeStory = { _ in try likes.next() }
    let store = ResourceStore()
    let model = StoryScreenModel(id: 3, store: store, api: api)
    await model.screen.load()
    await model.like.submit(3)
    await store.waitUntilSettled()
    #expect(model.story.state == .loaded(.full(3)))  // rolled back
    guard case .banner(let banner)? = model.screen.projection.notice else {
      Issue.record("expected a banner, got \(String(describing: model.screen.projection.notice))")
      return
    }
    #expect(banner.title == "Couldn't like the story")
    #expect(banner.buttons.map(\.label) == ["Try Again", "Dismiss"])
    #expect(model.screen.announcement?.text.hasPrefix("Couldn't like the story") == true)
    await model.screen.send(.retry)  // likes again: no app code routes the button
    #expect(model.like.state.output == .full(3, likes: 1))
    #expect(model.screen.projection.notice == nil)
  }

  @Test(arguments: ["one configuration", "failed action"])
  func readmeShowsTheCompiledExampleVerbatim(section: String) throws {
    try expectReadmeShowsExample(section)
  }
}
