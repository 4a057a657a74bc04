/// How every request of a state kind is classified, retried, limited and timed: one value for a whole app (or a
/// store), instead of five arguments on each kind.
///
/// ```swift
/// let loading = LoadingConfiguration(retryPolicy: RetryPolicy(maximumAttempts: 2), attemptTimeout: .seconds(8))
/// let store = ResourceStore(configuration: loading)        // every key of the store inherits it
/// let feed = Loader(configuration: loading) { try await api.feed() }
///
/// // In tests: virtual time and reproducible jitter.
/// let testing = LoadingConfiguration(clock: VirtualClock(), randomness: RandomSource(SeededRandomNumberGenerator(seed: 1)))
/// ```
///
/// The ``attemptTimeout`` cuts off an attempt of any kind whose failure type can hold a ``TimeoutError``
/// (`any Error`, or `TimeoutError` itself), or what ``timeoutFailure`` makes (your own typed error).
public struct LoadingConfiguration: Sendable {
  /// The rule that classifies each failure, for the retries and for the screens.
  public var classifier: FailureClassifier
  /// When failed attempts are retried, and the time budget of each request.
  public var retryPolicy: RetryPolicy
  /// The time limit of each attempt; `nil` for none. 10 s by default.
  public var attemptTimeout: Duration?
  /// The clock of backoffs, timeouts, debounces, freshness and eviction; inject a virtual clock in tests.
  ///
  /// A configuration whose ``connectivity`` is the default follows its clock: setting a virtual clock leaves it with
  /// no monitor, setting the continuous clock gives it the system's again.
  public var clock: any Clock<Duration> {
    didSet {
      if connectivityIsDefault { storedConnectivity = Self.defaultConnectivity(for: clock) }
    }
  }
  /// The source of jitter; inject a seeded one in tests.
  public var randomness: RandomSource
  /// Whether the network can be reached: while it cannot, a failure that needs the network waits for it (within the
  /// time budget) instead of spending the request's retries, and a store revalidates its stale keys when it comes
  /// back. `nil` for none: every failure counts.
  ///
  /// By default (``defaultConnectivity(for:)``), the system's path monitor on iOS, macOS, tvOS and visionOS
  /// (`NWPathMonitor`, through `NetworkPathMonitor.shared`) for a configuration on the system's clocks, and none on
  /// watchOS (where that monitor stays unsatisfied for ordinary apps), on Linux, which has no system monitor
  /// (``ProbingConnectivityMonitor`` probes a host of yours there), or on any other clock: a test in virtual time
  /// never depends on the machine's network.
  public var connectivity: (any ConnectivityMonitoring)? {
    get { storedConnectivity }
    set {
      storedConnectivity = newValue
      connectivityIsDefault = false
    }
  }
  private var storedConnectivity: (any ConnectivityMonitoring)?
  /// Whether ``connectivity`` is the default for the clock, and follows it.
  private var connectivityIsDefault: Bool
  /// Whether the app is in the foreground: a store revalidates its stale keys when the app comes back, and polls
  /// only while it is active. ``AppActivity/shared``, which the adapters keep up to date, by default.
  public var activity: AppActivity
  /// Makes the failure of an attempt that runs out of time, for kinds whose failure type cannot hold a
  /// ``TimeoutError`` but can hold what this makes (your own `APIError.timedOut`, say); `nil` by default.
  public var timeoutFailure: (@Sendable (Duration) -> any Error)?

  /// Creates a configuration watching the default ``connectivity`` for its clock (the system's path monitor on Apple
  /// platforms but watchOS, on the system's clocks); every parameter defaults to the documented default.
  public init(
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    attemptTimeout: Duration? = AttemptTimeout<any Error>.standardDuration,
    clock: any Clock<Duration> = ContinuousClock(),
    randomness: RandomSource = RandomSource(),
    activity: AppActivity = .shared,
    timeoutFailure: (@Sendable (Duration) -> any Error)? = nil
  ) {
    self.init(
      classifier: classifier, retryPolicy: retryPolicy, attemptTimeout: attemptTimeout, clock: clock,
      randomness: randomness, connectivity: Self.defaultConnectivity(for: clock), activity: activity,
      timeoutFailure: timeoutFailure)
    connectivityIsDefault = true
  }

  /// Creates a configuration watching `connectivity`, or no monitor for `nil`; every other parameter defaults to the
  /// documented default.
  public init(
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    attemptTimeout: Duration? = AttemptTimeout<any Error>.standardDuration,
    clock: any Clock<Duration> = ContinuousClock(),
    randomness: RandomSource = RandomSource(),
    connectivity: (any ConnectivityMonitoring)?,
    activity: AppActivity = .shared,
    timeoutFailure: (@Sendable (Duration) -> any Error)? = nil
  ) {
    self.classifier = classifier
    self.retryPolicy = retryPolicy
    self.attemptTimeout = attemptTimeout
    self.clock = clock
    self.randomness = randomness
    storedConnectivity = connectivity
    connectivityIsDefault = false
    self.activity = activity
    self.timeoutFailure = timeoutFailure
  }

  /// The standard rule, the default retries (3 with backoff, within 15 s), 10 s per attempt, the continuous clock,
  /// and the system's path monitor on Apple platforms but watchOS.
  public static var standard: Self { Self() }

  /// The connectivity monitor a configuration on `clock` watches unless it is given one: on iOS, macOS, tvOS and
  /// visionOS, the system's path monitor (`NetworkPathMonitor.shared`) for the continuous and suspending clocks; `nil`
  /// for any other clock (a virtual clock in tests), on watchOS (`NWPathMonitor` stays unsatisfied for ordinary watch
  /// apps, which would hold every request back; give a watch app a ``ProbingConnectivityMonitor`` instead), and on
  /// Linux, which has no system monitor.
  public static func defaultConnectivity(for clock: any Clock<Duration>) -> (any ConnectivityMonitoring)? {
    let systemClock = clock is ContinuousClock || clock is SuspendingClock
    switch DefaultConnectivityMonitor.choice(on: .current, systemClock: systemClock) {
    case .none:
      return nil
    case .systemPathMonitor:
      #if canImport(Network)
        return SystemNetworkMonitor.shared
      #else
        return nil
      #endif
    }
  }

  /// The attempt timeout for a kind failing with `Failure`: ``attemptTimeout``, failing with a ``TimeoutError`` when
  /// `Failure` can hold one, or with what ``timeoutFailure`` makes when `Failure` can hold that; `nil` otherwise.
  public func attemptTimeout<Failure: Error>(for failure: Failure.Type) -> AttemptTimeout<Failure>? {
    guard let attemptTimeout else { return nil }
    if TimeoutError(duration: .zero) is Failure {
      return AttemptTimeout(attemptTimeout) { TimeoutError(duration: $0) as! Failure }
    }
    guard let timeoutFailure, timeoutFailure(.zero) is Failure else { return nil }
    // The check above makes this cast succeed for every duration, for a maker that always makes one type.
    return AttemptTimeout(attemptTimeout) { duration in
      (timeoutFailure(duration) as? Failure) ?? (timeoutFailure(.zero) as! Failure)
    }
  }
}
