import Observation

/// Sends one change to a server (a form, a like button) and tracks it as a ``MutationState``, optionally
/// updating ``ResourceStore`` values at once and undoing them exactly if it fails.
///
/// ```swift
/// let like = Mutation<Int, Post, any Error>(
///   optimistic: [.update(store, key: { "post/\($0)" }, as: Post.self) { post, _ in post.likes += 1 }]
/// ) { id in try await api.like(id) }
///
/// Button("Like") { Task { await like.submit(post.id) } }.disabled(like.state.isSubmitting)
/// ```
///
/// - One submission at a time: ``submit(_:)`` while one is in flight sends nothing and returns
///   ``MutationOutcome/ignored`` (a double tap sends once).
/// - It runs on the same engine as every loader: the operation runs in a task the mutation owns (a caller going
///   away does not cancel a request the server may already have applied; ``cancel()`` does), attempts are limited
///   by the configuration's timeout, failures classified by its classifier.
/// - Not retried unless told: a change is not assumed idempotent (`retryPolicy` is ``RetryPolicy/never`` by
///   default). A cancellation (``cancel()``, or a failure the classifier calls one) returns to
///   ``MutationState/idle``, never shown as a failure.
/// - Each ``OptimisticUpdate`` is applied when the submission starts, rolled back exactly when it fails or is
///   cancelled (see ``ResourcePatch`` for "exactly"), and its key is revalidated after the answer.
@MainActor
public final class Mutation<Input: Sendable, Output: Sendable, Failure: Error>: FailableAction {
  /// How the submissions are classified, limited and timed.
  public let configuration: LoadingConfiguration
  /// What the mutation does, as the end of "Couldn't …" in a failure's title, such as "like the post".
  public let actionName: String?
  private let optimistic: [OptimisticUpdate<Input>]
  private var runner: RequestRunner<Input, Output, Failure>!
  private var ids = RequestIDs()
  private var submission: (request: RequestID, updates: [OptimisticUpdate<Input>.Applied])?
  private var ended: (request: RequestID, outcome: RequestOutcome<Output, Failure>)?
  private var _state: MutationState<Output, Failure> = .idle
  private var _failureClassification: FailureClassification?
  private var changes: UInt64 = 0
  /// The input of the latest submission: what ``retry()`` sends again.
  private var lastInput: Input?
  private let registrar = ObservationRegistrar()
  private var eventSource = LoadEventSource()

  /// Creates a mutation with the rules of `configuration`.
  ///
  /// - Parameters:
  ///   - actionName: What it does, as the end of "Couldn't …" when a screen shows its failure: "like the post".
  ///   - configuration: The classifier, attempt timeout and clock of each submission.
  ///   - retryPolicy: When a failed attempt is sent again; never, by default: only say otherwise for a change the
  ///     server applies once however often it is sent (an idempotency key).
  ///   - optimistic: Store values changed when a submission starts, rolled back if it fails.
  ///   - operation: The change, sent to the server.
  public init(
    _ actionName: String? = nil,
    configuration: LoadingConfiguration,
    retryPolicy: RetryPolicy = .never,
    optimistic: [OptimisticUpdate<Input>] = [],
    operation: @escaping @Sendable (Input) async throws(Failure) -> Output
  ) {
    var configuration = configuration
    configuration.retryPolicy = retryPolicy
    self.actionName = actionName
    self.configuration = configuration
    self.optimistic = optimistic
    runner = RequestRunner(
      part: .mutation, configuration: configuration, timeout: configuration.attemptTimeout(for: Failure.self),
      operation: operation
    ) { [weak self] request, outcome in
      self?.ended = (request, outcome)
    }
  }

  /// Creates a mutation.
  ///
  /// - Parameters:
  ///   - actionName: What it does, as the end of "Couldn't …" when a screen shows its failure: "like the post".
  ///   - classifier: The rule that classifies failures.
  ///   - optimistic: Store values changed when a submission starts, rolled back if it fails.
  ///   - operation: The change, sent to the server.
  public convenience init(
    _ actionName: String? = nil,
    classifier: FailureClassifier = .standard,
    optimistic: [OptimisticUpdate<Input>] = [],
    operation: @escaping @Sendable (Input) async throws(Failure) -> Output
  ) {
    self.init(
      actionName, configuration: LoadingConfiguration(classifier: classifier), optimistic: optimistic,
      operation: operation)
  }

