import Foundation
import ScreenStateCore

/// Shares loaded data between screens: one entry per ``ResourceKey`` (a value, or a paginated list), one request per
/// key at a time, one value per key, kept fresh, bounded, and saved between launches.
///
/// ```swift
/// let store = ResourceStore(configuration: app.loading, staleAfter: .seconds(30), persistence: files)
/// let feed = store.pages("feed") { (cursor: String?) in try await api.posts(after: cursor) }   // the feed screen
/// let post = store.resource("post/\(id)") { try await api.post(id) }                          // a detail screen
/// LoadableScreen(feed)                                                                         // draw either
/// ```
///
/// - **Sharing.** Every handle of a key (``Resource``, ``PagedResource``) observes the same state kind: two screens
///   asking for `"posts"` make one request and show one value. The first handle's `fetch` is the key's operation.
/// - **One configuration.** Every key inherits the store's ``LoadingConfiguration``: classifier, retries, attempt
///   timeout, clock and randomness, set once.
/// - **Freshness.** A value is fresh for ``staleAfter`` after it arrived. A handle's `load()` (on appear) and
///   ``revalidate()`` (app in the foreground, network back) refresh stale values *stale-while-revalidate*: the stale
///   value stays on screen, `.loaded`, until the answer (see ``RequestReason/isAutomatic``).
/// - **Invalidation.** ``invalidate(_:)`` and ``invalidate(prefix:)`` mark values stale; a key with subscribers
///   revalidates at once, replacing any request in flight. A key stays stale until a request that started *after*
///   the invalidation answers: an older answer still in flight never makes it fresh.
/// - **Memory.** An entry no screen observes is evicted ``evictAfter`` after its last use, and beyond ``capacity``
///   entries the least recently used unobserved ones go first (a handle made or released, a read or a write through
///   the store, all count as a use). Observed entries stay. Each costs O(1), whatever the store's size.
/// - **Persistence** (optional). With a ``ResourcePersistence``, `Codable` values (and the first pages of a
///   paginated list) are saved when fetched and shown, stale, on the next launch before the network answers. Saves
///   are coalesced, at most one per key per ``saveInterval``, and written off the main actor; ``flush()`` writes
///   what waits, and ``restore(_:as:)`` reads saved values ahead of their screens, off the main actor.
/// - **Placeholders.** A key can show a value derived from another key while its own first request runs (a post's
///   title from the feed): see ``Placeholder``.
///
/// The store is a `@MainActor` class rather than an actor: screens read its values synchronously on the
/// main actor while drawing (an actor would make every read an `await` and every value a copy across
/// actors), and its kinds are main-actor objects already. The network work itself runs off the main actor.
@MainActor
public final class ResourceStore {
  /// How every key's requests are classified, retried, limited and timed.
  public let configuration: LoadingConfiguration
  /// How long a value stays fresh after it arrived (clamped to 0 … 10⁹ s).
  public let staleAfter: Duration
  /// How long an entry no screen observes is kept after its last use (clamped to 0 … 10⁹ s).
  public let evictAfter: Duration
  /// How many entries the store keeps before evicting unobserved ones, least recently used first (at least 0).
  public let capacity: Int
  /// Where `Codable` values are kept between launches, if anywhere.
  public let persistence: (any ResourcePersistence)?
  /// When stale keys revalidate with no code of yours.
  public let revalidation: AutomaticRevalidation

