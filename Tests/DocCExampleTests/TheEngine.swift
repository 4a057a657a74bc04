import ScreenState

// The examples of TheEngine.md.

enum TheEngine {
  @MainActor static func refreshWithoutATask(posts: Loader<[Post], any Error>) async {
    let request = posts.start(.refresh)  // in a button's action: no Task needed
    await posts.wait(for: request)
  }

  @MainActor static func printEvents(of loader: Loader<[Post], any Error>) -> LoadEventSubscription {
    let subscription = loader.events.observe { event in
      print(event.time, event.request.map(String.init(describing:)) ?? "-", event.kind)
    }
    return subscription
  }
}
