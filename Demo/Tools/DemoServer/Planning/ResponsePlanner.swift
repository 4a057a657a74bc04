import Foundation

/// Decides what each data route answers under a fault configuration: the whole fault logic of the demo backend,
/// as pure functions that the HTTP layer only translates.
public enum ResponsePlanner {
  /// The answer to one request on `route`.
  ///
  /// - Parameters:
  ///   - route: The route requested.
  ///   - faults: The fault mode and latency in force.
  ///   - now: The current time; only an HTTP-date `Retry-After` reads it.
  ///   - random: The source of a flaky mode's coin flips; it is drawn from once per flaky `/posts` request and
  ///     never otherwise, so that a seeded generator gives the same sequence of answers on every run.
  /// - Returns: The status, headers, body and delay to send.
  public static func response(
    for route: BackendRoute,
    faults: FaultConfiguration,
    now: Date,
    using random: inout some RandomNumberGenerator
  ) -> PlannedResponse {
    var planned =
      switch route {
      case .posts: posts(mode: faults.mode, now: now, using: &random)
      case .health: PlannedResponse.text(200, "ok")
      case .status: PlannedResponse.json(200, encodeJSON(status(mode: faults.mode)))
      case .version: PlannedResponse.json(200, encodeJSON(version(mode: faults.mode)))
      }
    // A client must see a fault switch at once, never a cached answer from before it.
    planned.headers["Cache-Control"] = "no-store"
    planned.delay = faults.latency
    return planned
  }

  /// The `/status` report under a fault mode.
  public static func status(mode: FaultMode) -> BackendStatus {
    switch mode {
    case .healthy, .offline, .updateAvailable, .emptyList, .malformedJSON, .drip, .hang, .reset:
      // The backend believes it is fine in these modes: malformed JSON, a dripping or hung feed and reset
      // connections are bugs it does not know about, and an offline server cannot be asked.
      BackendStatus(state: .ok, message: "All systems operational.")
    case .updateRequired:
      BackendStatus(
        state: .ok, message: "Clients older than \(VersionInfo.updateRequired.minimumVersion) are no longer served.")
    case .serverError:
      BackendStatus(state: .error, message: "The posts service is failing: its database refuses connections.")
    case .maintenance(let seconds, _):
      BackendStatus(
        state: .maintenance, retryAfterSeconds: sanitizedRetryAfter(seconds),
        message: "Scheduled database upgrade in progress.")
    case .flaky(let rate):
      BackendStatus(
        state: .ok, message: "Degraded: about \(percentage(rate))% of feed requests are failing.")
    case .rateLimited:
      BackendStatus(state: .ok, message: "Too many feed requests: clients are being rate limited.")
    case .pageFailure(let page, let failures):
      BackendStatus(
        state: .ok, message: "Degraded: page \(page) of the feed fails \(max(failures, 0)) times in a row, then loads.")
    case .likeFailure:
      BackendStatus(state: .ok, message: "Degraded: likes of odd-numbered posts are refused.")
    }
  }

  /// The `/version` report under a fault mode.
  public static func version(mode: FaultMode) -> VersionInfo {
    switch mode {
    case .updateRequired: .updateRequired
    case .updateAvailable: .updateAvailable
    default: .current
    }
  }

  /// The full feed as JSON, encoded once.
  public static let postsJSON = encodeJSON(DemoPost.samples)

  /// A feed cut off in the third post, as a dropped proxy connection would leave it: 200, JSON content type, and
  /// a body no JSON decoder accepts.
  public static let truncatedPostsJSON = truncated(postsJSON)

  /// The `/posts` answer under a fault mode.
  private static func posts(
    mode: FaultMode,
    now: Date,
    using random: inout some RandomNumberGenerator
  ) -> PlannedResponse {
    faulted(.json(200, postsJSON), empty: .json(200, "[]"), mode: mode, now: now, using: &random)
  }

