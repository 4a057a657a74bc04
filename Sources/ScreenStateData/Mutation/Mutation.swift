import Foundation
import Observation
import ScreenStateCore

/// Sends changes to a server (a form, a like button) and tracks them as a ``MutationState``, optionally updating
/// ``ResourceStore`` values at once and undoing each change exactly if it fails.
///
/// ```swift
/// let like = Mutation<Int, Post, any Error>(
///   "like the post",
///   optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }]
/// ) { id in try await api.like(id) }
///
/// Button("Like") { Task { await like.submit(post.id) } }
/// LoadableScreen(post, actions: [like])      // a failed like shows as a banner in the library's words
/// ```
///
/// - **Several at once.** Submissions run concurrently by default (two likes of two posts both go), each rolled back
///   alone, exactly, if it fails, keeping every other's change (see ``ResourcePatch``). ``Concurrency`` serialises
///   them when the app asks: all of them, or those of one scope in order (two edits of one post), or one at a time
///   with the others ignored (a double tap sends once).
/// - It runs on the same engine as every loader: each submission's operation runs in a task the mutation owns (a
///   caller going away does not cancel a request the server may already have applied; ``cancel()`` does), attempts
///   are limited by the configuration's timeout, failures classified by its classifier.
/// - Not retried unless told: a change is not assumed idempotent (`retryPolicy` is ``RetryPolicy/never`` by
///   default). A cancellation returns its submission to nothing, never shown as a failure.
/// - Each ``OptimisticUpdate`` is applied when its submission starts, rolled back exactly when it fails or is
///   cancelled (no request follows: what is shown is what the server holds, unless it answers 409 or 412), kept when it
///   succeeds, and the ``MutationAnswer``, if any, puts the server's value in its place.
/// - An item the server deleted (404, 410) leaves every cached copy; one it changed (409, 412) goes as the mutation's
///   ``ConflictPolicy`` says: the server wins by default, or the client, a merge, or the person on its screen.
@MainActor
public final class Mutation<Input: Sendable, Output: Sendable, Failure: Error>: FailableAction {
  /// How submissions made while others are in flight go.
  public enum Concurrency: Sendable {
    /// All at once (the default).
    case concurrent
    /// One after the other, in the order submitted.
    case serial
    /// One after the other within a scope (`scope(input)`, such as the post's id), concurrently across scopes.
    case serialPerScope(@Sendable (Input) -> AnyHashable)
    /// One at a time: a submission while one is in flight is ignored (``MutationOutcome/ignored``).
    case oneAtATime
  }

  typealias Change = Submission<Input, Output, Failure>

  /// How the submissions are classified, limited and timed.
  public let configuration: LoadingConfiguration
  /// What the mutation does, as the end of "Couldn't …" in a failure's title, such as "like the post".
  public let actionName: ActionName?
  /// How submissions made while others are in flight go.
  public let concurrency: Concurrency

  let optimistic: [OptimisticUpdate<Input>]
  let answer: MutationAnswer<Output>?
  /// What a change does when the server says its item is gone or changed.
  let conflicts: ConflictPolicy<Input, Failure>
  let operation: @Sendable (Change.Sent) async throws(Failure) -> Output
  var ids = RequestIDs()
  /// The submissions sent at once (or waiting for their scope), by request.
  private var inFlight: [RequestID: Change] = [:]
  /// The submissions waiting for the one before them in their scope, in order.
  private var queues: [AnyHashable: [RequestID]] = [:]
  private var queueWaiters: [RequestID: CheckedContinuation<Void, Never>] = [:]
  var _state: MutationState<Output, Failure> = .idle
  /// The latest failure not dismissed nor taken again, with what failed.
  var failure: (input: Input, submission: SubmissionID, failure: Failure, classification: FailureClassification)?
  private var changes: UInt64 = 0
  private let registrar = ObservationRegistrar()
  var eventSource = LoadEventSource()
  /// The outbox that keeps the submissions, with this mutation's name in it, and how inputs are saved.
  let outbox: OutboxLink?
  /// The submissions the outbox keeps (queued, being sent, failed), by id.
  var kept: [SubmissionID: Change] = [:]
  /// The kept change being sent: the outbox sends one at a time.
  var keptSending: SubmissionID?
  /// Whether the next submission overrides the server's value: the person chose to keep their change.
  private var overridesNext = false