  /// Where the mutation stands.
  public var state: MutationState<Output, Failure> {
    registrar.access(self, keyPath: \.state)
    return _state
  }

  /// The classification of the failure in ``state``, made once when it happened; `nil` unless failed.
  public var failureClassification: FailureClassification? {
    registrar.access(self, keyPath: \.state)
    return _failureClassification
  }

  /// The rule that classifies each failure.
  public var classifier: FailureClassifier { configuration.classifier }

  /// Counts the changes of ``state``; reading it inside an observation tracks ``state``.
  public var changeCount: UInt64 {
    registrar.access(self, keyPath: \.state)
    return changes
  }

  /// The events of the submissions (part ``LoadPart/mutation``): `queued(patches:)` when a submission is accepted
  /// and its optimistic updates applied, its request's events from `started(.submit)` on, and `rolledBack(patches:)`
  /// after a failed or cancelled one undid them.
  public var events: LoadEvents {
    let events = eventSource.get()
    runner.events = events
    return events
  }

  /// Submits `input`: applies the optimistic updates, sends the change, rolls back on failure or cancellation,
  /// revalidates. Returns how it ended; ``MutationOutcome/ignored`` when another submission was in flight.
  @discardableResult
  public func submit(_ input: Input) async -> MutationOutcome<Output, Failure> {
    guard submission == nil else { return .ignored }
    lastInput = input
    let request = ids.next()
    setState(.submitting, classification: nil)
    let updates = optimistic.map { $0.apply(input) }
    submission = (request, updates)
    emit(.queued(patches: updates.count { $0.patched }), request)
    runner.start(request, input: input, reason: .submit)
    await runner.wait(for: request)
    while runner.current == request {
      // Only a caller cancelled while waiting gets here: the submission goes on; wait for it, uncancellable.
      await Task { await runner.wait(for: request) }.value
    }
    return finish(request)
  }

  /// Cancels the submission in flight; it ends as ``MutationState/idle`` with its updates rolled back, and its
  /// answer, if one comes, is ignored.
  public func cancel() {
    guard runner.cancel() != nil else { return }
  }

  /// Forgets the last outcome, as when a form is dismissed: back to ``MutationState/idle``. Does nothing while
  /// a submission is in flight.
  public func reset() {
    guard submission == nil, !_state.isIdle else { return }
    setState(.idle, classification: nil)
  }

  /// After a failure, submits again what failed; does nothing otherwise.
  public func retry() async {
    guard submission == nil, case .failed = _state, let lastInput else { return }
    await submit(lastInput)
  }

  /// Hides the failure shown (as ``reset()`` does).
  public func dismissFailure() {
    reset()
  }

  private func finish(_ request: RequestID) -> MutationOutcome<Output, Failure> {
    guard let submission, submission.request == request else { return .cancelled }
    self.submission = nil
    let outcome: RequestOutcome<Output, Failure>? = ended?.request == request ? ended?.outcome : nil
    ended = nil
    switch outcome {
    case .success(let output)?:
      setState(.succeeded(output), classification: nil)
      for update in submission.updates { _ = update.finish(false) }
      return .succeeded(output)
    case .failure(let failure, let classification)?:
      rollBack(submission)
      setState(.failed(failure), classification: classification)
      return .failed(failure)
    case .cancelled?, nil:
      rollBack(submission)
      setState(.idle, classification: nil)
      return .cancelled
    }
  }

  /// Finishes a failed or cancelled submission's updates, rolling them back, and reports how many were.
  private func rollBack(_ submission: (request: RequestID, updates: [OptimisticUpdate<Input>.Applied])) {
    guard !submission.updates.isEmpty else { return }
    var rolledBack = 0
    for update in submission.updates {
      if update.finish(true) { rolledBack += 1 }
    }
    emit(.rolledBack(patches: rolledBack), submission.request)
  }

  private func emit(_ kind: @autoclosure () -> LoadEvent.Kind, _ request: RequestID) {
    eventSource.emit { LoadEvent(kind(), request: request, part: .mutation, time: runner.timers.now) }
  }

  private func setState(_ state: MutationState<Output, Failure>, classification: FailureClassification?) {
    registrar.willSet(self, keyPath: \.state)
    _state = state
    _failureClassification = classification
    changes &+= 1
    registrar.didSet(self, keyPath: \.state)
  }
}
