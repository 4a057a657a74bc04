import Observation
import ScreenState

// The examples of ScreenState.md, the catalog's front page.

enum RootArticle {
  @MainActor @Observable
  final class PostsModel {
    let screen = LoadableScreen(Loader { try await api.posts() })
  }
}
