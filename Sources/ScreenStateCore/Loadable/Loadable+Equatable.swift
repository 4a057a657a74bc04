// Equality needs only an Equatable value, so `Loadable<V, any Error>` compares too. Failures are compared
// by `FailureEquivalence`, whose rule is documented on the conformance.

/// Two states are equal when they are the same case with equal payloads.
///
/// Values compare with their own `==`. Failures compare by this rule, which works for any error,
/// `any Error` included:
/// - failures of different dynamic types are different;
/// - when the failure's type is `Equatable`, its own `==` decides;
/// - otherwise, for a class, the same instance is equal; for anything else, equal debug descriptions
///   (`String(reflecting:)`, which by default lists an enum's case and payload and a struct's fields)
///   are equal.
///
/// A custom `description` or `debugDescription` can make two different errors read alike, and so compare
/// equal; an observer would then not hear of the change from one to the other. Give such error types an
/// `Equatable` conformance. (A ``Loader`` always passes through loading between two failures, so it
/// announces every failure whatever this rule says.)
extension Loadable: Equatable where Value: Equatable {
  /// Whether two states are the same case with equal payloads, failures compared by the rule above.
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.idle, .idle):
      true
    case (.loading(let lhs), .loading(let rhs)):
      lhs == rhs
    case (.loaded(let lhs), .loaded(let rhs)):
      lhs == rhs
    case (.failed(let lhsFailure, let lhs), .failed(let rhsFailure, let rhs)):
      lhs == rhs && FailureEquivalence.areEquivalent(lhsFailure, rhsFailure)
    case (.idle, _), (.loading, _), (.loaded, _), (.failed, _):
      false
    }
  }
}

/// Hashes consistently with ``==``: a failure contributes its type, and its own hash when it is `Hashable`
/// (for Foundation's errors, whose own hash traps on Linux, their domain and code instead).
extension Loadable: Hashable where Value: Hashable {
  /// Hashes the case, the value and the failure's type (and the failure itself when it is `Hashable`).
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .idle:
      hasher.combine(0)
    case .loading(let previous):
      hasher.combine(1)
      hasher.combine(previous)
    case .loaded(let value):
      hasher.combine(2)
      hasher.combine(value)
    case .failed(let failure, let previous):
      hasher.combine(3)
      hasher.combine(previous)
      FailureEquivalence.hash(failure, into: &hasher)
    }
  }
}

/// The equality rule for failures of any type; see `Loadable`'s `Equatable` conformance.
@usableFromInline enum FailureEquivalence {
  @usableFromInline static func areEquivalent(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    // Cast through `Any`: a direct cast from `any Error` draws a spurious "always succeeds" warning.
    if let lhs = (lhs as Any) as? any Equatable {
      return isEqual(lhs, to: rhs)
    }
    if type(of: lhs) is AnyClass {
      return instance(lhs) === instance(rhs)
    }
    return String(reflecting: lhs) == String(reflecting: rhs)
  }

  static func hash(_ failure: any Error, into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: failure)))
    // Foundation's errors (`URLError`, `CocoaError`, `NSError`) trap when hashed on Linux: their domain and
    // code stand in, which equal errors always share.
    if isFoundationError(failure) {
      hasher.combine(failure._domain)
      hasher.combine(failure._code)
      return
    }
    // Only a Hashable failure adds more: hashing descriptions could split failures that `==` unites.
    if let hashable = (failure as Any) as? any Hashable {
      hasher.combine(AnyHashable(hashable))
    }
  }

  /// The object a class failure is. A dynamic cast, because the coercion `as AnyObject` can return the box
  /// that holds the error (a new one each time the failure passed through a generic `Failure`), not the object.
  private static func instance(_ failure: any Error) -> AnyObject? {
    cast(failure, to: AnyObject.self)
  }

  // Generic so that the cast is not flagged as "always succeeds".
  private static func cast<T>(_ value: Any, to _: T.Type) -> T? {
    value as? T
  }

  private static func isEqual<E: Equatable>(_ lhs: E, to rhs: any Error) -> Bool {
    (rhs as? E).map { $0 == lhs } ?? false
  }
}
