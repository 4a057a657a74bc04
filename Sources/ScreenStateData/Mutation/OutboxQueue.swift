import ScreenStateCore

/// The order and state of an ``Outbox``'s changes, and what to send next: pure, so every rule is tested alone.
///
/// - **In order within a scope, one at a time.** A queued change is sent once no earlier unfinished change shares a
///   key of its ``OutboxScope`` with it (a change whose mutation is not registered still holds its scope back: a later
///   one may depend on it); the first such change whose mutation is registered goes, and the next waits for its
///   answer, whatever its scope. A change saved without a scope shares the whole outbox's. A change that failed for
///   good holds nothing back, unless it creates an item (see ``OutboxCreate``): the changes naming it wait for it.
/// - **Bounded waits, per scope.** After a failure worth trying again, nothing of that change's scope is sent for a
///   while: the backoff `min(1 s × 2ⁿ⁻¹, 60 s)` after the scope's n-th failure in a row, or the server's
///   `Retry-After` when longer (at most an hour); other scopes go on. The network coming back, or "Send now", ends
///   every wait at once; asked for while a change is being sent, it also spares that send's failure its wait.
/// - **Never while offline or away.** Nothing is sent while the network cannot be reached or the app is in the
///   background.
/// - **Combining.** A change submitted right after another of the same mutation and scope, never sent, may replace it
///   or cancel out with it (see ``OutboxCombination``): ``combinable(with:after:)`` finds that one.
struct OutboxQueue {
  /// Where one change stands.
  enum ChangePhase: Hashable {
    /// Waiting to be sent.
    case queued
    /// Sent; its answer has not come.
    case sending
    /// Failed for good: waits for a retry or a discard.
    case failed
  }

  /// One change and where it stands.
  struct Change: Equatable {
    var record: OutboxRecord
    var phase: ChangePhase
  }

  /// What the outbox does next.
  enum Next: Equatable {
    /// Send this change.
    case send(SubmissionID)
    /// A change is being sent: wait for its answer.
    case busy
    /// Nothing can be sent before this time (a backoff).
    case wait(until: Duration)
    /// Nothing is sent until the network is back.
    case waitForNetwork
    /// Nothing is sent until the app is active again.
    case waitForActivity
    /// Nothing to send (or nothing whose mutation is registered).
    case idle
  }

  /// How a sent change ended, as the queue keeps it.
  enum SendEnding: Equatable {
    /// Accepted: it left the queue.
    case succeeded
    /// Failed for good: kept, failed, waiting for a retry or a discard.
    case failed
    /// Failed in a way trying again can fix: queued again, nothing sent before `until`.
    case requeued(until: Duration)
    /// Cancelled: it left the queue.
    case cancelled
  }

  /// The wait after failures of one scope key.
  struct Backoff: Equatable {
    /// How many sends of the key's changes in a row failed in a way worth trying again.
    var failuresInARow: Int
    /// No change of the key is sent before this time; `nil` once the wait ended.
    var resumeAt: Duration?
  }

  /// The changes, in order: those of `storage` from `head` on. A change sent leaves the front by moving `head`, and the
  /// changes before it are dropped once they are as many as those left, so sending costs the same however many wait.
  private var storage: [Change]
  private var head = 0
  /// How many changes are being sent.
  private var sendingCount = 0

  /// Every change, in the order they are sent.
  var items: ArraySlice<Change> { storage[head...] }
  /// The waits after failures, by scope key (the whole outbox's under ``wholeOutbox``).
  private(set) var backoffs: [String: Backoff] = [:]
  /// Whether "send now" was asked for while a change was being sent: that send's ending imposes no wait.
  private(set) var sendsAgainAtOnce = false

  /// The key of the whole outbox's scope, which a change saved without a scope (or with no key) belongs to.
  static let wholeOutbox = "\u{0}outbox"

  /// The earliest time a scope waits for; `nil` when none waits.
  var resumeAt: Duration? { backoffs.values.compactMap(\.resumeAt).min() }

  /// The most failures in a row of any scope.
  var failuresInARow: Int { backoffs.values.map(\.failuresInARow).max() ?? 0 }

