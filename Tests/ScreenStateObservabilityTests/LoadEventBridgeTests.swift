import InMemoryLogging
import Logging
import MetricsTestKit
import ScreenState
import ScreenStateObservability
import ScreenStateTesting
import Testing

/// The bridge to swift-log and swift-metrics: each event logged at its level with its metadata and no server body,
/// requests, failures by kind, retries, cache hits and misses counted, durations timed; all in virtual time.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct LoadEventBridgeTests {
  struct Post: Codable, Hashable, Sendable {
    var id: Int
    var likes: Int
  }

  /// A server failure whose body must never reach a log.
  struct ServerFailure: Error, CustomStringConvertible {
    let body = "<html>secret stack trace: password=hunter2</html>"
    var description: String { body }
  }

  let clock = VirtualClock()
  let handler = InMemoryLogHandler()
  let metrics = TestMetrics()

  var logger: Logger {
    var logger = Logger(label: "test") { [handler] _ in handler }
    logger.logLevel = .trace
    return logger
  }

  func configuration(_ retryPolicy: RetryPolicy = RetryPolicy(jitter: .none)) -> LoadingConfiguration {
    LoadingConfiguration(retryPolicy: retryPolicy, attemptTimeout: nil, clock: clock)
  }

  /// Runs one load that fails with a 503 (Retry-After: 5) then succeeds after 300 ms.
  func loadAfterRetryAfter(_ loader: Loader<Int, any Error>, _ operation: ControllableOperation<Int, any Error>) async {
    let recorder = EventRecorder(loader)
    let load = Task.immediate { await loader.load() }
    let first = await operation.nextCall()
    clock.advance(by: .milliseconds(200))
    first.fail(with: HTTPStatusError(statusCode: 503, retryAfter: .seconds(5)))
    await recorder.waitForEvents(count: 1) { if case .waiting = $0.kind { true } else { false } }
    clock.advance(by: .seconds(5))
    let second = await operation.nextCall()
    clock.advance(by: .milliseconds(300))
    second.succeed(with: 1)
    await load.value
  }

  @Test func eachEventIsLoggedAtItsLevelWithItsMetadata() async throws {
    let operation = ControllableOperation<Int, any Error>()
    let loader = Loader(configuration: configuration(), operation: operation.operation)
    let bridge = LoadEventBridge(loader, source: "feed", logger: logger, metrics: nil, signposts: false)
    await loadAfterRetryAfter(loader, operation)
    let entries = handler.entries
    #expect(
      entries.map(\.message.description) == [
        "feed #1: started (load)", "feed #1: attempt 1", "feed #1: attempt 1 failed: maintenance (503)",
        "feed #1: waits 5.0 s (Retry-After)", "feed #1: attempt 2", "feed #1: succeeded after 2 attempts",
      ])
    #expect(entries.map(\.level) == [.debug, .trace, .info, .debug, .trace, .info])
    #expect(
      entries[2].metadata == [
        "source": "feed", "event": "attempt_failed", "request": "1", "attempt": "1", "kind": "maintenance",
        "status": "503", "duration": "200",
      ])
    #expect(entries[3].metadata["wait"] == "5000")
    #expect(entries[3].metadata["wait_reason"] == "Retry-After")
    #expect(entries[5].metadata["duration"] == "5500")
    #expect(entries[5].metadata["attempt"] == "2")
    bridge.stop()
  }

  @Test func aFailureIsLoggedByItsClassificationNeverItsBody() async throws {
    let loader = Loader(configuration: configuration(.never)) { () async throws(any Error) -> Int in
      throw ServerFailure()
    }
    let bridge = LoadEventBridge(loader, source: "feed", logger: logger, metrics: nil, signposts: false)
    await loader.load()
    let failed = try #require(handler.entries.last)
    #expect(failed.level == .error)
    #expect(failed.message.description == "feed #1: failed: unknown (attempts exhausted)")
    #expect(failed.metadata["kind"] == "unknown")
    for entry in handler.entries {
      #expect(!entry.message.description.contains("secret"))
      #expect(!entry.metadata.values.contains { "\($0)".contains("secret") })
    }
    bridge.stop()
  }

  @Test(arguments: [
    (FailureKind.offline, Logger.Level.notice), (.timedOut, .notice), (.maintenance, .warning),
    (.serverError, .warning), (.unexpectedResponse, .error), (.clientError, .error),
  ])
  func aRequestFailedForGoodIsLoggedByWhatCausedIt(kind: FailureKind, level: Logger.Level) {
    let failed = LoadEvent.Kind.failed(FailureClassification(kind: kind), reason: .notRetryable)
    #expect(LoadEventLogging.level(of: failed) == level)
  }

  @Test func theLoggersLevelFiltersTheEvents() async {
    var quiet = logger
    quiet.logLevel = .info
    let loader = Loader(configuration: configuration()) { 1 }
    let bridge = LoadEventBridge(loader, source: "feed", logger: quiet, metrics: nil, signposts: false)
    await loader.load()
    #expect(handler.entries.isEmpty)
    bridge.stop()
  }

  @Test func requestsRetriesAndDurationsAreMeasured() async throws {
    let operation = ControllableOperation<Int, any Error>()
    let loader = Loader(configuration: configuration(), operation: operation.operation)
    let bridge = LoadEventBridge(loader, source: "feed", logger: nil, metrics: metrics, signposts: false)
    await loadAfterRetryAfter(loader, operation)
    let requests = try metrics.expectCounter(
      "screenstate_requests", [("source", "feed"), ("reason", "load"), ("part", "value")])
    #expect(requests.totalValue == 1)
    #expect(
      try metrics.expectCounter("screenstate_retries", [("source", "feed"), ("wait", "Retry-After")]).totalValue == 1)
    #expect(
      try metrics.expectCounter("screenstate_attempt_failures", [("source", "feed"), ("kind", "maintenance")])
        .totalValue == 1)
    let duration = try metrics.expectTimer(
      "screenstate_request_duration", [("source", "feed"), ("outcome", "succeeded"), ("part", "value")])
    #expect(duration.values == [5_500_000_000])
    let attempts = try metrics.expectTimer("screenstate_attempt_duration", [("source", "feed"), ("outcome", "failed")])
    #expect(attempts.values == [200_000_000])
    #expect(metrics.counters(label: "screenstate_failures").isEmpty)
    bridge.stop()
  }

  @Test func failuresAreCountedByKind() async throws {
    let loader = Loader(configuration: configuration(.never)) { () async throws(any Error) -> Int in
      throw HTTPStatusError(statusCode: 500)
    }
    let bridge = LoadEventBridge(loader, source: "feed", logger: nil, metrics: metrics, signposts: false)
    await loader.load()
    await loader.retry()
    #expect(
      try metrics.expectCounter("screenstate_failures", [("source", "feed"), ("kind", "serverError")]).totalValue == 2)
    bridge.stop()
  }

  @Test func aStoresCacheHitsMissesSavesAndRollbacksAreCounted() async throws {
    let persistence = InMemoryPersistence()
    let store = ResourceStore(configuration: configuration(.never), persistence: persistence)
    let bridge = LoadEventBridge(store, logger: logger, metrics: metrics, signposts: false)
    let post = store.resource("post/1") { Post(id: 1, likes: 2) }
    await post.load()
    await post.load()
    await store.flush()
    let like = Mutation<Int, Int, any Error>(
      configuration: store.configuration,
      optimistic: [.update(store, key: { "post/\($0)" }, as: Post.self) { post, _ in post.likes += 1 }]
    ) { _ in throw HTTPStatusError(statusCode: 409) }
    await like.submit(1)
    await store.waitUntilSettled()
    await store.flush()  // a conflict asks the key again: its answer, saved, is the second save
    #expect(try metrics.expectCounter("screenstate_cache_misses", [("source", "store")]).totalValue == 1)
    #expect(
      try metrics.expectCounter("screenstate_cache_hits", [("source", "store"), ("freshness", "fresh")]).totalValue == 1
    )
    #expect(try metrics.expectCounter("screenstate_saves", [("source", "store")]).totalValue == 2)
    #expect(try metrics.expectRecorder("screenstate_saved_bytes", [("source", "store")]).values.count == 2)
    #expect(try metrics.expectCounter("screenstate_rollbacks", [("source", "store")]).totalValue == 1)
    let keyed = handler.entries.filter { $0.metadata["key"] == "post/1" }
    #expect(keyed.contains { $0.metadata["event"] == "rolled_back" && $0.level == .notice })
    #expect(keyed.contains { $0.metadata["event"] == "saved" && $0.metadata["bytes"] != nil })
    #expect(keyed.contains { $0.message.description == "store post/1: marked stale" })
    bridge.stop()
  }

  @Test func aMutationIsNamedByItsAction() async throws {
    let like = Mutation<Int, Int, any Error>("like the post", configuration: configuration(.never)) { _ in 1 }
    let bridge = LoadEventBridge(like, logger: logger, metrics: metrics, signposts: false)
    await like.submit(1)
    #expect(handler.entries.first?.message.description == "like the post #1: queued, 0 patches applied")
    #expect(handler.entries.first?.metadata["part"] == "mutation")
    #expect(
      try metrics.expectCounter(
        "screenstate_requests", [("source", "like the post"), ("reason", "submit"), ("part", "mutation")]
      ).totalValue == 1)
    bridge.stop()
  }

  @Test func aStoppedBridgeSendsNothingMore() async {
    let loader = Loader(configuration: configuration()) { 1 }
    let bridge = LoadEventBridge(loader, source: "feed", logger: logger, metrics: metrics, signposts: false)
    bridge.stop()
    await loader.load()
    #expect(handler.entries.isEmpty)
    #expect(metrics.counters.isEmpty)
  }

  @Test func signpostsCostNothingWhereThereAreNone() async {
    let loader = Loader(configuration: configuration()) { 1 }
    let bridge = LoadEventBridge(loader, source: "feed", logger: nil, metrics: nil, signposts: true)
    await loader.load()
    #expect(loader.state == .loaded(1))
    bridge.stop()
  }
}
