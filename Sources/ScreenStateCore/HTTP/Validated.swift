/// What a validating operation answers (see `ResourceStore.resource(_:as:validating:)`): a new value with its
/// validators and cache directives, or "not modified", which keeps the value the key holds.
///
/// ```swift
/// store.resource("post/42", validating: { validators in
///   validators?.etag == server.etag ? .notModified() : .modified(server.post, validators: server.validators)
/// })
/// ```
public enum Validated<Value> {
  /// A new value (an HTTP `200`), with the validators to send back next time and what its `Cache-Control` says.
  case modified(Value, validators: HTTPValidators = HTTPValidators(), cache: CacheDirectives = .none)
  /// The value held is still the server's (an HTTP `304`): it is kept and fresh again; `cache` may say for how long.
  case notModified(cache: CacheDirectives = .none)
}

extension Validated: Sendable where Value: Sendable {}
extension Validated: Equatable where Value: Equatable {}
