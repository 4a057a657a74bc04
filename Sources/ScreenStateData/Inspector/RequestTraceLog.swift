import ScreenStateCore

/// The requests of one stream of ``LoadEvent``s (a kind's, or a store's), each rebuilt as a ``RequestTrace``, oldest
/// first, at most ``limit`` of them.
///
/// ```swift
/// var log = RequestTraceLog(limit: 20)
/// let subscription = store.events.observe { event in
///   if let trace = log.record(event), let duration = trace.duration { print(trace.request, duration) }
/// }
/// ```
///
/// Events are matched to a request by key, part and request number. A `queued` event always opens a trace and so
/// does a `started` one, unless it starts the submission just queued: a kind made anew (a mutation of a screen
/// opened again) numbers its requests from 1 again, and its first request is a new trace, not the old one's.
public struct RequestTraceLog: Hashable, Sendable {
  /// The requests, oldest first.
  public private(set) var traces: [RequestTrace] = []
  /// The most traces kept; beyond it the oldest finished ones go first. `nil` for no bound.
  public let limit: Int?

  /// Creates an empty log keeping at most `limit` traces (no bound by default).
  public init(limit: Int? = nil) {
    self.limit = limit.map { max($0, 1) }
  }

  /// Applies `event` to the trace of its request and returns that trace; `nil` for an event of no request
  /// (a value set by hand, a reset, the store's own events).
  @discardableResult
  public mutating func record(_ event: LoadEvent) -> RequestTrace? {
    guard let request = event.request else { return nil }
    let index: Int
    switch event.kind {
    case .queued:
      index = open(request, for: event)
    case .started:
      if let last = latestIndex(of: request, for: event), traces[last].reason == nil, traces[last].attempts.isEmpty {
        index = last
      } else {
        index = open(request, for: event)
      }
    default:
      index = latestIndex(of: request, for: event) ?? open(request, for: event)
    }
    traces[index].record(event)
    let trace = traces[index]
    trim()
    return trace
  }

  /// Forgets every trace.
  public mutating func removeAll() {
    traces.removeAll()
  }

  private func latestIndex(of request: RequestID, for event: LoadEvent) -> Int? {
    traces.lastIndex { $0.request == request && $0.part == event.part && $0.key == event.key }
  }

  private mutating func open(_ request: RequestID, for event: LoadEvent) -> Int {
    traces.append(RequestTrace(request: request, key: event.key, part: event.part, startedAt: event.time))
    return traces.count - 1
  }

  private mutating func trim() {
    guard let limit else { return }
    while traces.count > limit {
      if let finished = traces.firstIndex(where: { !$0.isRunning }) {
        traces.remove(at: finished)
      } else {
        traces.removeFirst()
      }
    }
  }
}
