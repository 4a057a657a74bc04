import ScreenStateCore

/// What a ``StoreInspector`` remembers of one key or one mutation from its events: the latest ones, its requests,
/// what was saved and whether it was evicted. Pure.
struct InspectorRecord {
  /// The latest events, oldest first, at most `eventLimit`.
  private(set) var timeline: [LoadEvent] = []
  private(set) var requests: RequestTraceLog
  /// The size of the latest save the store reported, when the persistence told it.
  private(set) var bytesSaved: Int?
  /// How many saves the store reported.
  private(set) var saves = 0
  /// Why the store let go of the key, until it is asked for again.
  private(set) var evicted: LoadEvent.EvictionReason?
  /// When the latest event happened.
  private(set) var lastEventAt: Duration?
  /// The inspector's count of events when the latest one arrived: what orders records by recency.
  private(set) var lastSequence = 0
  private let eventLimit: Int

  init(eventLimit: Int, requestLimit: Int) {
    self.eventLimit = max(eventLimit, 1)
    requests = RequestTraceLog(limit: requestLimit)
  }

  mutating func record(_ event: LoadEvent, sequence: Int) {
    timeline.append(event)
    if timeline.count > eventLimit { timeline.removeFirst(timeline.count - eventLimit) }
    requests.record(event)
    lastEventAt = event.time
    lastSequence = sequence
    switch event.kind {
    case .saved(let bytes):
      bytesSaved = bytes
      saves += 1
    case .evicted(let reason):
      evicted = reason
    default:
      evicted = nil
    }
  }
}
