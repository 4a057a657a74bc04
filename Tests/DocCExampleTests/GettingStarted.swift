import Observation
import ScreenState

@MainActor @Observable
final class PostsModel {
  let screen: LoadableScreen<[Post], any Error>

  init(api: PostsAPI) {
    screen = LoadableScreen(Loader { try await api.posts() })
  }
}

// The other examples of GettingStarted.md; its SwiftUI and UIKit ones are in TypeChecked/.

enum GettingStarted {
  @MainActor static func configuredScreen() -> LoadableScreen<[Post], any Error> {
    let loading = LoadingConfiguration(attemptTimeout: .seconds(8))
    let screen = LoadableScreen(Loader(configuration: loading) { try await api.posts() })
    return screen
  }

  @MainActor static func screenWithAnAction(
    store: ResourceStore, id: Int, like: Mutation<Int, Post, any Error>
  ) -> LoadableScreen<PostDetail, any Error> {
    let screen = LoadableScreen(store.resource("post/\(id)") { try await api.post(id) }, actions: [like])
    return screen
  }
}
