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
  /// The hash of ``components``, computed once: a store hashes a key several times per use (its entry, its place
  /// among the unobserved keys), and hashing the strings each time cost more than the rest of a release.
  private let componentsHash: Int

  /// Creates a key from a path whose components are separated by `/`.
  public init(_ path: String) {
    self.init(nonEmpty: path.split(separator: "/", omittingEmptySubsequences: true).map(String.init))
  }

  /// Creates a key from its components; empty ones are dropped, and a `/` inside one stays part of it.
  public init(components: [String]) {
    self.init(nonEmpty: components.filter { !$0.isEmpty })
  }

  private init(nonEmpty components: [String]) {
    self.components = components
    var hasher = Hasher()
    hasher.combine(components)
    componentsHash = hasher.finalize()
  }

  /// Whether the keys have the same components (canonically equivalent strings are equal).
  public static func == (lhs: ResourceKey, rhs: ResourceKey) -> Bool {
    lhs.componentsHash == rhs.componentsHash && lhs.components == rhs.components
  }

  /// Feeds the hash of the components, computed once, to `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(componentsHash)
  }

  private enum CodingKeys: String, CodingKey {
    case components
  }

  /// Decodes a key from its components, as ``encode(to:)`` writes them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(components: try container.decode([String].self, forKey: .components))
  }

  /// Encodes the key's components: `{"components": ["post", "42"]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(components, forKey: .components)
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
