// Refreshing a list of 10 loaded pages with `refresh: .loadedPages`: it must make exactly 10 requests (one per page,
// each with the cursor the page before it gives) and notify a screen's observer at most once per page.
//
// Each sample builds, outside the measured region, a list of 10 pages of 20 posts drawn by a `LoadableScreen`, then
// counts with `withObservationTracking` (re-registered on every change, as a SwiftUI view would be) the
// notifications the screen's reader gets during `refresh()`, which the harness times (mallocs included). The server
// then serves other posts, so the refresh is a visible change. The requests are counted by the fetch itself.
// Afterwards, outside the measured region, one `loadMore()` is counted the same way: the footer's "loading", then the
// page's arrival.
//
// Once as a `PageLoader`, once as a store's `PagedResource` (`store.pages(key, first:, refresh: .loadedPages)`).

import Benchmark
import BenchmarkSupport
import ScreenState
import Synchronization

let refetchedPageCount = 10

/// Serves pages of 20 posts, numbered from 1, without end; counts the requests; serves the newer posts once told to.
final class PageServer: Sendable {
  private let requestCount = Atomic<Int>(0)
  private let servesNewer = Atomic<Bool>(false)

  /// The requests so far.
  var requests: Int { requestCount.load(ordering: .relaxed) }

  /// From now on, every page holds the newer posts.
  func serveNewer() {
    servesNewer.store(true, ordering: .relaxed)
  }

  /// Page `number`.
  func page(_ number: Int) -> Page<Post, Int> {
    requestCount.add(1, ordering: .relaxed)
    let posts = servesNewer.load(ordering: .relaxed) ? SampleData.newerPosts : SampleData.posts
    return Page(items: posts, next: number + 1)
  }
}

/// What one refetch counted.
struct RefetchCounts {
  var requests = 0
  var notifications = 0
  var nextPageNotifications = 0
}

enum RefetchMetric {
  static let requests = BenchmarkMetric.custom("refetch: requests (10 pages loaded)", useScalingFactor: false)
  static let notifications = BenchmarkMetric.custom(
    "refetch: notifications of the screen's observer", useScalingFactor: false)
  static let nextPage = BenchmarkMetric.custom(
    "refetch: notifications of one loadMore() after it", useScalingFactor: false)
  static let all = [requests, notifications, nextPage]
}

/// Loads 10 pages of `source`, then refreshes them all, measuring the refresh in `region`.
@MainActor
func refetchLoadedPages<Source: PagedLoadableSource>(
  _ source: Source, server: PageServer, _ region: MeasuredRegion
) async -> RefetchCounts where Source.Item == Post, Source.Cursor == Int, Source.Failure == Never {
  let screen = LoadableScreen(source)
  await loadPages(refetchedPageCount, of: source, screen: screen)
  precondition(source.state.value?.pageCount == refetchedPageCount && server.requests == refetchedPageCount)
  server.serveNewer()
  var counts = RefetchCounts()
  let refreshObserver = NotificationCounter { draw(screen) }
  region.start()
  await source.refresh()
  region.stop()
  counts.requests = server.requests - refetchedPageCount
  counts.notifications = refreshObserver.count
  guard case .content(let list, false, nil) = screen.projection else {
    preconditionFailure("the refreshed list is not on screen: \(screen.projection)")
  }
  precondition(list.pageCount == refetchedPageCount && list.first == SampleData.newerPosts.first)
  precondition(counts.requests == refetchedPageCount, "a refetch of 10 pages made \(counts.requests) requests")
  precondition(counts.notifications <= refetchedPageCount, "\(counts.notifications) notifications for 10 pages")

  let nextPageObserver = NotificationCounter { draw(screen) }
  await source.loadMore()
  counts.nextPageNotifications = nextPageObserver.count
  precondition(source.state.value?.pageCount == refetchedPageCount + 1 && offersMore(screen))
  return counts
}

@MainActor
func refetchPageLoader(_ region: MeasuredRegion) async -> RefetchCounts {
  let server = PageServer()
  let pages = PageLoader<Post, Int, Never>(first: 1, refresh: .loadedPages, retryPolicy: .never, timeout: nil) {
    number in server.page(number)
  }
  return await refetchLoadedPages(pages, server: server, region)
}

@MainActor
func refetchPagedResource(_ region: MeasuredRegion) async -> RefetchCounts {
  let server = PageServer()
  let store = ResourceStore(configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil))
  let feed: PagedResource<Post, Int, Never> = store.pages("feed", first: 1, refresh: .loadedPages) { number in
    server.page(number)
  }
  let counts = await refetchLoadedPages(feed, server: server, region)
  precondition(store.count == 1)
  feed.release()
  return counts
}

/// Registers a benchmark timing the refresh of 10 loaded pages, with its requests and notifications as metrics.
func refetchBenchmark(
  _ name: String, configuration: Benchmark.Configuration,
  _ body: @escaping @MainActor @Sendable (MeasuredRegion) async -> RefetchCounts
) {
  Benchmark(name, configuration: configuration) { benchmark in
    let counts = await measureRefetch(body, handle: HarnessHandle(benchmark))
    benchmark.measurement(RefetchMetric.requests, counts.requests)
    benchmark.measurement(RefetchMetric.notifications, counts.notifications)
    benchmark.measurement(RefetchMetric.nextPage, counts.nextPageNotifications)
  }
}

@MainActor
private func measureRefetch(
  _ body: @MainActor (MeasuredRegion) async -> RefetchCounts, handle: HarnessHandle
) async -> RefetchCounts {
  await body(MeasuredRegion(handle))
}

func registerRefetchBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount] + RefetchMetric.all,
    timeUnits: .microseconds,
    units: [.mallocCountTotal: .count, .mallocBytesCount: .count],
    warmupIterations: 2,
    maxDuration: .seconds(4),
    maxIterations: 40
  )
  refetchBenchmark("Pages: refresh 10 loaded pages (.loadedPages), PageLoader", configuration: configuration) {
    await refetchPageLoader($0)
  }
  refetchBenchmark("Pages: refresh 10 loaded pages (.loadedPages), PagedResource", configuration: configuration) {
    await refetchPagedResource($0)
  }
}
