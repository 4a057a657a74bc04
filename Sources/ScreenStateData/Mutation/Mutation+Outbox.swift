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
  /// until it is sent. Each send is one attempt: the outbox waits for the network and tries again later itself. A
  /// change refused for good is rolled back and shown as the mutation's failure (see ``Outbox`` for its buttons).
  /// Changes are sent one at a time, in order within their ``OutboxScope``, so `concurrency` does not apply. Make the
  /// mutation once, for the life of the app: the changes an earlier launch saved under `name` are shown and sent from
  /// the moment it is made.
  ///
  /// Two changes that cancel out, or the later of which replaces the earlier, need not both be sent: say so with
  /// `combining`, and 100 likes and unlikes made offline send none or one.
  ///
  /// ```swift
  /// let setLiked = Mutation<LikeChange, Post, any Error>(
  ///   "like the post", queuedIn: outbox, as: "set liked",
  ///   optimistic: [.entity(store, Post.self, id: \.postID) { post, change in post.likes += change.liked ? 1 : -1 }],
  ///   combining: { earlier, later in earlier.liked == later.liked ? .keepBoth : .dropBoth },
  ///   operation: { change, submission in try await api.setLiked(change, idempotencyKey: submission.rawValue) }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - actionName: What it does, as the end of "Couldn't …" when a screen shows its failure: "like the post".
  ///   - configuration: The classifier, attempt timeout and clock of each send; the outbox's store's, by default.
  ///   - outbox: Where the submissions wait until the server has them.
  ///   - name: The mutation's name in the outbox, the same from launch to launch, unique in the outbox: `"like"`.
  ///   - scope: What each change waits for (see ``OutboxScope``); by default the entities its
  ///     ``OptimisticUpdate/entity(_:_:id:revalidate:_:)`` updates name (one post) and the one it creates, or else the
  ///     mutation's own changes.
  ///   - summary: What the change of an input is, for a list of pending changes (``OutboxEntry/summary``):
  ///     `{ postID in "Like '\(titles[postID] ?? "a post")'" }`. Made when the input is submitted and saved with it,
  ///     so it is there after a relaunch; translations in a ``ChangeSummary`` are shown in a screen's language. None by
  ///     default.
  ///   - creates: The item each change creates under a temporary id, if it creates one (see ``OutboxCreate``): the
  ///     changes naming it wait for it, and its copies and theirs take the server's id once it is answered.
  ///   - optimistic: Store values changed when a submission is made, kept while it waits, rolled back if it is
  ///     refused.
  ///   - combining: How a change combines with the change of this mutation and scope submitted right before it,
  ///     when that one was certainly never sent (see ``OutboxCombination``); both are kept, by default.
  ///   - answer: How the server's answer updates the store; none by default.
  ///   - operation: The change, sent to the server, with the submission's id.
  public convenience init(
    _ actionName: ActionName? = nil,
    configuration: LoadingConfiguration? = nil,
    queuedIn outbox: Outbox,
    as name: String,
    scope: (@MainActor (Input) -> OutboxScope)? = nil,
    summary: ((Input) -> ChangeSummary)? = nil,
    creates: OutboxCreate<Input, Output>? = nil,
    optimistic: [OptimisticUpdate<Input>] = [],
    combining: (@MainActor (_ earlier: Input, _ later: Input) -> OutboxCombination)? = nil,
    answer: MutationAnswer<Output>? = nil,
    operation: @escaping @Sendable (Input, SubmissionID) async throws(Failure) -> Output
  ) {
    let link = Self.outboxLink(
      outbox, name: name, scope: scope, summary: summary, creates: creates, optimistic: optimistic,
      combining: combining)
    // One attempt per send, with no wait for the network inside it: the outbox waits for the network, and tries again
    // later, itself; and it knows whether a change may have reached the server only send by send.
    var sending = configuration ?? outbox.store.configuration
    sending.connectivity = nil
    self.init(
      actionName, configuration: sending, retryPolicy: .never, concurrency: .serial, optimistic: optimistic,
      answer: answer, outbox: link
    ) { (sent: Change.Sent) async throws(Failure) -> Output in try await operation(sent.input, sent.id) }
    keepSaved(in: link)
  }

  /// The link of a mutation kept in `outbox` as `name`: its scope by default the entities `optimistic` names and the
  /// one it creates, or else the mutation's own changes.
  static func outboxLink(
    _ outbox: Outbox, name: String, scope: (@MainActor (Input) -> OutboxScope)?,
    summary: ((Input) -> ChangeSummary)?, creates: OutboxCreate<Input, Output>? = nil,
    optimistic: [OptimisticUpdate<Input>],
    combining: (@MainActor (_ earlier: Input, _ later: Input) -> OutboxCombination)?
  ) -> OutboxLink {
    let entityKeys = optimistic.compactMap(\.scopeKey) + (creates.map { [$0.temporaryKey] } ?? [])
    return OutboxLink(
      outbox: outbox, name: name, encode: { try JSONEncoder().encode($0) },
      decode: { try JSONDecoder().decode(Input.self, from: $0) },
      scope: scope
        ?? { input in entityKeys.isEmpty ? .mutation(name) : OutboxScope(Set(entityKeys.map { $0(input) })) },
      combining: combining, summary: summary, creates: creates)
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
  var isSendingKept: Bool { keptSending != nil }

  /// Registers with the outbox and shows again the optimistic updates of the changes an earlier launch kept.
  func keepSaved(in link: OutboxLink) {
    for saved in link.outbox.register(self, as: link.name) {
      guard let input = try? link.decode(saved.record.input) else { continue }  // fails when sent: never decoded
      let change = Change(id: saved.record.id, input: input)
      // A change never sent cannot be in any answer: pinned, it shows over every value loaded before it is sent.
      if saved.phase != .failed { change.apply(optimistic, pinned: OutboxQueue.isCertainlyUnsent(saved.record)) }
      kept[saved.record.id] = change
    }
  }

  /// Submits `input` through the outbox: its updates at once, pinned, saved, then sent in its turn.
  func submitQueued(_ input: Input, id: SubmissionID, data: Data, in link: OutboxLink) async
    -> MutationOutcome<Output, Failure>
  {
    let change = Change(id: id, input: input)
    change.apply(optimistic, pinned: true)
    change.request = ids.next()
    kept[id] = change
    emit(.queued(patches: change.patchedCount), change.request!)
    changed { $0._state = .submitting }
    let record = OutboxRecord(
      id: id, mutation: link.name, input: data, summary: link.summary?(input), createdAt: Date(), attempts: 0,
      lastFailure: nil, isFailed: false, scope: link.scope(input).keys.sorted(),
      creates: link.creates?.temporaryKey(input))
    let combining = link.combining.map { rule in
      { [weak self] (earlier: OutboxRecord) -> OutboxCombination in
        guard let earlierInput = self?.kept[earlier.id]?.input ?? (try? link.decode(earlier.input)) else {
          return .keepBoth
        }
        return rule(earlierInput, input)
      }
    }
    switch await link.outbox.submit(record, combining: combining) {
    case .succeeded: return change.ending?.output.map { .succeeded($0) } ?? .cancelled
    case .failed: return change.ending?.failure.map { .failed($0) } ?? .cancelled
    case .queued:
      settleState(after: .queued(id))
      return .queued(id)
    case .discarded: return .cancelled
    }
  }

  /// Keeps `change`, a create the server answered with `output`: its insert is kept (or taken back where the server's
  /// entity is shown already), and the item it created re-keyed to the server's id, in one step, before the answer
  /// applies.
  func keepCreated(_ change: Change, _ output: Output) {
    guard let link = outbox, let creates = link.creates else { return change.keep(output, answer: answer) }
    let store = link.outbox.store
    let shownAlready = creates.prepare(store, change.input, output)
    change.keep(output, answer: answer, rollingBack: shownAlready) { creates.rekey(store, change.input, output) }
  }

  /// Cancels the kept changes: the one being sent (its answer ignored) and those waiting, each rolled back and
  /// removed from the outbox.
  func cancelKept() {
    guard let outbox else { return }
    for (id, change) in kept {
      if change.isSending { change.cancel() } else { outbox.outbox.discard(id) }
    }
  }
}

