import ScreenState

// The examples of LocalizingScreens.md.

enum LocalizingScreens {
  @MainActor static func germanScreen() -> LoadableScreen<[Post], any Error> {
    let german = PresentationPolicy(texts: ScreenTexts(language: "de"))
    let screen = LoadableScreen(Loader { try await api.posts() }, policy: german)
    return screen
  }

  @MainActor static func replacedTexts(loader: Loader<[Post], any Error>) -> LoadableScreen<[Post], any Error> {
    var texts = ScreenTexts.standard
    texts.overrides[.failureTitle(.offline)] = "You're offline"
    texts.overrides[.button(.tryAgain)] = "Reload"
    texts.subject = "posts"  // what the announcements call the screen's content
    let screen = LoadableScreen(loader, policy: PresentationPolicy(texts: texts))
    return screen
  }
}
