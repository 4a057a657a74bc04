/// Reads fault modes and latencies from the short strings used by command-line flags and by `PUT /fault`.
///
/// Fault modes: `none`, `500`, `maintenance`, `maintenance:SECONDS`, `maintenance-date`, `maintenance-date:SECONDS`,
/// `offline`, `update-required`, `update-available`, `malformed`, `empty`, `flaky`, `flaky:RATE`, `drip`, `hang`,
/// `reset`, `429`, `429:SECONDS`, `429:past`, `429:huge`, `page-fail`, `page-fail:PAGE`, `page-fail:PAGE:FAILURES`,
/// `like-fail`.
/// Latencies: `0`, `800ms`, `2s`, `1.5s`. Case and surrounding spaces are ignored. The `argument(for:)` functions
/// write the canonical spellings back, so that parsing them returns the same values.
public enum FaultArgumentParser {
  /// The accepted fault-mode spellings, for help texts and error messages.
  public static let faultModeSyntax =
    "none, 500, maintenance[:SECONDS], maintenance-date[:SECONDS], offline, update-required, update-available, malformed, empty, flaky[:RATE], drip, hang, reset, 429[:SECONDS|past|huge], page-fail[:PAGE[:FAILURES]], like-fail"

  /// The accepted latency spellings, for help texts and error messages.
  public static let latencySyntax = "0, or a number followed by ms or s, such as 800ms or 2s"

  /// Reads a fault mode, such as `maintenance:120` or `flaky:0.3`.
  public static func faultMode(_ text: String) throws(FaultArgumentError) -> FaultMode {
    let normalized = text.trimmingSpaces().lowercased()
    let (name, value) = splitNameAndValue(normalized)
    func failure(_ reason: String) -> FaultArgumentError {
      FaultArgumentError(subject: .faultMode, input: text, reason: reason)
    }
    func noValueAllowed(_ mode: FaultMode) throws(FaultArgumentError) -> FaultMode {
      guard value == nil else { throw failure("\"\(name)\" takes no value") }
      return mode
    }
    func retryAfterSeconds() throws(FaultArgumentError) -> Int {
      guard let value else { return FaultMode.defaultRetryAfterSeconds }
      // A day is far beyond any maintenance window a demo needs, and keeps HTTP dates in range.
      guard let seconds = Int(value), (0...86_400).contains(seconds) else {
        throw failure("the retry-after must be a whole number of seconds from 0 to 86400, such as \(name):120")
      }
      return seconds
    }

    switch name {
    case "":
      throw failure("it is empty; expected one of \(faultModeSyntax)")
    case "none", "healthy", "ok":
      return try noValueAllowed(.healthy)
    case "500", "server-error", "error":
      return try noValueAllowed(.serverError)
    case "maintenance", "503":
      return .maintenance(retryAfterSeconds: try retryAfterSeconds(), format: .deltaSeconds)
    case "maintenance-date":
      return .maintenance(retryAfterSeconds: try retryAfterSeconds(), format: .httpDate)
    case "offline":
      return try noValueAllowed(.offline)
    case "update-required", "426":
      return try noValueAllowed(.updateRequired)
    case "update-available":
      return try noValueAllowed(.updateAvailable)
    case "malformed", "malformed-json":
      return try noValueAllowed(.malformedJSON)
    case "empty", "empty-list":
      return try noValueAllowed(.emptyList)
    case "flaky":
      guard let value else { return .flaky(failureRate: FaultMode.defaultFailureRate) }
      guard let rate = Double(value), rate.isFinite, (0...1).contains(rate) else {
        throw failure("the failure rate must be a number between 0 and 1, such as flaky:0.3")
      }
      return .flaky(failureRate: rate)
    case "drip":
      return try noValueAllowed(.drip)
    case "hang":
      return try noValueAllowed(.hang)
    case "reset":
      return try noValueAllowed(.reset)
    case "429", "rate-limited":
      switch value {
      case nil: return .rateLimited(retryAfter: .seconds(0))
      case "past": return .rateLimited(retryAfter: .pastDate)
      case "huge": return .rateLimited(retryAfter: .huge)
      default:
        return .rateLimited(retryAfter: .seconds(try retryAfterSeconds()))
      }
    case "page-fail":
      return try pageFailure(value, failure: failure)
    case "like-fail":
      return try noValueAllowed(.likeFailure)
    default:
      throw failure("unknown mode; expected one of \(faultModeSyntax)")
    }
  }

