import Foundation
import ScreenStateCore

extension Outbox {
  /// A temporary id for an item created offline (see ``OutboxCreate``): a negative number, which no server gives,
  /// different every time.
  ///
  /// ```swift
  /// let draft = Post(id: outbox.temporaryID(), title: "Made on a plane")
  /// await createPost.submit(draft)          // shown at once in the feed, under the temporary id
  /// ```
  public func temporaryID() -> Int {
    store.configuration.randomness.draw { Int.random(in: Self.temporaryIDs, using: &$0) }
  }

  /// A temporary id for an item created offline whose ids are text: `"tmp-"` and a random part, different every
  /// time.
  public func temporaryStringID() -> String {
    "tmp-" + store.configuration.randomness.draw { SubmissionID(using: &$0) }.rawValue
  }

  /// The server's id of the entity of type `E` created offline under `id`, once its create has been answered (and
  /// from then on, across launches, while changes wait); `id` itself otherwise. Call it in an operation to send what
  /// the server knows:
  ///
  /// ```swift
  /// let editTitle = Mutation<TitleEdit, Post, any Error>(
  ///   "edit the title", queuedIn: outbox, as: "edit title",
  ///   optimistic: [.entity(store, Post.self, id: \.postID) { post, edit in post.title = edit.title }]
  /// ) { edit, submission in
  ///   let postID = await outbox.resolvedID(Post.self, edit.postID)   // the server's, if the post was new
  ///   return try await api.rename(postID, to: edit.title, idempotencyKey: submission.rawValue)
  /// }
  /// ```
  ///
  /// A change naming a temporary id waits for its create (its scope holds the entity), so by the time it is sent the
  /// server's id is known.
  public func resolvedID<E: Identifiable>(_ type: E.Type, _ id: E.ID) -> E.ID where E.ID: Codable {
    guard !creations.isEmpty, let creation = creations[OutboxScope.entityKey(E.self, id: id)],
      let serverID = try? JSONDecoder().decode(E.ID.self, from: creation.serverID)
    else { return id }
    return serverID
  }

  /// The range temporary ids are drawn from: negative, and an `Int` on every platform.
  static let temporaryIDs = Int(Int32.min)...(-1)
}
