// swift-format-ignore-file: OrderedImports
// (Each example between markers is the README's block verbatim, imports included.)
import Foundation
import Testing

// MARK: README sharing (begin)
import ScreenState

@MainActor
final class BlogModel {
  let store = ResourceStore(staleAfter: .seconds(30))
  let api: BlogAPI

  init(api: BlogAPI) {
    self.api = api
  }

  /// The feed: every screen that shows it shares one request and one value.
  func feed() -> Resource<[Article], any Error> {
    store.resource("posts") { [api] in try await api.articles() }
  }

  /// One article; `invalidate(prefix: "post")` reaches them all.
  func article(_ id: Int) -> Resource<Article, any Error> {
    store.resource("post/\(id)") { [api] in try await api.article(id) }
  }

  /// The title the feed already has, shown while the article loads.
  func knownTitle(of id: Int) -> String? {
    store.value(for: "posts", as: [Article].self)?.first { $0.id == id }?.title
  }
}
// MARK: README sharing (end)

// MARK: README offline first (begin)
func makeOfflineStore(caches: URL, log: @escaping @Sendable (String) -> Void) -> ResourceStore {
  let persistence = FileResourcePersistence(
    directory: caches.appendingPathComponent("Resources", isDirectory: true), version: 1, log: log)
  return ResourceStore(staleAfter: .seconds(30), persistence: persistence)
}
// MARK: README offline first (end)

// MARK: README mutations (begin)
@MainActor
final class LikeButtonModel {
  let like: Mutation<Int, Article, any Error>

  init(store: ResourceStore, api: BlogAPI) {
    like = Mutation(
      optimistic: [
        .update(store, key: { "post/\($0)" }, as: Article.self) { article, _ in article.likes += 1 },
        .update(store, key: "posts", as: [Article].self) { articles, id in
          if let index = articles.firstIndex(where: { $0.id == id }) { articles[index].likes += 1 }
        },
      ]
    ) { id in try await api.like(id) }
  }
}
// MARK: README mutations (end)

struct Article: Codable, Hashable, Sendable {
  var id: Int
  var title: String
  var likes: Int
}

struct BlogAPI: Sendable {
  var articles: @Sendable () async throws -> [Article]
  var article: @Sendable (Int) async throws -> Article
  var like: @Sendable (Int) async throws -> Article
}

struct LikeRefused: Error {}

@MainActor
struct ReadmeStoreTests {
  nonisolated static let hello = Article(id: 1, title: "Hello", likes: 0)

  static func api(likes: @escaping @Sendable (Int) async throws -> Article = { _ in hello }) -> BlogAPI {
    BlogAPI(articles: { [hello] }, article: { _ in hello }, like: likes)
  }

  @Test func twoScreensShareTheFeed() async {
    let model = BlogModel(api: Self.api())
    let list = model.feed()
    let other = model.feed()
    await list.load()
    #expect(other.state == .loaded([Self.hello]))
    #expect(model.knownTitle(of: 1) == "Hello")
    #expect(model.article(1).loader !== list.loader)
  }

  @Test func theOfflineStoreKeepsTheFeedForTheNextLaunch() async {
    let caches = FileManager.default.temporaryDirectory.appendingPathComponent("ReadmeStoreTests-\(UUID())")
    defer { try? FileManager.default.removeItem(at: caches) }
    let first = makeOfflineStore(caches: caches) { _ in }
    await first.resource("posts") { [Self.hello] }.load()
    await first.flush()  // the app goes to the background: what waits to be saved is written
    let next = makeOfflineStore(caches: caches) { _ in }
    let feed = next.resource("posts", as: [Article].self) { throw LikeRefused() }  // offline
    #expect(feed.state == .loaded([Self.hello]))
    #expect(feed.isStale)
  }

  @Test func aRefusedLikeIsRolledBack() async {
    let model = BlogModel(api: Self.api(likes: { _ in throw LikeRefused() }))
    let article = model.article(1)
    await article.load()
    let button = LikeButtonModel(store: model.store, api: model.api)
    await button.like.submit(1)
    #expect(button.like.state.failure is LikeRefused)
    await model.store.waitUntilSettled()
    #expect(article.state == .loaded(Self.hello))
  }

  @Test(arguments: ["sharing", "offline first", "mutations"])
  func readmeShowsTheCompiledExampleVerbatim(section: String) throws {
    try expectReadmeShowsExample(section)
  }

}
