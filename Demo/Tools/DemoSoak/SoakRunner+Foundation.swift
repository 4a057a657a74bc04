import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension SoakRunner {
  /// `GET /posts/<id>` through a plain ephemeral `URLSession` (no cache), one completion-handler task each, awaited
  /// one after the other: what FoundationNetworking alone does to memory.
  func runFoundation(progress: (String) -> Void) async -> SoakReport {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    let session = URLSession(configuration: configuration)
    var report = SoakReport(requestsAsked: options.requests, capacity: 0)
    let clock = ContinuousClock()
    let start = clock.now
    var nextSample = 0
    for sent in 1...max(options.requests, 1) {
      let url = http.url("posts/\(Int.random(in: 1...300, using: &random))")
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        session.dataTask(with: url) { _, _, _ in continuation.resume() }.resume()
      }
      sample(sent, into: &report, next: &nextSample, progress: progress)
    }
    report.seconds = start.duration(to: clock.now) / .seconds(1)
    report.requests = options.requests
    report.residentAtEnd = ResidentMemory.current()
    session.invalidateAndCancel()
    return report
  }
}
