import Foundation
import ScreenStateCore

extension Mutation {
  /// Creates a mutation that says what to do when the server answers that what a change was made on is gone or
  /// changed (see ``ConflictPolicy``), and whose operation gets each request as a ``MutationRequest``: the input, the
  /// submission's id, the version to send as `If-Match`, and whether it overrides the server's value.
  ///
  /// ```swift
  /// let rename = Mutation<Rename, Post, any Error>(
  ///   "rename the post", configuration: store.configuration,
  ///   optimistic: [
  ///     .entity(store, Post.self, id: \.postID, version: \.etag) { post, rename in post.title = rename.title }
  ///   ],
  ///   answer: .entity(store), conflicts: .clientWins
  /// ) { request in
  ///   try await api.rename(request.input, ifMatch: request.overridesServer ? nil : request.version)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionName: What it does, as the end of "Couldn't …" when a screen shows its failure: "rename the post".
  ///   - configuration: The classifier, attempt timeout and clock of each submission.
  ///   - retryPolicy: When a failed attempt is sent again; never, by default.
  ///   - concurrency: How submissions made while others are in flight go; all at once by default.
  ///   - optimistic: Store values changed when a submission starts, rolled back if it fails.
  ///   - answer: How the server's answer updates the store; none by default.
  ///   - conflicts: What a change does when the server says its item is gone (404, 410) or changed (409, 412).
  ///   - operation: The change, sent to the server.
  public convenience init(
    _ actionName: ActionName? = nil,
    configuration: LoadingConfiguration,
    retryPolicy: RetryPolicy = .never,
    concurrency: Concurrency = .concurrent,
    optimistic: [OptimisticUpdate<Input>] = [],
    answer: MutationAnswer<Output>? = nil,
    conflicts: ConflictPolicy<Input, Failure>,
    operation: @escaping @Sendable (MutationRequest<Input>) async throws(Failure) -> Output
  ) {
    self.init(
      actionName, configuration: configuration, retryPolicy: retryPolicy, concurrency: concurrency,
      optimistic: optimistic, answer: answer, outbox: nil, conflicts: conflicts, operation: operation)
  }
}

extension Mutation where Input: Codable {
  /// Creates a mutation whose submissions `outbox` keeps until the server has them (see
  /// ``init(_:configuration:queuedIn:as:scope:summary:creates:optimistic:combining:answer:operation:)``), with a
  /// ``ConflictPolicy`` and an operation that gets each request as a ``MutationRequest``.
  ///
  /// A change refused because its item is gone is rolled back, its item removed from every copy (or restored, as the
  /// policy says), and kept as failed with the words that say so. A change sent again after a conflict is sent
  /// within the same send of the outbox; a process killed in between sends the change saved (not a merge of it) on
  /// the next launch, with the same ``SubmissionID``.
  ///
  /// - Parameters:
  ///   - actionName: What it does, as the end of "Couldn't …" when a screen shows its failure.
  ///   - configuration: The classifier, attempt timeout and clock of each send; the outbox's store's, by default.
  ///   - outbox: Where the submissions wait until the server has them.
  ///   - name: The mutation's name in the outbox, the same from launch to launch, unique in the outbox.
  ///   - scope: What each change waits for (see ``OutboxScope``); by default the entities its optimistic updates name.
  ///   - summary: What the change of an input is, for a list of pending changes (``OutboxEntry/summary``).
  ///   - optimistic: Store values changed when a submission is made, kept while it waits, rolled back if refused.
  ///   - combining: How a change combines with the one of its mutation and scope right before it, never sent (see
  ///     ``OutboxCombination``); both are kept, by default.
  ///   - answer: How the server's answer updates the store; none by default.
  ///   - conflicts: What a change does when the server says its item is gone (404, 410) or changed (409, 412).
  ///   - operation: The change, sent to the server.
  public convenience init(
    _ actionName: ActionName? = nil,
    configuration: LoadingConfiguration? = nil,
    queuedIn outbox: Outbox,
    as name: String,
    scope: (@MainActor (Input) -> OutboxScope)? = nil,
    summary: ((Input) -> ChangeSummary)? = nil,
    optimistic: [OptimisticUpdate<Input>] = [],
    combining: (@MainActor (_ earlier: Input, _ later: Input) -> OutboxCombination)? = nil,
    answer: MutationAnswer<Output>? = nil,
    conflicts: ConflictPolicy<Input, Failure>,
    operation: @escaping @Sendable (MutationRequest<Input>) async throws(Failure) -> Output
  ) {
    let link = Self.outboxLink(
      outbox, name: name, scope: scope, summary: summary, optimistic: optimistic, combining: combining)
    // As the outbox's other initializer: one attempt per send, no wait for the network inside it.
    var sending = configuration ?? outbox.store.configuration
    sending.connectivity = nil
    self.init(
      actionName, configuration: sending, retryPolicy: .never, concurrency: .serial, optimistic: optimistic,
      answer: answer, outbox: link, conflicts: conflicts, operation: operation)
    keepSaved(in: link)
  }
}