  /// A queue of saved records; one saved while it was being sent is queued again (its send may or may not have
  /// reached the server: its id lets the server tell).
  init(records: [OutboxRecord] = []) {
    storage = records.map { Change(record: $0, phase: $0.isFailed ? .failed : .queued) }
  }

  /// What is saved: every change, in order (one being sent is saved as queued).
  var records: [OutboxRecord] { items.map(\.record) }

  /// The change with `id`, if it is in the queue.
  func item(_ id: SubmissionID) -> Change? { index(of: id).map { storage[$0] } }

  /// What to do next, at `now`: `canSend` says whether a mutation of that name is registered to send.
  func next(now: Duration, isReachable: Bool, isActive: Bool, canSend: (String) -> Bool) -> Next {
    if sendingCount > 0 { return .busy }
    guard items.contains(where: { $0.phase == .queued && canSend($0.record.mutation) }) else { return .idle }
    if !isReachable { return .waitForNetwork }
    if !isActive { return .waitForActivity }
    var taken: Set<String> = []  // the keys of the unfinished changes met so far
    var wholeTaken = false
    var deadline: Duration?
    for item in items where item.phase != .sending {
      if item.phase == .failed {
        // A create refused for good still holds back the changes of what it creates, until retried or discarded.
        if item.record.creates != nil, let scope = item.record.scope, !scope.isEmpty { taken.formUnion(scope) }
        continue
      }
      let registered = canSend(item.record.mutation)
      let scope = item.record.scope.flatMap { $0.isEmpty ? nil : $0 }
      // Saved without a scope and not registered: it holds nothing back, as before scopes.
      if !registered && scope == nil { continue }
      let behind = wholeTaken || (scope.map { $0.contains(where: taken.contains) } ?? !taken.isEmpty)
      if let scope { taken.formUnion(scope) } else { wholeTaken = true }
      guard registered, !behind else { continue }
      if let until = waitsUntil(scope), now < until {
        deadline = min(deadline ?? until, until)
        continue
      }
      return .send(item.record.id)
    }
    return deadline.map { .wait(until: $0) } ?? .idle
  }

  /// The keys of a change's scope; `nil` for the whole outbox's (saved without a scope, or with no key).
  static func keys(of record: OutboxRecord) -> Set<String>? {
    guard let scope = record.scope, !scope.isEmpty else { return nil }
    return Set(scope)
  }

  /// Until when a change of scope `keys` waits after failures (the latest of its keys' waits and the whole outbox's);
  /// the whole outbox's scope waits for every scope.
  private func waitsUntil(_ keys: [String]?) -> Duration? {
    if backoffs.isEmpty { return nil }
    guard let keys else { return backoffs.values.compactMap(\.resumeAt).max() }
    return (keys + [Self.wholeOutbox]).compactMap { backoffs[$0]?.resumeAt }.max()
  }

  /// The keys whose backoff a change's failure extends and its success ends.
  private static func backoffKeys(of record: OutboxRecord) -> Set<String> {
    keys(of: record) ?? [wholeOutbox]
  }

  /// The change `record` (not queued yet) may combine with: the latest unfinished change sharing a key with it,
  /// among the queue and the changes `staged` after it (submitted, being written), when it is queued or staged, of the
  /// same mutation and the same scope, and certainly never sent; `nil` otherwise (a change between them in the scope
  /// keeps both, and their order).
  func combinable(with record: OutboxRecord, after staged: some BidirectionalCollection<OutboxRecord>)
    -> OutboxRecord?
  {
    guard let keys = Self.keys(of: record) else { return nil }
    func shares(_ other: OutboxRecord) -> Bool {
      other.scope.flatMap { $0.isEmpty ? nil : $0 }.map { $0.contains(where: keys.contains) } ?? true
    }
    let latest: OutboxRecord
    if let stagedLatest = staged.last(where: { !$0.isFailed && shares($0) }) {
      latest = stagedLatest  // never sent: it joins the queue once written
    } else if let queued = items.last(where: { $0.phase != .failed && shares($0.record) }), queued.phase == .queued {
      latest = queued.record
    } else {
      return nil
    }
    guard latest.mutation == record.mutation, Self.keys(of: latest) == keys, Self.isCertainlyUnsent(latest) else {
      return nil
    }
    return latest
  }

