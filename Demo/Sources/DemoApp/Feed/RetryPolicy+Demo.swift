import ScreenState

extension RetryPolicy {
  /// The demo's retries: 3 attempts in all, the first retry after 125–250 ms and the second after 250–500 ms.
  ///
  /// Fast on purpose. The library's default (4 attempts, waits of up to 1 s, 2 s and 4 s) suits a phone on a
  /// patchy network, but in the demo a person presses a fault key and watches for the result: with the default, a
  /// failure would take up to 7 s to appear and the demo would feel broken. These waits keep every failure on
  /// screen within about ¾ s while still showing backoff, flaky requests still get two more chances, and
  /// maintenance's `Retry-After: 120` is still honoured by giving up at once (it exceeds the 5 s the policy will
  /// wait inside one load) instead of retrying.
  ///
  /// The whole load stops at 8 s rather than the library's 15 s, for the same reason: a server that hangs or
  /// drips its answer is reported as "timed out" within 8 s. With the 5 s limit on each attempt
  /// (``ScreenState/LoadingConfiguration/demoAttemptTimeout``) and the client's 3 s request timeout, a hung server
  /// fails attempts at 3 s and 6 s and the budget cuts the third; a dripping one (which the request timeout never
  /// catches, since bytes keep coming) has its first attempt cut at 5 s and the second by the budget.
  public static var demo: Self {
    RetryPolicy(maximumAttempts: 3, initialDelay: .milliseconds(250), timeBudget: demoTimeBudget)
  }

  /// The longest a load of the demo's feed takes, every attempt and wait included.
  public static let demoTimeBudget: Duration = .seconds(8)
}
