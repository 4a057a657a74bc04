import ScreenStateCore

/// One change in flight, and its only owner: the input, the id the server knows it by, the optimistic patches it made,
/// its request, and how it ends. A ``Mutation`` makes it; an ``Outbox`` keeps it in its place while it waits. Every
/// change to the store goes through the store's public API (patch, pin, unpin, commit, roll back).
@MainActor
final class Submission<Input: Sendable, Output: Sendable, Failure: Error> {
  /// What a request of the submission carries.
  typealias Sent = MutationRequest<Input>

  let id: SubmissionID
  /// What was submitted, or the change a merge made of it.
  private(set) var input: Input
  /// The version of what it changes, as the cached copy had it when its updates were first applied.
  private(set) var version: String?
  /// Whether it is sent again to override the server's value after a conflict.
  var overridesServer = false
  /// The scope it waits in, when its mutation sends the changes of one scope in order.
  let scope: AnyHashable?
  /// The optimistic updates it applied; none once rolled back.
  private(set) var updates: [OptimisticUpdate<Input>.Applied] = []
  /// The request of its latest send (or its `queued` event, until it is first sent).
  var request: RequestID?
  /// The request in flight, if any.
  private(set) var runner: RequestRunner<Sent, Output, Failure>?
  /// How its latest send ended.
  private(set) var outcome: RequestOutcome<Output, Failure>?
  /// Whether its mutation cancelled it: an answer that comes anyway is ignored.
  private(set) var isCancelled = false
  /// Whether it was sent at least once.
  private(set) var wasSent = false

  init(id: SubmissionID, input: Input, scope: AnyHashable? = nil) {
    self.id = id
    self.input = input
    self.scope = scope
  }

  /// Whether a send is in flight.
  var isSending: Bool { runner != nil }

  /// How many of its updates changed a value.
  var patchedCount: Int { updates.count { $0.patched } }

  /// Whether it holds optimistic updates not settled yet.
  var hasUpdates: Bool { !updates.isEmpty }

  // MARK: - The store

  /// Applies `recipe` for its input; `pinned` for a change not sent yet (kept in an outbox), which shows over every
  /// new value until it is sent.
  func apply(_ recipe: [OptimisticUpdate<Input>], pinned: Bool) {
    updates = recipe.map { $0.apply(input, pinned) }
    if version == nil { version = updates.lazy.compactMap { $0.version }.first }
  }

  /// Makes it the change a merge made, `merged`, its updates rolled back before: sent from now on.
  func replaceInput(_ merged: Input) {
    input = merged
  }

  /// It is being sent: an answer may hold it, so it no longer shows over new values.
  func unpin() {
    for update in updates { if let patch = update.patch { update.store?.unpin(patch) } }
  }

  /// It certainly did not reach the server: it shows over new values again until it is sent.
  func pin() {
    for update in updates { if let patch = update.patch { update.store?.pin(patch) } }
  }

  /// Keeps its updates (but takes back those whose keys are all in `rollingBack`: a create's insert where the item is
  /// shown already), runs `kept` (which re-keys what it created), and applies the server's `answer` for `output`;
  /// asks again the keys that may not show the server's value.
  func keep(
    _ output: Output, answer: MutationAnswer<Output>?, rollingBack: Set<ResourceKey> = [], then kept: () -> Void = {}
  ) {
    let settled = updates.map { update in
      let keys = update.patch?.keys ?? []
      let takenBack = !rollingBack.isEmpty && !keys.isEmpty && keys.allSatisfy(rollingBack.contains)
      return (update, update.settle(succeeded: !takenBack))
    }
    kept()
    let answered = Set(answer?.apply(output) ?? [])
    for (update, result) in settled { update.revalidate(result, succeeded: true, conflict: false, answered: answered) }
    updates = []
  }

  /// Takes its updates back, exactly; a refusal that says the server's value is not what the app believed
  /// (`conflict`) asks the keys again. Returns how many values were rolled back.
  /// With `removing` (the server says what it changed is gone), the entities it changed are then taken out of every
  /// copy.
  @discardableResult
  func rollBack(conflict: Bool = false, removing: Bool = false) -> Int {
    var rolledBack = 0
    for update in updates {
      let result = update.settle(succeeded: false)
      if !result.changed.isEmpty { rolledBack += 1 }
      update.revalidate(result, succeeded: false, conflict: conflict, answered: [])
    }
    if removing { for update in updates { update.removeTarget() } }
    updates = []
    return rolledBack
  }

  // MARK: - Sending

  /// Sends it once as request `request` with `operation`, and waits for the outcome (in ``outcome``). A caller
  /// cancelled meanwhile stops waiting only once the request ends: the server may already have applied it.
  func send(
    as request: RequestID, configuration: LoadingConfiguration, events: LoadEvents?,
    operation: @escaping @Sendable (Sent) async throws(Failure) -> Output
  ) async {
    let runner = RequestRunner(
      part: .mutation, configuration: configuration, timeout: configuration.attemptTimeout(for: Failure.self),
      operation: operation,
      onEnd: { [weak self] _, outcome in self?.outcome = outcome })
    runner.report(to: events)
    self.runner = runner
    self.request = request
    outcome = nil
    wasSent = true
    runner.start(
      request, input: Sent(input: input, id: id, version: version, overridesServer: overridesServer),
      reason: .submit)
    await runner.wait(for: request)
    while runner.current == request {
      await Task { await runner.wait(for: request) }.value
    }
    self.runner = nil
  }

  /// Cancels it: the request in flight is dropped, its answer ignored.
  func cancel() {
    isCancelled = true
    runner?.cancel()
  }

  /// Stops the send in flight without cancelling the change: it ends as cancelled by something else than its mutation
  /// (the system taking the app's background time back), which an outbox sends again later.
  func interrupt() {
    guard let runner, !isCancelled else { return }
    runner.cancel()
    outcome = .cancelled
  }

  /// How it ended, once sent: `nil` when cancelled.
  var ending: RequestOutcome<Output, Failure>? { isCancelled ? nil : outcome }
}
