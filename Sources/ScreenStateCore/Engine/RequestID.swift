/// Identifies one request of a state kind (a ``Loader``, a ``QueryLoader``, a ``PageLoader``, a ``Mutation``).
///
/// Identifiers grow with every request a kind starts, so the newer of two requests of one kind has the greater
/// identifier: a store compares them to tell whether an answer was asked for before or after an invalidation.
public struct RequestID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The request's number within its kind, from 1.
  public let rawValue: UInt64

  /// Creates an identifier from its number.
  @inlinable public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Orders requests by when they started.
  @inlinable public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The number, such as `#3`.
  public var description: String { "#\(rawValue)" }
}

/// Issues the identifiers of one kind's requests, in increasing order.
@usableFromInline package struct RequestIDs: Sendable {
  @usableFromInline var last: UInt64 = 0

  @inlinable package init() {}

  /// The identifier of the next request.
  @inlinable mutating package func next() -> RequestID {
    last &+= 1
    return RequestID(rawValue: last)
  }

  /// The identifier of the latest request issued, if any.
  @inlinable package var latest: RequestID? { last == 0 ? nil : RequestID(rawValue: last) }
}
