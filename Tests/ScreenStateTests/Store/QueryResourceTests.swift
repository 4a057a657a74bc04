import ScreenState
import ScreenStateTesting
import Testing

/// A query kept under a store key: shared, debounced, and changed by the store like any value it holds.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct QueryResourceTests {
  struct Post: Hashable, Sendable, Identifiable {
    var id: Int
    var title: String
    var likes = 0
  }

  /// Search results that hold posts: the store finds them by identity.
  struct Results: Hashable, Sendable, EntityContaining {
    var query: String
    var posts: [Post]

    func forEachEntity(_ body: (any Identifiable) -> Void) { posts.forEachEntity(body) }

    mutating func modifyEntities<E: Identifiable>(_ type: E.Type, id: E.ID, _ transform: (inout E) -> Void) -> Bool {
      posts.modifyEntities(type, id: id, transform)
    }
  }

  let clock = VirtualClock()
  let search = ControllableOperation<Results, any Error>()

  func makeStore() -> ResourceStore {
    ResourceStore(configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock))
  }

  func results(_ query: String) -> Results {
    Results(query: query, posts: [Post(id: 1, title: "\(query) one"), Post(id: 2, title: "\(query) two")])
  }

  func handle(_ store: ResourceStore) -> QueryResource<String, Results, any Error> {
    store.query("search", initial: "", debounce: .milliseconds(300), fetch: search.operation(taking: String.self))
  }

  @Test func twoScreensShareOneQueryAndItsResults() async {
    let store = makeStore()
    let first = handle(store)
    let second = handle(store)
    first.setQuery("cat")
    #expect(second.query == "cat")
    #expect(second.isDebouncing)
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(300))
    let call = await search.nextCall()
    #expect(call.input as? String == "cat")
    call.succeed(with: results("cat"))
    await first.waitUntilSettled()
    #expect(second.state == .loaded(results("cat")))
    #expect(second.shownQuery == "cat")
    #expect(search.callCount == 1)
  }

  @Test func anOptimisticChangeOfAnEntityReachesTheResultsAndIsRolledBack() async {
    let store = makeStore()
    let results = handle(store)
    let loading = Task.immediate { await results.load() }
    await search.nextCall().succeed(with: self.results(""))
    await loading.value
    let patch = store.patchEntities(Post.self, id: 2) { $0.likes += 1 }
    #expect(patch?.keys == ["search"])
    #expect(results.state.value?.posts.map(\.likes) == [0, 1])
    if let patch { store.rollback(patch) }
    #expect(results.state.value?.posts.map(\.likes) == [0, 0])
    #expect(store.modifyEntities(Post.self, id: 1) { $0.title = "renamed" } == ["search"])
    #expect(results.state.value?.posts.first?.title == "renamed")
  }

  @Test func anInvalidatedQueryAsksAgainForTheQueryShown() async {
    let store = makeStore()
    let results = handle(store)
    results.setQuery("dog")
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(300))
    await search.nextCall().succeed(with: self.results("dog"))
    await results.waitUntilSettled()
    store.invalidate("search")
    let again = await search.nextCall()
    #expect(again.input as? String == "dog")
    #expect(results.isRunning)
    #expect(results.state == .loaded(self.results("dog")))  // on screen, as they were, while they load again
    again.succeed(with: self.results("dog"))
    await results.waitUntilSettled()
    #expect(!results.isStale)
  }
}