  /// How a mutation saves its inputs in an ``Outbox``, under which name.
  struct OutboxLink {
    let outbox: Outbox
    let name: String
    let encode: (Input) throws -> Data
    let decode: (Data) throws -> Input
    /// The scope each change waits in.
    let scope: @MainActor (Input) -> OutboxScope
    /// How a change combines with the one of its scope waiting before it, if the mutation says.
    let combining: (@MainActor (_ earlier: Input, _ later: Input) -> OutboxCombination)?
    /// What each change is, for a list of pending changes; saved with it.
    var summary: ((Input) -> ChangeSummary)? = nil
    /// What each change creates under a temporary id, if the mutation says.
    var creates: OutboxCreate<Input, Output>? = nil
  }

  /// Creates a mutation with the rules of `configuration`.
  ///
  /// - Parameters:
  ///   - actionName: What it does, as the end of "Couldn't …" when a screen shows its failure: "like the post".
  ///   - configuration: The classifier, attempt timeout and clock of each submission.
  ///   - retryPolicy: When a failed attempt is sent again; never, by default: only say otherwise for a change the
  ///     server applies once however often it is sent (an idempotency key).
  ///   - concurrency: How submissions made while others are in flight go; all at once by default.
  ///   - optimistic: Store values changed when a submission starts, rolled back if it fails.
  ///   - answer: How the server's answer updates the store; none by default.
  ///   - operation: The change, sent to the server.
  public convenience init(
    _ actionName: ActionName? = nil,
    configuration: LoadingConfiguration,
    retryPolicy: RetryPolicy = .never,
    concurrency: Concurrency = .concurrent,
    optimistic: [OptimisticUpdate<Input>] = [],
    answer: MutationAnswer<Output>? = nil,
    operation: @escaping @Sendable (Input) async throws(Failure) -> Output
  ) {
    self.init(
      actionName, configuration: configuration, retryPolicy: retryPolicy, concurrency: concurrency,
      optimistic: optimistic, answer: answer, outbox: nil
    ) { (sent: Change.Sent) async throws(Failure) -> Output in try await operation(sent.input) }
  }

  /// Creates a mutation whose operation also gets each submission's ``SubmissionID``, to send as an idempotency key.
  ///
  /// ```swift
  /// Mutation("like the post", configuration: loading) { (postID: Int, submission: SubmissionID) in
  ///   try await api.like(postID, idempotencyKey: submission.rawValue)
  /// }
  /// ```
  public convenience init(
    _ actionName: ActionName? = nil,
    configuration: LoadingConfiguration,
    retryPolicy: RetryPolicy = .never,
    concurrency: Concurrency = .concurrent,
    optimistic: [OptimisticUpdate<Input>] = [],
    answer: MutationAnswer<Output>? = nil,
    operation: @escaping @Sendable (Input, SubmissionID) async throws(Failure) -> Output
  ) {
    self.init(
      actionName, configuration: configuration, retryPolicy: retryPolicy, concurrency: concurrency,
      optimistic: optimistic, answer: answer, outbox: nil
    ) { (sent: Change.Sent) async throws(Failure) -> Output in try await operation(sent.input, sent.id) }
  }

  /// Creates a mutation.
  ///
  /// - Parameters:
  ///   - actionName: What it does, as the end of "Couldn't …" when a screen shows its failure: "like the post".
  ///   - classifier: The rule that classifies failures.
  ///   - concurrency: How submissions made while others are in flight go; all at once by default.
  ///   - optimistic: Store values changed when a submission starts, rolled back if it fails.
  ///   - answer: How the server's answer updates the store; none by default.
  ///   - operation: The change, sent to the server.
  public convenience init(
    _ actionName: ActionName? = nil,
    classifier: FailureClassifier = .standard,
    concurrency: Concurrency = .concurrent,
    optimistic: [OptimisticUpdate<Input>] = [],
    answer: MutationAnswer<Output>? = nil,
    operation: @escaping @Sendable (Input) async throws(Failure) -> Output
  ) {
    self.init(
      actionName, configuration: LoadingConfiguration(classifier: classifier), concurrency: concurrency,
      optimistic: optimistic, answer: answer, operation: operation)
  }

  init(
    _ actionName: ActionName?,
    configuration: LoadingConfiguration,
    retryPolicy: RetryPolicy,
    concurrency: Concurrency,
    optimistic: [OptimisticUpdate<Input>],
    answer: MutationAnswer<Output>?,
    outbox: OutboxLink?,
    conflicts: ConflictPolicy<Input, Failure> = .serverWins,
    operation: @escaping @Sendable (Change.Sent) async throws(Failure) -> Output
  ) {
    self.conflicts = conflicts
    var configuration = configuration
    configuration.retryPolicy = retryPolicy
    self.actionName = actionName
    self.configuration = configuration
    self.concurrency = concurrency
    self.optimistic = optimistic
    self.answer = answer
    self.outbox = outbox
    self.operation = operation
  }

