import Logging
import Metrics
import ScreenState

/// Sends what a `ResourceStore`, a loader or a mutation reports (its `LoadEvent`s) to a
/// swift-log `Logger`, to swift-metrics and, on Apple platforms, to signposts, so that logs, dashboards and
/// Instruments show every request.
///
/// ```swift
/// let store = ResourceStore(configuration: app.loading)
/// let bridge = LoadEventBridge(store, logger: Logger(label: "com.example.app.data"))
/// // keep `bridge` as long as the store: releasing it stops the bridge
/// ```
///
/// - **Logs.** One entry per event, at a level that says how much it matters (see ``LoadEventLogging``), with the
///   metadata `source`, `key`, `request`, `part`, `attempt`, `kind`, `status`, `duration`… A failure is described by
///   its classification (kind and HTTP status), never by a server's body, which events never carry.
/// - **Metrics.** Counters of requests, failures by kind, retries, cache hits and misses, saves, evictions and
///   rollbacks; timers of requests and attempts (see ``LoadEventMetrics``).
/// - **Signposts.** On Apple platforms, an interval per request and an event per attempt, retry and failure, in the
///   "ScreenState" category, so Instruments' os_signpost track shows each request's life.
///
/// The bridge observes the events from its creation until ``stop()`` or its release. While it observes, each event
/// is built (the article "Events" of ScreenState lists them); a build without a bridge pays nothing.
@MainActor
public final class LoadEventBridge {
  /// The name of what the bridge observes, in every log entry and metric: `store`, `feed`, `like`.
  public let source: String
  private let logging: LoadEventLogging?
  private let metrics: LoadEventMetrics?
  private let signposts: LoadEventSignposts?
  private var traces = RequestTraceLog(limit: 512)
  private var subscription: LoadEventSubscription?

  /// Starts sending the events of `events`.
  ///
  /// - Parameters:
  ///   - events: The events: a store's, a loader's, a mutation's.
  ///   - source: Names what is observed in every entry and metric.
  ///   - logger: Where the log entries go; `nil` for none. The logger's level filters them as usual.
  ///   - metrics: The factory of the metrics; `MetricsSystem.factory` (what the app bootstrapped) by default, `nil`
  ///     for none.
  ///   - signposts: Whether requests are signposted, on Apple platforms; `true` by default. Elsewhere it does
  ///     nothing.
  public init(
    _ events: LoadEvents,
    source: String,
    logger: Logger? = Logger(label: "ScreenState"),
    metrics: (any MetricsFactory)? = MetricsSystem.factory,
    signposts: Bool = true
  ) {
    self.source = source
    logging = logger.map { LoadEventLogging(logger: $0, source: source) }
    self.metrics = metrics.map { LoadEventMetrics(factory: $0, source: source) }
    self.signposts = signposts ? LoadEventSignposts(source: source) : nil
    subscription = events.observe { [weak self] event in self?.handle(event) }
  }

  /// Starts sending the events of every key of `store`.
  public convenience init(
    _ store: ResourceStore,
    source: String = "store",
    logger: Logger? = Logger(label: "ScreenState"),
    metrics: (any MetricsFactory)? = MetricsSystem.factory,
    signposts: Bool = true
  ) {
    self.init(store.events, source: source, logger: logger, metrics: metrics, signposts: signposts)
  }

  /// Starts sending the events of `source`: a `Loader`, a `QueryLoader`, a `PageLoader`, a store's handle.
  public convenience init(
    _ kind: some LoadableSource,
    source: String,
    logger: Logger? = Logger(label: "ScreenState"),
    metrics: (any MetricsFactory)? = MetricsSystem.factory,
    signposts: Bool = true
  ) {
    self.init(kind.events, source: source, logger: logger, metrics: metrics, signposts: signposts)
  }

  /// Starts sending the events of `mutation`, named `source` (its `Mutation/actionName` by default).
  public convenience init<Input, Output, Failure>(
    _ mutation: Mutation<Input, Output, Failure>,
    source: String? = nil,
    logger: Logger? = Logger(label: "ScreenState"),
    metrics: (any MetricsFactory)? = MetricsSystem.factory,
    signposts: Bool = true
  ) {
    self.init(
      mutation.events, source: source ?? mutation.actionName?.text ?? "mutation", logger: logger, metrics: metrics,
      signposts: signposts)
  }

  /// Stops sending; later events are not sent.
  public func stop() {
    subscription?.cancel()
    subscription = nil
  }

  private func handle(_ event: LoadEvent) {
    let trace = traces.record(event)
    logging?.log(event, trace: trace)
    metrics?.record(event, trace: trace)
    signposts?.record(event)
  }
}
