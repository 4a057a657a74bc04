// swift-format-ignore-file: OrderedImports
// (The example between the markers is the README's block verbatim, imports included.)
import ScreenStateTesting
import Testing

// MARK: README live values (begin)
import ScreenState

struct Post: Codable, Identifiable, Sendable {
  let id: Int
  var likes: Int
}

struct LikeCount: Sendable {
  let id: Int
  let likes: Int
}

/// The feed, kept up to date by the server's like counts (server-sent events, a WebSocket) while a screen shows it.
@MainActor
func feed(
  in store: ResourceStore,
  page: @escaping @Sendable (Int) async throws -> Page<Post, Int>,
  likeCounts: @escaping @Sendable () -> AsyncThrowingStream<LikeCount, any Error>
) -> PagedResource<Post, Int, any Error> {
  let feed = store.pages("feed", first: 1, fetch: page)
  feed.follow(likeCounts) { posts, count in
    if let row = posts.firstIndex(where: { $0.id == count.id }) { posts[row].likes = count.likes }
  }
  return feed
}
// MARK: README live values (end)

/// The README's live example, run on a virtual clock: a like counted by the server reaches the feed's row.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReadmeLiveValuesTests {
  @Test func aLikeCountedByTheServerReachesTheRow() async {
    let clock = VirtualClock()
    let store = ResourceStore(configuration: LoadingConfiguration(attemptTimeout: nil, clock: clock))
    let (counts, server) = AsyncThrowingStream<LikeCount, any Error>.makeStream()
    let posts = feed(
      in: store, page: { _ in Page(items: [Post(id: 1, likes: 0), Post(id: 2, likes: 4)], next: nil) },
      likeCounts: { counts })
    await posts.load()
    server.yield(LikeCount(id: 2, likes: 5))
    var turns = 0
    while posts.state.value?.last?.likes != 5, turns < 1_000_000 {
      await Task.yield()
      turns += 1
    }
    #expect(posts.state.value?.map(\.likes) == [0, 5])
  }

  @Test func readmeShowsTheCompiledExampleVerbatim() throws {
    try expectReadmeShowsExample("live values")
  }
}
