import ScreenState

/// Records every `LoadEvent` a loader, a query, a paged list, a mutation or a store reports, and sums
/// its requests up, so that a test says "one request, two attempts, waited 5 s for Retry-After" in one line.
///
/// ```swift
/// let recorder = EventRecorder(loader)
/// await loader.load()        // a 503 with Retry-After: 5, then a success, in virtual time
/// #expect(recorder.requests == [.init(reason: .load, attempts: 2, waits: [.retryAfter(.seconds(5))])])
/// ```
///
/// Events are recorded synchronously as they happen, on the main actor, until ``stop()`` or the recorder's release.
@MainActor
public final class EventRecorder {
  /// Every event so far, in order.
  public private(set) var events: [LoadEvent] = []
  private var log = RequestTraceLog()
  private var subscription: LoadEventSubscription?
  private var waiters: [Waiter] = []

  private struct Waiter {
    let count: Int
    let isIncluded: @MainActor (LoadEvent) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  /// Records the events of `events` from now on.
  public init(_ events: LoadEvents) {
    subscription = events.observe { [weak self] event in
      self?.record(event)
    }
  }

  /// Records the events of `source`: a `Loader`, a `QueryLoader`, a `PageLoader`, a store's handle.
  public convenience init(_ source: some LoadableSource) {
    self.init(source.events)
  }

  /// Records the events of every key of `store`, each with its key.
  public convenience init(_ store: ResourceStore) {
    self.init(store.events)
  }

  /// Records the submissions of `mutation`.
  public convenience init<Input, Output, Failure>(_ mutation: Mutation<Input, Output, Failure>) {
    self.init(mutation.events)
  }

  /// What happened, in order, without requests, parts, keys or times.
  public var kinds: [LoadEvent.Kind] { events.map(\.kind) }

  /// Every request so far, oldest first, each with its attempts, waits and outcome.
  public var traces: [RequestTrace] { log.traces }

  /// Every request so far, oldest first, summed up.
  public var requests: [RequestSummary] { traces.map(RequestSummary.init) }

  /// The requests of `key` (from a store's events), oldest first, summed up.
  public func requests(for key: ResourceKey) -> [RequestSummary] {
    traces.filter { $0.key == key }.map(RequestSummary.init)
  }

  /// The events of `key` (from a store's events), in order.
  public func kinds(for key: ResourceKey) -> [LoadEvent.Kind] {
    events.filter { $0.key == key }.map(\.kind)
  }

  /// Suspends until at least `count` events for which `isIncluded` is true have been recorded (all events by
  /// default), those recorded already included: how a test waits for a retry's wait to be scheduled before it moves
  /// a virtual clock.
  ///
  /// ```swift
  /// call.fail(with: HTTPStatusError(statusCode: 503, retryAfter: .seconds(2)))
  /// await recorder.waitForEvents(count: 1) { if case .waiting = $0.kind { true } else { false } }
  /// clock.advance(by: .seconds(2))
  /// ```
  public func waitForEvents(count: Int, where isIncluded: @escaping @MainActor (LoadEvent) -> Bool = { _ in true })
    async
  {
    if events.count(where: isIncluded) >= count { return }
    await withCheckedContinuation { continuation in
      waiters.append(Waiter(count: count, isIncluded: isIncluded, continuation: continuation))
    }
  }

  /// Suspends until at least `count` events of kind `kind` have been recorded, those recorded already included.
  public func waitForEvent(_ kind: LoadEvent.Kind, count: Int = 1) async {
    await waitForEvents(count: count) { $0.kind == kind }
  }

  private func record(_ event: LoadEvent) {
    events.append(event)
    log.record(event)
    guard !waiters.isEmpty else { return }
    var waiting: [Waiter] = []
    for waiter in waiters {
      if events.count(where: waiter.isIncluded) >= waiter.count {
        waiter.continuation.resume()
      } else {
        waiting.append(waiter)
      }
    }
    waiters = waiting
  }

  /// Stops recording; what was recorded stays.
  public func stop() {
    subscription?.cancel()
    subscription = nil
  }
}
