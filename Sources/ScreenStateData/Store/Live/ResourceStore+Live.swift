import ScreenStateCore

// A key fed by a sequence: the store starts its feed with the first screen, pauses it while the app is away or the
// network allows no optional work, and stops it when the key is evicted.

extension ResourceStore {
  /// Feeds `entry` with `feed` from now on (`nil`: with nothing), stopping the feed it had.
  func setFeed(_ feed: (any AnyLiveFeed)?, for entry: any AnyStoreEntry) {
    entry.anyRecord.feed?.pause()
    entry.anyRecord.feed = feed
    updateFeed(of: entry)
  }

  /// Whether `entry`'s feed should run now: the key is kept, a screen shows it (or did, until it is evicted), the app
  /// is active and the network allows optional work.
  func feedIsWanted(_ entry: any AnyStoreEntry, _ feed: any AnyLiveFeed) -> Bool {
    storedEntry(entry.key) === entry && (entry.metadata.subscribers > 0 || feed.hasStarted)
      && configuration.activity.isActive && (configuration.connectivity?.path.allowsOptionalWork ?? true)
  }

  /// Starts or pauses `entry`'s feed, as ``feedIsWanted(_:_:)`` says.
  func updateFeed(of entry: any AnyStoreEntry) {
    guard let feed = entry.anyRecord.feed else { return }
    if feedIsWanted(entry, feed) { feed.resume() } else { feed.pause() }
  }

  /// Starts or pauses every feed: the app left or returned, the network changed.
  func updateFeeds() {
    for entry in storedEntries where entry.anyRecord.feed != nil {
      updateFeed(of: entry)
    }
  }

  /// `entry` received a value from its feed, `truth` (the server's, under the changes still pending): its entities
  /// are recorded, it is fresh when it is a whole value, it is saved, and the changes not sent yet show over it.
  func entryReceived<Input, Value, Failure>(
    _ entry: LoadEntry<Input, Value, Failure>, _ truth: Value, renewsFreshness: Bool
  ) {
    guard let record = entry.record else { return }
    reindex(entry, replacing: true)
    record.metadata.savedAt = nil
    if renewsFreshness { record.metadata.fetchedAt = now }
    record.metadata.version &+= 1
    if record.metadata.noStore {
      if record.persist != nil { forgetSaved(record.key) }
    } else {
      record.persist?(truth, .value)
    }
    applyPinned(to: entry)
  }
}
