import ScreenStateCore

/// The order and state of an ``Outbox``'s changes, and what to send next: pure, so every rule is tested alone.
///
/// - **In order, one at a time.** The first queued change whose mutation is registered is sent; the next waits for
///   its answer. A change kept after a failure worth trying again holds back every change after it (order is what
///   a queue of edits promises); a change that failed for good holds nothing back.
/// - **Bounded waits.** After a failure worth trying again, nothing is sent for a while: the backoff
///   `min(1 s × 2ⁿ⁻¹, 60 s)` after the n-th failure in a row, or the server's `Retry-After` when longer (at most an
///   hour). The network coming back, or "Send now", ends the wait at once; asked for while a change is being sent,
///   it also spares that send's failure its wait.
/// - **Never while offline or away.** Nothing is sent while the network cannot be reached or the app is in the
///   background.
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

  private(set) var items: [Change]
  /// No change is sent before this time; `nil` when nothing waits.
  private(set) var resumeAt: Duration?
  /// How many sends in a row failed in a way worth trying again.
  private(set) var failuresInARow = 0
  /// Whether "send now" was asked for while a change was being sent: that send's ending imposes no wait.
  private(set) var sendsAgainAtOnce = false

  /// A queue of saved records; one saved while it was being sent is queued again (its send may or may not have
  /// reached the server: its id lets the server tell).
  init(records: [OutboxRecord] = []) {
    items = records.map { Change(record: $0, phase: $0.isFailed ? .failed : .queued) }
  }

  /// What is saved: every change, in order (one being sent is saved as queued).
  var records: [OutboxRecord] { items.map(\.record) }

  /// The change with `id`, if it is in the queue.
  func item(_ id: SubmissionID) -> Change? { items.first { $0.record.id == id } }

  /// What to do next, at `now`: `canSend` says whether a mutation of that name is registered to send.
  func next(now: Duration, isReachable: Bool, isActive: Bool, canSend: (String) -> Bool) -> Next {
    if items.contains(where: { $0.phase == .sending }) { return .busy }
    guard let first = items.first(where: { $0.phase == .queued && canSend($0.record.mutation) }) else { return .idle }
    if !isReachable { return .waitForNetwork }
    if !isActive { return .waitForActivity }
    if let resumeAt, now < resumeAt { return .wait(until: resumeAt) }
    return .send(first.record.id)
  }

  /// Adds a change at the end.
  mutating func append(_ record: OutboxRecord) {
    items.append(Change(record: record, phase: record.isFailed ? .failed : .queued))
  }

  /// Marks the queued change `id` as being sent and counts the attempt; returns its record, `nil` when it is not
  /// queued.
  mutating func startSending(_ id: SubmissionID) -> OutboxRecord? {
    guard let index = index(of: id), items[index].phase == .queued else { return nil }
    items[index].phase = .sending
    items[index].record.attempts += 1
    // Saved before the send: a process killed during it must count it as one that may have arrived.
    items[index].record.uncertainSends += 1
    return items[index].record
  }

  /// The change `id` being sent ended with `result` at `now`; returns what became of it, `nil` when it was not
  /// being sent (discarded meanwhile).
  mutating func ended(_ id: SubmissionID, with result: OutboxSendResult, now: Duration) -> SendEnding? {
    guard let index = index(of: id), items[index].phase == .sending else { return nil }
    defer { sendsAgainAtOnce = false }
    switch result {
    case .succeeded:
      items.remove(at: index)
      failuresInARow = 0
      resumeAt = nil
      return .succeeded
    case .cancelled:
      items.remove(at: index)
      return .cancelled
    case .interrupted:
      return requeue(at: index, now: now, serverDelay: nil)
    case .failed(let classification):
      items[index].record.lastFailure = classification
      if Self.wasNotDelivered(classification) { items[index].record.uncertainSends -= 1 }
      guard Self.keepsQueued(classification) else {
        items[index].phase = .failed
        items[index].record.isFailed = true
        return .failed
      }
      return requeue(at: index, now: now, serverDelay: classification.retryAfter)
    }
  }

  /// Queues the change at `index` again, holding every change back for the backoff (none when "send now" was asked
  /// for during the send).
  private mutating func requeue(at index: Int, now: Duration, serverDelay: Duration?) -> SendEnding {
    items[index].phase = .queued
    failuresInARow += 1
    guard !sendsAgainAtOnce else {
      resumeAt = nil
      return .requeued(until: now)
    }
    let until = now + Self.delay(afterFailuresInARow: failuresInARow, serverDelay: serverDelay)
    resumeAt = until
    return .requeued(until: until)
  }

  /// Queues the failed change `id` again, to be sent in its place in the order; returns whether it was failed.
  mutating func retry(_ id: SubmissionID) -> Bool {
    guard let index = index(of: id), items[index].phase == .failed else { return false }
    items[index].phase = .queued
    items[index].record.isFailed = false
    return true
  }

  /// Removes the change `id` unless it is being sent; returns its record and the phase it had.
  mutating func discard(_ id: SubmissionID) -> Change? {
    guard let index = index(of: id), items[index].phase != .sending else { return nil }
    return items.remove(at: index)
  }

  /// Ends the wait after a failure: the network came back, or the person asked to send now. While a change is being
  /// sent, its failure then imposes no wait either.
  mutating func resumeNow() {
    resumeAt = nil
    if items.contains(where: { $0.phase == .sending }) { sendsAgainAtOnce = true }
  }

  private func index(of id: SubmissionID) -> Int? { items.firstIndex { $0.record.id == id } }

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
