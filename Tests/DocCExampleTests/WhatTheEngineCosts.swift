import ScreenState

// The example of WhatTheEngineCosts.md.

enum WhatTheEngineCosts {
  @MainActor static func noTimeLimit() -> (Loader<[Post], any Error>, LoadingConfiguration) {
    let posts = Loader(timeout: nil) { try await api.posts() }
    let loading = LoadingConfiguration(attemptTimeout: nil)  // for every kind made with it
    return (posts, loading)
  }
}
