// swift-format-ignore-file: OrderedImports
// (The examples between the markers are the article's blocks verbatim, imports included; their tests run here.)
import Foundation
import Synchronization

// MARK: GettingStartedWithTesting: a call settled by hand (begin)
import ScreenState
import ScreenStateTesting
import Testing

@MainActor @Test func aRefreshKeepsThePosts() async {
  let posts = ControllableOperation<[Post], any Error>()
  let loader = Loader(.loaded([first]), clock: VirtualClock(), operation: posts.operation)  // no wall-clock timeout

  let refresh = Task { await loader.refresh() }
  let call = await posts.nextCall()
  #expect(loader.state == .loading(previous: [first]))
  call.succeed(with: [first, second])
  await refresh.value

  #expect(loader.state == .loaded([first, second]))
}
// MARK: GettingStartedWithTesting: a call settled by hand (end)

struct Post: Equatable, Sendable {
  let id: Int
}

private let first = Post(id: 1)
private let second = Post(id: 2)

/// An API whose first call fails with a dropped connection and whose later calls answer `[first]`.
private final class FlakyAPI: Sendable {
  private let calls = Mutex(0)

  func posts() async throws -> [Post] {
    let call = calls.withLock { count in
      count += 1
      return count
    }
    if call == 1 { throw URLError(.networkConnectionLost) }
    return [first]
  }
}

/// Runs the other examples of the article, and checks that it shows every one as it is compiled here.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GettingStartedWithTestingArticleTests {
  @Test func everyStateIsRecorded() async {
    let loader = Loader(clock: VirtualClock()) { [first] }
    // MARK: GettingStartedWithTesting: every state recorded (begin)
    let recorder = StateRecorder { loader.state }
    await loader.load()
    #expect(recorder.states == [.idle, .loading(previous: nil), .loaded([first])])
    // MARK: GettingStartedWithTesting: every state recorded (end)
  }

  @Test func aRetryRunsInVirtualTime() async {
    let api = FlakyAPI()
    // MARK: GettingStartedWithTesting: time moved by hand (begin)
    let clock = VirtualClock()
    let loader = Loader(timeout: nil, clock: clock, randomNumberGenerator: SeededRandomNumberGenerator(seed: 1)) {
      try await api.posts()
    }
    Task { await loader.load() }
    await clock.waitForSleepers()  // the first attempt failed; the loader waits for its backoff
    clock.advanceToNextDeadline()  // the second attempt starts
    // MARK: GettingStartedWithTesting: time moved by hand (end)
    await loader.waitUntilSettled()
    #expect(loader.state == .loaded([first]))
  }

  @Test func aStoreOnTheVirtualClock() async {
    let clock = VirtualClock()
    // MARK: GettingStartedWithTesting: one configuration (begin)
    let store = ResourceStore(
      configuration: LoadingConfiguration(
        clock: clock, randomness: RandomSource(SeededRandomNumberGenerator(seed: 1))))
    // MARK: GettingStartedWithTesting: one configuration (end)
    let posts = store.resource("posts") { () async throws -> [Post] in [first] }
    await posts.load()
    #expect(posts.state == .loaded([first]))
    #expect(store.configuration.clock is VirtualClock)
  }

  @Test(arguments: [
    "a call settled by hand", "every state recorded", "time moved by hand", "one configuration",
  ])
  func theArticleShowsTheExample(_ example: String) throws {
    try expectArticleShowsExample("GettingStartedWithTesting: \(example)", in: "GettingStartedWithTesting")
  }
}
