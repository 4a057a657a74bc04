import DemoApp
import Foundation
import ScreenState

extension SoakRunner {
  /// The board's kinds of requests sent by the demo's clients alone, with the same fault switches: what the
  /// transport (URLSession, the embedded server) does to memory without any model.
  func runTransport(progress: (String) -> Void) async -> SoakReport {
    let clients = DemoClients(http: http, connectivityTimeout: .seconds(1))
    var report = SoakReport(requestsAsked: options.requests, capacity: 0)
    let clock = ContinuousClock()
    let start = clock.now
    var sent = 0
    var nextSample = 0
    while sent < options.requests {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<40: _ = try? await clients.postDetails.post(id: Int.random(in: options.postIDs, using: &random))
      case 40..<70:
        let cursor = Bool.random(using: &random) ? nil : String(Int.random(in: 1...14, using: &random) * 20)
        _ = try? await clients.feed.page(after: cursor)
      case 70..<85: _ = try? await clients.search.search(Self.words.randomElement(using: &random) ?? "a")
      case 85..<95: _ = try? await clients.likes.like(id: Int.random(in: 1...300, using: &random))
      default:
        await switchFault()
        continue
      }
      sent += 1
      sample(sent, into: &report, next: &nextSample, progress: progress)
    }
    report.seconds = start.duration(to: clock.now) / .seconds(1)
    report.requests = sent
    report.residentAtEnd = ResidentMemory.current()
    return report
  }

  /// A store alone, answered in memory: a paged feed (loaded, scrolled, refreshed, reset), 1,200 posts opened,
  /// liked (an optimistic update, rolled back when the like fails), released and evicted, with saves; every answer
  /// counts as a request, and a tenth of them fail.
  func runStore(progress: (String) -> Void) async -> SoakReport {
    var report = SoakReport(requestsAsked: options.requests, capacity: 500)
    let stores = AliveCounter()
    let counter = RequestCounter()
    do {
      let store = ResourceStore(
        configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: .seconds(3)),
        persistence: FileResourcePersistence(directory: cacheDirectory))
      stores.track(store)
      let feed = store.pages("feed", refresh: .loadedPages, savedPages: 3) { (cursor: Int?) in
        try counter.answer {
          let first = cursor ?? 0
          return Page(items: (first..<first + 20).map { Self.post($0) }, next: first < 280 ? first + 20 : nil)
        }
      }
      loaders.track(feed.pages)
      var detail: Resource<PostDetail, any Error>?
      let clock = ContinuousClock()
      let start = clock.now
      var nextSample = 0
      while counter.value < options.requests {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30:
          detail?.release()
          let id = Int.random(in: options.postIDs, using: &random)
          let opened = store.resource("post/\(id)", as: PostDetail.self) { try counter.answer { Self.post(id) } }
          loaders.track(opened.loader)
          detail = opened
          await opened.load()
        case 30..<40:
          if let detail, let patch = store.patch(detail.key, as: PostDetail.self, { $0.likes += 1 }),
            Int.random(in: 0..<4, using: &random) == 0
          {
            store.rollback(patch)
          }
        case 40..<55: await feed.load()
        case 55..<70: await feed.loadMore()
        case 70..<78: await feed.refresh()
        case 78..<80: feed.reset()
        case 80..<88: store.invalidate(prefix: "post")
        case 88..<94:
          detail?.release()
          detail = nil
        default:
          store.revalidate()
          await store.waitUntilSettled()
        }
        actions(&report)
        sample(counter.value, into: &report, next: &nextSample, progress: progress)
      }
      report.seconds = start.duration(to: clock.now) / .seconds(1)
      detail?.release()
      detail = nil
      await store.waitUntilSettled()
      await store.flush()
      report.requests = counter.value
      report.residentAtEnd = ResidentMemory.current()
      report.storeEntries = store.count
      report.unsaved = store.unsavedCount
      report.loadersAlive = loaders.alive
      report.loadersRunning = loaders.count { ($0 as? any LoadableSource)?.isRunning == true }
      feed.release()
    }
    for _ in 0..<1_000 where stores.alive > 0 || loaders.alive > 0 { await Task.yield() }
    report.storeAliveAfterRelease = stores.alive > 0
    report.loadersAliveAfterRelease = loaders.alive
    return report
  }

  private func actions(_ report: inout SoakReport) {
    report.actions += 1
  }

  nonisolated static func post(_ id: Int) -> PostDetail {
    PostDetail(id: id, title: "Post \(id)", body: String(repeating: "The text of post \(id). ", count: 8), likes: id)
  }
}
