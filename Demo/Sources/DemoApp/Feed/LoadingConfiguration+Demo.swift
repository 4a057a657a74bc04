import ScreenState

extension LoadingConfiguration {
  /// The demo's rules for every request it makes, set once and given to every screen and to the board's store: the
  /// standard classifier, ``ScreenState/RetryPolicy/demo`` (3 attempts within 8 s), each attempt cut at
  /// ``demoAttemptTimeout`` (failing with `TimeoutError`), the continuous clock and the system's randomness.
  public static var demo: Self {
    LoadingConfiguration(retryPolicy: .demo, attemptTimeout: demoAttemptTimeout)
  }

  /// The demo's limit on one attempt: 5 s.
  ///
  /// Longer than the client's 3 s request timeout, so that a server that does not answer at all is reported by the
  /// transport first; this limit catches what that timeout cannot, a server dripping its answer a byte at a time
  /// (each byte restarts the request timeout). Shorter than the library's 10 s so that, within the demo's 8 s
  /// budget (``ScreenState/RetryPolicy/demoTimeBudget``), a dripping server still gets a second attempt.
  public static let demoAttemptTimeout: Duration = .seconds(5)
}
