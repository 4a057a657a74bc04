// swift-format-ignore-file: OrderedImports
// (The quick start between the markers is the README's block verbatim, imports included.)
import Foundation
import Testing

// MARK: README quick start (begin)
import Observation
import ScreenState

@MainActor @Observable
final class PostsModel {
  let screen: LoadableScreen<[Post], any Error>

  init(api: PostsAPI) {
    screen = LoadableScreen(Loader { try await api.posts() })
  }
}
// MARK: README quick start (end)

struct Post: Hashable, Sendable {
  var id: Int
  var title: String
}

struct PostsAPI: Sendable {
  var posts: @Sendable () async throws -> [Post]
}

@MainActor
struct ReadmeTests {
  @Test func quickStartLoadsPosts() async {
    let model = PostsModel(api: PostsAPI { [Post(id: 1, title: "Hello")] })
    #expect(model.screen.projection == .blank)
    await model.screen.load()
    #expect(model.screen.projection == .content([Post(id: 1, title: "Hello")], isRefreshing: false, notice: nil))
  }

  @Test func readmeShowsTheCompiledQuickStartVerbatim() throws {
    try expectReadmeShowsExample("quick start")
  }

}
