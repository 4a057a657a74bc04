/// Names one resource of a ``ResourceStore``: a path of components, such as `"posts"` or `"post/42"`.
///
/// Keys compare component by component, and ``hasPrefix(_:)`` matches whole components: `"post"` is a
/// prefix of `"post/42"` and of itself, never of `"posts"`. Empty components are dropped, so `"post//42/"`
/// is `"post/42"`.
///
/// ```swift
/// let detail: ResourceKey = "post/42"
/// detail.hasPrefix("post")              // true
/// ResourceKey("post").appending(42)     // "post/42"
/// let key: ResourceKey = "post/\(id)"    // interpolation works too
/// ```
public struct ResourceKey: Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  /// The components of the path, none of them empty.
  public let components: [String]

  /// Creates a key from a path whose components are separated by `/`.
  public init(_ path: String) {
    components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
  }

  /// Creates a key from its components; empty ones are dropped, and a `/` inside one stays part of it.
  public init(components: [String]) {
    self.components = components.filter { !$0.isEmpty }
  }

  /// Creates a key from a string literal path, such as `"post/42"`.
  public init(stringLiteral path: String) {
    self.init(path)
  }

  /// The components joined by `/`.
  public var path: String { components.joined(separator: "/") }

  /// The path, such as `post/42`.
  public var description: String { path }

  /// Whether this key starts with every component of `prefix`, in order; every key has the empty prefix.
  public func hasPrefix(_ prefix: ResourceKey) -> Bool {
    components.starts(with: prefix.components)
  }

  /// This key with one more component, such as `ResourceKey("post").appending(42)` for `"post/42"`.
  public func appending(_ component: some CustomStringConvertible) -> ResourceKey {
    ResourceKey(components: components + [component.description])
  }
}
