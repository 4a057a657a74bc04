// Pagination: appending the next page must cost the same whatever the number of pages before it.
//
// Each sample builds, outside the measured region, a paginated list of 20-post pages drawn by a `LoadableScreen`,
// loads `N` pages, reading the screen after each (as a view redraws on every change: the screen then keeps the
// projection it showed, and so a copy of the list), then measures one `loadMore()` and the screen's next read: the
// request, the append and the screen's update, from the call until the screen has derived what it shows.
//
// - `PageLoader` at N = 1 and N = 1,000: the figure of the target (≤ 1.2x), with a paired ratio.
// - The same list as a store's `PagedResource` (`store.pages(key, first:)`, one key, one handle): the store's entry
//   observes the list's events, and the handle forwards `loadMore()` to the shared `PageLoader`.
// - The same with a plain `Loader<[Post]>` whose value is replaced by `old + page` (what a screen does without
//   `PagedList`): the copy of every earlier page that `PagedList` avoids, for scale.
//
// Refetch.swift: refreshing 10 loaded pages (`refresh: .loadedPages`). OfflineStart.swift: a paged resource
// restored from disk.

import Benchmark
import BenchmarkSupport
import ScreenState

/// What a view does after each change: derive what it shows.
@MainActor
func draw<Value>(_ screen: LoadableScreen<Value, Never>) {
  _ = screen.projection
  _ = screen.footer
}

/// Whether the screen's footer offers the next page.
@MainActor
func offersMore<Value>(_ screen: LoadableScreen<Value, Never>) -> Bool {
  if case .loadMore? = screen.footer { true } else { false }
}

/// Loads pages until `source` holds `count`, drawing the screen after each.
@MainActor
func loadPages<Source: PagedLoadableSource>(
  _ count: Int, of source: Source, screen: LoadableScreen<PagedList<Post, Int>, Never>
) async where Source.Item == Post, Source.Cursor == Int {
  await source.load()
  draw(screen)
  while (source.state.value?.pageCount ?? 0) < count {
    await source.loadMore()
    draw(screen)
  }
}

/// A page loader with `pages` pages of `SampleData.posts` loaded, and the screen drawing it.
@MainActor
func makePagedScreen(pages count: Int) async -> (
  PageLoader<Post, Int, Never>, LoadableScreen<PagedList<Post, Int>, Never>
) {
  let pages = PageLoader<Post, Int, Never>(first: 1, retryPolicy: .never, timeout: nil) { number in
    Page(items: SampleData.posts, next: number + 1)
  }
  let screen = LoadableScreen(pages)
  await loadPages(count, of: pages, screen: screen)
  return (pages, screen)
}

/// The same list under a key of a store, through one handle; the store is returned so that it outlives the sample.
@MainActor
func makeStorePagedScreen(pages count: Int) async -> (
  ResourceStore, PagedResource<Post, Int, Never>, LoadableScreen<PagedList<Post, Int>, Never>
) {
  let store = ResourceStore(configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil))
  let feed: PagedResource<Post, Int, Never> = store.pages("feed", first: 1) { number in
    Page(items: SampleData.posts, next: number + 1)
  }
  let screen = LoadableScreen(feed)
  await loadPages(count, of: feed, screen: screen)
  return (store, feed, screen)
}

/// The same feed as an array in a plain loader: each next page replaces the value with `old + page`.
@MainActor
func makeArrayScreen(pages count: Int) -> (Loader<[Post], Never>, LoadableScreen<[Post], Never>) {
  var posts: [Post] = []
  for _ in 0..<count { posts += SampleData.posts }
  let loader = Loader<[Post], Never>(.loaded(posts), retryPolicy: .never, timeout: nil) { SampleData.posts }
  let screen = LoadableScreen(loader)
  draw(screen)
  return (loader, screen)
}

@MainActor
func appendPage(after count: Int, _ region: MeasuredRegion) async {
  let (pages, screen) = await makePagedScreen(pages: count)
  region.start()
  await pages.loadMore()
  draw(screen)
  region.stop()
  precondition(pages.state.value?.pageCount == count + 1 && offersMore(screen))
}

@MainActor
func appendStorePage(after count: Int, _ region: MeasuredRegion) async {
  let (store, feed, screen) = await makeStorePagedScreen(pages: count)
  region.start()
  await feed.loadMore()
  draw(screen)
  region.stop()
  precondition(feed.state.value?.pageCount == count + 1 && offersMore(screen) && store.count == 1)
  feed.release()
}

@MainActor
func appendArrayPage(after count: Int, _ region: MeasuredRegion) async {
  let (loader, screen) = makeArrayScreen(pages: count)
  region.start()
  loader.modifyValue { $0 += SampleData.posts }
  draw(screen)
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
    mainActorBenchmark("Pages: PagedResource, append a page after \(label)", configuration: configuration) {
      await appendStorePage(after: count, $0)
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
    "Pages: paired ratio, PagedResource after 1,000 / after 1", maxDuration: .seconds(6), maxIterations: 60,
    candidate: { await appendStorePage(after: 1_000, $0) },
    baseline: { await appendStorePage(after: 1, $0) })
  pairedRatioBenchmark(
    "Pages: paired ratio, Loader<[Post]> after 1,000 / after 1", maxDuration: .seconds(6), maxIterations: 60,
    candidate: { await appendArrayPage(after: 1_000, $0) },
    baseline: { await appendArrayPage(after: 1, $0) })

  registerRefetchBenchmarks()
  registerOfflineStartBenchmarks()
}