  private var entries: [ResourceKey: any AnyStoreEntry] = [:]
  /// The keys no handle observes, least recently used first.
  private var unused = RecencyList()
  private var sweep: (handle: TimerQueue.Handle, at: Duration)?
  private var timerQueue: TimerQueue?
  private var eventSource = LoadEventSource()
  /// The subscriptions to the network and the app's activity, made when the first screen subscribes.
  private var signals: [ChangeSubscription]?
  /// The entries that poll, by their poll timer's token.
  private var polling: [UInt64: any AnyStoreEntry] = [:]
  /// The last poll timer's token; poll tokens come after ``sweepToken`` and ``saveToken``.
  private var nextPollToken: UInt64 = ResourceStore.saveToken
  /// Which entries hold each entity.
  var entityIndex = EntityIndex()
  private var patchCount: UInt64 = 0
  /// The last entry's number: entries are numbered in the order they are made.
  private var entryCount: UInt64 = 0
  /// The pinned patches, by id: applied again over every new value of what they change until unpinned.
  var pinned: [UInt64: PinnedPatch] = [:]
  /// The pinned patches unpinned while their change is being sent, until settled: pinned again if the change turns
  /// out not to have reached the server.
  var unpinned: [UInt64: PinnedPatch] = [:]
  /// The keys each pinned patch was applied to, kept until the patch is settled (after it is unpinned too).
  var pinnedKeys: [UInt64: Set<ResourceKey>] = [:]
  /// The server's ids of entities created under a temporary id, as JSON, by the temporary id's entity key: a patch
  /// of the temporary id made after it was re-keyed changes the server's.
  var rekeyedIDs: [String: Data] = [:]
  /// Coalesces the values to save and writes them off the main actor; `nil` without a persistence.
  let writer: PersistenceWriter?
  /// The outboxes saved with this store's persistence, emptied by ``removeAll(discardingUnsentChanges:)``.
  var outboxes: [WeakOutbox] = []
  /// Values read ahead by ``restore(_:as:)``, each taken by the first handle of its key.
  var restored: [ResourceKey: RestoredValue] = [:]
  /// The keys of ``restored``, oldest first: those no handle asks for within ``evictAfter`` are dropped.
  var restoredOrder = RecencyList()
  /// The selections of each key, which follow whichever entry the store keeps for it.
  var selections: [ResourceKey: [WeakSelection]] = [:]

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - configuration: The rules every key inherits: classifier, retries, attempt timeout, clock, randomness.
  ///   - staleAfter: How long a value stays fresh; 60 s by default.
  ///   - evictAfter: How long an entry no screen observes is kept; 5 minutes by default.
  ///   - capacity: How many entries are kept before unobserved ones are evicted; 500 by default.
  ///   - classifier: Replaces the configuration's classifier, if given.
  ///   - retryPolicy: Replaces the configuration's retry policy, if given.
  ///   - clock: Replaces the configuration's clock (of freshness, eviction, backoff and timeouts), if given.
  ///   - persistence: Where `Codable` values are kept between launches; `nil` (the default) for memory only.
  ///   - revalidation: When stale keys revalidate with no code of yours: when the network comes back and when
  ///     the app returns to the foreground, at most once per key per 5 s, by default.
  ///
  /// Nonisolated, so that an app can make its store anywhere (an `App`'s initialiser, a dependency container).
  public nonisolated init(
    configuration: LoadingConfiguration = .standard,
    staleAfter: Duration = .seconds(60),
    evictAfter: Duration = .seconds(300),
    capacity: Int = 500,
    classifier: FailureClassifier? = nil,
    retryPolicy: RetryPolicy? = nil,
    clock: (any Clock<Duration>)? = nil,
    persistence: (any ResourcePersistence)? = nil,
    revalidation: AutomaticRevalidation = .standard
  ) {
    var configuration = configuration
    if let classifier { configuration.classifier = classifier }
    if let retryPolicy { configuration.retryPolicy = retryPolicy }
    if let clock { configuration.clock = clock }
    self.configuration = configuration
    self.staleAfter = staleAfter.clampedForScheduling
    self.evictAfter = evictAfter.clampedForScheduling
    self.capacity = max(capacity, 0)
    self.persistence = persistence
    self.revalidation = revalidation
    writer = persistence.map { _ in PersistenceWriter() }
    // The `saved(bytes:)` events of a batch are emitted on the main actor once it is written.
    writer?.setOnSaved { [weak self] in Task { @MainActor in self?.reportSaves() } }
  }

