// Signposts for Instruments, on Apple platforms only. This file imports only ScreenState and os, so that
// Scripts/typecheck-adapters.sh type-checks it on Linux against a shim of os (Shims/os), as it does the adapters.
#if canImport(os)
  import os
  import ScreenState

  /// Signposts each request of a bridge's events: an interval named `request` from its start to its end, and an
  /// event per attempt, failed attempt, wait and rollback, in the subsystem `ScreenState`, category `Requests`, so
  /// that Instruments' os_signpost track (and the Points of Interest of a custom instrument) shows them.
  ///
  /// The interval's message names the source, the key, the request and why it started; its end says how it ended.
  /// Keys are logged with the default privacy (redacted outside a debugger); everything else is public.
  @MainActor
  final class LoadEventSignposts {
    private struct Interval: Hashable {
      let key: ResourceKey?
      let part: LoadPart
      let request: RequestID
    }

    private let source: String
    private let signposter = OSSignposter(logHandle: OSLog(subsystem: "ScreenState", category: "Requests"))
    private var intervals: [Interval: (id: OSSignpostID, state: OSSignpostIntervalState)] = [:]

    init(source: String) {
      self.source = source
    }

    func record(_ event: LoadEvent) {
      let source = source
      guard let request = event.request else {
        let key = event.key?.path ?? "-"
        let words = InspectorFormat.event(event.kind)
        signposter.emitEvent(
          "store", id: signposter.makeSignpostID(), "\(source, privacy: .public) \(key) \(words, privacy: .public)")
        return
      }
      let interval = Interval(key: event.key, part: event.part, request: request)
      let words = InspectorFormat.event(event.kind)
      switch event.kind {
      case .started(let reason):
        if let open = intervals.removeValue(forKey: interval) {
          signposter.endInterval("request", open.state, "replaced")
        }
        let id = signposter.makeSignpostID()
        let key = event.key?.path ?? "-"
        let name = "\(request) \(InspectorFormat.part(event.part)) (\(reason))"
        let state = signposter.beginInterval(
          "request", id: id, "\(source, privacy: .public) \(key) \(name, privacy: .public)")
        intervals[interval] = (id, state)
      case .succeeded, .failed, .cancelled:
        guard let open = intervals.removeValue(forKey: interval) else { return }
        signposter.endInterval("request", open.state, "\(words, privacy: .public)")
      case .attemptStarted, .attemptFailed, .attemptTimedOut, .waiting, .queued, .rolledBack:
        let id = intervals[interval]?.id ?? signposter.makeSignpostID()
        signposter.emitEvent("attempt", id: id, "\(words, privacy: .public)")
      case .valueReplaced, .reset, .cacheHit, .cacheMiss, .saved, .markedStale, .evicted, .notModified:
        break
      }
    }
  }
#else
  import ScreenState

  /// Signposts exist only on Apple platforms: elsewhere nothing is recorded.
  @MainActor
  final class LoadEventSignposts {
    init(source: String) {}

    func record(_ event: LoadEvent) {}
  }
#endif
