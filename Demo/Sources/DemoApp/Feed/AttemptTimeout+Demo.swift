import ScreenState

extension AttemptTimeout where Failure == any Error {
  /// The demo's limit on one attempt: 5 s, failing with `TimeoutError`.
  ///
  /// Longer than the client's 3 s request timeout, so that a server that does not answer at all is reported by the
  /// transport first; this limit catches what that timeout cannot, a server dripping its answer a byte at a time
  /// (each byte restarts the request timeout). Shorter than the library's 10 s so that, within the demo's 8 s
  /// budget (``ScreenState/RetryPolicy/demoTimeBudget``), a dripping server still gets a second attempt.
  public static var demo: Self { .after(.seconds(5)) }
}