  /// Writes the values waiting to be saved, and waits until they are written: a store gone has saved what it
  /// fetched.
  deinit {
    writer?.handOffAndWait()
  }

  /// The rule that classifies each failure, for the retries and for the screens.
  public var classifier: FailureClassifier { configuration.classifier }
  /// The retry policy of every request.
  public var retryPolicy: RetryPolicy { configuration.retryPolicy }

  /// The events of every key's requests, each with its ``LoadEvent/key``.
  public var events: LoadEvents { eventSource.get() }

  var timers: TimerQueue {
    if let timerQueue { return timerQueue }
    let queue = TimerQueue.shared(for: configuration.clock)
    timerQueue = queue
    return queue
  }

  /// The store's time: an offset on its clock.
  var now: Duration { timers.now }

  // MARK: - Entries

  /// The entry of `key`, made with `make` if there is none; traps if the key holds another kind or other types.
  func entry<Input, Value, Failure, Kind: LoadEntry<Input, Value, Failure>>(
    _ key: ResourceKey,
    kind: @autoclosure () -> String,
    make: () -> Kind,
    restore: ((LoadEntry<Input, Value, Failure>) -> Date?)?,
    placeholder: ((ResourceStore) -> Value?)?,
    persist: ((Value, LoadPart) -> Void)?,
    validation: ValidationState<Value>? = nil
  ) -> Kind {
    evictExpired()
    if let existing = entries[key] {
      guard let entry = existing as? Kind else {
        preconditionFailure(Self.mismatch(key, holds: existing.kindDescription, askedFor: kind()))
      }
      if entry.value == nil, let shown = placeholder?(self) { entry.setValue(shown, origin: .placeholder) }
      return entry
    }
    let entry = make()
    entryCount &+= 1
    entry.record = StoreRecord(
      key: key, serial: entryCount, kindDescription: kind(), store: self, persist: persist, validation: validation)
    // The entry's events reach the store's, with its key, whenever the store's are observed.
    entry.events.forwarding = (eventSource.get(), key)
    entries[key] = entry
    unused.touch(key, at: now)
    if let savedAt = restore?(entry) {
      entry.metadata.savedAt = savedAt
    } else if let shown = placeholder?(self) {
      entry.setValue(shown, origin: .placeholder)
    }
    // A restored value or a placeholder is stale by decree: `fetchedAt` stays nil.
    entry.metadata.fetchedAt = nil
    selectionsFollow(key, entry)
    return entry
  }

  /// What a trap says when `key`, holding `held`, is asked for as `asked`: both kinds and types, and what to do.
  static func mismatch(_ key: ResourceKey, holds held: String, askedFor asked: String) -> String {
    "ResourceStore: the key \(key) holds a \(held), asked for as a \(asked); "
      + "ask for every key with one kind, one value type and one failure type"
  }

  /// One more handle observes `entry`.
  func subscribe(_ entry: any AnyStoreEntry) {
    observeSignals()
    entry.metadata.subscribers += 1
    entry.metadata.lastUsedAt = now
    unused.remove(entry.key)
    evictOverCapacity()
    // The first screen of a live key starts its sequence (most keys have none: checked first).
    if entry.anyRecord.feed != nil, entry.metadata.subscribers == 1 { updateFeed(of: entry) }
  }

  /// Called once per handle, by its `release()` or its deinit.
  func unsubscribe(_ entry: any AnyStoreEntry) {
    guard entry.metadata.subscribers > 0 else { return }
    entry.metadata.subscribers -= 1
    guard entry.metadata.subscribers == 0, entries[entry.key] === entry else { return }
    // Beyond the capacity, the entry evicted may be this one: the sweep's timer is armed after, if still needed.
    markUsed(entry)
    evictOverCapacity()
    evictExpired()
  }

