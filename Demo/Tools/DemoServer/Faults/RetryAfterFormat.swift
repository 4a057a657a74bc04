/// How a maintenance answer writes its `Retry-After` header; RFC 9110 allows both, and clients must read both.
public enum RetryAfterFormat: String, Sendable, Hashable, CaseIterable {
  /// A number of seconds, such as `Retry-After: 120`.
  case deltaSeconds
  /// An IMF-fixdate, such as `Retry-After: Sun, 06 Nov 1994 08:51:37 GMT`.
  case httpDate
}