  /// The create `creation.submission` was answered: the changes kept name the server's id in their scope instead of
  /// the temporary one, so those made from now on with the server's id keep their order with them.
  mutating func rekey(_ creation: OutboxCreation) {
    for index in items.indices { storage[index].record = Self.rekeyed(storage[index].record, creation) }
  }

  /// `record` with the server's id of `creation` in its scope instead of the temporary one.
  static func rekeyed(_ record: OutboxRecord, _ creation: OutboxCreation) -> OutboxRecord {
    guard let scope = record.scope, scope.contains(creation.temporaryKey) else { return record }
    var rekeyed = record
    rekeyed.scope = Set(scope.map { $0 == creation.temporaryKey ? creation.serverKey : $0 }).sorted()
    return rekeyed
  }

  /// The changes, other than `id`, that name the item created under the temporary entity key `key` in their scope,
  /// and are not being sent: those that cannot be sent once its create is discarded.
  func dependents(of key: String, except id: SubmissionID) -> [SubmissionID] {
    items.filter { $0.record.id != id && $0.phase != .sending && $0.record.scope?.contains(key) == true }
      .map(\.record.id)
  }

  /// Adds a change at the end.
  mutating func append(_ record: OutboxRecord) {
    storage.append(Change(record: record, phase: record.isFailed ? .failed : .queued))
  }

  /// Marks the queued change `id` as being sent and counts the attempt; returns its record, `nil` when it is not
  /// queued.
  mutating func startSending(_ id: SubmissionID) -> OutboxRecord? {
    guard let index = index(of: id), storage[index].phase == .queued else { return nil }
    storage[index].phase = .sending
    sendingCount += 1
    storage[index].record.attempts += 1
    // Saved before the send: a process killed during it must count it as one that may have arrived.
    storage[index].record.uncertainSends += 1
    return storage[index].record
  }

  /// The change `id` being sent ended with `result` at `now`; returns what became of it, `nil` when it was not
  /// being sent (discarded meanwhile).
  mutating func ended(_ id: SubmissionID, with result: OutboxSendResult, now: Duration) -> SendEnding? {
    guard let index = index(of: id), storage[index].phase == .sending else { return nil }
    defer { sendsAgainAtOnce = false }
    sendingCount -= 1
    switch result {
    case .succeeded:
      let record = remove(at: index).record
      // Its scope's wait ends; the whole outbox's scope ends every wait.
      if Self.keys(of: record) == nil {
        backoffs = [:]
      } else {
        for key in Self.backoffKeys(of: record) { backoffs[key] = nil }
      }
      return .succeeded
    case .cancelled:
      remove(at: index)
      return .cancelled
    case .interrupted:
      return requeue(at: index, now: now, serverDelay: nil)
    case .failed(let classification):
      storage[index].record.lastFailure = classification
      if Self.wasNotDelivered(classification) { storage[index].record.uncertainSends -= 1 }
      guard Self.keepsQueued(classification) else {
        storage[index].phase = .failed
        storage[index].record.isFailed = true
        return .failed
      }
      return requeue(at: index, now: now, serverDelay: classification.retryAfter)
    }
  }

  /// Queues the change at `index` again, holding its scope back for the backoff (none when "send now" was asked for
  /// during the send).
  private mutating func requeue(at index: Int, now: Duration, serverDelay: Duration?) -> SendEnding {
    storage[index].phase = .queued
    let keys = Self.backoffKeys(of: storage[index].record)
    let failures = (keys.compactMap { backoffs[$0]?.failuresInARow }.max() ?? 0) + 1
    let until: Duration? =
      sendsAgainAtOnce ? nil : now + Self.delay(afterFailuresInARow: failures, serverDelay: serverDelay)
    for key in keys { backoffs[key] = Backoff(failuresInARow: failures, resumeAt: until) }
    return .requeued(until: until ?? now)
  }