  /// What a posts route answers under a fault mode, given its healthy answer and what an empty board answers.
  ///
  /// `healthy` may itself be a refusal (a 400 for a bad cursor, a 404 for an unknown post): the faults of the
  /// server and the transport replace it as they replace a 200, while ``FaultMode/malformedJSON`` and
  /// ``FaultMode/emptyList``, which are about content, leave it as it is. ``FaultMode/pageFailure(page:failures:)``
  /// and ``FaultMode/likeFailure`` are decided by the caller, which alone knows the page or the like; here they
  /// answer as healthy.
  static func faulted(
    _ healthy: PlannedResponse,
    empty: @autoclosure () -> PlannedResponse,
    mode: FaultMode,
    now: Date,
    using random: inout some RandomNumberGenerator
  ) -> PlannedResponse {
    switch mode {
    case .healthy, .offline, .updateAvailable, .pageFailure, .likeFailure:
      // `offline` is only ever asked in the instant between the switch and the listener closing; answering as
      // the server still did then is what a real server would do.
      return healthy
    case .serverError:
      return .html(500, HostileBody.serverError)
    case .maintenance(let seconds, let format):
      var planned = PlannedResponse.html(503, HostileBody.maintenance)
      planned.headers["Retry-After"] = retryAfter(seconds: seconds, format: format, now: now)
      return planned
    case .updateRequired:
      let minimum = VersionInfo.updateRequired.minimumVersion
      let error = APIErrorBody(
        error: "update_required",
        message: "This version of the app is no longer supported. Update to \(minimum) or later.",
        minimumVersion: minimum)
      return .json(426, encodeJSON(error))
    case .malformedJSON:
      return healthy.status == 200 ? .json(200, truncated(healthy.body)) : healthy
    case .emptyList:
      return healthy.status == 200 ? empty() : healthy
    case .flaky(let failureRate):
      let draw = Double.random(in: 0..<1, using: &random)
      return draw < failureRate ? .text(500, HostileBody.flakyFailure) : healthy
    case .drip:
      var planned = healthy
      planned.delivery = .drip(interval: FaultMode.dripInterval)
      return planned
    case .hang:
      var planned = healthy
      planned.delivery = .hang
      return planned
    case .reset:
      var planned = healthy
      planned.delivery = .reset
      return planned
    case .rateLimited(let retryAfter):
      var planned = PlannedResponse.json(
        429, encodeJSON(APIErrorBody(error: "rate_limited", message: "Too many requests.")))
      planned.headers["Retry-After"] = rateLimitRetryAfter(retryAfter, now: now)
      return planned
    }
  }

  /// A JSON body cut off before its end, as a dropped proxy connection would leave it: its first half, and at
  /// most 400 characters, which no JSON decoder accepts.
  static func truncated(_ body: String) -> String {
    String(body.prefix(min(400, body.count / 2)))
  }

  /// The `Retry-After` of a 429.
  private static func rateLimitRetryAfter(_ retryAfter: RateLimitRetryAfter, now: Date) -> String {
    switch retryAfter {
    case .seconds(let seconds): String(sanitizedRetryAfter(seconds))
    case .pastDate: HTTPDate.string(secondsSince1970: Int64(now.timeIntervalSince1970.rounded(.down)) - 3_600)
    case .huge: FaultMode.hugeRetryAfter
    }
  }

  /// A `Retry-After` value: the delay itself, or the moment it ends as an HTTP date (fractions of a second dropped).
  private static func retryAfter(seconds: Int, format: RetryAfterFormat, now: Date) -> String {
    let seconds = sanitizedRetryAfter(seconds)
    switch format {
    case .deltaSeconds:
      return String(seconds)
    case .httpDate:
      let end = (now.timeIntervalSince1970 + Double(seconds)).rounded(.down)
      return HTTPDate.string(secondsSince1970: Int64(end))
    }
  }

  /// A retry delay a header can carry: the parser never gives more than a day, but values built in code may be
  /// negative or huge, and an HTTP date past the year 9999 (or a trapping integer conversion) must not follow.
  private static func sanitizedRetryAfter(_ seconds: Int) -> Int {
    min(max(seconds, 0), 100 * 365 * 86_400)
  }

  /// A failure rate as a whole percentage, for values built in code that may lie outside 0...1 or be NaN.
  private static func percentage(_ rate: Double) -> Int {
    guard !rate.isNaN else { return 0 }
    return Int((min(max(rate, 0), 1) * 100).rounded())
  }

  /// Compact JSON with sorted keys, so that bodies are byte-for-byte the same on every run and platform.
  static func encodeJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain value types cannot fail; `null` keeps the planner total without a crash path.
    guard let data = try? encoder.encode(value) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}
