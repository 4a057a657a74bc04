import ScreenState

/// How every loader of the board retries, times out, sleeps and shows its full-screen failures: one set of
/// rules, handed from ``BoardModel`` to its screens.
struct BoardLoading {
  /// The rule that classifies failures.
  var classifier: FailureClassifier
  /// When a failed attempt is retried.
  var retryPolicy: RetryPolicy
  /// The limit of each attempt.
  var attemptTimeout: AttemptTimeout<any Error>?
  /// The clock of debounces, retry waits, timeouts and freshness.
  var clock: any Clock<Duration>
  /// Which model each full-screen failure gets.
  var errorScreens: ErrorScreenCatalog
}
