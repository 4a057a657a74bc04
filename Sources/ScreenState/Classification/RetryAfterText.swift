/// Words for a server-given delay, such as "in 2 minutes".
enum RetryAfterText {
  /// The longest delay worth naming; beyond a week a precise figure helps no one (and may be hostile).
  static let longestNamedDelay: Duration = .seconds(7 * 86_400)

  /// "in 2 minutes", "in about 3 hours"..., or `nil` for a delay too long to name.
  static func phrase(for delay: Duration) -> String? {
    guard delay <= longestNamedDelay else { return nil }
    let seconds = max(delay.components.seconds, 0)
    switch seconds {
    case 0: return "now"
    case 1..<60: return "in \(count(seconds, "second"))"
    case 60..<3600: return "in \(count((seconds + 59) / 60, "minute"))"
    case 3600..<86400: return "in about \(count((seconds + 1799) / 3600, "hour"))"
    default: return "in about \(count((seconds + 43199) / 86400, "day"))"
    }
  }

  private static func count(_ value: Int64, _ unit: String) -> String {
    value == 1 ? "1 \(unit)" : "\(value) \(unit)s"
  }
}