  /// Records a use of `entry`: its place among the unobserved moves to the most recent.
  func use(_ entry: any AnyStoreEntry) {
    markUsed(entry)
    if entry.metadata.subscribers == 0 { scheduleSweep() }
  }

  private func markUsed(_ entry: any AnyStoreEntry) {
    let time = now
    entry.metadata.lastUsedAt = time
    if entry.metadata.subscribers == 0 { unused.touch(entry.key, at: time) }
  }

  /// The number of a new optimistic patch.
  func nextPatch() -> UInt64 {
    patchCount &+= 1
    return patchCount
  }

  /// The keys of the entries kept, in no order.
  var storedKeys: Dictionary<ResourceKey, any AnyStoreEntry>.Keys { entries.keys }

  /// The entries kept, in no order.
  var storedEntries: Dictionary<ResourceKey, any AnyStoreEntry>.Values { entries.values }

  /// The entry of `key`, whatever it holds.
  func storedEntry(_ key: ResourceKey) -> (any AnyStoreEntry)? {
    entries[key]
  }

  /// The entry of `key` when it holds values of type `Value`.
  func valueEntry<Value>(_ key: ResourceKey, as type: Value.Type) -> (any ValueStoreEntry<Value>)? {
    entries[key] as? any ValueStoreEntry<Value>
  }

  /// Forwards an entry's event to the store's observers, with its key.
  func forward(_ event: LoadEvent, of key: ResourceKey) {
    eventSource.emit {
      var keyed = event
      keyed.key = key
      return keyed
    }
  }

  /// Reports an event of the store's own about `key` (saved, marked stale, evicted…), built only when observed.
  func emit(_ kind: @autoclosure () -> LoadEvent.Kind, of key: ResourceKey, part: LoadPart = .value) {
    eventSource.emit { LoadEvent(kind(), part: part, key: key, time: now) }
  }

  // MARK: - Freshness

  /// Whether the value of `key` is stale: never fetched, restored from disk, a placeholder, invalidated (and not
  /// answered since by a request that started after), or older than ``staleAfter``. A key with no entry is stale.
  public func isStale(_ key: ResourceKey) -> Bool {
    entries[key].map(isStale) ?? true
  }

  func isStale(_ entry: any AnyStoreEntry) -> Bool {
    entry.metadata.isStale(now: now, staleAfter: entry.metadata.freshFor ?? staleAfter)
  }

  /// When the value shown for `key` was saved by an earlier launch, while it is the one restored from disk.
  public func savedAt(_ key: ResourceKey) -> Date? {
    entries[key]?.metadata.savedAt
  }

  /// Starts a request for `key` if it has subscribers and its value is missing, failed or stale; joins
  /// nothing and returns at once. A handle's `load()` does this and waits.
  public func revalidate(_ key: ResourceKey) {
    guard let entry = entries[key], entry.metadata.subscribers > 0 else { return }
    entry.revalidate(isStale: isStale(entry), force: false, reason: .revalidation)
  }

  /// Revalidates every subscribed key (see ``revalidate(_:)``): call it when the app returns to the
  /// foreground or the network comes back. Values stay on screen while they refresh.
  public func revalidate() {
    for entry in entries.values where entry.metadata.subscribers > 0 {
      entry.revalidate(isStale: isStale(entry), force: false, reason: .revalidation)
    }
  }

  /// Marks the value of `key` stale until a request that starts from now on answers; if the key has subscribers,
  /// refreshes it at once, replacing any request in flight. The value stays on screen meanwhile.
  public func invalidate(_ key: ResourceKey) {
    guard let entry = entries[key] else { return }
    invalidate(entry)
  }

  /// Invalidates every key that starts with `prefix` (whole components: `"post"` covers `"post/42"`, not
  /// `"posts"`), as ``invalidate(_:)`` does.
  public func invalidate(prefix: ResourceKey) {
    for entry in entries.values where entry.key.hasPrefix(prefix) {
      invalidate(entry)
    }
  }

