import Foundation
import ScreenStateCore

/// What a ``Mutation`` queued in an ``Outbox`` creates: an item made offline under a temporary id (see
/// ``Outbox/temporaryID()``), which the server's answer gives its own.
///
/// ```swift
/// let createPost = Mutation<Post, Post, any Error>(
///   "publish the post", queuedIn: outbox, as: "create post",
///   creates: .entity(Post.self, temporaryID: \.id),
///   optimistic: [.update(store, key: "feed", as: [Post].self) { feed, post in feed.insert(post, at: 0) }],
///   operation: { post, submission in try await api.create(post, idempotencyKey: submission.rawValue) }
/// )
/// ```
///
/// - **Shown at once.** The mutation's optimistic updates insert the item where it belongs (a list, a count); an edit
///   of it made offline is an ordinary change of the entity with the temporary id, and reaches the row inserted.
/// - **In order.** The create's ``OutboxScope`` holds the temporary id's entity, so every change naming it (an edit, a
///   comment with both scopes) is sent after the create has been answered.
/// - **Re-keyed.** Once the server answers, the outbox saves which id it gave, in the same record that removes the
///   create, and the store replaces the temporary row with the server's entity where it is (see
///   ``ResourceStore/rekeyEntity(_:from:to:)``): one row throughout. The changes still waiting then name the server's
///   id: their operation sends ``Outbox/resolvedID(_:_:)`` of the id they hold.
/// - **Refused.** A create refused for good is rolled back (its row leaves the lists) and holds back the changes that
///   name its item: retried, it is sent before them; discarded, they are discarded with it.
@MainActor
public struct OutboxCreate<Input, Output> {
  /// The entity key (see ``OutboxScope/entity(_:id:)``) of the temporary id, for an input.
  let temporaryKey: @MainActor (Input) -> String
  /// The server's entity key and id (as JSON) for an answer.
  let created: @MainActor (Output) -> (key: String, id: Data)?
  /// Points the patches of the temporary id at the server's, and returns the keys holding the server's entity
  /// already (loaded after the server made it): there the create's own insert is taken back rather than kept.
  let prepare: @MainActor (ResourceStore, Input, Output) -> Set<ResourceKey>
  /// Re-keys the store's copies once the create is answered.
  let rekey: @MainActor (ResourceStore, Input, Output) -> Void

  /// Creates the entity of type `E` whose temporary id is `temporaryID(input)`; `answer` is the server's entity in
  /// its answer, with its id.
  ///
  /// - Parameters:
  ///   - type: The entity's type.
  ///   - temporaryID: The temporary id the input holds.
  ///   - answer: The entity the server answered, which replaces the temporary one in every cached copy.
  public static func entity<E: Identifiable>(
    _ type: E.Type, temporaryID: @escaping @MainActor (Input) -> E.ID, answer: @escaping @MainActor (Output) -> E
  ) -> Self where E.ID: Codable {
    Self(
      temporaryKey: { OutboxScope.entityKey(E.self, id: temporaryID($0)) },
      created: { output in
        let id = answer(output).id
        return (try? JSONEncoder().encode(id)).map { (OutboxScope.entityKey(E.self, id: id), $0) }
      },
      prepare: { store, input, output in
        let serverID = answer(output).id
        store.retargetPatches(E.self, from: temporaryID(input), to: serverID)
        return Set(store.keysHolding(E.self, id: serverID))
      },
      rekey: { store, input, output in store.rekeyEntity(E.self, from: temporaryID(input), to: answer(output)) })
  }
}

extension OutboxCreate where Output: Identifiable, Output.ID: Codable {
  /// Creates the entity of type `Output`, which the server answers, whose temporary id is `temporaryID(input)`.
  ///
  /// ```swift
  /// creates: .entity(Post.self, temporaryID: \.id)
  /// ```
  public static func entity(_ type: Output.Type, temporaryID: @escaping @MainActor (Input) -> Output.ID) -> Self {
    entity(type, temporaryID: temporaryID, answer: { $0 })
  }
}
