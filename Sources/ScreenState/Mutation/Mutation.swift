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
/// - One submission at a time: ``submit(_:)`` while one is in flight does nothing and returns `nil` (a
///   double tap sends once).
/// - The operation runs in a task the mutation owns: a caller going away does not cancel a request the server
///   may already have applied; ``cancel()`` does.
/// - Not retried: a change is not assumed idempotent. Each failure is classified once by ``classifier``; a
///   cancellation (the task cancelled, or a failure the classifier calls one) returns to ``MutationState/idle``,
///   never shown as a failure.
/// - Each ``OptimisticUpdate`` is applied when the submission starts, rolled back exactly when it fails or is
///   cancelled (see ``OptimisticUpdate`` for "exactly"), and its key is revalidated after the answer.
@MainActor
@Observable
public final class Mutation<Input: Sendable, Output: Sendable, Failure: Error> {
  /// Where the mutation stands.
  public private(set) var state: MutationState<Output, Failure> = .idle
  /// The classification of the failure in ``state``, made once when it happened; `nil` unless failed.
  public private(set) var failureClassification: FailureClassification?
  /// The rule that classifies each failure.
  @ObservationIgnored public let classifier: FailureClassifier
  @ObservationIgnored private let optimistic: [OptimisticUpdate<Input>]
  @ObservationIgnored private let operation: @Sendable (Input) async throws(Failure) -> Output
  @ObservationIgnored private var task: Task<Result<Output, Failure>, Never>?

  /// Creates a mutation.
  ///
  /// - Parameters:
  ///   - classifier: The rule that classifies failures.
  ///   - optimistic: Store values changed when a submission starts, rolled back if it fails.
  ///   - operation: The change, sent to the server.
  public init(
    classifier: FailureClassifier = .standard,
    optimistic: [OptimisticUpdate<Input>] = [],
    operation: @escaping @Sendable (Input) async throws(Failure) -> Output
  ) {
    self.classifier = classifier
    self.optimistic = optimistic
    self.operation = operation
  }

  /// Submits `input`: applies the optimistic updates, runs the operation, rolls back on failure, revalidates.
  /// Returns the operation's result, or `nil` when another submission was in flight or this one was cancelled.
  @discardableResult
  public func submit(_ input: Input) async -> Result<Output, Failure>? {
    guard task == nil else { return nil }
    state = .submitting
    failureClassification = nil
    let finishes = optimistic.map { $0.apply(input) }
    let operation = operation
    let task = Task { await Self.capture { () async throws(Failure) -> Output in try await operation(input) } }
    self.task = task
    let result = await task.value
    self.task = nil
    switch result {
    case .success(let output):
      state = .succeeded(output)
      for finish in finishes { finish(false) }
      return result
    case .failure(let failure):
      for finish in finishes { finish(true) }
      let classification = classifier.classify(failure)
      if classification.isCancellation || task.isCancelled {
        state = .idle
        return nil
      }
      state = .failed(failure)
      failureClassification = classification
      return result
    }
  }

  /// Cancels the submission in flight; it ends as ``MutationState/idle`` with its updates rolled back, unless
  /// the operation ignores cancellation and succeeds.
  public func cancel() {
    task?.cancel()
  }

  /// Forgets the last outcome, as when a form is dismissed: back to ``MutationState/idle``. Does nothing while
  /// a submission is in flight.
  public func reset() {
    guard task == nil else { return }
    state = .idle
    failureClassification = nil
  }

  private static func capture(
    _ operation: () async throws(Failure) -> Output
  ) async -> Result<Output, Failure> {
    do {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
}
