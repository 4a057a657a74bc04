import ScreenStateCore

// `PageLoader(first: nil) { (cursor: String?) in … }` makes the cursor type `String?`. These overloads, more
// specific than the ones for any cursor, catch it with a warning that says what to write; the list still ends, at
// the page whose `next` holds `nil` (see `Page`). An `unavailable` overload could not refuse it: the compiler picks
// any available overload that fits over an unavailable one.
extension PageLoader where Cursor: ExpressibleByNilLiteral {
  /// Deprecated: an optional cursor type; for a first page without a cursor, leave `first` out.
  @available(
    *, deprecated,
    message:
      "leave `first` out for a first page without a cursor: PageLoader { cursor in … } gets nil for it, and its cursor type is not optional"
  )
  public convenience init(
    first: Cursor,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    fetch: @escaping @Sendable (Cursor) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.init(
      firstCursor: first, refresh: refresh, maxPages: maxPages,
      configuration: LoadingConfiguration(
        classifier: classifier, retryPolicy: retryPolicy, attemptTimeout: timeout?.duration, clock: clock,
        randomness: RandomSource(randomNumberGenerator)),
      timeout: timeout
    ) { (cursor: Cursor?) async throws(Failure) -> Page<Item, Cursor> in
      try await fetch(cursor ?? first)
    }
  }

  /// Deprecated: an optional cursor type; for a first page without a cursor, leave `first` out.
  @available(
    *, deprecated,
    message:
      "leave `first` out for a first page without a cursor: PageLoader { cursor in … } gets nil for it, and its cursor type is not optional"
  )
  public convenience init(
    first: Cursor,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    configuration: LoadingConfiguration,
    fetch: @escaping @Sendable (Cursor) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.init(
      firstCursor: first, refresh: refresh, maxPages: maxPages, configuration: configuration,
      timeout: configuration.attemptTimeout(for: Failure.self)
    ) { (cursor: Cursor?) async throws(Failure) -> Page<Item, Cursor> in
      try await fetch(cursor ?? first)
    }
  }
}