  /// Reads a latency, such as `800ms`, `2s` or `0`.
  public static func latency(_ text: String) throws(FaultArgumentError) -> Duration {
    let normalized = text.trimmingSpaces().lowercased()
    func failure(_ reason: String) -> FaultArgumentError {
      FaultArgumentError(subject: .latency, input: text, reason: reason)
    }
    if ["0", "none", "off"].contains(normalized) { return .zero }

    let number: Substring
    let unitInMilliseconds: Double
    if normalized.hasSuffix("ms") {
      number = normalized.dropLast(2)
      unitInMilliseconds = 1
    } else if normalized.hasSuffix("s") {
      number = normalized.dropLast(1)
      unitInMilliseconds = 1_000
    } else if Double(normalized) != nil {
      throw failure("a unit is missing; write \(normalized)ms or \(normalized)s")
    } else {
      throw failure("expected \(latencySyntax)")
    }
    guard let amount = Double(number.trimmingSpaces()), amount.isFinite else {
      throw failure("expected \(latencySyntax)")
    }
    let milliseconds = amount * unitInMilliseconds
    // An hour is already useless for a demo; the bound keeps the conversion to Duration exact and in range.
    guard (0...3_600_000).contains(milliseconds) else {
      throw failure("the latency must be between 0 and 3600s")
    }
    // Whole microseconds: finer steps mean nothing to an HTTP client and would make the round trip inexact.
    return .microseconds(Int64((milliseconds * 1_000).rounded()))
  }

  /// The canonical spelling of a fault mode, which ``faultMode(_:)`` reads back to the same value.
  public static func argument(for mode: FaultMode) -> String {
    switch mode {
    case .healthy: "none"
    case .serverError: "500"
    case .maintenance(let seconds, .deltaSeconds): "maintenance:\(seconds)"
    case .maintenance(let seconds, .httpDate): "maintenance-date:\(seconds)"
    case .offline: "offline"
    case .updateRequired: "update-required"
    case .updateAvailable: "update-available"
    case .malformedJSON: "malformed"
    case .emptyList: "empty"
    case .flaky(let rate): "flaky:\(rate)"
    case .drip: "drip"
    case .hang: "hang"
    case .reset: "reset"
    case .rateLimited(.seconds(let seconds)): "429:\(seconds)"
    case .rateLimited(.pastDate): "429:past"
    case .rateLimited(.huge): "429:huge"
    case .pageFailure(let page, FaultMode.defaultPageFailures): "page-fail:\(page)"
    case .pageFailure(let page, let failures): "page-fail:\(page):\(failures)"
    case .likeFailure: "like-fail"
    }
  }

  /// The canonical spelling of a latency (`0`, `800ms`, `2s`, `1.5s`), which ``latency(_:)`` reads back.
  public static func argument(for latency: Duration) -> String {
    let microseconds = latency.components.seconds * 1_000_000 + latency.components.attoseconds / 1_000_000_000_000
    if microseconds == 0 { return "0" }
    if microseconds % 1_000_000 == 0 { return "\(microseconds / 1_000_000)s" }
    if microseconds % 1_000 == 0 { return "\(microseconds / 1_000)ms" }
    return "\(Double(microseconds) / 1_000)ms"
  }

  /// Reads the value of `page-fail`: nothing, `PAGE`, or `PAGE:FAILURES`.
  private static func pageFailure(
    _ value: String?,
    failure: (String) -> FaultArgumentError
  ) throws(FaultArgumentError) -> FaultMode {
    guard let value else { return .pageFailure(page: FaultMode.defaultFailingPage) }
    let (pageText, failuresText) = splitNameAndValue(value)
    // A thousand pages of the largest limit is far beyond the 300 posts; the bound keeps counts in range.
    guard let page = Int(pageText.trimmingSpaces()), (1...1_000).contains(page) else {
      throw failure("the page must be a whole number from 1 to 1000, such as page-fail:3")
    }
    guard let failuresText else { return .pageFailure(page: page) }
    guard let failures = Int(failuresText), (1...100).contains(failures) else {
      throw failure("the failures in a row must be a whole number from 1 to 100, such as page-fail:3:1")
    }
    return .pageFailure(page: page, failures: failures)
  }

  /// Splits `name:value` at its first colon; `value` is nil when there is no colon.
  private static func splitNameAndValue(_ text: String) -> (name: String, value: String?) {
    guard let colon = text.firstIndex(of: ":") else { return (text, nil) }
    return (String(text[..<colon]), String(text[text.index(after: colon)...]).trimmingSpaces())
  }
}

extension StringProtocol {
  /// The text without leading or trailing spaces, tabs or newlines; written here to keep the parser free of Foundation.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
