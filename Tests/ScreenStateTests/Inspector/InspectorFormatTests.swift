import ScreenState
import Testing

/// The inspectors' words: one way to write a duration, a size, an event, a request and a key's state.
struct InspectorFormatTests {
  @Test(arguments: [
    (Duration.zero, "0 ms"), (.milliseconds(340), "340 ms"), (.milliseconds(1_250), "1.2 s"), (.seconds(59), "59.0 s"),
    (.seconds(245), "4m 05s"), (.seconds(7_380), "2h 03m"),
  ])
  func durations(duration: Duration, text: String) {
    #expect(InspectorFormat.duration(duration) == text)
  }

  @Test(arguments: [(0, "0 B"), (812, "812 B"), (18_640, "18.2 KB"), (1_572_864, "1.5 MB")])
  func sizes(bytes: Int, text: String) {
    #expect(InspectorFormat.bytes(bytes) == text)
  }

  @Test func timesOnTheTimeLine() {
    #expect(InspectorFormat.time(.milliseconds(12_340)) == "00:12.3")
    #expect(InspectorFormat.time(.seconds(3_665)) == "61:05.0")
  }

  @Test func eventsInWordsNeverWithAServerBody() {
    let unavailable = FailureClassification(statusCode: 503, retryAfter: .seconds(5))!
    #expect(InspectorFormat.event(.attemptFailed(1, unavailable)) == "attempt 1 failed: maintenance (503)")
    #expect(InspectorFormat.event(.waiting(.seconds(5), .serverDelay)) == "waits 5.0 s (Retry-After)")
    #expect(
      InspectorFormat.event(.failed(unavailable, reason: .attemptsExhausted))
        == "failed: maintenance (503) (attempts exhausted)")
    #expect(InspectorFormat.event(.saved(bytes: 2_048)) == "saved 2.0 KB")
    #expect(InspectorFormat.event(.queued(patches: 1)) == "queued, 1 patch applied")
    #expect(InspectorFormat.event(.rolledBack(patches: 2)) == "rolled back 2 patches")
    #expect(InspectorFormat.kind(.cannotReachServer) == "cannot reach server")
  }

  @Test func aRequestAndItsAttempts() {
    var trace = RequestTrace(request: RequestID(rawValue: 4), part: .nextPage)
    let serverError = FailureClassification(statusCode: 500)!
    for event in [
      LoadEvent(.started(.nextPage), time: .seconds(1)), LoadEvent(.attemptStarted(1), time: .seconds(1)),
      LoadEvent(.attemptFailed(1, serverError), time: .milliseconds(1_100)),
      LoadEvent(.waiting(.seconds(1), .backoff), time: .milliseconds(1_100)),
      LoadEvent(.attemptStarted(2), time: .milliseconds(2_100)),
      LoadEvent(.failed(serverError, reason: .attemptsExhausted), time: .milliseconds(2_200)),
    ] {
      trace.record(event)
    }
    #expect(
      InspectorFormat.request(trace)
        == "#4 next page · 2 attempts · failed: server error (500) (attempts exhausted) · 1.2 s")
    #expect(InspectorFormat.attempt(trace.attempts[0]) == "1  server error (500)  100 ms  → waits 1.0 s (backoff)")
    #expect(InspectorFormat.attempt(trace.attempts[1]) == "2  server error (500)  100 ms")
  }

  @Test func aTimelineLineNamesItsRequestAndPart() {
    let event = LoadEvent(.attemptStarted(2), request: RequestID(rawValue: 4), part: .nextPage, time: .seconds(12))
    #expect(InspectorFormat.timelineLine(event) == "00:12.0  #4 next page: attempt 2")
    #expect(InspectorFormat.timelineLine(LoadEvent(.markedStale, key: "feed")) == "00:00.0  marked stale")
    let page = LoadEvent(.started(.refresh), request: RequestID(rawValue: 5), part: .page, time: .seconds(1))
    #expect(InspectorFormat.timelineLine(page) == "00:01.0  #5 page: started (refresh)")
  }

  @Test func theStateOfAKey() {
    let offline = FailureClassification(kind: .offline)
    let refreshing = ResourceStore.EntryInfo(key: "feed", kind: "", stage: .loading, hasValue: true)
    let failed = ResourceStore.EntryInfo(
      key: "feed", kind: "", stage: .failed, hasValue: true, failure: offline, valueOrigin: .restored, itemCount: 60,
      pageCount: 3)
    #expect(InspectorFormat.status(of: refreshing) == "refreshing")
    // Loaded, with a request nobody asked for running over it; a next page loading is not one.
    let revalidating = ResourceStore.EntryInfo(key: "feed", kind: "", stage: .loaded, hasValue: true, isRunning: true)
    #expect(InspectorFormat.status(of: revalidating) == "revalidating")
    var loadingMore = revalidating
    loadingMore.nextPage = .loading
    #expect(InspectorFormat.status(of: loadingMore) == "loaded · next page loading")
    #expect(InspectorFormat.status(of: failed) == "failed: offline · value kept · restored · 60 items, 3 pages")
    let live = ResourceStore.EntryInfo(
      key: "feed", kind: "", stage: .loaded, hasValue: true, itemCount: 40, pageCount: 2, isLive: true)
    #expect(InspectorFormat.status(of: live) == "loaded · 40 items, 2 pages · live")
  }
}
