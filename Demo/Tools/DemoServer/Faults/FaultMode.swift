/// What the demo backend gets wrong on purpose, so that every error screen of a client can be reached for real.
///
/// The faults that change an answer apply to every posts route alike: the feed (`GET /posts`, whole or a page at
/// a time), a post (`GET /posts/<id>`), a search (`GET /search`) and a like (`POST /posts/<id>/like`); `/health`,
/// `/status` and `/version` answer as ``ResponsePlanner`` describes. ``pageFailure(page:failures:)`` and
/// ``likeFailure`` aim at one route only.
///
/// Latency is not a mode: it is set beside the mode in ``FaultConfiguration``, so that a slow backend can also
/// be in maintenance, flaky, and so on.
public enum FaultMode: Sendable, Hashable {
  /// Every route answers normally.
  case healthy
  /// The posts routes answer 500 with a hostile HTML body (a stack trace) that a client must never show.
  case serverError
  /// The posts routes answer 503 with a `Retry-After` header, written in the given format.
  case maintenance(retryAfterSeconds: Int, format: RetryAfterFormat = .deltaSeconds)
  /// The server stops listening, so that clients get "connection refused".
  case offline
  /// `/version` requires a newer client than ``VersionInfo/demoClientVersion`` and the posts routes answer 426.
  case updateRequired
  /// `/version` advertises a newer client than ``VersionInfo/demoClientVersion``; the posts routes work.
  case updateAvailable
  /// The posts routes answer 200 with a truncated JSON body (an answer that was not a 200 is left as it is).
  case malformedJSON
  /// The board is empty: the feed is an empty JSON array (a page, a search: no posts) and a post is not found.
  case emptyList
  /// Each request to a posts route fails with 500 with the given probability, between 0 and 1.
  case flaky(failureRate: Double)
  /// The posts routes answer 200 and then send their body one byte every ``FaultMode/dripInterval``, never ending.
  case drip
  /// The posts routes accept the request and never answer.
  case hang
  /// The posts routes close the connection abruptly (a TCP reset) instead of answering.
  case reset
  /// The posts routes answer 429 Too Many Requests with the given `Retry-After`.
  case rateLimited(retryAfter: RateLimitRetryAfter)
  /// The `page`-th page of the paged feed (`GET /posts?after=…&limit=…`, counted with the request's own limit,
  /// from 1) answers 500 to `failures` requests in a row, then answers once, and so on; every other route and
  /// page answers normally.
  ///
  /// With the demo's three attempts per load and the default of three failures, scrolling fails at that page
  /// once, after its retries, and "Try Again" loads it; the count starts again whenever the mode is set.
  case pageFailure(page: Int, failures: Int = FaultMode.defaultPageFailures)
  /// `POST /posts/<id>/like` of an odd-numbered post answers 422 (refused) and counts nothing, so that an
  /// optimistic like is rolled back while the likes of even-numbered posts are counted; every other route answers
  /// normally. A like already counted (its idempotency key) is answered as counted.
  case likeFailure
}

/// The `Retry-After` of a 429, including the odd values a client must survive.
public enum RateLimitRetryAfter: Sendable, Hashable {
  /// A delay in seconds; 0 asks for an immediate retry, which a client must still space out.
  case seconds(Int)
  /// An HTTP date an hour in the past: a delay of zero.
  case pastDate
  /// A number of seconds no integer holds (``FaultMode/hugeRetryAfter``): a client must neither overflow nor wait.
  case huge
}

extension FaultMode {
  /// The `Retry-After` value used when maintenance is asked for without one.
  public static let defaultRetryAfterSeconds = 60

  /// The failure rate used when flakiness is asked for without one.
  public static let defaultFailureRate = 0.5

  /// The page that ``pageFailure(page:failures:)`` fails when asked for without one: the third.
  public static let defaultFailingPage = 3

  /// How many requests in a row ``pageFailure(page:failures:)`` fails when asked for without a number: as many
  /// as the demo's attempts per load, so that one load of the page fails and the next succeeds.
  public static let defaultPageFailures = 3

  /// The time between two bytes of ``drip``.
  public static let dripInterval: Duration = .milliseconds(200)

  /// The `Retry-After` of ``RateLimitRetryAfter/huge``: twenty nines, beyond any 64-bit integer.
  public static let hugeRetryAfter = String(repeating: "9", count: 20)

  /// Whether this mode takes the server off the network rather than changing its answers.
  public var isOffline: Bool {
    if case .offline = self { return true }
    return false
  }
}
