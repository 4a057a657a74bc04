// Pagination: appending the next page must cost the same whatever the number of pages before it.
//
// Each sample builds, outside the measured region, a `PageLoader` of 20-post pages drawn by a `LoadableScreen` (which
// keeps the projection it shows, holding the list, as a view keeps its last value), loads `N` pages, then measures one
// `loadMore()`: the request, the append and the screen's update, from the call until it returns.
//
// - `PageLoader` at N = 1 and N = 1,000: the figure of the target (≤ 1.2x), with a paired ratio.
// - The same with a plain `Loader<[Post]>` whose value is replaced by `old + page` (what a screen does without
//   `PagedList`): the copy of every earlier page that `PagedList` avoids, for scale.

import Benchmark
import BenchmarkSupport
import ScreenState

/// A page loader with `pages` pages of `SampleData.posts` loaded, and the screen drawing it.
@MainActor
func makePagedScreen(pages count: Int) async -> (
  PageLoader<Post, Int, Never>, LoadableScreen<PagedList<Post, Int>, Never>
) {
  let pages = PageLoader<Post, Int, Never>(first: 1, retryPolicy: .never, timeout: nil) { number in
    Page(items: SampleData.posts, next: number + 1)
  }
  let screen = LoadableScreen(pages)
  await pages.load()
  while (pages.state.value?.pageCount ?? 0) < count { await pages.loadMore() }
  return (pages, screen)
}

/// The same feed as an array in a plain loader: each next page replaces the value with `old + page`.
@MainActor
func makeArrayScreen(pages count: Int) -> (Loader<[Post], Never>, LoadableScreen<[Post], Never>) {
  var posts: [Post] = []
  for _ in 0..<count { posts += SampleData.posts }
  let loader = Loader<[Post], Never>(.loaded(posts), retryPolicy: .never, timeout: nil) { SampleData.posts }
  return (loader, LoadableScreen(loader))
}

@MainActor
func appendPage(after count: Int, _ region: MeasuredRegion) async {
  let (pages, screen) = await makePagedScreen(pages: count)
  region.start()
  await pages.loadMore()
  region.stop()
  precondition(pages.state.value?.pageCount == count + 1 && screen.footer != nil)
}

@MainActor
func appendArrayPage(after count: Int, _ region: MeasuredRegion) async {
  let (loader, screen) = makeArrayScreen(pages: count)
  region.start()
  loader.modifyValue { $0 += SampleData.posts }
  region.stop()
  precondition(loader.state.value?.count == (count + 1) * SampleData.posts.count && screen.footer == nil)
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount],
    timeUnits: .microseconds,
    units: [.mallocCountTotal: .count, .mallocBytesCount: .count],
    warmupIterations: 2,
    maxDuration: .seconds(6),
    maxIterations: 60
  )
  for (count, label) in [(1, "1"), (1_000, "1,000")] {
    mainActorBenchmark("Pages: PageLoader, append a page after \(label)", configuration: configuration) {
      await appendPage(after: count, $0)
    }
    mainActorBenchmark("Pages: Loader<[Post]>, append a page after \(label)", configuration: configuration) {
      await appendArrayPage(after: count, $0)
    }
  }
  pairedRatioBenchmark(
    "Pages: paired ratio, PageLoader after 1,000 / after 1", maxDuration: .seconds(6), maxIterations: 60,
    candidate: { await appendPage(after: 1_000, $0) },
    baseline: { await appendPage(after: 1, $0) })
  pairedRatioBenchmark(
    "Pages: paired ratio, Loader<[Post]> after 1,000 / after 1", maxDuration: .seconds(6), maxIterations: 60,
    candidate: { await appendArrayPage(after: 1_000, $0) },
    baseline: { await appendArrayPage(after: 1, $0) })
}
