import ScreenStateCore

/// A screen's handle on the value kept under one key of a ``ResourceStore``: shared by every screen that asks for the
/// key, kept fresh, saved, and changed by the store like any value it holds.
///
/// ```swift
/// let post = store.resource("post/\(id)") { try await api.post(id) }
/// let screen = LoadableScreen(post)
/// ```
///
/// Its rules are every handle's (see ``ResourceHandle``).
@MainActor
public final class Resource<Value: Sendable, Failure: Error>: ResourceHandle<Void, Value, Failure> {
  /// The loader shared by every handle of the key.
  public var loader: Loader<Value, Failure> { unsafeDowncast(entry, to: Loader<Value, Failure>.self) }

  init(loader: Loader<Value, Failure>, store: ResourceStore) {
    super.init(entry: loader, store: store)
  }
}
