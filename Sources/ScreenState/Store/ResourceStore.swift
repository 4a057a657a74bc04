/// Shares loaded data between screens: one entry per ``ResourceKey``, one request per key at a time, one
/// value per key, kept fresh and bounded.
///
/// ```swift
/// let store = ResourceStore(staleAfter: .seconds(30))
/// let feed = store.resource("posts") { try await api.posts() }       // the list screen
/// let again = store.resource("posts") { try await api.posts() }      // another screen: same request, same value
/// await feed.load()
/// LoadableScreen(feed.loader)                                          // draw it as any loader
/// ```
///
/// - **Sharing.** Every ``Resource`` handle of a key observes the same ``Loader``: two screens asking for
///   `"posts"` make one request and show one value. The first handle's `fetch` is the key's operation.
/// - **Freshness.** A value is fresh for ``staleAfter`` after it arrived. ``Resource/load()`` (on appear)
///   and ``revalidate()`` (app in the foreground, network back) refresh stale values
///   *stale-while-revalidate*: the stale value stays on screen, as `.loading(previous:)`, until the answer.
/// - **Invalidation.** ``invalidate(_:)`` and ``invalidate(prefix:)`` mark values stale; a key with
///   subscribers revalidates at once, replacing any request in flight (its response may predate the change).
/// - **Memory.** An entry with no subscribers is evicted ``evictAfter`` after its last one left, and beyond
///   ``capacity`` entries the least recently used unsubscribed ones go first. Subscribed entries stay.
/// - **Persistence** (optional). With a ``ResourcePersistence``, `Codable` values are written when fetched
///   and shown, stale, on the next launch before the network answers.
/// - **Loader guarantees.** Requests run through ``Loader``: the latest wins, cancellation is silent, failures
///   are classified by ``classifier`` and retried by ``retryPolicy``.
///
/// The store is a `@MainActor` class rather than an actor: screens read its values synchronously on the
/// main actor while drawing (an actor would make every read an `await` and every value a copy across
/// actors), and its loaders are main-actor objects already. The network work itself runs off the main actor.
@MainActor
public final class ResourceStore {
  /// How long a value stays fresh after it arrived (clamped to 0 … 10⁹ s).
  public let staleAfter: Duration
  /// How long an entry with no subscribers is kept (clamped to 0 … 10⁹ s).
  public let evictAfter: Duration
  /// How many entries the store keeps before evicting unsubscribed ones, least recently used first (at least 0).
  public let capacity: Int
  /// The rule that classifies each failure, for the retries and for the screens.
  public let classifier: FailureClassifier
  /// The retry policy of every request.
  public let retryPolicy: RetryPolicy

  private let clock: any Clock<Duration>
  private let stopwatch: Stopwatch
  private let alarm: Alarm
  private let persistence: (any ResourcePersistence)?
  private var entries: [ResourceKey: any StoredResource] = [:]
  private var unsubscribedCount = 0
  /// No unsubscribed entry expires before this store time; `nil` when none is unsubscribed. Lets a store of
  /// many entries skip the scan for expired ones until one can be.
  private var nextExpiry: Duration?
  private var useCounter: UInt64 = 0
  private var sweeper: Task<Void, Never>?

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - staleAfter: How long a value stays fresh; 60 s by default.
  ///   - evictAfter: How long an entry no screen observes is kept; 5 minutes by default.
  ///   - capacity: How many entries are kept before unsubscribed ones are evicted; 500 by default.
  ///   - classifier: The rule that classifies failures.
  ///   - retryPolicy: When failed attempts are retried.
  ///   - clock: The clock of freshness, eviction, backoff and timeouts; inject a virtual clock in tests.
  ///   - persistence: Where `Codable` values are kept between launches; `nil` (the default) for memory only.
  ///
  /// Nonisolated, so that an app can make its store anywhere (an `App`'s initialiser, a dependency container).
  public nonisolated init(
    staleAfter: Duration = .seconds(60),
    evictAfter: Duration = .seconds(300),
    capacity: Int = 500,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    clock: any Clock<Duration> = ContinuousClock(),
    persistence: (any ResourcePersistence)? = nil
  ) {
    self.staleAfter = staleAfter.clampedForScheduling
    self.evictAfter = evictAfter.clampedForScheduling
    self.capacity = max(capacity, 0)
    self.classifier = classifier
    self.retryPolicy = retryPolicy
    self.clock = clock
    self.stopwatch = Stopwatch(clock)
    self.alarm = Alarm(clock)
    self.persistence = persistence
  }

  deinit {
    sweeper?.cancel()
  }

  // MARK: - Handles

