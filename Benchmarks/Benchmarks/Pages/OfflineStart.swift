// An offline start: a paged resource whose first 3 pages were saved by an earlier launch must show them before its
// first request is answered.
//
// Each sample writes, outside the timed part, a `PagedList` of 3 pages of 20 posts for the key "feed" with a
// `FileResourcePersistence` in a new temporary directory (what `store.pages(…, savedPages: 3)` saves). Then, timed
// from one `ContinuousClock` start in the same sample:
//
// 1. `store.pages("feed", first: 1, savedPages: 3) { … }` on a new store with that persistence (the file is read
//    and decoded), a `LoadableScreen` of it, and its projection read: the 3 restored pages on screen, settled;
// 2. `load()` starts: the stale list revalidates, the state stays `.loaded(3 pages)` (nobody asked for the request,
//    so nothing changes until it answers) and the screen still shows the 3 pages, with no refresh indicator;
//    recorded when the list's request starts, through the resource's events, with the screen's projection checked
//    there;
// 3. that request's answer: the 3 pages loaded asked again (a revalidation keeps what was scrolled), each fetch
//    sleeping 20 ms (a slow network) before it returns its page, fresh.
//
// The three times are recorded as metrics (µs from the start, one value per sample). The screen's policy shows
// progress at once (`LoadingTiming.immediate`, as the library's tests do): with the default timing a refresh's
// indicator shows only after 150 ms, and step 2 checks the screen at the moment the refresh starts.

import Benchmark
import BenchmarkSupport
import Foundation
import ScreenState

/// A post as an app saves it: `Codable`.
struct SavedPost: Codable, Hashable, Sendable {
  let id: Int
  let title: String
  let body: String
}

let savedPageCount = 3
/// How long the fetch of the first request takes.
let slowFetchDelay = Duration.milliseconds(20)
let savedKey: ResourceKey = "feed"

/// Page `number` (from 1) of 20 posts: as saved by an earlier launch, or fresh from the server.
func savedFeedPage(_ number: Int, fresh: Bool) -> Page<SavedPost, Int> {
  let first = (fresh ? 10_000 : 0) + (number - 1) * 20
  let posts = (first + 1...first + 20).map {
    SavedPost(id: $0, title: "Post number \($0)", body: "The body of post number \($0), long enough to be a real one.")
  }
  return Page(items: posts, next: number + 1)
}

let savedFeed = PagedList(pages: (1...savedPageCount).map { savedFeedPage($0, fresh: false) }, firstCursor: 1)
let freshPages = (1...savedPageCount).map { savedFeedPage($0, fresh: true) }

/// The times of one offline start, from the call of `store.pages(…)`.
struct OfflineStartTimes {
  var restoredShown: Duration = .zero
  var loadingShown: Duration = .zero
  var answered: Duration = .zero
}

enum OfflineStartMetric {
  static let restored = BenchmarkMetric.custom(
    "offline start: µs to the 3 restored pages on screen", useScalingFactor: false)
  static let loading = BenchmarkMetric.custom(
    "offline start: µs to the revalidation started over 3 pages", useScalingFactor: false)
  static let answered = BenchmarkMetric.custom(
    "offline start: µs to the fresh pages (3 fetches of 20 ms)", useScalingFactor: false)
  static let all = [restored, loading, answered]
}

/// One offline start, in a temporary directory of its own.
@MainActor
func offlineStart() async -> OfflineStartTimes {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "screenstate-offline-start-\(UUID().uuidString)", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let persistence = FileResourcePersistence(directory: directory)
  persistence.write(savedFeed, for: savedKey)
  precondition(FileManager.default.fileExists(atPath: persistence.fileURL(for: savedKey).path))
  let store = ResourceStore(persistence: persistence)
  let timing = OfflineStartTiming()

  let clock = ContinuousClock()
  let start = clock.now
  let feed: PagedResource<SavedPost, Int, any Error> = store.pages(savedKey, first: 1, savedPages: savedPageCount) {
    number in
    try await Task.sleep(for: slowFetchDelay)
    return savedFeedPage(number, fresh: true)
  }
  var policy = PresentationPolicy.default
  policy.loadingTiming = .immediate
  let screen = LoadableScreen(feed, policy: policy)
  guard case .content(let restored, false, nil) = screen.projection, restored.pageCount == savedPageCount else {
    preconditionFailure("the saved pages are not on screen: \(screen.projection)")
  }
  timing.times.restoredShown = start.duration(to: clock.now)
  let subscription = feed.events.observe { event in
    guard !timing.sawLoading, event.part == .value, case .started = event.kind else { return }
    // A revalidation nobody asked for: the restored pages stay loaded while it runs.
    guard case .loaded(let previous) = feed.state, feed.isRunning, previous.pageCount == savedPageCount,
      case .content(let shown, false, nil) = screen.projection, shown.pageCount == savedPageCount
    else { preconditionFailure("the refresh did not start over the restored pages: \(screen.projection)") }
    timing.times.loadingShown = start.duration(to: clock.now)
    timing.sawLoading = true
  }
  await feed.load()
  timing.times.answered = start.duration(to: clock.now)
  subscription.cancel()

  precondition(timing.sawLoading, "no request started over the restored pages")
  guard case .content(let fresh, false, nil) = screen.projection, fresh.pages == freshPages,
    feed.valueOrigin == .fetched
  else { preconditionFailure("the fresh pages are not on screen: \(screen.projection)") }
  precondition(timing.times.restoredShown < timing.times.loadingShown)
  precondition(timing.times.loadingShown < timing.times.answered)
  feed.release()
  return timing.times
}

/// What the events' observer records.
@MainActor
final class OfflineStartTiming {
  var times = OfflineStartTimes()
  var sawLoading = false
}

func microseconds(_ duration: Duration) -> Int {
  Int((duration / .microseconds(1)).rounded())
}

func registerOfflineStartBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: OfflineStartMetric.all,
    units: [
      OfflineStartMetric.restored: .count, OfflineStartMetric.loading: .count, OfflineStartMetric.answered: .count,
    ],
    warmupIterations: 2,
    maxDuration: .seconds(4),
    maxIterations: 40
  )
  Benchmark("Pages: offline start, 3 saved pages, PagedResource", configuration: configuration) { benchmark in
    let times = await offlineStart()
    benchmark.measurement(OfflineStartMetric.restored, microseconds(times.restoredShown))
    benchmark.measurement(OfflineStartMetric.loading, microseconds(times.loadingShown))
    benchmark.measurement(OfflineStartMetric.answered, microseconds(times.answered))
  }
}
