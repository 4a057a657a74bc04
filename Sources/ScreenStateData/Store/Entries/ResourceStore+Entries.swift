import Foundation
import ScreenStateCore

// What the store does when one of its entries changes by itself: an answer arrived, the app set a value, a reset.
// Each entry tells its store directly; nothing listens to its events.

extension ResourceStore {
  /// A request of `entry` ended (for a page beyond either end of a list, only when it added a page). An answer is
  /// the value now: the optimistic changes under it are superseded, its entities recorded, it is fresh unless it was
  /// asked for before the latest invalidation, it is saved, and the changes not sent yet show over it.
  func entryEnded<Input, Value, Failure>(
    _ entry: LoadEntry<Input, Value, Failure>, part: LoadPart, request: RequestID, succeeded: Bool
  ) {
    guard let record = entry.record else { return }
    // A poll's clock starts again when a request of the key ends.
    if part == .value { schedulePoll(entry) }
    guard succeeded else { return }
    switch part {
    case .nextPage, .previousPage:
      entry.indexAddedPage(atEnd: part == .nextPage, in: &entityIndex)
    case .page:
      // One page is not the list: its freshness stays as it was.
      entry.indexReplacedPage(in: &entityIndex)
    case .value, .mutation:
      supersedeChanges(of: entry)
      record.metadata.savedAt = nil
      if record.metadata.countsAsFresh(request) { record.metadata.fetchedAt = now }
    }
    record.metadata.version &+= 1
    if record.metadata.noStore {
      // The server said not to keep it: nor the copy saved before.
      if record.persist != nil { forgetSaved(record.key) }
    } else if let persist = record.persist, let value = entry.value {
      persist(value, part)
    }
    // Changes not sent yet show over the server's answer (which cannot hold them); it was saved as it came.
    applyPinned(to: entry)
  }

  /// The app set `entry`'s value (or the store did: a restored copy, a placeholder): the changes under it are
  /// superseded, its entities recorded, and the changes not sent yet show over it.
  func entryValueReplaced<Input, Value, Failure>(_ entry: LoadEntry<Input, Value, Failure>) {
    guard let record = entry.record else { return }
    // A value set by hand is not the one the validators describe: the next request asks for it whole.
    if entry.machine.origin == .set {
      record.validation?.forget()
      record.metadata.freshFor = nil
    }
    supersedeChanges(of: entry)
    record.metadata.version &+= 1
    applyPinned(to: entry)
  }

  /// `entry` forgot its value: nothing is shown any more, nothing restored, nothing fresh.
  func entryWasReset<Input, Value, Failure>(_ entry: LoadEntry<Input, Value, Failure>) {
    guard let record = entry.record else { return }
    record.layers?.supersedeAll()
    record.wholeBase = nil
    entry.unindexEntities(in: &entityIndex)
    record.metadata.version &+= 1
    record.metadata.savedAt = nil
    record.metadata.fetchedAt = nil
    record.metadata.freshFor = nil
    record.validation?.forget()
  }

  /// A request of `entry`'s value ended without an answer (cancelled, cut short by a value shown).
  func valueRequestEnded(_ entry: any AnyStoreEntry) {
    schedulePoll(entry)
  }

  /// Records again where `entry`'s entities sit: its base's items moved (`replacing`: and some left it).
  func reindex(_ entry: any AnyStoreEntry, replacing: Bool = false) {
    entry.indexEntities(in: &entityIndex, replacing: replacing)
  }

  /// A newer value supersedes every change pending under it; its entities are recorded.
  private func supersedeChanges<Input, Value, Failure>(of entry: LoadEntry<Input, Value, Failure>) {
    guard let record = entry.record else { return }
    record.layers?.supersedeAll()
    record.wholeBase = nil
    entry.indexEntities(in: &entityIndex, replacing: true)
  }
}

extension ResourceStore {
  /// A request of `entry` was answered "not modified": the value shown is the server's still. It is fresh again
  /// (unless asked for before the latest invalidation), for what `cache` says or, when it says nothing, for what
  /// the answer that brought the value said; it is not saved again, and the changes over it stay.
  func entryNotModified<Input, Value, Failure>(
    _ entry: LoadEntry<Input, Value, Failure>, request: RequestID, cache: CacheDirectives
  ) {
    guard let record = entry.record else { return }
    schedulePoll(entry)
    record.metadata.savedAt = nil
    if record.metadata.countsAsFresh(request) { record.metadata.fetchedAt = now }
    if !cache.isEmpty {
      record.metadata.freshFor = cache.freshFor
      record.metadata.noStore = cache.noStore
      if cache.noStore, record.persist != nil { forgetSaved(record.key) }
    }
  }
}
