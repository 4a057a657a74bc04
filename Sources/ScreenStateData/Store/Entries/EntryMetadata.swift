import Foundation
import ScreenStateCore

/// What a ``ResourceStore`` keeps about each key besides its value: pure data, for the store's policies.
struct EntryMetadata {
  /// How many live handles observe the key.
  var subscribers = 0
  /// The store time of the key's last use: a handle made or released, a read or a write through the store.
  var lastUsedAt: Duration
  /// The store time of the value shown, `nil` when it is stale by decree (never fetched, restored from disk, a
  /// placeholder, invalidated).
  var fetchedAt: Duration?
  /// An answer to this request, or an older one, does not make the key fresh: it may predate an invalidation.
  var staleThrough: RequestID?
  /// Counts the changes of the value the store saw (answers, writes, restores): what a rollback compares.
  var version: UInt64 = 0
  /// When the value shown was saved by an earlier launch, while it is the restored one.
  var savedAt: Date?
  /// The store time of the key's last automatic revalidation (reconnect, foreground), which throttles the next.
  var lastAutomaticRevalidation: Duration?
  /// How often the key polls while screens show it, if it does.
  var pollInterval: Duration?
  /// The poll's timer, while one is due.
  var pollTimer: TimerQueue.Handle?
  /// A revalidation waits for the optimistic patches pending over the value to settle: an answer arriving before
  /// them would supersede them, and a change in flight would be lost from the screen.
  var revalidateWhenSettled = false

  /// How long the value shown stays fresh, when its answer said (`Cache-Control`); `nil` for the store's default.
  var freshFor: Duration?
  /// The answer of the value shown said not to save it (`Cache-Control: no-store`).
  var noStore = false

  init(now: Duration) {
    lastUsedAt = now
  }

  /// Whether the value is stale at `now` with values fresh for `staleAfter`.
  func isStale(now: Duration, staleAfter: Duration) -> Bool {
    guard let fetchedAt else { return true }
    return now - fetchedAt >= staleAfter
  }

  /// Whether an answer to `request` makes the value fresh: it started after the latest invalidation.
  func countsAsFresh(_ request: RequestID?) -> Bool {
    guard let staleThrough else { return true }
    guard let request else { return false }
    return request > staleThrough
  }
}
