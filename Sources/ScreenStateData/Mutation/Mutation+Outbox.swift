import Foundation
import ScreenStateCore

extension Mutation where Input: Codable {
  /// Creates a mutation whose submissions `outbox` keeps until the server has them: saved before they are sent,
  /// queued while the network is down, sent in order when it returns or on the next launch, each with its
  /// ``SubmissionID`` to send as an idempotency key.
  ///
  /// ```swift
  /// let like = Mutation<Int, Post, any Error>(
  ///   "like the post", queuedIn: outbox, as: "like",
  ///   optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }]
  /// ) { postID, submission in try await api.like(postID, idempotencyKey: submission.rawValue) }
  /// ```
  ///
  /// `submit(_:)` returns ``MutationOutcome/queued(_:)`` when the change has to wait, its optimistic update shown
  /// until it is sent. Each send is one attempt: the outbox waits for the network and tries again later itself. A change refused for good is rolled back and shown as the mutation's failure (a screen's
  /// banner): its Try Again sends the same change again, its Dismiss discards it from the outbox. Changes are sent
  /// one at a time, in order, so `concurrency` does not apply. Make the mutation once, for the life of the app: the
  /// changes an earlier launch saved under `name` are shown and sent from the moment it is made.
  ///
  /// - Parameters:
  ///   - actionName: What it does, as the end of "Couldn't …" when a screen shows its failure: "like the post".
  ///   - configuration: The classifier, attempt timeout and clock of each send; the outbox's store's, by default.
  ///   - outbox: Where the submissions wait until the server has them.
  ///   - name: The mutation's name in the outbox, the same from launch to launch, unique in the outbox: `"like"`.
  ///   - optimistic: Store values changed when a submission is made, kept while it waits, rolled back if it is
  ///     refused.
  ///   - operation: The change, sent to the server, with the submission's id.
  public convenience init(
    _ actionName: String? = nil,
    configuration: LoadingConfiguration? = nil,
    queuedIn outbox: Outbox,
    as name: String,
    optimistic: [OptimisticUpdate<Input>] = [],
    operation: @escaping @Sendable (Input, SubmissionID) async throws(Failure) -> Output
  ) {
    let link = OutboxLink(
      outbox: outbox, name: name, encode: { try JSONEncoder().encode($0) },
      decode: { try JSONDecoder().decode(Input.self, from: $0) })
    // One attempt per send, with no wait for the network inside it: the outbox waits for the network, and tries again
    // later, itself; and it knows whether a change may have reached the server only send by send.
    var sending = configuration ?? outbox.store.configuration
    sending.connectivity = nil
    self.init(
      actionName, configuration: sending, retryPolicy: .never,
      concurrency: .serial, optimistic: optimistic, outbox: link
    ) { (submitted: Submitted) async throws(Failure) -> Output in try await operation(submitted.input, submitted.id) }
    keepSaved(in: link)
  }
}

extension Mutation {
  /// The changes this mutation's outbox keeps, in the order they are sent; empty without an outbox.
  public var outboxEntries: [OutboxEntry] {
    guard let outbox else { return [] }
    return outbox.outbox.entries.filter { $0.mutation == outbox.name }
  }

  /// The changes of this mutation the outbox keeps as failed (refused, or unreadable), oldest first.
  var failedKept: [SubmissionID] { outboxEntries.filter { !$0.isPending }.map(\.id) }

  /// Whether a change the outbox keeps is being sent.
  var isSendingKept: Bool { kept.values.contains { $0.runner != nil } }

  /// Registers with the outbox and shows again the optimistic updates of the changes an earlier launch kept.
  func keepSaved(in link: OutboxLink) {
    for item in link.outbox.register(self, as: link.name) {
      guard let input = try? link.decode(item.record.input) else { continue }  // fails when sent: never decoded
      // A change never sent cannot be in any answer: pinned, it shows over every value loaded before it is sent.
      let pinnedBy: AnyObject? = OutboxQueue.isCertainlyUnsent(item.record) ? self : nil
      let updates = item.phase == .failed ? [] : optimistic.map { $0.apply(input, pinnedBy) }
      kept[item.record.id] = Submission(id: item.record.id, input: input, scope: nil, updates: updates)
    }
  }

