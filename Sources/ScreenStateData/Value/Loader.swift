import ScreenStateCore

/// Drives a ``Loadable`` with an async operation: one request at a time, the latest one wins, cancellation is never a
/// failure, and failed attempts are retried with backoff.
///
/// ```swift
/// @MainActor @Observable final class PostsModel {
///   let posts: Loader<[Post], any Error>
///   init(api: API) { posts = Loader { try await api.posts() } }
/// }
///
/// // SwiftUI
/// PostList(model.posts.state)
///   .task { await model.posts.load() }
///   .refreshable { await model.posts.refresh() }
/// ```
///
/// Its rules are every entry's (see ``LoadEntry``): ``LoadEntry/load()`` joins a request in flight, ``LoadEntry/refresh()``
/// keeps the value on screen, an older answer never overwrites a newer one, a cancellation is never a failure, and a load never runs
/// longer than its policy's time budget (10 s per attempt by default when `Failure` can hold a ``TimeoutError``).
@MainActor
public final class Loader<Value: Sendable, Failure: Error>: LoadEntry<Void, Value, Failure> {
  /// Creates a loader for `operation`, with every rule of `configuration`.
  ///
  /// ```swift
  /// let posts = Loader(configuration: app.loading) { try await api.posts() }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state before the first request. A loading state settles to the value it keeps, because
  ///     the loader cannot resume someone else's request.
  ///   - configuration: The classifier, retry policy, attempt timeout, clock and randomness.
  ///   - operation: The work that produces a value. It should honour task cancellation.
  public convenience init(
    _ initialState: Loadable<Value, Failure> = .idle,
    configuration: LoadingConfiguration,
    operation: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    self.init(
      initialState, configuration: configuration, timeout: configuration.attemptTimeout(for: Failure.self),
      operation: operation)
  }

  /// Creates a loader for `operation` whose attempts are limited by `timeout`, which makes a failure of the loader's
  /// own type; the other rules come from `configuration`.
  ///
  /// ```swift
  /// Loader(configuration: app.loading, timeout: AttemptTimeout(.seconds(5)) { _ in APIError.timedOut }) { … }
  /// ```
  public init(
    _ initialState: Loadable<Value, Failure> = .idle,
    configuration: LoadingConfiguration,
    timeout: AttemptTimeout<Failure>?,
    operation: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    super.init(initialState, configuration: configuration, timeout: timeout, work: .withoutInput(operation))
  }

  /// Creates a loader for `operation`.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first request.
  ///   - classifier: The rule that classifies failures, for retries and presentation alike.
  ///   - retryPolicy: When failed attempts are retried; ``RetryPolicy/default`` retries 3 times with backoff within
  ///     15 s.
  ///   - timeout: The time limit of each attempt; ``AttemptTimeout/standard`` (10 s, when `Failure` can hold a
  ///     ``TimeoutError``) by default, `nil` for none.
  ///   - clock: The clock that times backoff, timeouts and the time budget; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - operation: The work that produces a value. It should honour task cancellation.
  public convenience init(
    _ initialState: Loadable<Value, Failure> = .idle,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    operation: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    self.init(
      initialState,
      configuration: LoadingConfiguration(
        classifier: classifier, retryPolicy: retryPolicy, attemptTimeout: timeout?.duration, clock: clock,
        randomness: RandomSource(randomNumberGenerator)),
      timeout: timeout, operation: operation)
  }

  override func input(for command: LoadCommand, reason: RequestReason) {}
}
