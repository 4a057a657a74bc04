import ScreenState

// The examples of FromBooleanFlagsToOneEnum.md.

enum FromBooleanFlags {
  /// The three properties the article starts from.
  @MainActor final class FlagsModel {
    var posts: [Post] = []
    var isLoading = false
    var error: Error?
  }

  /// The library's enum, as the article shows it.
  enum Shown {
    enum Loadable<Value, Failure: Error> {
      case idle
      case loading(previous: Value?)
      case loaded(Value)
      case failed(Failure, previous: Value?)
    }
  }

  @MainActor static func loadThenRefresh() async -> Loader<[Post], any Error> {
    let posts = Loader { try await api.posts() }
    await posts.load()  // .idle → .loading(previous: nil) → .loaded([...])
    await posts.refresh()  // .loaded(a) → .loading(previous: a) → .loaded(b)
    return posts
  }
}
