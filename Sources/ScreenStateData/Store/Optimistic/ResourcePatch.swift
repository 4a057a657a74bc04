import ScreenStateCore

/// One optimistic change of store values, to keep or take back exactly: what a ``Mutation`` holds for each of its
/// optimistic updates until the server answers.
///
/// ```swift
/// guard let patch = store.patchEntities(Post.self, id: 42, { $0.likes += 1 }) else { return }
/// do { try await api.like(42); store.commit(patch) } catch { store.rollback(patch) }
/// ```
///
/// Any number of patches can be pending over one value at once: each is layered over what the value was before the
/// first of them, so a rollback takes back its own change only and keeps every other patch's (two likes in flight,
/// one fails: the other stays). A committed patch stays whatever happens to the others. A newer value (an answer, a
/// value set by hand) supersedes the patches under it: they no longer roll back, and the newer value stays.
///
/// A *pinned* patch is for a change not sent yet (an ``Outbox``'s): no answer can hold it, so it is applied again over
/// every new value of what it changes (an answer, a copy restored at launch, a key loaded later) until it is
/// ``ResourceStore/unpin(_:)``-ned, when its change is sent. Releasing a pinned patch without settling it rolls it
/// back.
@MainActor
public final class ResourcePatch {
  /// The keys patched when it was made; for a patch of an entity, in the order their entries were made in the store.
  public let keys: [ResourceKey]
  /// The patch's number in its store.
  let id: UInt64

  init(keys: [ResourceKey], id: UInt64) {
    self.keys = keys
    self.id = id
  }
}
