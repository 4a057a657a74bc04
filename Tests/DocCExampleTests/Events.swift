import ScreenState

// The examples of Events.md.

enum Events {
  @MainActor static func printTimeline(of store: ResourceStore) -> LoadEventSubscription {
    let subscription = store.events.observe { event in
      print(InspectorFormat.timelineLine(event), event.key?.path ?? "")
    }
    // 00:00.0  cache miss                                     board/feed
    // 00:00.0  #1 started (load)                              board/feed
    // 00:00.0  #1 attempt 1                                   board/feed
    // 00:00.3  #1 attempt 1 failed: maintenance (503)         board/feed
    // 00:00.3  #1 waits 5.0 s (Retry-After)                   board/feed
    // 00:05.3  #1 attempt 2                                   board/feed
    // 00:05.5  #1 succeeded after 2 attempts                  board/feed
    // 00:05.5  saved 2.1 KB                                   board/feed
    return subscription
  }
}