  /// Queues the failed change `id` again, to be sent in its place in the order; returns whether it was failed.
  mutating func retry(_ id: SubmissionID) -> Bool {
    guard let index = index(of: id), storage[index].phase == .failed else { return false }
    storage[index].phase = .queued
    storage[index].record.isFailed = false
    return true
  }

  /// Removes every change, the one being sent too (its ending is then ignored), and every wait; returns them.
  mutating func removeAll() -> [Change] {
    defer {
      storage.removeAll()
      head = 0
      sendingCount = 0
      backoffs.removeAll()
    }
    return Array(items)
  }

  /// Removes the change `id` unless it is being sent; returns its record and the phase it had.
  mutating func discard(_ id: SubmissionID) -> Change? {
    guard let index = index(of: id), storage[index].phase != .sending else { return nil }
    return remove(at: index)
  }

  /// Removes the change at `index` of `storage`: at the front by moving `head` (the changes passed are dropped once
  /// they are half of `storage`), elsewhere by removing it.
  @discardableResult
  private mutating func remove(at index: Int) -> Change {
    guard index == head else { return storage.remove(at: index) }
    let change = storage[head]
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 64, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return change
  }

  /// Ends every wait after a failure: the network came back, or the person asked to send now. While a change is being
  /// sent, its failure then imposes no wait either.
  mutating func resumeNow() {
    for key in backoffs.keys { backoffs[key]?.resumeAt = nil }
    if sendingCount > 0 { sendsAgainAtOnce = true }
  }

  /// The position of change `id`, looked for from both ends at once: the change being sent is at the front and the
  /// one just submitted at the back, so the lookups of sending and submitting cost the same however many wait.
  private func index(of id: SubmissionID) -> Int? {
    var front = head
    var back = storage.endIndex - 1
    while front <= back {
      if storage[front].record.id == id { return front }
      if storage[back].record.id == id { return back }
      front += 1
      back -= 1
    }
    return nil
  }

  // MARK: - Rules

  /// Whether a change that failed so stays queued: a failure that trying again can fix (the network, a timeout, the
  /// server's trouble, as the classifier says), or being offline. Anything else (a refusal, an unreadable answer)
  /// fails for good.
  static func keepsQueued(_ failure: FailureClassification) -> Bool {
    !failure.isCancellation && (failure.isRetryable || failure.kind == .offline)
  }

  /// Whether a change that failed so certainly never reached the server: no network, or a connection refused before
  /// anything was sent. After a timeout or a lost connection the server may have it.
  static func wasNotDelivered(_ failure: FailureClassification) -> Bool {
    failure.kind == .offline || failure.kind == .cannotReachServer
  }

  /// Whether a saved change is certainly not on the server yet: none of its sends may have reached it.
  static func isCertainlyUnsent(_ record: OutboxRecord) -> Bool {
    record.uncertainSends == 0
  }

  /// The wait after the n-th failure in a row: `min(1 s × 2ⁿ⁻¹, 60 s)`, or the server's delay when longer, at most an
  /// hour.
  static func delay(afterFailuresInARow count: Int, serverDelay: Duration?) -> Duration {
    let exponent = count <= 1 ? 0 : min(count - 1, 6)
    let backoff = min(Duration.seconds(1 << exponent), maximumBackoff)
    guard let serverDelay else { return backoff }
    return min(max(backoff, serverDelay), maximumServerDelay)
  }

  /// The longest backoff.
  static let maximumBackoff: Duration = .seconds(60)
  /// The longest wait a server's `Retry-After` can impose.
  static let maximumServerDelay: Duration = .seconds(3600)
}

/// How sending one change ended, as its mutation reports it to the ``Outbox``.
enum OutboxSendResult: Equatable {
  /// The server accepted it.
  case succeeded
  /// It failed, classified.
  case failed(FailureClassification)
  /// It was cancelled (the mutation was).
  case cancelled
  /// Its request ended as cancelled though the mutation was not (the app's session closing, say): it was maybe not
  /// sent, so it is queued again, after a backoff.
  case interrupted
}
