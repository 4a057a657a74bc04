/// Parses HTTP `Retry-After` values (RFC 9110 §10.2.3): delay-seconds, or an HTTP date in any of the
/// three formats a recipient must accept. Pure, and free of Foundation.
public enum RetryAfterHeader {
  /// The delay a `Retry-After` value asks for, measured from `now` (time since the Unix epoch).
  ///
  /// Returns `nil` for a value that is neither a non-negative integer nor a valid HTTP date; a date in the
  /// past gives zero.
  ///
  /// ```swift
  /// RetryAfterHeader.delay(from: "120", now: .zero)                                    // 120 s
  /// RetryAfterHeader.delay(from: "Sun, 06 Nov 1994 08:49:37 GMT", now: .seconds(784_111_717)) // 60 s
  /// ```
  public static func delay(from value: String, now: Duration) -> Duration? {
    let trimmed = value.trimmingSpaces
    if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
      // An absurdly long number saturates rather than overflowing, and never reads shorter than a parsed one.
      return .seconds(Int64(trimmed) ?? Int64.max)
    }
    guard let date = HTTPDate.secondsSinceEpoch(from: trimmed) else { return nil }
    // Clamped so that no reading of `now`, however absurd, overflows the subtraction.
    let limit = Duration.seconds(Int64(1) << 50)
    return max(.seconds(date) - min(max(now, .zero - limit), limit), .zero)
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