extension Mutation: OutboxSending {
  func send(_ record: OutboxRecord) async -> OutboxSendResult {
    let change: Change
    if let existing = kept[record.id] {
      change = existing
    } else if let input = try? outbox?.decode(record.input) {
      change = Change(id: record.id, input: input)
      change.apply(optimistic, pinned: false)
      kept[record.id] = change
    } else {
      // Saved by an app whose input type was different: it can never be sent.
      return .failed(FailureClassification(kind: .unexpectedResponse, isRetryable: false))
    }
    // Sent from now on: an answer may hold the change, so it no longer shows over new values.
    change.unpin()
    let request = change.wasSent ? ids.next() : (change.request ?? ids.next())
    changed { $0._state = .submitting }
    keptSending = record.id
    await send(change, as: request)
    keptSending = nil
    switch change.ending {
    case .success?: return .succeeded
    case .failure(_, let classification)?: return .failed(classification)
    case .cancelled?: return .interrupted  // not by `cancel()`: a session closing, say; sent again later
    case nil: return .cancelled
    }
  }

  func interrupt(_ id: SubmissionID) {
    kept[id]?.interrupt()
  }

  func created(_ id: SubmissionID) -> (key: String, id: Data)? {
    guard let creates = outbox?.creates, case .success(let output)? = kept[id]?.ending else { return nil }
    return creates.created(output)
  }

  func settle(_ id: SubmissionID, as ending: OutboxEnding) {
    guard let change = kept[id] else { return }
    switch ending {
    case .succeeded, .failed, .cancelled:
      if ending != .failed { kept[id] = nil }
      // A change failed for good stays kept, rolled back, until it is retried or discarded.
      settleState(after: settle(change, ending: ending == .cancelled ? nil : change.ending))
    case .requeued(let certainlyUnsent):
      // Certainly not on the server (no network, refused connections): no answer can hold it, so it shows over every
      // new value again until it is sent.
      if certainlyUnsent { change.pin() }
      settleState(after: .queued(id))
    case .retried:
      // Refused, so not applied by the server: shown again, pinned, until sent.
      if !change.hasUpdates { change.apply(optimistic, pinned: true) }
    case .heldBack:
      // What it changes was created by a change refused: nothing shows it until that one is retried.
      rollBack(change)
    case .discarded(let wasFailed):
      kept[id] = nil
      change.cancel()  // a send in flight (a logout) ends with its answer ignored
      if !wasFailed { rollBack(change) }
      if failure?.submission == id { changed { $0.failure = nil } }
      settleState(after: .cancelled)
    }
  }
}