  // MARK: - State

  /// Where the mutation stands: submitting while any submission is in flight, otherwise how the latest ended.
  public var state: MutationState<Output, Failure> {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return _state
  }

  /// How many submissions are in flight (or waiting for their scope).
  public var submissionsInFlight: Int {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return inFlight.count + (isSendingKept ? 1 : 0)
  }

  /// The classification of the latest failure, shown until it is dismissed or taken again, whatever succeeded
  /// since; `nil` otherwise.
  public var failureClassification: FailureClassification? {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return failure?.classification
  }

  /// Counts the changes of ``state`` and of the failure shown; reading it inside an observation tracks them.
  public var changeCount: UInt64 {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return changes
  }

  /// The rule that classifies each failure.
  public var classifier: FailureClassifier { configuration.classifier }

  /// The events of the submissions (part ``LoadPart/mutation``): `queued(patches:)` when a submission is accepted
  /// and its optimistic updates applied, its request's events from `started(.submit)` on, and `rolledBack(patches:)`
  /// after a failed or cancelled one undid them.
  public var events: LoadEvents { eventSource.get() }

  // MARK: - Commands

  /// Submits `input`: applies the optimistic updates, sends the change (after the submissions before it in its scope,
  /// when serialised), rolls back on failure or cancellation, keeps the updates on success. Returns how it ended;
  /// ``MutationOutcome/ignored`` when another submission was in flight and the mutation goes one at a time.
  @discardableResult
  public func submit(_ input: Input) async -> MutationOutcome<Output, Failure> {
    let overrides = overridesNext  // read at once: only the retry that set it
    overridesNext = false
    if case .oneAtATime = concurrency, !inFlight.isEmpty || isSendingKept {
      return .ignored
    }
    let id = configuration.randomness.draw { SubmissionID(using: &$0) }
    if let outbox, let data = try? outbox.encode(input) {
      return await submitQueued(input, id: id, data: data, in: outbox)
    }
    let request = ids.next()
    let scope: AnyHashable? =
      switch concurrency {
      case .concurrent, .oneAtATime: nil
      case .serial: AnyHashable(0)
      case .serialPerScope(let scopeOf): scopeOf(input)
      }
    let change = Change(id: id, input: input, scope: scope)
    change.overridesServer = overrides
    change.request = request
    change.apply(optimistic, pinned: false)
    inFlight[request] = change
    emit(.queued(patches: change.patchedCount), request)
    changed { $0._state = .submitting }
    if let scope {
      let waiting = queues[scope, default: []]
      queues[scope, default: []].append(request)
      if !waiting.isEmpty { await withCheckedContinuation { queueWaiters[request] = $0 } }
    }
    if !change.isCancelled { await send(change, as: request) }
    return finish(request)
  }

  /// Cancels every submission in flight or waiting; each ends with its updates rolled back, and an answer that
  /// comes anyway is ignored.
  public func cancel() {
    for (request, change) in inFlight {
      change.cancel()
      queueWaiters.removeValue(forKey: request)?.resume()
    }
    cancelKept()
  }

  /// Forgets the last outcome and the failure shown, as when a form is dismissed: back to ``MutationState/idle``.
  /// Does nothing while a submission is in flight.
  public func reset() {
    guard inFlight.isEmpty, !isSendingKept, !_state.isIdle || failure != nil else { return }
    changed {
      $0._state = .idle
      $0.failure = nil
    }
  }

  /// Submits again what failed last, if a failure is shown; does nothing otherwise. With an ``Outbox``, every change
  /// of this mutation that failed goes back to the queue, in its place: the failure shown stands for them all.
  /// When the failure asks whose change wins (``asksWhoseChangeWins``), the change is sent overriding the server's
  /// value.
  public func retry() async {
    guard let failure else { return }
    let overrides = asksWhoseChangeWins
    changed { $0.failure = nil }
    if let outbox, let change = kept[failure.submission] {
      if overrides { change.overridesServer = true }
      for id in failedKept where id != failure.submission { outbox.outbox.retry(id) }
      _ = await outbox.outbox.retryAndWait(failure.submission)
      return
    }
    overridesNext = overrides
    await submit(failure.input)
  }

  /// Whether the failure shown is a conflict the person decides (``ConflictPolicy/askUser``): "Keep Mine" is
  /// ``retry()``, "Use Theirs" ``dismissFailure()``.
  public var asksWhoseChangeWins: Bool {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return conflicts.asksUser && failure?.classification.isConflict == true
  }