  /// A handle on the resource at `key`, shared with every other handle of that key.
  ///
  /// The first handle of a key creates its entry with `fetch` (and `timeout`); later handles share it and
  /// ignore theirs. Asking for a key with another value or failure type than its entry's is a programming
  /// error and traps.
  public func resource<Value: Sendable, Failure: Error>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    timeout: AttemptTimeout<Failure>? = .standard,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) -> Resource<Value, Failure> {
    subscribe(entry(key, timeout: timeout, fetch: fetch, restored: nil, persist: nil))
  }

  /// A handle on the resource at `key`, shared with every other handle of that key; a `Codable` value is also
  /// kept by the store's ``ResourcePersistence``, if it has one.
  ///
  /// With a persistence, a value saved by an earlier launch is shown at once, as stale: the first
  /// ``Resource/load()`` refreshes it while it stays on screen (offline first). A fetched value is written
  /// each time it arrives; a value set by hand (an optimistic update) is not.
  public func resource<Value: Codable & Sendable, Failure: Error>(
    _ key: ResourceKey,
    as type: Value.Type = Value.self,
    timeout: AttemptTimeout<Failure>? = .standard,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) -> Resource<Value, Failure> {
    guard let persistence else {
      return subscribe(entry(key, timeout: timeout, fetch: fetch, restored: nil, persist: nil))
    }
    return subscribe(
      entry(
        key, timeout: timeout, fetch: fetch,
        restored: { persistence.read(Value.self, for: key)?.value },
        persist: { persistence.write($0, for: key) }))
  }

  private func entry<Value: Sendable, Failure: Error>(
    _ key: ResourceKey,
    timeout: AttemptTimeout<Failure>?,
    fetch: @escaping @Sendable () async throws(Failure) -> Value,
    restored: (() -> Value?)?,
    persist: ((Value) -> Void)?
  ) -> ResourceEntry<Value, Failure> {
    evictExpired()
    if let existing = entries[key] {
      guard let entry = existing as? ResourceEntry<Value, Failure> else {
        preconditionFailure("ResourceStore: the key \(key) holds a \(type(of: existing)), not a \(Value.self)")
      }
      return entry
    }
    let initial: Loadable<Value, Failure> = restored?().map { .loaded($0) } ?? .idle
    let loader = Loader(
      initial, classifier: classifier, retryPolicy: retryPolicy, timeout: timeout, clock: clock, operation: fetch)
    let entry = ResourceEntry(key: key, loader: loader, now: stopwatch.elapsed, persist: persist)
    markUnused(entry)
    entries[key] = entry
    unsubscribedCount += 1
    return entry
  }

  private func subscribe<Value, Failure>(_ entry: ResourceEntry<Value, Failure>) -> Resource<Value, Failure> {
    if entry.subscribers == 0 {
      entry.unusedSince = nil
      unsubscribedCount -= 1
    }
    entry.subscribers += 1
    touch(entry)
    evictOverCapacity()
    return Resource(entry: entry, store: self)
  }

  /// Called once per handle, by ``Resource/release()`` or the handle's deinit.
  func unsubscribe(_ entry: any StoredResource) {
    guard entry.subscribers > 0 else { return }
    entry.subscribers -= 1
    guard entry.subscribers == 0, entries[entry.key] === entry else { return }
    markUnused(entry)
    unsubscribedCount += 1
    evictOverCapacity()
    evictExpired()
    scheduleSweep()
  }

  private func markUnused(_ entry: any StoredResource) {
    let now = stopwatch.elapsed()
    entry.unusedSince = now
    nextExpiry = min(nextExpiry ?? .longestScheduledWait * 2, now + evictAfter)
  }

  private func touch(_ entry: any StoredResource) {
    useCounter &+= 1
    entry.lastUse = useCounter
  }

  // MARK: - Reading and writing values

  /// The value shown for `key`, if its entry holds one of type `Value`: a peek that neither subscribes nor
  /// loads, such as a detail screen showing the title the list already has.
  public func value<Value>(for key: ResourceKey, as type: Value.Type = Value.self) -> Value? {
    (entries[key] as? any ValueStoring<Value>)?.value
  }

  /// Shows `value` for `key` in every handle, fresh, cancelling the request in flight (whose response is
  /// older). Returns `false`, changing nothing, when the store has no entry of type `Value` for `key`.
  @discardableResult
  public func setValue<Value>(_ value: Value, for key: ResourceKey) -> Bool {
    guard let entry = entries[key] as? any ValueStoring<Value> else { return false }
    entry.replaceValue(value, fetchedAt: stopwatch.elapsed())
    return true
  }

  /// Changes the value shown for `key` with `transform`, as ``setValue(_:for:)`` would. Returns `false`,
  /// changing nothing, when there is no entry of type `Value` for `key` or it holds no value yet.
  @discardableResult
  public func modifyValue<Value>(
    for key: ResourceKey, as type: Value.Type = Value.self, _ transform: (inout Value) -> Void
  ) -> Bool {
    guard let entry = entries[key] as? any ValueStoring<Value>, var value = entry.value else { return false }
    transform(&value)
    entry.replaceValue(value, fetchedAt: stopwatch.elapsed())
    return true
  }

  /// Applies `transform` to the value of `key` and returns how to undo it exactly, or `nil` when there is no
  /// value of type `Value` to change.
  func applyOptimistic<Value>(
    _ key: ResourceKey, as type: Value.Type, _ transform: (inout Value) -> Void
  ) -> AppliedOptimisticUpdate? {
    guard let entry = entries[key] as? any ValueStoring<Value>, let previous = entry.value else { return nil }
    let previousFetchedAt = entry.fetchedAt
    var value = previous
    transform(&value)
    entry.replaceValue(value, fetchedAt: previousFetchedAt)
    let revision = entry.valueRevision
    return AppliedOptimisticUpdate(key: key) { [weak self] in
      // Only if nothing replaced the optimistic value since: a newer load or another update wins.
      guard let self, self.entries[key] === entry, entry.valueRevision == revision else { return false }
      entry.replaceValue(previous, fetchedAt: previousFetchedAt)
      return true
    }
  }

  // MARK: - Freshness

  /// Whether the value of `key` is stale: never fetched, restored from disk, invalidated, or older than
  /// ``staleAfter``. A key with no entry is stale.
  public func isStale(_ key: ResourceKey) -> Bool {
    entries[key].map(isStale) ?? true
  }

  private func isStale(_ entry: any StoredResource) -> Bool {
    guard let fetchedAt = entry.fetchedAt else { return true }
    return stopwatch.elapsed() - fetchedAt >= staleAfter
  }

  /// Starts a request for `key` if it has subscribers and its value is missing, failed or stale; joins
  /// nothing and returns at once. ``Resource/load()`` does this and waits.
  public func revalidate(_ key: ResourceKey) {
    guard let entry = entries[key], entry.subscribers > 0 else { return }
    entry.revalidate(isStale: isStale(entry), force: false)
  }

  /// Revalidates every subscribed key (see ``revalidate(_:)``): call it when the app returns to the
  /// foreground or the network comes back. Values stay on screen while they refresh.
  public func revalidate() {
    for entry in entries.values where entry.subscribers > 0 {
      entry.revalidate(isStale: isStale(entry), force: false)
    }
  }

  /// Marks the value of `key` stale; if the key has subscribers, refreshes it at once, replacing any request
  /// in flight. The value stays on screen meanwhile.
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

  private func invalidate(_ entry: any StoredResource) {
    entry.fetchedAt = nil
    if entry.subscribers > 0 { entry.revalidate(isStale: true, force: true) }
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
    entries[key]?.subscribers ?? 0
  }

  /// Evicts now every entry whose last subscriber left at least ``evictAfter`` ago. The store also does
  /// this on a timer of its clock and whenever a handle is made or released.
  public func evictExpired() {
    let now = stopwatch.elapsed()
    guard unsubscribedCount > 0, let nextExpiry, nextExpiry <= now else { return }
    var expired: [any StoredResource] = []
    var next: Duration?
    for entry in entries.values {
      guard let unusedSince = entry.unusedSince else { continue }
      if now - unusedSince >= evictAfter {
        expired.append(entry)
      } else {
        next = min(next ?? unusedSince + evictAfter, unusedSince + evictAfter)
      }
    }
    self.nextExpiry = next
    for entry in expired { remove(entry) }
  }

  /// Suspends until every request of every entry has ended. Useful in tests; a view never needs it.
  public func waitUntilSettled() async {
    for entry in Array(entries.values) { await entry.waitUntilSettled() }
  }

  private func evictOverCapacity() {
    while entries.count > capacity, unsubscribedCount > 0 {
      guard
        let oldest = entries.values.lazy.filter({ $0.subscribers == 0 }).min(by: { $0.lastUse < $1.lastUse })
      else { return }
      remove(oldest)
    }
  }

  private func remove(_ entry: any StoredResource) {
    guard entries[entry.key] === entry else { return }
    entries[entry.key] = nil
    if entry.subscribers == 0 { unsubscribedCount -= 1 }
  }

  /// Sleeps on the store's clock until the earliest unsubscribed entry expires, then evicts.
  private func scheduleSweep() {
    guard sweeper == nil, unsubscribedCount > 0, let deadline = nextExpiry else { return }
    let alarm = alarm
    sweeper = Task { [weak self] in
      do { try await alarm.sleep(until: deadline) } catch { return }
      guard let self else { return }
      self.sweeper = nil
      self.evictExpired()
      self.scheduleSweep()
    }
  }
}

/// Sleeps until a time measured from its creation on any clock, like ``Stopwatch``: a deadline, not a delay,
/// so a sleep that starts late still ends on time.
private struct Alarm: Sendable {
  let sleep: @Sendable (_ until: Duration) async throws -> Void

  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    sleep = { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
  }

  func sleep(until offset: Duration) async throws {
    try await sleep(offset)
  }
}

/// An optimistic change applied to a store value, with its exact undo.
struct AppliedOptimisticUpdate {
  let key: ResourceKey
  /// Restores the previous value and its freshness if nothing replaced the optimistic one; returns whether it did.
  let rollback: @MainActor () -> Bool
}
