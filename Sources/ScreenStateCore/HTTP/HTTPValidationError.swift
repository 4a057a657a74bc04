/// A failure of a conditional HTTP exchange.
public enum HTTPValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The server answered "not modified" (`304`) to a request that had no value to keep: the key was never
  /// fetched, or its value was set by hand, so no validator was sent.
  case notModifiedWithoutValue

  /// What a log shows.
  public var description: String {
    switch self {
    case .notModifiedWithoutValue: "HTTP 304 without a value to keep"
    }
  }
}