  /// Submits `input` through the outbox: its updates at once, saved, then sent in its turn.
  func submitQueued(_ input: Input, id: SubmissionID, data: Data, in link: OutboxLink) async
    -> MutationOutcome<Output, Failure>
  {
    let submission = Submission(id: id, input: input, scope: nil, updates: optimistic.map { $0.apply(input, self) })
    submission.request = ids.next()
    kept[id] = submission
    emit(.queued(patches: submission.updates.count { $0.patched }), submission.request!)
    changed { $0._state = .submitting }
    let record = OutboxRecord(
      id: id, mutation: link.name, input: data, createdAt: Date(), attempts: 0, lastFailure: nil, isFailed: false)
    switch await link.outbox.submit(record) {
    case .succeeded:
      guard case .success(let output)? = submission.outcome else { return .cancelled }
      return .succeeded(output)
    case .failed:
      guard case .failure(let failure, _)? = submission.outcome else { return .cancelled }
      return .failed(failure)
    case .queued:
      settleState(after: .queued(id))
      return .queued(id)
    case .discarded:
      return .cancelled
    }
  }

  /// Cancels the kept changes: the one being sent (its answer ignored) and those waiting, each rolled back and
  /// removed from the outbox.
  func cancelKept() {
    guard let outbox else { return }
    for (id, submission) in kept {
      if let runner = submission.runner {
        submission.isCancelled = true
        runner.cancel()
      } else {
        outbox.outbox.discard(id)
      }
    }
  }
}

extension Mutation: OutboxSending {
  func send(_ record: OutboxRecord) async -> OutboxSendResult {
    let submission: Submission
    if let existing = kept[record.id] {
      submission = existing
    } else if let input = try? outbox?.decode(record.input) {
      submission = Submission(id: record.id, input: input, scope: nil, updates: optimistic.map { $0.apply(input) })
      kept[record.id] = submission
    } else {
      // Saved by an app whose input type was different: it can never be sent.
      return .failed(FailureClassification(kind: .unexpectedResponse, isRetryable: false))
    }
    // Sent from now on: an answer may hold the change, so it no longer shows over new values.
    for update in submission.updates { update.unpin() }
    submission.outcome = nil
    let request = submission.wasSent ? ids.next() : (submission.request ?? ids.next())
    submission.request = request
    submission.wasSent = true
    changed { $0._state = .submitting }
    await run(submission, as: request)
    switch submission.isCancelled ? nil : submission.outcome {
    case .success?: return .succeeded
    case .failure(_, let classification)?: return .failed(classification)
    case .cancelled?: return .interrupted  // not by `cancel()`: a session closing, say; sent again later
    case nil: return .cancelled
    }
  }

  func ended(_ record: OutboxRecord, as ending: OutboxQueue.SendEnding) {
    guard let submission = kept[record.id] else { return }
    switch ending {
    case .succeeded:
      kept[record.id] = nil
      for update in submission.updates { _ = update.finish(false) }
      guard case .success(let output)? = submission.outcome else { return settleState(after: .cancelled) }
      settleState(after: .succeeded(output))
    case .failed:
      rollBack(submission, submission.request ?? ids.next())
      submission.updates = []
      guard case .failure(let failure, let classification)? = submission.outcome else {
        return settleState(after: .cancelled)
      }
      changed { $0.failure = (submission.input, submission.id, failure, classification) }
      settleState(after: .failed(failure))
    case .requeued:
      // Certainly not on the server (no send of it may have arrived: no network, refused connections): no answer
      // can hold it, so it shows over every new value again until it is sent.
      if let item = outbox?.outbox.change(record.id), OutboxQueue.isCertainlyUnsent(item.record) {
        for update in submission.updates { update.repin() }
      }
      settleState(after: .queued(record.id))
    case .cancelled:
      kept[record.id] = nil
      rollBack(submission, submission.request ?? ids.next())
      settleState(after: .cancelled)
    }
  }

  func requeued(_ record: OutboxRecord) {
    guard let submission = kept[record.id], submission.updates.isEmpty else { return }
    // Refused, so not applied by the server: pinned again until sent.
    submission.updates = optimistic.map { $0.apply(submission.input, self) }
  }

  func discarded(_ record: OutboxRecord, wasFailed: Bool) {
    guard let submission = kept.removeValue(forKey: record.id) else { return }
    if !wasFailed { rollBack(submission, submission.request ?? ids.next()) }
    if failure?.submission == record.id { changed { $0.failure = nil } }
    settleState(after: .cancelled)
  }
}
