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
}