  private func invalidate(_ entry: any AnyStoreEntry) {
    entry.metadata.fetchedAt = nil
    // A whole-value change rolled back later restores the value, not a freshness the invalidation took away.
    entry.anyRecord.wholeBase?.fetchedAt = nil
    entry.metadata.staleThrough = entry.latestRequest
    emit(.markedStale, of: entry.key)
    if entry.metadata.subscribers > 0 { entry.revalidate(isStale: true, force: true, reason: .invalidation) }
  }

  // MARK: - Eviction

  /// The number of entries kept.
  public var count: Int { entries.count }

  /// Whether the store keeps an entry for `key`.
  public func contains(_ key: ResourceKey) -> Bool {
    entries[key] != nil
  }

  /// How many live handles observe `key`.
  public func subscriberCount(of key: ResourceKey) -> Int {
    entries[key]?.metadata.subscribers ?? 0
  }

  /// Evicts now every unobserved entry last used at least ``evictAfter`` ago. The store also does this on a timer
  /// of its clock and whenever a handle is made or released.
  public func evictExpired() {
    let time = now
    while let oldest = unused.oldestUse, time - oldest >= evictAfter, let key = unused.popOldest() {
      remove(key, reason: .expired)
    }
    while let oldest = restoredOrder.oldestUse, time - oldest >= evictAfter, let key = restoredOrder.popOldest() {
      restored[key] = nil
    }
    scheduleSweep()
  }

  /// Suspends until every request of every entry has ended, including requests started meanwhile. Useful in
  /// tests; a view never needs it.
  public func waitUntilSettled() async {
    while !Task.isCancelled, let running = entries.values.first(where: \.isRunning) {
      await running.waitUntilSettled()
    }
  }

  private func evictOverCapacity() {
    while entries.count > capacity, let key = unused.popOldest() {
      remove(key, reason: .overCapacity)
    }
    scheduleSweep()
  }

  private func remove(_ key: ResourceKey, reason: LoadEvent.EvictionReason) {
    guard let entry = entries.removeValue(forKey: key) else { return }
    unused.remove(key)
    stopPolling(entry)
    entry.anyRecord.feed?.pause()
    entry.anyRecord.feed = nil
    entry.unindexEntities(in: &entityIndex)
    entry.evict()
    selectionsFollow(key, nil)
    emit(.evicted(reason), of: key)
  }

  /// Arms the store's timer for the moment the least recently used unobserved entry expires.
  ///
  /// A timer armed earlier than that is kept: it fires early, finds nothing to evict and arms the next one. So a key
  /// subscribed again (the oldest unobserved one leaving the list) costs no timer of its own, only a key whose
  /// expiry comes earlier than the timer's, or the last unobserved key leaving, changes it.
  private func scheduleSweep() {
    guard let oldest = unused.oldestUse else {
      if let sweep { timers.cancel(sweep.handle) }
      sweep = nil
      return
    }
    let deadline = oldest + evictAfter
    if let sweep {
      guard deadline < sweep.at else { return }
      timers.cancel(sweep.handle)
    }
    sweep = (timers.schedule(at: deadline, target: self, token: Self.sweepToken), deadline)
  }
}

extension ResourceStore: TimerTarget {
  /// The token of the eviction sweep's timer.
  nonisolated static let sweepToken: UInt64 = 0
  /// The token of the timer that hands the values to save over to the persistence's queue.
  nonisolated static let saveToken: UInt64 = 1

  package func timerFired(_ token: UInt64) {
    if token == Self.saveToken {
      writer?.handOff()
      return
    }
    guard token == Self.sweepToken else { return pollDue(token) }
    sweep = nil
    evictExpired()
  }
}

// MARK: - Revalidation and polling with no code of yours

extension ResourceStore {
  /// Whether the network is reachable, as the configuration's monitor says (`true` without one).
  var networkIsReachable: Bool { configuration.connectivity?.path.isReachable ?? true }