  /// Hides the failure shown; the state goes back to idle when nothing is in flight. With an ``Outbox``, every change
  /// of this mutation that failed is discarded from it (the failure shown stands for them all: none is left that no
  /// screen shows).
  public func dismissFailure() {
    guard let shown = failure else { return }
    changed {
      $0.failure = nil
      if $0.inFlight.isEmpty, !$0.isSendingKept, case .failed = $0._state { $0._state = .idle }
    }
    guard let outbox else { return }
    let failed = failedKept
    for id in failed.contains(shown.submission) ? failed : failed + [shown.submission] { outbox.outbox.discard(id) }
  }

  // MARK: - Ending a submission

  /// Sends `change` once as request `request`; when the server says its value changed (409, 412), the conflict
  /// policy may send it (or the change a merge made of it) once more, to override it.
  func send(_ change: Change, as request: RequestID) async {
    await change.send(
      as: request, configuration: configuration, events: eventSource.events, operation: operation)
    guard case .failure(let failure, let classification)? = change.ending, classification.isConflict,
      !change.overridesServer
    else { return }
    switch conflicts.changed {
    case .serverWins, .askUser:
      return
    case .clientWins:
      break
    case .merge(let merge):
      guard let merged = await merge(change.input, failure), !change.isCancelled else { return }
      // The refused change leaves every copy (asked again once the merged one settles); the merged one shows.
      rollBack(change, conflict: true)
      change.replaceInput(merged)
      change.apply(optimistic, pinned: false)
    }
    change.overridesServer = true
    await change.send(
      as: ids.next(), configuration: configuration, events: eventSource.events, operation: operation)
  }

  private func finish(_ request: RequestID) -> MutationOutcome<Output, Failure> {
    guard let change = inFlight.removeValue(forKey: request) else { return .cancelled }
    if let scope = change.scope {
      queues[scope]?.removeAll { $0 == request }
      if let next = queues[scope]?.first {
        queueWaiters.removeValue(forKey: next)?.resume()
      } else {
        queues[scope] = nil
      }
    }
    let outcome = settle(change, ending: change.ending)
    settleState(after: outcome)
    return outcome
  }

  /// Ends `change` as `ending` says (`nil`: cancelled): keeps its updates and applies the answer, or rolls them back
  /// and shows the failure. Returns the outcome.
  func settle(_ change: Change, ending: RequestOutcome<Output, Failure>?) -> MutationOutcome<Output, Failure> {
    switch ending {
    case .success(let output)?:
      if outbox?.creates != nil { keepCreated(change, output) } else { change.keep(output, answer: answer) }
      return .succeeded(output)
    case .failure(let failure, let classification)?:
      rollBack(
        change, conflict: classification.isConflict, removing: classification.isGone && conflicts.deleted == .remove)
      changed { $0.failure = (change.input, change.id, failure, classification) }
      return .failed(failure)
    case .cancelled?, nil:
      rollBack(change)
      return .cancelled
    }
  }

  /// Sets the state after a submission ended with `outcome`, unless others are still in flight.
  func settleState(after outcome: MutationOutcome<Output, Failure>) {
    changed { mutation in
      guard mutation.inFlight.isEmpty, !mutation.isSendingKept else { return }
      switch outcome {
      case .succeeded(let output): mutation._state = .succeeded(output)
      case .failed(let failure): mutation._state = .failed(failure)
      case .cancelled, .ignored, .queued: mutation._state = mutation.failure.map { .failed($0.failure) } ?? .idle
      }
    }
  }

  /// Rolls `change`'s updates back and reports how many were; `removing`, the entities it changed then leave every
  /// copy.
  func rollBack(_ change: Change, conflict: Bool = false, removing: Bool = false) {
    guard change.hasUpdates else { return }
    let rolledBack = change.rollBack(conflict: conflict, removing: removing)
    emit(.rolledBack(patches: rolledBack), change.request ?? ids.next())
  }

  /// The timer queue of the configuration's clock, which dates the mutation's own events.
  private var timers: TimerQueue { TimerQueue.shared(for: configuration.clock) }

  func emit(_ kind: @autoclosure () -> LoadEvent.Kind, _ request: RequestID) {
    eventSource.emit { LoadEvent(kind(), request: request, part: .mutation, time: timers.now) }
  }

  func changed(_ change: (Mutation) -> Void) {
    registrar.willSet(StateSubject.shared, keyPath: \StateSubject.state)
    change(self)
    changes &+= 1
    registrar.didSet(StateSubject.shared, keyPath: \StateSubject.state)
  }
}
