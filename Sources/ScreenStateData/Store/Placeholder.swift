import ScreenStateCore

/// A value a store key shows while its own first request runs, derived from what the store already holds: the
/// title of a post from the feed that listed it, before the post itself answers.
///
/// ```swift
/// let post = store.resource(
///   "post/\(id)",
///   placeholder: .derived(from: "feed", as: PagedList<PostSummary, String>.self) { feed in
///     feed.first { $0.id == id }.map(PostDetail.init(summary:))
///   }
/// ) { try await api.post(id) }
/// // post.state == .loading(previous: the summary's detail), post.valueOrigin == .placeholder
/// ```
///
/// A placeholder is shown as a value being refreshed (`.loading(previous:)`), is stale, is never saved, and is
/// replaced by the first answer. It is asked for only when the key has nothing to show (no value, nothing restored).
@MainActor
public struct Placeholder<Value> {
  let make: @MainActor (ResourceStore) -> Value?

  /// A placeholder made by `make` from the store; `nil` for none.
  public init(_ make: @escaping @MainActor (ResourceStore) -> Value?) {
    self.make = make
  }

  /// A placeholder derived from the value shown for `key`, if it holds a `Source`.
  public static func derived<Source>(
    from key: ResourceKey,
    as source: Source.Type = Source.self,
    _ transform: @escaping @MainActor (Source) -> Value?
  ) -> Self {
    Self { store in store.value(for: key, as: Source.self).flatMap(transform) }
  }
}
