import ScreenState

// The example of ChangesThatAreNeverLost.md.

enum ChangesThatAreNeverLost {
  @MainActor static func likesKeptInAnOutbox(_ store: ResourceStore) -> (Outbox, Mutation<Int, Post, any Error>) {
    let outbox = Outbox(store)  // kept with the store's persistence
    let like = Mutation<Int, Post, any Error>(
      "like the post", queuedIn: outbox, as: "like",
      optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }]
    ) { postID, submission in
      try await api.like(postID, idempotencyKey: submission.rawValue)
    }
    return (outbox, like)
  }

  @MainActor static func aListOfPendingChanges(
    _ store: ResourceStore, _ outbox: Outbox, texts: ScreenTexts
  ) -> (Mutation<Int, Post, any Error>, [(String, OutboxEntry.Status)]) {
    let like = Mutation<Int, Post, any Error>(
      "like the post", queuedIn: outbox, as: "like",
      summary: { postID in ChangeSummary("Like post \(postID)", translations: ["de": "Beitrag \(postID) liken"]) },
      optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }],
      operation: { postID, submission in try await api.like(postID, idempotencyKey: submission.rawValue) }
    )
    let rows = outbox.entries.map { entry in
      (entry.summary.map(texts.text(of:)) ?? entry.mutation, entry.status)  // "Beitrag 42 liken", .queued
    }
    return (like, rows)
  }

  @MainActor static func aCommentWaitsForItsPost(_ outbox: Outbox) -> Mutation<NewComment, NewComment, any Error> {
    let comment = Mutation<NewComment, NewComment, any Error>(
      "comment", queuedIn: outbox, as: "comment",
      scope: { [.entity(NewComment.self, id: $0.id), .entity(Post.self, id: $0.postID)] },
      operation: { comment, submission in try await api.comment(comment, idempotencyKey: submission.rawValue) }
    )
    return comment
  }

  @MainActor static func changesThatCancelOut(_ store: ResourceStore, _ outbox: Outbox) -> (
    Mutation<LikeChange, Post, any Error>, Mutation<TitleEdit, Post, any Error>
  ) {
    let setLiked = Mutation<LikeChange, Post, any Error>(
      "like the post", queuedIn: outbox, as: "set liked",
      optimistic: [.entity(store, Post.self, id: \.postID) { post, change in post.likes += change.liked ? 1 : -1 }],
      combining: { earlier, later in earlier.liked == later.liked ? .keepBoth : .dropBoth },
      operation: { change, submission in try await api.setLiked(change, idempotencyKey: submission.rawValue) }
    )
    let editTitle = Mutation<TitleEdit, Post, any Error>(
      "edit the title", queuedIn: outbox, as: "edit title",
      optimistic: [.entity(store, Post.self, id: \.postID) { post, edit in post.title = edit.title }],
      combining: { _, _ in .keepLater },
      operation: { edit, submission in try await api.editTitle(edit, idempotencyKey: submission.rawValue) }
    )
    return (setLiked, editTitle)
  }
}

extension ChangesThatAreNeverLost {
  @MainActor static func creatingItemsOffline(_ store: ResourceStore, _ outbox: Outbox) async -> (
    Mutation<Post, Post, any Error>, Mutation<TitleEdit, Post, any Error>
  ) {
    let createPost = Mutation<Post, Post, any Error>(
      "publish the post", queuedIn: outbox, as: "create post",
      creates: .entity(Post.self, temporaryID: \.id),
      optimistic: [.update(store, key: "feed", as: [Post].self) { feed, post in feed.insert(post, at: 0) }],
      operation: { post, submission in try await api.create(post, idempotencyKey: submission.rawValue) }
    )
    let renamePost = Mutation<TitleEdit, Post, any Error>(
      "edit the title", queuedIn: outbox, as: "rename post",
      optimistic: [.entity(store, Post.self, id: \.postID) { post, edit in post.title = edit.title }],
      operation: { edit, submission in
        let postID = await outbox.resolvedID(Post.self, edit.postID)  // the server's, once the post is created
        return try await api.rename(postID, to: edit.title, idempotencyKey: submission.rawValue)
      }
    )
    let draft = Post(id: outbox.temporaryID(), title: "Written on a plane")
    await createPost.submit(draft)  // in the feed at once
    await renamePost.submit(TitleEdit(postID: draft.id, title: "Written on a train"))  // on its row at once
    return (createPost, renamePost)
  }
}

/// A comment written offline, on a post that may be new too.
struct NewComment: Identifiable, Codable, Sendable {
  var id: Int
  var postID: Int
  var text: String
}

/// A like (`liked`) or an unlike of a post.
struct LikeChange: Codable, Sendable {
  var postID: Int
  var liked: Bool
}

/// A post's new title.
struct TitleEdit: Codable, Sendable {
  var postID: Int
  var title: String
}

extension PostsAPI {
  func comment(_ comment: NewComment, idempotencyKey: String) async throws -> NewComment { comment }

  func setLiked(_ change: LikeChange, idempotencyKey: String) async throws -> Post {
    try await liked(change.postID)
  }

  /// The post created: the server gives it an id of its own.
  func create(_ post: Post, idempotencyKey: String) async throws -> Post {
    Post(id: 100, title: post.title)
  }

  func rename(_ postID: Int, to title: String, idempotencyKey: String) async throws -> Post {
    Post(id: postID, title: title)
  }

  func editTitle(_ edit: TitleEdit, idempotencyKey: String) async throws -> Post {
    Post(id: edit.postID, title: edit.title)
  }
}
