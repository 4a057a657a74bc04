import ScreenStateCore

/// What a change in an ``Outbox`` must wait for: a set of keys, such as one post. A change waits behind every earlier
/// change, of any mutation, that shares a key with it and is not finished; a change in another scope goes ahead of it,
/// and a scope waiting after a failure (its backoff) holds back only itself.
///
/// ```swift
/// .entity(Post.self, id: 42)                                          // the changes of post 42
/// [.entity(Comment.self, id: comment.id), .entity(Post.self, id: comment.postID)]   // a comment on a post
/// "settings"                                                           // a key of the app's own
/// ```
///
/// A comment on a post created offline belongs to both scopes: it waits for the post's creation, and an edit of the
/// comment made later waits for it. Keys are saved with each change, so keep them the same from launch to launch. A
/// scope with no key is the whole outbox's: its change waits behind every earlier change, and every later change waits
/// behind it.
public struct OutboxScope: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
  /// The keys; two changes sharing any of them are sent in the order submitted.
  public var keys: Set<String>

  /// A scope of these keys.
  public init(_ keys: Set<String>) {
    self.keys = keys
  }

  /// A scope of one key: `"settings"`.
  public init(stringLiteral key: String) {
    keys = [key]
  }

  /// The union of scopes: `[.entity(Comment.self, id: 7), .entity(Post.self, id: 42)]`.
  public init(arrayLiteral scopes: OutboxScope...) {
    keys = scopes.reduce(into: []) { $0.formUnion($1.keys) }
  }

  /// The scope of the entity of type `type` with id `id`: the one a mutation's
  /// ``OptimisticUpdate/entity(_:_:id:revalidate:_:)`` of it names by default. A type declared another's entity (see
  /// ``EntityVariant``) names that entity's scope.
  public static func entity<E: Identifiable>(_ type: E.Type, id: E.ID) -> OutboxScope {
    OutboxScope([entityKey(type, id: id)])
  }

  /// This scope and `other`'s keys.
  public func union(_ other: OutboxScope) -> OutboxScope {
    OutboxScope(keys.union(other.keys))
  }

  /// The scope of a mutation that names no entity: its changes in order among themselves.
  static func mutation(_ name: String) -> OutboxScope {
    OutboxScope(["mutation:" + name])
  }

  /// The key of an entity: its type's name (the entity's, for a variant) and its id.
  static func entityKey<E: Identifiable>(_ type: E.Type, id: E.ID) -> String {
    "\(entityName(type))/\(id)"
  }

  private static func entityName<E>(_ type: E.Type) -> String {
    if let variant = type as? any EntityVariant.Type { return variantEntityName(variant) }
    return String(describing: type)
  }

  private static func variantEntityName<V: EntityVariant>(_ type: V.Type) -> String {
    String(describing: V.Entity.self)
  }
}
