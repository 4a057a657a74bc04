import ScreenState
import ScreenStateTesting
import Testing

/// A key showing a value derived from another key while its own first request runs.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct PlaceholderTests {
  struct Summary: Hashable, Sendable {
    var id: Int
    var title: String
  }

  struct Detail: Hashable, Sendable {
    var id: Int
    var title: String
    var body: String?
  }

  let clock = VirtualClock()

  func makeStore() -> ResourceStore {
    ResourceStore(configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock))
  }

  func detail(_ store: ResourceStore, id: Int, _ fetch: ControllableOperation<Detail, any Error>) -> Resource<
    Detail, any Error
  > {
    store.resource(
      "post/\(id)",
      placeholder: .derived(from: "feed", as: [Summary].self) { feed in
        feed.first { $0.id == id }.map { Detail(id: $0.id, title: $0.title, body: nil) }
      },
      fetch: fetch.operation)
  }

  @Test func theDetailShowsTheFeedsItemWhileItsOwnRequestRuns() async {
    let store = makeStore()
    let feed = store.resource("feed") { [Summary(id: 1, title: "Hello"), Summary(id: 2, title: "World")] }
    await feed.load()
    let fetch = ControllableOperation<Detail, any Error>()
    let post = detail(store, id: 2, fetch)
    #expect(post.state == .loaded(Detail(id: 2, title: "World", body: nil)))
    #expect(post.valueOrigin == .placeholder)
    #expect(post.isStale)
    let screen = LoadableScreen(post, policy: .untimed)
    let load = Task.immediate { await post.load() }
    // A placeholder is a value being refreshed: the title on screen at once, marked refreshing.
    #expect(screen.projection == .content(Detail(id: 2, title: "World", body: nil), isRefreshing: true, notice: nil))
    await fetch.nextCall().succeed(with: Detail(id: 2, title: "World", body: "Text"))
    await load.value
    #expect(post.state == .loaded(Detail(id: 2, title: "World", body: "Text")))
    #expect(post.valueOrigin == .fetched)
  }

  @Test func aFailedFirstRequestKeepsThePlaceholderWithAFailureNotice() async {
    let store = makeStore()
    let feed = store.resource("feed") { [Summary(id: 1, title: "Hello")] }
    await feed.load()
    let fetch = ControllableOperation<Detail, any Error>()
    let post = detail(store, id: 1, fetch)
    let load = Task.immediate { await post.load() }
    await fetch.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    await load.value
    #expect(post.state.value == Detail(id: 1, title: "Hello", body: nil))
    #expect(post.state.isFailed)
  }

  @Test func withNothingToDeriveFromTheKeyLoadsAsAnyOther() async {
    let store = makeStore()
    let fetch = ControllableOperation<Detail, any Error>()
    let post = detail(store, id: 7, fetch)
    #expect(post.state == .idle)
    let load = Task.immediate { await post.load() }
    #expect(post.state == .loading(previous: nil))
    await fetch.nextCall().succeed(with: Detail(id: 7, title: "Seven", body: ""))
    await load.value
    #expect(post.valueOrigin == .fetched)
  }

  @Test func aPlaceholderIsNeverSaved() async {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let persistence = FileResourcePersistence(directory: directory.url)
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      persistence: persistence)
    let feed = store.resource("feed") { ["a", "b"] }
    await feed.load()
    let post = store.resource(
      "post", placeholder: .derived(from: "feed", as: [String].self) { $0.first }
    ) { () async throws -> String in throw CancellationError() }
    #expect(post.state == .loaded("a"))
    #expect(persistence.read(String.self, for: "post") == nil)
  }
}
