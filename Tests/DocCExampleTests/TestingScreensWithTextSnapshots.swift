import ScreenState
import ScreenStateSnapshotTesting
import ScreenStateTerminal
import ScreenStateTesting
import Testing

// The examples of TestingScreensWithTextSnapshots.md after its first (TestingScreensRecordStates.swift).

@MainActor
struct TestingScreensWithTextSnapshots {
  private let posts = Post.samples
  private let first = Post.samples[0]

  @Test func movingTimeByHand() async {
    let failures = Answers([.failure(HTTPStatusError(statusCode: 503)), .success(Post.samples)])
    var server = PostsAPI()
    server.allPosts = { try failures.next() }
    let api = server
    let clock = VirtualClock()
    let loader = Loader(timeout: nil, clock: clock, randomNumberGenerator: SeededRandomNumberGenerator(seed: 1)) {
      try await api.posts()
    }
    Task { await loader.load() }
    await clock.waitForSleepers()  // the first attempt failed; the loader waits for its backoff
    clock.advanceToNextDeadline()  // the second attempt starts
    await loader.waitUntilSettled()
    #expect(loader.state == .loaded(Post.samples))
  }

  @Test func oneConfigurationOnVirtualTime() {
    let testing = LoadingConfiguration(
      clock: VirtualClock(), randomness: RandomSource(SeededRandomNumberGenerator(seed: 1)))
    let store = ResourceStore(configuration: testing)
    #expect(store.configuration.clock is VirtualClock)
  }

  @Test func aBurstOfKeystrokesSendsOneQuery() async {
    let clock = VirtualClock()
    let search = QueryLoader("", debounce: .milliseconds(300), clock: clock) { (text: String) in
      try await api.search(text)
    }
    var attempts = 0
    let subscription = search.events.observe { event in
      if case .attemptStarted = event.kind { attempts += 1 }
    }
    search.setQuery("Post 1")
    search.setQuery("Post 2")  // within the debounce: replaces the query waiting
    await clock.waitForSleepers()
    clock.advanceToNextDeadline()
    await search.waitUntilSettled()
    #expect(attempts == 1)
    #expect(search.shownQuery == "Post 2")
    subscription.cancel()
  }

  @Test func theDecisions() {
    let projection = ScreenProjection(
      Loadable<[Post], any Error>.failed(
        HTTPStatusError(statusCode: 500),
        previous: [first]))
    #expect(projection.alert?.buttons.map(\.label) == ["OK", "Try Again"])
  }
}

/// Compiled, not run: its references would be those of ScreenStateSnapshotTestingTests' `everyState`, drawn again.
@MainActor @Suite(.disabled("compiled only: ScreenStateSnapshotTestingTests snapshots every state"))
struct EveryStateSnapshotExample {
  private let posts = Post.samples

  @MainActor @Test func postsScreenInEveryState() {
    assertScreenSnapshots(
      of: ScreenStateSample.all(value: posts, emptyValue: []),
      content: ListContentRenderer<[Post]> { "#\($0.id)  \($0.title)" },
      size: TerminalSize(columns: 80, rows: 24),
      tick: 3)  // the spinner frame, chosen by the test
  }
}