  /// Subscribes to the network and the app's activity, once.
  private func observeSignals() {
    guard signals == nil else { return }
    var signals: [ChangeSubscription] = []
    if let connectivity = configuration.connectivity {
      var wasReachable = connectivity.path.isReachable
      var allowedOptionalWork = connectivity.path.allowsOptionalWork
      signals.append(
        connectivity.observe { [weak self] path in
          defer { (wasReachable, allowedOptionalWork) = (path.isReachable, path.allowsOptionalWork) }
          guard let self else { return }
          if path.isReachable, !wasReachable, self.revalidation.onReconnect {
            self.revalidateStale(reason: .reconnect)
          }
          if path.allowsOptionalWork { self.resumePolling() }
          if path.allowsOptionalWork != allowedOptionalWork { self.updateFeeds() }
        })
    }
    signals.append(
      configuration.activity.observe { [weak self] isActive in
        guard let self else { return }
        self.updateFeeds()
        guard isActive else { return }
        if self.revalidation.onForeground { self.revalidateStale(reason: .foreground) }
        self.resumePolling()
      })
    self.signals = signals
  }

  /// Revalidates every stale key that screens show, unless it revalidated so less than the minimum interval ago;
  /// nothing while the app is in the background or the network is down.
  private func revalidateStale(reason: RequestReason) {
    guard configuration.activity.isActive, networkIsReachable else { return }
    let time = now
    for entry in entries.values where entry.metadata.subscribers > 0 && isStale(entry) {
      if let last = entry.metadata.lastAutomaticRevalidation, time - last < revalidation.minimumInterval { continue }
      if entry.hasPendingPatches {
        // Not over changes in flight: once they settle.
        entry.metadata.revalidateWhenSettled = true
        continue
      }
      entry.metadata.lastAutomaticRevalidation = time
      entry.revalidate(isStale: true, force: false, reason: reason)
    }
  }

  /// Polls `entry` every `interval` while screens show it, the app is active and the network allows optional work
  /// (reachable, neither constrained nor expensive); a poll never overlaps a request of the key. `nil` stops it.
  func setPollInterval(_ interval: Duration?, for entry: any AnyStoreEntry) {
    entry.metadata.pollInterval = interval.map { max($0.clampedForScheduling, .milliseconds(1)) }
    stopPolling(entry)
    schedulePoll(entry)
  }

  /// Arms `entry`'s next poll, one interval from now, if it polls.
  func schedulePoll(_ entry: any AnyStoreEntry) {
    guard let interval = entry.metadata.pollInterval, entry.metadata.pollTimer == nil,
      entries[entry.key] === entry
    else { return }
    nextPollToken &+= 1
    polling[nextPollToken] = entry
    entry.metadata.pollTimer = timers.schedule(at: now + interval, target: self, token: nextPollToken)
  }

  private func stopPolling(_ entry: any AnyStoreEntry) {
    guard let timer = entry.metadata.pollTimer else { return }
    timers.cancel(timer)
    entry.metadata.pollTimer = nil
    polling = polling.filter { $0.value !== entry }
  }

  private func pollDue(_ token: UInt64) {
    guard let entry = polling.removeValue(forKey: token) else { return }
    entry.metadata.pollTimer = nil
    guard entry.metadata.subscribers > 0, configuration.activity.isActive,
      configuration.connectivity?.path.allowsOptionalWork ?? true
    else { return }  // paused: resumed by the app's return or the network's
    if entry.isRunning || entry.hasPendingPatches {
      schedulePoll(entry)  // never over a request, nor over changes in flight: the next one after them
    } else {
      entry.revalidate(isStale: true, force: true, reason: .poll)
    }
  }

  /// Arms the polls paused while the app was away or the network down.
  private func resumePolling() {
    for entry in entries.values where entry.metadata.pollInterval != nil && entry.metadata.pollTimer == nil {
      schedulePoll(entry)
    }
  }
}
