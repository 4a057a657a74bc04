import ScreenStateCore

/// An outbox of the store, held weakly: the app owns it.
struct WeakOutbox {
  weak var outbox: Outbox?
}

extension ResourceStore {
  /// Forgets everything the store holds, for a logout: every key's value (in memory and in the persistence), the
  /// values read ahead or waiting to be saved, the optimistic changes pinned, and the changes of its outboxes. The
  /// sequences that feed live keys stop (see ``ResourceHandle/follow(_:apply:)``).
  ///
  /// ```swift
  /// switch await store.removeAll() {
  /// case .removed: showSignIn()
  /// case .refused(let unsent): askBeforeLosing(unsent)   // "3 changes were not sent yet"
  /// }
  /// ```
  ///
  /// Changes still waiting in an ``Outbox`` (queued, being sent or failed) would be lost: unless
  /// `discardingUnsentChanges`, nothing is removed and the result says how many wait. Otherwise each is rolled back
  /// (the one being sent is cancelled, its answer ignored), every request in flight is cancelled, and every screen
  /// of the store shows ``Loadable/idle``. Returns once the persistence holds nothing (``ResourcePersistence/removeAll()``);
  /// a value being written when it is called is written first, then removed.
  ///
  /// - Parameter discardingUnsentChanges: Whether to discard the changes the server does not have yet; `false` by
  ///   default, which refuses while any waits.
  @discardableResult
  public func removeAll(discardingUnsentChanges: Bool = false) async -> StoreRemoval {
    outboxes.removeAll { $0.outbox == nil }
    let live = outboxes.compactMap(\.outbox)
    let unsent = live.reduce(0) { $0 + $1.entries.count }
    if unsent > 0, !discardingUnsentChanges { return .refused(unsentChanges: unsent) }
    var dropped = 0
    for outbox in live { dropped += await outbox.removeAll() }
    for key in Array(storedKeys) {
      guard let entry = storedEntry(key) else { continue }
      // A live key's sequence belongs to the session that ends: the next session's screens follow again.
      setFeed(nil, for: entry)
      entry.reset()
    }
    pinned.removeAll()
    unpinned.removeAll()
    pinnedKeys.removeAll()
    rekeyedIDs.removeAll()
    restored.removeAll()
    restoredOrder = RecencyList()
    if let persistence, let writer {
      await writer.discardPending { persistence.removeAll() }
    }
    return .removed(droppedChanges: dropped)
  }
}
